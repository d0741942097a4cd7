import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createIpHasher, loadIpHashSecret, secretFileName } from "./ip-hash.ts";

/** The salts table of the analytics store, in memory. */
function memorySalts() {
  const salts = new Map<string, string>();
  return {
    salts,
    ipHashSalt: (day: string, candidate: string) => {
      if (!salts.has(day)) salts.set(day, candidate);
      return Promise.resolve(salts.get(day) as string);
    },
  };
}

describe("the daily IP hash", () => {
  const store = memorySalts();
  const hash = createIpHasher("s".repeat(32), store);
  const day = new Date("2026-03-01T08:00:00Z");
  const laterSameDay = new Date("2026-03-01T23:59:59Z");
  const nextDay = new Date("2026-03-02T00:00:01Z");

  it("is the same for one address within a UTC day, and different the next day", async () => {
    expect(await hash("49.204.1.1", day)).toBe(await hash("49.204.1.1", laterSameDay));
    expect(await hash("49.204.1.1", day)).not.toBe(await hash("49.204.1.1", nextDay));
    expect(await hash("49.204.1.1", day)).not.toBe(await hash("49.204.1.2", day));
  });

  it("depends on the secret and never contains the address", async () => {
    expect(await createIpHasher("t".repeat(32), store)("49.204.1.1", day)).not.toBe(
      await hash("49.204.1.1", day),
    );
    expect(await hash("49.204.1.1", day)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await hash("49.204.1.1", day)).not.toContain("49.204");
  });

  it("is shared by every process using the same store, and cannot be recomputed once the day's salt is deleted", async () => {
    const salts = memorySalts();
    const first = createIpHasher("s".repeat(32), salts);
    const second = createIpHasher("s".repeat(32), salts);
    const before = await first("49.204.1.1", day);
    expect(await second("49.204.1.1", day)).toBe(before);
    // The salt is random: the secret alone (as in an old backup) does not give the same hash.
    salts.salts.clear();
    expect(await createIpHasher("s".repeat(32), salts)("49.204.1.1", day)).not.toBe(before);
  });
});

describe("the IP hash secret", () => {
  it("uses IP_HASH_SECRET when set", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ip-secret-"));
    expect(await loadIpHashSecret("c".repeat(40), dir)).toBe("c".repeat(40));
  });

  it("otherwise generates one, keeps it in DATA_DIR readable by the owner only, and reuses it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ip-secret-"));
    const first = await loadIpHashSecret(undefined, path.join(dir, "data"));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "data", secretFileName);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadIpHashSecret(undefined, path.join(dir, "data"))).toBe(first);
  });
});
