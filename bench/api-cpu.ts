/**
 * `npm run bench:api -- --cpu <commit A> <commit B> [<commit C> …]` (docs/benchmarks.md, "API"): the
 * server's own CPU time per enquiry under the peak, for two or more commits, interleaved. On a shared
 * machine the peak's rate says as much about the other processes as about the server; the CPU time the
 * server's process spends per enquiry holds better.
 *
 * Each commit's server is built as in the A/B mode (bench/api-ab.ts) and started on a fresh database; a
 * warm-up of BENCH_CPU_WARMUP enquiries (1,500) over 32 connections, then BENCH_CPU_ENQUIRIES (8,000)
 * over 32 connections, with the server process's user and system time read from /proc/<pid>/stat
 * (Linux) before and after. A, B, A, B … for BENCH_CPU_ROUNDS rounds (3). Prints each run (with the
 * machine's load average and how busy its cores were during the run, bench/quiet-cpu.ts), then each
 * side's median CPU time per enquiry and its ratio to A. The mail, the search index and every other
 * worker of the server run as they do in production: their CPU time is the enquiries' too.
 */
import { readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { withCheckouts, type Side } from "./api-ab.ts";
import { cpuBusyFraction } from "./quiet-cpu.ts";
import { countedRun, enquiryRequest } from "./support/enquiry-runs.ts";
import { freePort, startServer, tempDataDir } from "./support/server.ts";
import { median } from "./support/median.ts";

const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 3);
const warmup = Number(process.env.BENCH_CPU_WARMUP ?? 1500);
const enquiries = Number(process.env.BENCH_CPU_ENQUIRIES ?? 8000);

/** The process's user + system CPU time in clock ticks (fields 14 and 15 of /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/** Clock ticks per second: 100 on Linux (USER_HZ), whatever the kernel's own tick. */
const TICKS_PER_SECOND = 100;

interface Run {
  microsPerEnquiry: number;
  rate: number;
}

async function runSide(side: Side, round: number): Promise<Run> {
  const dataDir = tempDataDir(`bench-cpu-${side.label}`);
  const server = await startServer({ port: await freePort(), dataDir, root: side.dir });
  try {
    const requests = [enquiryRequest()];
    await autocannon({ url: server.url, connections: 32, amount: warmup, requests });
    const load = loadavg()[0] ?? 0;
    const busy = cpuBusyFraction(1000);
    const before = cpuTicks(server.pid);
    const result = await countedRun({ url: server.url, connections: 32, amount: enquiries, requests });
    const used = cpuTicks(server.pid) - before;
    const errors = result.errors + result.timeouts + result.non2xx;
    const seconds = result.duration;
    const run = {
      microsPerEnquiry: Math.round((used / TICKS_PER_SECOND / enquiries) * 1e6),
      rate: Math.round(enquiries / seconds),
    };
    console.log(
      `round ${round}  ${side.label} (${side.ref})  ${String(run.microsPerEnquiry).padStart(5)} µs of server CPU per enquiry  ` +
        `${enquiries} in ${seconds.toFixed(1)} s  errors/non-2xx ${errors}  load ${load.toFixed(2)}  ` +
        `cores busy in its first second ${Math.round((await busy) * 100)} %`,
    );
    if (errors > 0) throw new Error(`${side.label}: ${errors} errors or non-2xx answers`);
    return run;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function cpuMain(refs: string[]): Promise<void> {
  const usage = "npm run bench:api -- --cpu <commit A> <commit B> [<commit C> …]";
  const runs = new Map<string, Run[]>();
  await withCheckouts(refs, usage, async (sides) => {
    for (let round = 1; round <= rounds; round++) {
      for (const side of sides)
        runs.set(side.label, [...(runs.get(side.label) ?? []), await runSide(side, round)]);
    }
    const base = median((runs.get("A") ?? []).map((run) => run.microsPerEnquiry));
    console.log(
      `\nServer CPU per enquiry, median of ${rounds} interleaved rounds (each round's in brackets):`,
    );
    for (const side of sides) {
      const values = (runs.get(side.label) ?? []).map((run) => run.microsPerEnquiry);
      const ratio = side.label === "A" ? "" : `  ${(median(values) / base).toFixed(2)} of A`;
      console.log(
        `  ${side.label} ${side.ref.padEnd(14)} ${Math.round(median(values))} µs (${values.join(", ")})${ratio}`,
      );
    }
  });
}
