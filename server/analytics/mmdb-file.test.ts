import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import maxmind, { type Reader, type Response } from "maxmind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packagedDatabaseFiles } from "./geolocation.ts";
import { MmdbFile } from "./mmdb-file.ts";

/** Addresses spread over the whole IPv4 space, the same on every run (a step that is odd, so all differ). */
function ipv4Addresses(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const value = (index * 2_654_435_761) >>> 0;
    return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join(".");
  });
}

/** IPv6 addresses in the blocks the registries hand out (2000::/3), and every kind of special one. */
function ipv6Addresses(count: number): string[] {
  const blocks = [0x2001, 0x2400, 0x2401, 0x2405, 0x2409, 0x2600, 0x2804, 0x2a00, 0x2a02, 0x2c0f];
  const spread = Array.from({ length: count }, (_, index) => {
    const groups = [blocks[index % blocks.length]!, (index * 40_503) & 0xffff, (index * 7_919) & 0xffff];
    for (let group = 3; group < 8; group += 1) groups.push((index * (group * 2_711 + 1)) & 0xffff);
    return groups.map((group) => group.toString(16)).join(":");
  });
  return [...spread, "::", "::1", "::ffff:49.204.1.1", "2002:3190:101::", "fe80::1", "ffff::"];
}

describe("MmdbFile", () => {
  const files = packagedDatabaseFiles();
  const opened: { file: MmdbFile; reader: Reader<Response>; name: string }[] = [];
  beforeAll(async () => {
    for (const name of [files.cityV4, files.cityV6])
      opened.push({
        name: path.basename(name),
        file: MmdbFile.open(name),
        reader: await maxmind.open<Response>(name, { watchForUpdates: false }),
      });
  });
  afterAll(() => {
    for (const { file } of opened) file.close();
  });

  it("answers what maxmind's reader of the whole file answers, record and prefix, for IPv4 and IPv6", () => {
    const addresses = [
      ...ipv4Addresses(20_000),
      "0.0.0.0",
      "255.255.255.255",
      "49.204.1.1",
      ...ipv6Addresses(20_000),
    ];
    for (const { file, reader, name } of opened) {
      // The IPv4 file holds IPv4 addresses only.
      const asked =
        file.metadata.ipVersion === 4 ? addresses.filter((address) => !address.includes(":")) : addresses;
      let found = 0;
      for (const address of asked) {
        const expected = reader.getWithPrefixLength(address);
        expect(file.getWithPrefixLength(address), `${name} ${address}`).toEqual(expected);
        if (expected[0]) found += 1;
      }
      // Thousands of the addresses have a record: the comparison is not one of empty answers.
      expect(found, name).toBeGreaterThan(2_000);
    }
  });

  it("refuses a file that is not an MMDB database", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mmdb-file-test-"));
    try {
      const notMmdb = path.join(dir, "not.mmdb");
      writeFileSync(notMmdb, "city,region\nGuntur,Andhra Pradesh\n");
      expect(() => MmdbFile.open(notMmdb)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
