/**
 * `npm run bench:api -- --shares` (docs/benchmarks.md, "API"): where one enquiry's write spends its time.
 * SQLite has no per-statement timer that reaches trigger programs, so each part is measured by taking it
 * away: the enquiry repository stores enquiries as the server does (the same options as
 * server/enquiries/routes.ts, the group commit, 32 at a time) into a scratch database, once whole and once
 * without each part, and the difference is that part's share:
 *
 * - each trigger that fires when an enquiry's case row is inserted (kept counts, search index, day
 *   versions, first response, alerts: whatever this commit's migrations created);
 * - the duplicate lookup (ENQUIRY_DUPLICATE_MINUTES 0), the sender's daily count (no sender limit),
 *   routing (a router that routes nothing), the outbox row (a trigger that skips it);
 * - the commit's wait for the disk (`synchronous = OFF`).
 *
 * The insert of the enquiry and its case row, the transaction and the JavaScript around them are what is
 * left. Every variant first stores BENCH_SHARES_SEED enquiries (2,000), then times
 * BENCH_SHARES_ENQUIRIES (2,000), in BENCH_SHARES_ROUNDS interleaved rounds (3); it prints the median CPU
 * time (this process: JavaScript and SQLite) and wall time per enquiry, and each part's share of the CPU
 * time (after one run that is not counted: the first also compiles the JavaScript). A busy machine moves
 * the wall times; the CPU times hold better.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { openDatabase, type Database } from "../server/db/database.ts";
import {
  createEnquiryRepository,
  type EnquiryRepositoryOptions,
  type NewEnquiry,
} from "../server/enquiries/enquiry-repository.ts";
import { median } from "./support/median.ts";

const seedCount = Number(process.env.BENCH_SHARES_SEED ?? 2000);
const timedCount = Number(process.env.BENCH_SHARES_ENQUIRIES ?? 2000);
const rounds = Number(process.env.BENCH_SHARES_ROUNDS ?? 3);
const concurrency = 32;

let sequence = 0;
function enquiry(): NewEnquiry {
  sequence += 1;
  return {
    kind: "contact",
    firstName: "Lakshmi",
    lastName: "Bench",
    email: `student${sequence}@example.in`,
    phone: `+91 9${String(sequence % 1_000_000_000).padStart(9, "0")}`,
    context: { page: "/contact", utm: { source: "bench" } },
    idempotencyKey: randomUUID(),
  };
}

const admission = { network: "127.0.0.0/24", solved: () => Promise.resolve(true) };

/** As server/enquiries/routes.ts builds it, with bench:api's limits (high, but checked). */
const serverOptions: EnquiryRepositoryOptions = {
  dailyCap: 100_000_000,
  senderDailyLimit: 100_000_000,
  networkDailyLimit: 100_000_000,
  challengePerHour: 100_000_000,
  duplicateWindowMs: 10 * 60_000,
};

interface Variant {
  name: string;
  options?: EnquiryRepositoryOptions;
  /** Run on the scratch database after the seed, before the timed enquiries. */
  prepare?: (database: Database) => Promise<void>;
}

/** The triggers an enquiry's case row fires on insert, as this commit's migrations left them. */
async function caseInsertTriggers(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-shares-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    const { rows } = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'enquiry_cases'`.execute(
      database.kysely,
    );
    return rows.filter((row) => /\bafter\s+insert\b/i.test(row.sql)).map((row) => row.name);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function variants(): Promise<Variant[]> {
  const dropTrigger = (name: string) => async (database: Database) => {
    await sql`drop trigger ${sql.raw(name)}`.execute(database.kysely);
  };
  return [
    { name: "whole write" },
    ...(await caseInsertTriggers()).map((name) => ({ name: `trigger ${name}`, prepare: dropTrigger(name) })),
    { name: "duplicate lookup", options: { duplicateWindowMs: 0 } },
    { name: "sender's daily count", options: { senderDailyLimit: undefined } },
    { name: "routing", options: { route: () => Promise.resolve(undefined) } },
    {
      name: "outbox row",
      prepare: async (database) => {
        await sql`create trigger bench_skip_outbox before insert on outbox begin select raise(ignore); end`.execute(
          database.kysely,
        );
      },
    },
    {
      name: "commit's wait for the disk",
      prepare: async (database) => {
        await sql`pragma synchronous = OFF`.execute(database.kysely);
      },
    },
  ];
}

/** Microseconds per enquiry: CPU of this process and wall time. */
async function measure(variant: Variant): Promise<{ cpu: number; wall: number }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-shares-"));
  const database = await openDatabase({ dataDir: dir });
  try {
    const repository = createEnquiryRepository(database, { ...serverOptions, ...variant.options });
    const store = async (count: number) => {
      for (let done = 0; done < count; done += concurrency) {
        await Promise.all(Array.from({ length: concurrency }, () => repository.store(enquiry(), admission)));
      }
    };
    await store(seedCount);
    await variant.prepare?.(database);
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    await store(timedCount);
    const wall = performance.now() - wallStart;
    const cpu = process.cpuUsage(cpuStart);
    return { cpu: (cpu.user + cpu.system) / timedCount, wall: (wall * 1000) / timedCount };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function sharesMain(): Promise<void> {
  const all = await variants();
  const results = new Map<string, { cpu: number[]; wall: number[] }>();
  console.log(
    `Each variant: ${seedCount} enquiries stored, then ${timedCount} timed, ${concurrency} at a time; ${rounds} rounds`,
  );
  // The first run of a process also compiles its JavaScript: not counted.
  await measure({ name: "warm-up" });
  for (let round = 1; round <= rounds; round++) {
    for (const variant of all) {
      const { cpu, wall } = await measure(variant);
      const entry = results.get(variant.name) ?? { cpu: [], wall: [] };
      entry.cpu.push(cpu);
      entry.wall.push(wall);
      results.set(variant.name, entry);
      console.log(
        `round ${round}  ${variant.name.padEnd(40)} cpu ${cpu.toFixed(0)} µs  wall ${wall.toFixed(0)} µs`,
      );
    }
  }
  const whole = results.get("whole write");
  const wholeCpu = median(whole?.cpu ?? []);
  console.log(`\nMedians per enquiry; a part's share is the CPU time its removal saves:`);
  console.log(`${"".padEnd(44)}  ${"CPU".padStart(8)}  ${"wall".padStart(8)}  share of CPU`);
  for (const [name, { cpu, wall }] of results) {
    const without = median(cpu);
    const share = name === "whole write" ? "" : `${(((wholeCpu - without) / wholeCpu) * 100).toFixed(0)} %`;
    const label = name === "whole write" ? name : `without ${name}`;
    console.log(
      `${label.padEnd(44)}  ${`${without.toFixed(0)} µs`.padStart(8)}  ${`${median(wall).toFixed(0)} µs`.padStart(8)}  ${share.padStart(6)}`,
    );
  }
}
