/**
 * `npm run bench:api` (budgets in docs/benchmarks.md): the production server on loopback with a fresh embedded
 * database, then
 *   1. sustained enquiries at 100 req/s for 60 s,
 *   2. a peak run (as fast as 32 connections go),
 *   3. an analytics events flood (2,000 req/s for 30 s, sent by a second autocannon process, as
 *      another client would) with enquiries at 100 req/s beside it, when the events route exists,
 *   4. events abuse: on a second server with a small daily cap, the largest batches the contract allows,
 *      each from a new session, as fast as they go; the analytics store must stay under the cap and the
 *      enquiries' database must not grow,
 * printing requests/s, latency p50/p99, 2xx answers against stored rows, and the server's RSS after
 * each run. Every enquiry has its own Idempotency-Key, so stored rows must equal 2xx answers exactly.
 * Options (environment): BENCH_SUSTAINED_SECONDS (60), BENCH_PEAK_REQUESTS (20000),
 * BENCH_FLOOD_SECONDS (30), BENCH_ABUSE_SECONDS (30), BENCH_ABUSE_DAY_CAP (10000), BENCH_PIN_CLIENT (1: the
 * load generator on the last CPU, bench/support/cpus.ts; 0: wherever the scheduler puts it).
 *
 * `npm run bench:api -- --ab <commit A> <commit B> [<commit C> …]`: the enquiry runs (warm-up, sustained,
 * peak) on two or more commits' servers, interleaved on this machine (A, B, A, B …, BENCH_AB_ROUNDS rounds,
 * 3 by default), each commit checked out into a temporary worktree with this checkout's node_modules and
 * its server bundle built there; prints each round, then each side's median and its ratio to A
 * (bench/api-ab.ts).
 * `npm run bench:api -- --cpu <commit A> <commit B> [<commit C> …]`: the server's CPU time per enquiry
 * under the peak, for each commit, interleaved (bench/api-cpu.ts).
 * `npm run bench:api -- --shares`: where one enquiry's write spends its time (bench/api-shares.ts).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import { eventLimits, type EventBatch } from "#contract/events";
import {
  analyticsSqliteFileName,
  openAnalyticsDatabase,
  openDatabase,
  sqliteFileName,
} from "../server/db/database.ts";
import { createEnquiryRepository } from "../server/enquiries/enquiry-repository.ts";
import {
  countedRun,
  describe,
  enquiryRequest,
  enquiryRuns,
  rateOf,
  type Line,
} from "./support/enquiry-runs.ts";
import { pinLoadGenerator } from "./support/cpus.ts";
import { freePort, startServer, tempDataDir } from "./support/server.ts";

const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 30);
const abuseSeconds = Number(process.env.BENCH_ABUSE_SECONDS ?? 30);
const abuseDayCap = Number(process.env.BENCH_ABUSE_DAY_CAP ?? 10_000);

/** One page view per request, valid under the events contract (an analytics batch from one tab). */
const eventsBody = JSON.stringify({
  events: [
    { type: "page_view", session: "bench-session-000000000001", path: "/", ts: Date.now(), title: "Home" },
  ],
} satisfies EventBatch);

/**
 * The events flood, from its own autocannon process: in this process it would share one event loop
 * with the enquiries' client, whose latencies would then measure the load generator, not the server.
 */
function eventsFlood(url: string, seconds: number): Promise<Result> {
  const cli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const args = [cli, "--json", "-c", "50", "-R", "2000", "-d", String(seconds)];
  args.push("-m", "POST", "-H", "content-type=application/json", "-b", eventsBody, `${url}/api/events`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("exit", (code) => {
      try {
        const result = JSON.parse(output.trim().split("\n").at(-1) ?? "") as Result;
        resolve({ ...result, start: new Date(result.start), finish: new Date(result.finish) });
      } catch {
        reject(new Error(`the events flood's autocannon exited with code ${code}: ${output.slice(-500)}`));
      }
    });
  });
}

// ── Events abuse ────────────────────────────────────────────────────────────────────────────────

/**
 * The largest batch the events contract takes: 50 page views, each with a referrer carrying a query, two
 * UTM values of the longest length and a title that fills the batch up to 32 KiB.
 */
function abusiveBatch(session: string): string {
  const event = (titleLength: number) => ({
    type: "page_view" as const,
    session,
    path: `/${"p".repeat(40)}`,
    ts: Date.now(),
    title: "t".repeat(titleLength),
    referrer: `https://abuse.example/${"r".repeat(40)}?q=${"q".repeat(80)}`,
    utm: { source: "s".repeat(eventLimits.utmMaxLength), campaign: "c".repeat(eventLimits.utmMaxLength) },
  });
  const body = (titleLength: number) =>
    JSON.stringify({
      events: Array.from({ length: eventLimits.maxEventsPerBatch }, () => event(titleLength)),
    } satisfies EventBatch);
  abusiveTitleLength ??= longestFitting(eventLimits.titleMaxLength, (length) => body(length));
  return body(abusiveTitleLength);
}

/** Found once: the title length that fills a batch. */
let abusiveTitleLength: number | undefined;

function longestFitting(max: number, body: (length: number) => string): number {
  for (let length = max; length > 0; length--) {
    if (Buffer.byteLength(body(length)) <= eventLimits.maxBatchBytes) return length;
  }
  return 0;
}

/** Bytes of a SQLite database with its -wal file. */
function sqliteBytes(file: string): number {
  return [file, `${file}-wal`].reduce((sum, name) => sum + (existsSync(name) ? statSync(name).size : 0), 0);
}

const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

/**
 * A server of its own with ANALYTICS_EVENTS_PER_DAY at `abuseDayCap` (the per-minute cap out of the way,
 * so that the day's cap is reached within the run), flooded with the largest batches, each from a new
 * session. Returns its budget lines.
 */
async function eventsAbuse(): Promise<{ name: string; ok: boolean; value: string }[]> {
  const dataDir = tempDataDir("bench-abuse");
  const server = await startServer({
    port: await freePort(),
    dataDir,
    env: {
      ANALYTICS_EVENTS_PER_DAY: String(abuseDayCap),
      ANALYTICS_EVENTS_PER_MINUTE: "1000000",
    },
  });
  const enquiriesFile = join(dataDir, sqliteFileName);
  const storeFile = join(dataDir, analyticsSqliteFileName);
  // The size of an enquiries' database that nothing was written to, for comparison.
  const emptyDir = tempDataDir("bench-empty");
  await (await openDatabase({ dataDir: emptyDir })).close();
  const emptyEnquiries = sqliteBytes(join(emptyDir, sqliteFileName));
  rmSync(emptyDir, { recursive: true, force: true });
  try {
    let batches = 0;
    const result = await autocannon({
      url: server.url,
      connections: 20,
      duration: abuseSeconds,
      requests: [
        {
          method: "POST",
          path: "/api/events",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => {
            batches += 1;
            return { ...request, body: abusiveBatch(`abuse-${String(batches).padStart(20, "0")}`) };
          },
        },
      ],
    });
    const line = { run: `events abuse, ${abuseSeconds} s`, result, rssMb: server.rssMb() };
    console.log(describe(line));
    // Graceful stop: the writer stores what it still holds.
    await server.stop();
    const store = await openAnalyticsDatabase({ dataDir });
    const stored = Number(
      (
        await store.kysely
          .selectFrom("analytics_events")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirst()
      )?.count ?? 0,
    );
    await store.close();
    const sent = result["2xx"] * eventLimits.maxEventsPerBatch;
    const storeSize = sqliteBytes(storeFile);
    const enquiriesGrowth = sqliteBytes(enquiriesFile) - emptyEnquiries;
    console.log(
      `${"".padEnd(34)}  ${sent} events accepted (204), ${stored} stored; analytics store ${mb(storeSize)} MB ` +
        `(${stored > 0 ? Math.round(storeSize / stored) : 0} bytes per event); enquiries' database +${enquiriesGrowth} bytes over an empty one`,
    );
    return [
      {
        name: `events abuse: stored <= day cap (${abuseDayCap})`,
        ok: stored <= abuseDayCap && sent > abuseDayCap,
        value: `${stored} stored of ${sent} sent`,
      },
      {
        name: "events abuse: 0 errors, only 204",
        ok: result.errors + result.timeouts + result.non2xx === 0,
        value: `${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`,
      },
      {
        name: "events abuse: enquiries' database unchanged",
        ok: enquiriesGrowth === 0,
        value: `+${enquiriesGrowth} bytes`,
      },
    ];
  } finally {
    if (server.process.exitCode === null) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dataDir = tempDataDir("bench-api");
  const server = await startServer({ port: await freePort(), dataDir });
  const lines: Line[] = [];
  const formRuns: Result[] = [];
  const budgets: { name: string; ok: boolean; value: string }[] = [];
  const record = (run: string, result: Result, isForm = true) => {
    const line = { run, result, rssMb: server.rssMb() };
    lines.push(line);
    if (isForm) formRuns.push(result);
    console.log(describe(line));
  };

  try {
    console.log(`Server pid ${server.pid} on ${server.url}, SQLite in ${dataDir}, LOG_LEVEL=info`);
    console.log(`RSS at start: ${server.rssMb()} MB\n`);

    const { sustained, peak } = await enquiryRuns(server, record);
    budgets.push(
      {
        name: "sustained: 0 errors, 0 non-2xx",
        ok: sustained.errors + sustained.timeouts + sustained.non2xx === 0,
        value: `${sustained.errors + sustained.timeouts} errors, ${sustained.non2xx} non-2xx`,
      },
      {
        name: "sustained: p50 <= 10 ms",
        ok: sustained.latency.p50 <= 10,
        value: `${sustained.latency.p50} ms`,
      },
      {
        name: "sustained: p99 <= 50 ms",
        ok: sustained.latency.p99 <= 50,
        value: `${sustained.latency.p99} ms`,
      },
    );
    const peakRate = rateOf(peak);
    budgets.push({ name: "peak >= 1,000 enquiries/s", ok: peakRate >= 1000, value: `${peakRate} req/s` });

    const probe = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: eventsBody,
    });
    if (probe.status === 404) {
      console.log("events flood                      skipped: POST /api/events does not exist yet");
    } else {
      const [flood, forms] = await Promise.all([
        eventsFlood(server.url, floodSeconds),
        countedRun({
          url: server.url,
          connections: 10,
          overallRate: 100,
          amount: 100 * floodSeconds,
          requests: [enquiryRequest()],
        }),
      ]);
      record(`events flood 2,000 req/s, ${floodSeconds} s`, flood, false);
      const codes = Object.entries(flood.statusCodeStats)
        .map(([code, { count }]) => `${code}: ${count}`)
        .join(", ");
      console.log(`${"".padEnd(34)}  events answers: ${codes}`);
      record("  enquiries at 100 req/s beside it", forms);
      budgets.push({
        name: "form p99 during events flood <= 100 ms",
        ok: forms.latency.p99 <= 100,
        value: `${forms.latency.p99} ms`,
      });
      budgets.push(...(await eventsAbuse()));
    }

    const rss = lines.map((line) => line.rssMb);
    // Right after a run the heap still holds the run's garbage; measure again once the server idled.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const finalRss = server.rssMb();
    budgets.push({
      name: "RSS after the runs (10 s idle) <= 200 MB",
      ok: finalRss <= 200,
      value: `${finalRss} MB`,
    });

    const acknowledged = formRuns.reduce((sum, result) => sum + result["2xx"], 0);
    const database = await openDatabase({ dataDir });
    const stored = await createEnquiryRepository(database).count();
    await database.close();
    budgets.push({
      name: "stored rows = 2xx answers",
      ok: stored === acknowledged,
      value: `${stored} stored, ${acknowledged} 2xx`,
    });

    console.log(`\nRSS right after each run: ${rss.join(" → ")} MB; after 10 s idle: ${finalRss} MB`);
    console.log("\nBudgets:");
    for (const budget of budgets)
      console.log(`  ${budget.ok ? "✓" : "✗"} ${budget.name.padEnd(42)} ${budget.value}`);
    process.exitCode = budgets.every((budget) => budget.ok) ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(pinLoadGenerator());
const [mode, ...modeArgs] = process.argv.slice(2);
if (mode === "--ab") {
  const { abMain } = await import("./api-ab.ts");
  await abMain(modeArgs);
} else if (mode === "--cpu") {
  const { cpuMain } = await import("./api-cpu.ts");
  await cpuMain(modeArgs);
} else if (mode === "--shares") {
  const { sharesMain } = await import("./api-shares.ts");
  await sharesMain();
} else {
  await main();
}
