/**
 * The ASN database of `@ip-location-db/asn` (CSV of numeric ranges: start, end, ASN, organisation; the
 * npm registry has no MMDB build of it), loaded into typed arrays and searched by bisection.
 * The files are parsed byte by byte, without splitting them into strings: loading costs ~15 MB, not ~150 MB.
 */
import { readFile } from "node:fs/promises";

export interface AsnRecord {
  asn: number;
  org: string;
}

interface Ranges<T extends number | bigint> {
  starts: ArrayLike<T>;
  ends: ArrayLike<T>;
  asns: Uint32Array;
  orgIndex: Uint32Array;
  count: number;
}

const NEWLINE = 0x0a;
const COMMA = 0x2c;
const QUOTE = 0x22;

function countLines(buffer: Buffer): number {
  let lines = 0;
  for (let i = buffer.indexOf(NEWLINE); i !== -1; i = buffer.indexOf(NEWLINE, i + 1)) lines++;
  return lines + 1;
}

/** Cleans an organisation field: unquotes it and drops the trailing commas some rows carry. */
function cleanOrg(raw: string): string {
  let org = raw.trim();
  if (org.startsWith('"') && org.endsWith('"')) org = org.slice(1, -1).replaceAll('""', '"');
  return org.replace(/[\s,]+$/, "");
}

class OrgNames {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();
  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.push(name) - 1;
      this.ids.set(name, id);
    }
    return id;
  }
}

/** Parses `start,end,asn,org` rows; `toNumber` turns the decimal text of start and end into a value. */
function parseRanges<T extends number | bigint>(
  buffer: Buffer,
  orgs: OrgNames,
  makeArray: (length: number) => { [index: number]: T; length: number },
  toNumber: (buffer: Buffer, start: number, end: number) => T,
): Ranges<T> {
  const capacity = countLines(buffer);
  const starts = makeArray(capacity);
  const ends = makeArray(capacity);
  const asns = new Uint32Array(capacity);
  const orgIndex = new Uint32Array(capacity);
  let count = 0;
  let position = 0;
  while (position < buffer.length) {
    let lineEnd = buffer.indexOf(NEWLINE, position);
    if (lineEnd === -1) lineEnd = buffer.length;
    const first = buffer.indexOf(COMMA, position);
    const second = first === -1 ? -1 : buffer.indexOf(COMMA, first + 1);
    const third = second === -1 ? -1 : buffer.indexOf(COMMA, second + 1);
    if (third !== -1 && third < lineEnd) {
      starts[count] = toNumber(buffer, position, first);
      ends[count] = toNumber(buffer, first + 1, second);
      asns[count] = Number(buffer.toString("latin1", second + 1, third));
      const orgEnd = buffer[lineEnd - 1] === 0x0d ? lineEnd - 1 : lineEnd;
      const quoted = buffer[third + 1] === QUOTE;
      const raw = buffer.toString("utf8", third + 1, orgEnd);
      orgIndex[count] = orgs.id(quoted || raw.endsWith(",") || raw.endsWith(" ") ? cleanOrg(raw) : raw);
      count++;
    }
    position = lineEnd + 1;
  }
  return { starts, ends, asns, orgIndex, count };
}

function decimalNumber(buffer: Buffer, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) value = value * 10 + ((buffer[i] ?? 48) - 48);
  return value;
}

function decimalBigInt(buffer: Buffer, start: number, end: number): bigint {
  return BigInt(buffer.toString("latin1", start, end));
}

export class AsnTable {
  private constructor(
    private readonly v4: Ranges<number>,
    private readonly v6: Ranges<bigint>,
    private readonly orgs: string[],
  ) {}

  static async load(ipv4NumCsv: string, ipv6NumCsv: string): Promise<AsnTable> {
    const orgs = new OrgNames();
    const v4 = parseRanges(await readFile(ipv4NumCsv), orgs, (n) => new Float64Array(n), decimalNumber);
    const v6 = parseRanges(
      await readFile(ipv6NumCsv),
      orgs,
      (n) => new Array<bigint>(n).fill(0n),
      decimalBigInt,
    );
    return new AsnTable(v4, v6, orgs.names);
  }

  private find<T extends number | bigint>(table: Ranges<T>, value: T): AsnRecord | undefined {
    let low = 0;
    let high = table.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if ((table.starts[mid] as T) > value) high = mid - 1;
      else if ((table.ends[mid] as T) < value) low = mid + 1;
      else return { asn: table.asns[mid] ?? 0, org: this.orgs[table.orgIndex[mid] ?? 0] ?? "" };
    }
    return undefined;
  }

  lookupV4(value: number): AsnRecord | undefined {
    return this.find(this.v4, value);
  }

  lookupV6(value: bigint): AsnRecord | undefined {
    return this.find(this.v6, value);
  }
}
