import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createIpHasher, loadIpHashSecret, secretFileName } from "./ip-hash.ts";

describe("the daily IP hash", () => {
  const hash = createIpHasher("s".repeat(32));
  const day = new Date("2026-03-01T08:00:00Z");
  const laterSameDay = new Date("2026-03-01T23:59:59Z");
  const nextDay = new Date("2026-03-02T00:00:01Z");

  it("is the same for one address within a UTC day, and different the next day", () => {
    expect(hash("49.204.1.1", day)).toBe(hash("49.204.1.1", laterSameDay));
    expect(hash("49.204.1.1", day)).not.toBe(hash("49.204.1.1", nextDay));
    expect(hash("49.204.1.1", day)).not.toBe(hash("49.204.1.2", day));
  });

  it("depends on the secret and never contains the address", () => {
    expect(createIpHasher("t".repeat(32))("49.204.1.1", day)).not.toBe(hash("49.204.1.1", day));
    expect(hash("49.204.1.1", day)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash("49.204.1.1", day)).not.toContain("49.204");
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
