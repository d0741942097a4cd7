/**
 * `npm run bench:api` (budgets in docs/benchmarks.md): the production server on loopback with a fresh embedded
 * database, then
 *   1. sustained enquiries at 100 req/s for 60 s,
 *   2. a peak run (as fast as 32 connections go),
 *   3. an analytics events flood (2,000 req/s for 30 s, sent by a second autocannon process, as
 *      another client would) with enquiries at 100 req/s beside it, when the events route exists,
 * printing requests/s, latency p50/p99, 2xx answers against stored rows, and the server's RSS after
 * each run. Every enquiry has its own Idempotency-Key, so stored rows must equal 2xx answers exactly.
 * Options (environment): BENCH_SUSTAINED_SECONDS (60), BENCH_PEAK_REQUESTS (20000),
 * BENCH_FLOOD_SECONDS (30).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { rmSync } from "node:fs";
import autocannon, { type Request, type Result } from "autocannon";
import type { EventBatch } from "#contract/events";
import { openDatabase } from "../server/db/database.ts";
import { createEnquiryRepository } from "../server/enquiries/enquiry-repository.ts";
import { freePort, startServer, tempDataDir } from "./support/server.ts";

const sustainedSeconds = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 60);
const peakRequests = Number(process.env.BENCH_PEAK_REQUESTS ?? 20_000);
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 30);

const firstNames = ["Lakshmi", "రవి", "सुनीता", "Anjali", "D'Souza"];
let sequence = 0;

function enquiryRequest(): Request {
  return {
    method: "POST",
    path: "/api/contact-form",
    headers: { "content-type": "application/json" },
    setupRequest: (request) => {
      sequence += 1;
      return {
        ...request,
        headers: { ...request.headers, "idempotency-key": randomUUID() },
        body: JSON.stringify({
          firstName: firstNames[sequence % firstNames.length],
          lastName: "Bench",
          email: `student${sequence}@example.in`,
          phone: "+91 98765 43210",
          context: { page: "/contact", utm: { source: "bench" } },
        }),
      };
    },
  };
}

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

/** autocannon reports `duration` for timed runs only; `start` and `finish` always. */
function durationSeconds(result: Result): number {
  return Number.isFinite(result.duration) && result.duration > 0
    ? result.duration
    : (result.finish.getTime() - result.start.getTime()) / 1000;
}

function rateOf(result: Result): number {
  const seconds = durationSeconds(result);
  return seconds > 0 ? Math.round(result.requests.total / seconds) : 0;
}

interface Line {
  run: string;
  result: Result;
  rssMb: number;
}

function describe({ run, result, rssMb }: Line): string {
  const seconds = durationSeconds(result);
  const rate = seconds > 0 ? rateOf(result) : 0;
  return [
    run.padEnd(34),
    `${String(rate).padStart(6)} req/s`,
    `p50 ${String(result.latency.p50).padStart(4)} ms`,
    `p99 ${String(result.latency.p99).padStart(4)} ms`,
    `2xx ${String(result["2xx"]).padStart(6)}`,
    `non-2xx ${result.non2xx}`,
    `errors ${result.errors + result.timeouts}`,
    `RSS ${rssMb} MB`,
  ].join("  ");
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

    record(
      "warm-up (1,000 enquiries)",
      await autocannon({ url: server.url, connections: 10, amount: 1000, requests: [enquiryRequest()] }),
    );

    const sustained = await autocannon({
      url: server.url,
      connections: 10,
      overallRate: 100,
      amount: 100 * sustainedSeconds,
      requests: [enquiryRequest()],
    });
    record(`sustained 100 req/s, ${sustainedSeconds} s`, sustained);
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

    const peak = await autocannon({
      url: server.url,
      connections: 32,
      amount: peakRequests,
      requests: [enquiryRequest()],
    });
    record(`peak, 32 connections, ${peakRequests} req`, peak);
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
        autocannon({
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

await main();
