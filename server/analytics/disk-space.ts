/**
 * Watches the free space of the volume that holds DATA_DIR (docs/analytics.md). Below the threshold,
 * analytics stops storing events, so that they can never take the last of the disk from enquiries; the
 * readiness check reports it. The threshold is whichever is larger: `minFreeBytes`, or `minFreePercent`
 * of the volume.
 */
import { statfs as statfsAsync } from "node:fs/promises";

export interface DiskSpace {
  /** Free bytes (for an unprivileged process) and the volume's size. */
  free: number;
  total: number;
}

export interface DiskGuardOptions {
  dir: string;
  minFreeBytes: number;
  minFreePercent: number;
  /** How long a measurement is trusted before it is taken again. */
  maxAgeMs?: number;
  measure?: (dir: string) => Promise<DiskSpace>;
}

export interface DiskGuard {
  /** True when the last measurement was below the threshold. Measures again in the background when stale. */
  low(): boolean;
  /** Measures now; resolves with the result. */
  refresh(): Promise<{ low: boolean; space: DiskSpace }>;
}

export async function measureDiskSpace(dir: string): Promise<DiskSpace> {
  const stats = await statfsAsync(dir);
  return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
}

export function isBelowThreshold(space: DiskSpace, minFreeBytes: number, minFreePercent: number): boolean {
  return space.free < Math.max(minFreeBytes, (space.total * minFreePercent) / 100);
}

export function createDiskGuard(options: DiskGuardOptions): DiskGuard {
  const { dir, minFreeBytes, minFreePercent, maxAgeMs = 10_000, measure = measureDiskSpace } = options;
  let lowNow = false;
  let measuredAt = 0;
  let measuring: Promise<{ low: boolean; space: DiskSpace }> | undefined;

  const refresh = () => {
    measuring ??= measure(dir)
      .then((space) => {
        lowNow = isBelowThreshold(space, minFreeBytes, minFreePercent);
        measuredAt = Date.now();
        return { low: lowNow, space };
      })
      .finally(() => (measuring = undefined));
    return measuring;
  };

  return {
    low() {
      if (Date.now() - measuredAt > maxAgeMs) void refresh().catch(() => {});
      return lowNow;
    },
    refresh,
  };
}
