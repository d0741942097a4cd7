/**
 * The enquiry runs of `npm run bench:api` (bench/api.ts), shared by its A/B mode (bench/api-ab.ts): the
 * requests it sends, the runs (warm-up, sustained, peak) and how a run's figures are printed.
 */
import { randomUUID } from "node:crypto";
import autocannon, { type Options, type Request, type Result } from "autocannon";
import type { RunningServer } from "./server.ts";

export const sustainedSeconds = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 60);
export const peakRequests = Number(process.env.BENCH_PEAK_REQUESTS ?? 20_000);

const firstNames = ["Lakshmi", "రవి", "सुनीता", "Anjali", "D'Souza"];
let sequence = 0;

export function enquiryRequest(): Request {
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
          // A phone of its own, as each family has: the flood limits count a sender's enquiries of the day.
          phone: `+91 9${String(sequence % 1_000_000_000).padStart(9, "0")}`,
          context: { page: "/contact", utm: { source: "bench" } },
        }),
      };
    },
  };
}

/**
 * A run of a fixed number of requests (`amount`), timed from its start to its last response. autocannon
 * ends such a run at its next one-second tick, so its own `duration` is rounded up to whole seconds: a
 * peak of 20,000 requests read 3,333/s, 2,857/s or 2,500/s and nothing between. The result's `duration`
 * is the measured time instead.
 */
export async function countedRun(options: Options & { amount: number }): Promise<Result> {
  const started = performance.now();
  let lastResponse = started;
  const result = await autocannon(options).on("response", () => {
    lastResponse = performance.now();
  });
  return { ...result, duration: (lastResponse - started) / 1000 };
}

export function rateOf(result: Result): number {
  return result.duration > 0 ? Math.round(result.requests.total / result.duration) : 0;
}

export interface Line {
  run: string;
  result: Result;
  rssMb: number;
}

export function describe({ run, result, rssMb }: Line): string {
  const rate = rateOf(result);
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

/** The figures of one server's enquiry runs (the A/B mode compares them). */
export interface EnquiryRuns {
  sustained: Result;
  peak: Result;
  rssMb: number;
}

/** Warm-up, sustained and peak enquiries against `server`, each printed as it ends. */
export async function enquiryRuns(
  server: RunningServer,
  record: (run: string, result: Result) => void,
): Promise<EnquiryRuns> {
  record(
    "warm-up (1,000 enquiries)",
    await countedRun({ url: server.url, connections: 10, amount: 1000, requests: [enquiryRequest()] }),
  );
  const sustained = await countedRun({
    url: server.url,
    connections: 10,
    overallRate: 100,
    amount: 100 * sustainedSeconds,
    requests: [enquiryRequest()],
  });
  record(`sustained 100 req/s, ${sustainedSeconds} s`, sustained);
  const peak = await countedRun({
    url: server.url,
    connections: 32,
    amount: peakRequests,
    requests: [enquiryRequest()],
  });
  record(`peak, 32 connections, ${peakRequests} req`, peak);
  return { sustained, peak, rssMb: server.rssMb() };
}
