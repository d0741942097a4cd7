/**
 * An MMDB database (MaxMind's format; decision 0102, docs/analytics.md) read from its file as lookups go,
 * instead of from a copy of the whole file in memory.
 *
 * maxmind's `Reader` takes the whole file as one Buffer: for the two GeoLite2 City files, 45 MB of the
 * server's memory for as long as it runs. Four fifths of that is the search tree, a binary tree of the
 * address bits of which one lookup visits a few dozen nodes. So the tree stays in the file, and each step
 * of a lookup reads its node (6 to 8 bytes, from the operating system's page cache once the file has been
 * read: memory that is shared and that the system can reclaim, not the server's own); the data section,
 * where the records are (city, region, coordinates), is kept in memory and decoded by mmdb-lib, the
 * decoder maxmind's `Reader` uses. The walk is the one of mmdb-lib's `Reader.findAddressInTree`: a test
 * compares the two on every kind of address (mmdb-file.test.ts).
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import decoderModule from "mmdb-lib/lib/decoder.js";
import ipModule from "mmdb-lib/lib/ip.js";
import { parseMetadata, type Metadata } from "mmdb-lib/lib/metadata.js";
import walkerModule from "mmdb-lib/lib/reader/walker.js";

/**
 * mmdb-lib is CommonJS compiled from TypeScript, its exports under `default`: Node hands the whole
 * `module.exports` to a default import, TypeScript's types the `default` itself.
 */
function commonJsDefault<T>(imported: T): T {
  return (imported as { default?: T }).default ?? imported;
}
const Decoder = commonJsDefault(decoderModule);
const ip = commonJsDefault(ipModule);
const nodeReader = commonJsDefault(walkerModule);
type Decoder = InstanceType<typeof Decoder>;

/** The metadata section lies within the last 128 KiB of the file (MaxMind DB format, "Database Metadata"). */
const METADATA_MAX_BYTES = 128 * 1024;
/** Sixteen zero bytes between the search tree and the data section. */
const DATA_SECTION_SEPARATOR_BYTES = 16;
/** Steps down the left branch from the root to where IPv4 addresses start in an IPv6 tree (::/96). */
const IPV4_IN_IPV6_BITS = 96;

export class MmdbFile {
  readonly metadata: Metadata;
  readonly #fd: number;
  readonly #decoder: Decoder;
  /** One node of the tree, read from the file, and mmdb-lib's reader of its two records (any record size). */
  readonly #node: Buffer;
  readonly #records: ReturnType<typeof nodeReader>;
  readonly #ipv4Start: number;
  readonly #dataBytes: number;

  private constructor(fd: number) {
    this.#fd = fd;
    const size = fstatSync(fd).size;
    const tailBytes = Math.min(size, METADATA_MAX_BYTES);
    this.metadata = parseMetadata(this.#read(size - tailBytes, tailBytes));
    const { nodeCount, nodeByteSize, recordSize, searchTreeSize } = this.metadata;
    const dataStart = searchTreeSize + DATA_SECTION_SEPARATOR_BYTES;
    // The data section's pointers count from its start, so a decoder of the section alone needs no base.
    this.#dataBytes = size - dataStart;
    this.#decoder = new Decoder(this.#read(dataStart, this.#dataBytes), 0);
    this.#node = Buffer.alloc(nodeByteSize);
    this.#records = nodeReader(this.#node, recordSize);
    let start = 0;
    if (this.metadata.ipVersion === 6) {
      for (let bit = 0; bit < IPV4_IN_IPV6_BITS && start < nodeCount; bit += 1) start = this.#child(start, 0);
    }
    this.#ipv4Start = start;
  }

  /** Opens the file (kept open for lookups; `close` ends it). */
  static open(path: string): MmdbFile {
    const fd = openSync(path, "r");
    try {
      return new MmdbFile(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /**
   * The record of the network `address` (IPv4 or IPv6, in text) is in, or null, and the length of the
   * network's prefix: what maxmind's `Reader.getWithPrefixLength` answers.
   */
  getWithPrefixLength<T>(address: string): [T | null, number] {
    const bytes = ip.parse(address);
    const { nodeCount } = this.metadata;
    const bitLength = bytes.length * 8;
    let node = bytes.length === 4 ? this.#ipv4Start : 0;
    let depth = 0;
    for (; depth < bitLength && node < nodeCount; depth += 1)
      node = this.#child(node, ip.bitAt(bytes, depth));
    if (node <= nodeCount) return [null, depth];
    // A record past the tree points into the data section: its offset there, after the separator.
    const offset = node - nodeCount - DATA_SECTION_SEPARATOR_BYTES;
    if (offset < 0 || offset >= this.#dataBytes)
      throw new Error("MMDB record points outside the data section");
    return [this.#decoder.decodeFast(offset).value as T, depth];
  }

  close(): void {
    closeSync(this.#fd);
  }

  /** The left (0) or right (1) record of node `node`. */
  #child(node: number, bit: number): number {
    const read = readSync(this.#fd, this.#node, 0, this.#node.length, node * this.#node.length);
    if (read !== this.#node.length) throw new Error("MMDB search tree ends early");
    return bit ? this.#records.right(0) : this.#records.left(0);
  }

  #read(position: number, length: number): Buffer {
    const buffer = Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const read = readSync(this.#fd, buffer, done, length - done, position + done);
      if (read === 0) throw new Error("MMDB file ends early");
      done += read;
    }
    return buffer;
  }
}
