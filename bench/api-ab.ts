/**
 * `npm run bench:api -- --ab <commit A> <commit B> [<commit C> …]` (docs/benchmarks.md, "API"): the
 * enquiry runs of bench:api (warm-up, sustained, peak) on two (or more) commits' servers, interleaved on
 * this machine, so that a comparison does not depend on how busy the machine was at two different times.
 *
 * Each commit is checked out into a temporary worktree (`git worktree add --detach` under the system's
 * temporary directory) that links this checkout's packages (and fetches, with `npm pack`, any its own
 * package.json needs that this checkout no longer has, at the version its lockfile pins), and its own
 * server bundle is built there with its own `npm run build:server`. The same client (this script)
 * drives every server, each round on a fresh database: A, B, A, B … (A, B, C, A, B, C … with three) for
 * BENCH_AB_ROUNDS rounds (3 by default).
 * It prints every run, then each side's median sustained p50/p99 and peak with its p50/p99, and each
 * side's ratio to A. The worktrees are removed at the end. The events runs are left out: they do not
 * touch the enquiries' write.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Result } from "autocannon";
import { describe, enquiryRuns, rateOf, type EnquiryRuns } from "./support/enquiry-runs.ts";
import { freePort, root, startServer, tempDataDir } from "./support/server.ts";
import { median } from "./support/median.ts";

const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 3);

export interface Side {
  label: string;
  ref: string;
  commit: string;
  dir: string;
  runs: EnquiryRuns[];
}

function git(args: string[], cwd = root): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The worktree's node_modules: a link to each of this checkout's packages (each package of a scope
 * alone, so that nothing is ever written into this checkout's), and the packages its package.json
 * depends on that this checkout does not have, fetched from the registry at its lockfile's version.
 */
function linkPackages(dir: string): void {
  const ours = join(root, "node_modules");
  const theirs = join(dir, "node_modules");
  mkdirSync(theirs);
  for (const entry of readdirSync(ours)) {
    if (!entry.startsWith("@")) {
      symlinkSync(join(ours, entry), join(theirs, entry));
      continue;
    }
    mkdirSync(join(theirs, entry));
    for (const name of readdirSync(join(ours, entry)))
      symlinkSync(join(ours, entry, name), join(theirs, entry, name));
  }
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const lock = JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const needed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  for (const name of needed.filter((name) => !existsSync(join(theirs, name)))) {
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (!version) throw new Error(`${name} is not in the lockfile of ${dir}`);
    const packed = spawnSync("npm", ["pack", "--silent", `${name}@${version}`], {
      cwd: dir,
      encoding: "utf8",
    });
    if (packed.status !== 0) throw new Error(`npm pack ${name}@${version} failed: ${packed.stderr}`);
    const tarball = join(dir, packed.stdout.trim().split("\n").at(-1) ?? "");
    mkdirSync(join(theirs, name), { recursive: true });
    const unpacked = spawnSync("tar", ["-xzf", tarball, "-C", join(theirs, name), "--strip-components=1"]);
    if (unpacked.status !== 0) throw new Error(`unpacking ${tarball} failed`);
    rmSync(tarball);
    console.log(`  ${name}@${version}: not in this checkout, fetched for ${dir}`);
  }
}

/** A worktree of `ref` with this checkout's node_modules and its server bundle built. */
function checkout(label: string, ref: string): Side {
  const commit = git(["rev-parse", "--verify", `${ref}^{commit}`]);
  const dir = mkdtempSync(join(tmpdir(), `bench-ab-${label}-${commit.slice(0, 7)}-`));
  rmSync(dir, { recursive: true });
  git(["worktree", "add", "--detach", dir, commit]);
  linkPackages(dir);
  console.log(`${label}: ${ref} (${commit.slice(0, 10)}) in ${dir}, building its server…`);
  const built = spawnSync("npm", ["run", "-s", "build:server"], { cwd: dir, stdio: "inherit" });
  if (built.status !== 0) throw new Error(`npm run build:server failed for ${ref}`);
  return { label, ref, commit, dir, runs: [] };
}

function removeWorktree(side: Side): void {
  try {
    git(["worktree", "remove", "--force", side.dir]);
  } catch {
    rmSync(side.dir, { recursive: true, force: true });
    git(["worktree", "prune"]);
  }
}

async function runSide(side: Side, round: number): Promise<void> {
  const dataDir = tempDataDir(`bench-ab-${side.label}`);
  const server = await startServer({ port: await freePort(), dataDir, root: side.dir });
  try {
    console.log(`\nRound ${round}, ${side.label} (${side.ref}), server pid ${server.pid}`);
    side.runs.push(
      await enquiryRuns(server, (run, result) =>
        console.log(describe({ run, result, rssMb: server.rssMb() })),
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Figure {
  name: string;
  of: (runs: EnquiryRuns) => number;
  unit: string;
}

const figures: Figure[] = [
  { name: "sustained 100 req/s: p50", of: (runs) => runs.sustained.latency.p50, unit: "ms" },
  { name: "sustained 100 req/s: p99", of: (runs) => runs.sustained.latency.p99, unit: "ms" },
  { name: "peak, 32 connections", of: (runs) => rateOf(runs.peak), unit: "/s" },
  { name: "peak: p50", of: (runs) => runs.peak.latency.p50, unit: "ms" },
  { name: "peak: p99", of: (runs) => runs.peak.latency.p99, unit: "ms" },
  { name: "RSS after the runs", of: (runs) => runs.rssMb, unit: "MB" },
];

const errorsOf = (result: Result) => result.errors + result.timeouts + result.non2xx;

/**
 * Checks out and builds each of `refs` (A, B, C …), runs `measure` on them, and removes the worktrees
 * afterwards, also when the run is interrupted (the servers are this process's children and get the signal).
 */
export async function withCheckouts(
  refs: string[],
  usage: string,
  measure: (sides: [Side, ...Side[]]) => Promise<void>,
): Promise<void> {
  if (refs.length < 2) throw new Error(`usage: ${usage}`);
  const sides: Side[] = [];
  const interrupted = () => {
    for (const side of sides) removeWorktree(side);
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    refs.forEach((ref, index) => sides.push(checkout(String.fromCharCode(65 + index), ref)));
    await measure(sides as [Side, ...Side[]]);
  } finally {
    for (const side of sides) removeWorktree(side);
  }
}

export async function abMain(refs: string[]): Promise<void> {
  const usage = "npm run bench:api -- --ab <commit A> <commit B> [<commit C> …]";
  await withCheckouts(refs, usage, async (sides) => {
    for (let round = 1; round <= rounds; round++) {
      for (const side of sides) await runSide(side, round);
    }
    const [a, ...others] = sides;
    const names = sides.map((side) => `${side.label} ${side.ref}`).join(", ");
    console.log(`\nMedians of ${rounds} interleaved rounds (${names}), each round's figure in brackets:`);
    const header = sides.map((side) => side.label.padStart(26)).join("  ");
    console.log(`${"".padEnd(26)}  ${header}  ${others.map((side) => `${side.label}/A`).join("  ")}`);
    for (const figure of figures) {
      const cell = (side: Side) => {
        const values = side.runs.map(figure.of);
        return `${median(values)} ${figure.unit} (${values.join(", ")})`.padStart(26);
      };
      const base = median(a.runs.map(figure.of));
      const ratios = others.map((side) => (median(side.runs.map(figure.of)) / base).toFixed(2).padStart(4));
      console.log(`${figure.name.padEnd(26)}  ${sides.map(cell).join("  ")}  ${ratios.join("  ")}`);
    }
    for (const side of sides) {
      const errors = side.runs.reduce((sum, runs) => sum + errorsOf(runs.sustained) + errorsOf(runs.peak), 0);
      if (errors > 0) console.log(`${side.label}: ${errors} errors or non-2xx answers`);
    }
  });
}
