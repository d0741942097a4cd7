import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { createDiskGuard, isBelowThreshold, measureDiskSpace } from "./disk-space.ts";

const GiB = 1024 ** 3;

describe("the free disk space threshold", () => {
  it("is the larger of the bytes and the percentage", () => {
    // 1 GiB or 10 %: on a 5 GiB volume 1 GiB counts, on a 100 GiB volume 10 GiB does.
    expect(isBelowThreshold({ free: 0.9 * GiB, total: 5 * GiB }, GiB, 10)).toBe(true);
    expect(isBelowThreshold({ free: 1.1 * GiB, total: 5 * GiB }, GiB, 10)).toBe(false);
    expect(isBelowThreshold({ free: 9 * GiB, total: 100 * GiB }, GiB, 10)).toBe(true);
    expect(isBelowThreshold({ free: 11 * GiB, total: 100 * GiB }, GiB, 10)).toBe(false);
  });

  it("measures the volume of a directory", async () => {
    const space = await measureDiskSpace(tmpdir());
    expect(space.total).toBeGreaterThan(0);
    expect(space.free).toBeGreaterThanOrEqual(0);
    expect(space.free).toBeLessThanOrEqual(space.total);
  });

  it("follows the measurements", async () => {
    let free = 5 * GiB;
    const guard = createDiskGuard({
      dir: "/data",
      minFreeBytes: GiB,
      minFreePercent: 10,
      measure: () => Promise.resolve({ free, total: 20 * GiB }),
    });
    expect((await guard.refresh()).low).toBe(false);
    expect(guard.low()).toBe(false);
    free = 1.5 * GiB;
    expect((await guard.refresh()).low).toBe(true);
    expect(guard.low()).toBe(true);
  });
});
