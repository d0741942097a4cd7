/** How busy the machine's CPUs are, sampled from /proc/stat (Linux); elsewhere from the load average. */
import { readFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";

async function cpuTimes(): Promise<{ idle: number; total: number } | undefined> {
  const stat = await readFile("/proc/stat", "utf8").catch(() => undefined);
  const line = stat?.split("\n").find((candidate) => candidate.startsWith("cpu "));
  if (!line) return undefined;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle time is idle + iowait.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { idle, total };
}

/** The share (0..1) of all cores that was busy during the next `sampleMs` milliseconds. */
export async function cpuBusyFraction(sampleMs: number): Promise<number> {
  const before = await cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = await cpuTimes();
  if (!before || !after || after.total === before.total) {
    return Math.min(1, (loadavg()[0] ?? 1) / cpus().length);
  }
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}
