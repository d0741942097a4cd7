/**
 * The ASN database of `@ip-location-db/asn` (CSV of numeric ranges: start, end, ASN, organisation; the
 * npm registry has no MMDB build of it), loaded into typed arrays and searched by bisection.
 * The files are read in pieces and parsed byte by byte, without splitting them into strings, and every address is kept in
 * a typed array (IPv4 in 32 bits, IPv6 as two 64-bit halves): the table holds about 10 MB.
 */
import { open } from "node:fs/promises";

export interface AsnRecord {
  asn: number;
  org: string;
}

/** A column of addresses, kept in typed arrays. */
interface AddressColumn<T extends number | bigint> {
  set(index: number, value: T): void;
  /** The address at `index` compared with `value`: negative, zero or positive. */
  compare(index: number, value: T): number;
}

/** IPv4 addresses, 32 bits each. */
class Uint32Column implements AddressColumn<number> {
  private readonly values: Uint32Array;
  constructor(length: number) {
    this.values = new Uint32Array(length);
  }
  set(index: number, value: number): void {
    this.values[index] = value;
  }
  compare(index: number, value: number): number {
    return (this.values[index] ?? 0) - value;
  }
}

const LOW_64 = (1n << 64n) - 1n;

/** IPv6 addresses, 128 bits each, as two 64-bit halves: a plain array of BigInts would be three times larger. */
class Uint128Column implements AddressColumn<bigint> {
  private readonly high: BigUint64Array;
  private readonly low: BigUint64Array;
  constructor(length: number) {
    this.high = new BigUint64Array(length);
    this.low = new BigUint64Array(length);
  }
  set(index: number, value: bigint): void {
    this.high[index] = value >> 64n;
    this.low[index] = value & LOW_64;
  }
  compare(index: number, value: bigint): number {
    const high = this.high[index] ?? 0n;
    const valueHigh = value >> 64n;
    if (high !== valueHigh) return high < valueHigh ? -1 : 1;
    const low = this.low[index] ?? 0n;
    const valueLow = value & LOW_64;
    return low === valueLow ? 0 : low < valueLow ? -1 : 1;
  }
}

interface Ranges<T extends number | bigint> {
  starts: AddressColumn<T>;
  ends: AddressColumn<T>;
  asns: Uint32Array;
  orgIndex: Uint32Array;
  count: number;
}

const NEWLINE = 0x0a;
const COMMA = 0x2c;
const QUOTE = 0x22;

/** Size of the pieces a CSV file is read in: the whole file is never in memory at once. */
const CHUNK_BYTES = 1 << 20;

/**
 * The file in pieces that each end with a whole line (the last may lack its newline). One buffer is
 * reused for every piece: a piece is only valid until the next one is asked for.
 */
async function* wholeLines(path: string): AsyncGenerator<Buffer> {
  const file = await open(path);
  try {
    let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let carried = 0;
    for (;;) {
      if (carried === buffer.length) {
        // A line longer than the buffer: grow it.
        const larger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(larger, 0, 0, carried);
        buffer = larger;
      }
      const { bytesRead } = await file.read(buffer, carried, buffer.length - carried, null);
      const filled = carried + bytesRead;
      if (bytesRead === 0) {
        if (filled > 0) yield buffer.subarray(0, filled);
        return;
      }
      const lastNewline = buffer.lastIndexOf(NEWLINE, filled - 1);
      if (lastNewline === -1) {
        carried = filled;
        continue;
      }
      yield buffer.subarray(0, lastNewline + 1);
      carried = buffer.copy(buffer, 0, lastNewline + 1, filled);
    }
  } finally {
    await file.close();
  }
}

async function countLines(path: string): Promise<number> {
  let lines = 0;
  for await (const piece of wholeLines(path)) {
    for (let i = piece.indexOf(NEWLINE); i !== -1; i = piece.indexOf(NEWLINE, i + 1)) lines++;
  }
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
async function parseRanges<T extends number | bigint>(
  path: string,
  orgs: OrgNames,
  makeColumn: (length: number) => AddressColumn<T>,
  toNumber: (buffer: Buffer, start: number, end: number) => T,
): Promise<Ranges<T>> {
  const capacity = await countLines(path);
  const starts = makeColumn(capacity);
  const ends = makeColumn(capacity);
  const asns = new Uint32Array(capacity);
  const orgIndex = new Uint32Array(capacity);
  let count = 0;
  for await (const buffer of wholeLines(path)) {
    let position = 0;
    while (position < buffer.length) {
      let lineEnd = buffer.indexOf(NEWLINE, position);
      if (lineEnd === -1) lineEnd = buffer.length;
      const first = buffer.indexOf(COMMA, position);
      const second = first === -1 ? -1 : buffer.indexOf(COMMA, first + 1);
      const third = second === -1 ? -1 : buffer.indexOf(COMMA, second + 1);
      if (third !== -1 && third < lineEnd && count < capacity) {
        starts.set(count, toNumber(buffer, position, first));
        ends.set(count, toNumber(buffer, first + 1, second));
        asns[count] = Number(buffer.toString("latin1", second + 1, third));
        const orgEnd = buffer[lineEnd - 1] === 0x0d ? lineEnd - 1 : lineEnd;
        const quoted = buffer[third + 1] === QUOTE;
        const raw = buffer.toString("utf8", third + 1, orgEnd);
        orgIndex[count] = orgs.id(quoted || raw.endsWith(",") || raw.endsWith(" ") ? cleanOrg(raw) : raw);
        count++;
      }
      position = lineEnd + 1;
    }
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
    const v4 = await parseRanges(ipv4NumCsv, orgs, (n) => new Uint32Column(n), decimalNumber);
    const v6 = await parseRanges(ipv6NumCsv, orgs, (n) => new Uint128Column(n), decimalBigInt);
    return new AsnTable(v4, v6, orgs.names);
  }

  private find<T extends number | bigint>(table: Ranges<T>, value: T): AsnRecord | undefined {
    let low = 0;
    let high = table.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (table.starts.compare(mid, value) > 0) high = mid - 1;
      else if (table.ends.compare(mid, value) < 0) low = mid + 1;
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
