/**
 * The load generator on a CPU of its own (`BENCH_PIN_CLIENT=0` turns it off). autocannon runs in the
 * benchmark's process; left to the scheduler, it shares a CPU with the server's main thread in one run
 * and not in the next, and on a two-CPU machine that moved the server's CPU time per enquiry by a fifth
 * between runs of the same commit, hiding any difference between two commits (docs/benchmarks.md, "API").
 * So this process (and the autocannon processes it starts) keep to the last CPU, and a server it starts
 * gets every CPU back, as it would on a machine of its own. Needs `taskset` (util-linux) and two CPUs or
 * more; without them nothing is pinned.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";

const cpus = availableParallelism();
let pinned = false;

function hasTaskset(): boolean {
  return spawnSync("taskset", ["--version"], { stdio: "ignore" }).status === 0;
}

/** Pins this process, every thread of it, to the last CPU; says what it did, for the run's header. */
export function pinLoadGenerator(): string {
  if (process.env.BENCH_PIN_CLIENT === "0") return "load generator not pinned (BENCH_PIN_CLIENT=0)";
  if (cpus < 2 || process.platform !== "linux" || !hasTaskset())
    return "load generator not pinned (needs Linux, taskset and two CPUs)";
  execFileSync("taskset", ["--all-tasks", "--cpu-list", "--pid", String(cpus - 1), String(process.pid)], {
    stdio: "ignore",
  });
  pinned = true;
  return `load generator pinned to CPU ${cpus - 1}; servers on CPUs 0-${cpus - 1}`;
}

/** A command that runs on every CPU again, when this process is pinned (a child inherits its CPUs). */
export function onEveryCpu(command: string, args: string[]): [string, string[]] {
  return pinned ? ["taskset", ["--cpu-list", `0-${cpus - 1}`, command, ...args]] : [command, args];
}
