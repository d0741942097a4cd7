/**
 * Ids that sort by the time they were made (UUID version 7, RFC 9562): 48 bits of milliseconds since
 * 1970, then 74 random bits, written as any UUID (`0193f1c2-7a4b-7c3d-9e8f-0123456789ab`).
 *
 * For the rows every enquiry writes (the enquiry, its case row, its outbox rows). A random UUID (version
 * 4) lands anywhere in a table's key index, so each enquiry of a group commit dirties a page of its own in
 * each such index and the commit writes all of them to the write-ahead log; an id made later sorts after
 * the ones before it and lands on the index's last page, which the whole group shares
 * (docs/benchmarks.md, "API"). Ids made before keep working: nothing reads the version.
 *
 * An id shows when its row was made, to the millisecond: the rows that get one keep that time anyway
 * (`created_at`), and an id is never a secret (links that act on a row are signed).
 */
import { randomFillSync } from "node:crypto";

/** Random bytes drawn many ids at a time (one system call per 256 ids). */
const pool = Buffer.alloc(16 * 256);
let offset = pool.length;

const hex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** A new version 7 UUID for the time `nowMs` (now by default). */
export function timeOrderedId(nowMs: number = Date.now()): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + 16);
  offset += 16;
  // 48 bits of milliseconds, most significant first.
  let time = Math.max(0, Math.floor(nowMs));
  for (let index = 5; index >= 0; index--) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f); // version 7
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f); // variant 10
  let id = "";
  for (let index = 0; index < 16; index++) {
    if (index === 4 || index === 6 || index === 8 || index === 10) id += "-";
    id += hex[bytes[index] ?? 0];
  }
  return id;
}
