/**
 * `npm run bench:crash` (docs/benchmarks.md): 20 rounds of `kill -9` of the production server under load,
 * each followed by a restart on the same data. Clients send enquiries continuously, each with its own
 * Idempotency-Key, and retry an unanswered one with the same key until it is acknowledged (2xx). At
 * the end every acknowledged enquiry must be stored, and none twice, each with its console case row.
 * Prints acknowledged, stored, missing (must be 0), duplicated (must be 0) and stored without a case row
 * (must be 0). Options (environment): BENCH_CRASH_ROUNDS (20),
 * BENCH_CRASH_CLIENTS (16).
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { openDatabase } from "../server/db/database.ts";
import { freePort, startServer, tempDataDir, type RunningServer } from "./support/server.ts";

const rounds = Number(process.env.BENCH_CRASH_ROUNDS ?? 20);
const clients = Number(process.env.BENCH_CRASH_CLIENTS ?? 16);

interface Enquiry {
  marker: string;
  key: string;
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const dataDir = tempDataDir("bench-crash");
  const port = await freePort();
  let server: RunningServer | undefined;
  let creating = true;
  let running = true;
  let created = 0;
  const retries: Enquiry[] = [];
  const acknowledged = new Set<string>();
  const inFlight = new Set<Enquiry>();

  function newEnquiry(): Enquiry {
    created += 1;
    const marker = `/bench/crash/${created}`;
    return {
      marker,
      key: randomUUID(),
      body: JSON.stringify({
        firstName: "Crash",
        lastName: `Test ${created}`,
        email: `crash${created}@example.in`,
        phone: "9876543210",
        context: { page: marker },
      }),
    };
  }

  async function client(): Promise<void> {
    while (running) {
      const url = server?.url;
      const enquiry = retries.shift() ?? (creating ? newEnquiry() : undefined);
      if (!enquiry) {
        await sleep(20);
        continue;
      }
      if (!url) {
        retries.push(enquiry);
        await sleep(20);
        continue;
      }
      inFlight.add(enquiry);
      try {
        const response = await fetch(`${url}/api/contact-form`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": enquiry.key },
          body: enquiry.body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.status === 201) acknowledged.add(enquiry.marker);
        else {
          retries.push(enquiry);
          await sleep(20);
        }
      } catch {
        // Killed mid-request: no answer, so the client retries later with the same key.
        retries.push(enquiry);
        await sleep(20);
      } finally {
        inFlight.delete(enquiry);
      }
    }
  }

  const workers = Array.from({ length: clients }, () => client());
  try {
    for (let round = 1; round <= rounds; round++) {
      server = await startServer({ port, dataDir });
      const loadMs = 300 + Math.floor(Math.random() * 1200);
      await sleep(loadMs);
      const pending = inFlight.size;
      const victim = server;
      server = undefined;
      await victim.kill();
      console.log(
        `round ${String(round).padStart(2)}: kill -9 after ${String(loadMs).padStart(4)} ms under load, ` +
          `${String(pending).padStart(2)} requests in flight, ${acknowledged.size} acknowledged so far`,
      );
    }
    // Last start: clients stop making new enquiries and retry the unanswered ones until acknowledged.
    creating = false;
    server = await startServer({ port, dataDir });
    const deadline = Date.now() + 60_000;
    while ((retries.length > 0 || inFlight.size > 0) && Date.now() < deadline) await sleep(50);
    running = false;
    await Promise.all(workers);
    await server.stop();
    server = undefined;

    const database = await openDatabase({ dataDir });
    const rows = await database.kysely
      .selectFrom("enquiries")
      .select("page")
      .where("page", "like", "/bench/crash/%")
      .execute();
    // Every stored enquiry has its console case row, committed with it (server/db/case-rows.ts).
    const withoutCase = await database.kysely
      .selectFrom("enquiries as e")
      .leftJoin("enquiry_cases as c", "c.enquiry_id", "e.id")
      .select("e.id")
      .where("c.enquiry_id", "is", null)
      .execute();
    await database.close();

    const perMarker = new Map<string, number>();
    for (const row of rows) perMarker.set(row.page ?? "", (perMarker.get(row.page ?? "") ?? 0) + 1);
    const missing = [...acknowledged].filter((marker) => !perMarker.has(marker)).length;
    const duplicated = [...perMarker.values()].filter((count) => count > 1).length;
    const unacknowledged = [...perMarker.keys()].filter((marker) => !acknowledged.has(marker)).length;

    console.log(
      `\n${rounds} rounds of kill -9 and restart, ${clients} clients retrying with the same Idempotency-Key`,
    );
    console.log(`  sent (distinct enquiries): ${created}`);
    console.log(`  acknowledged (2xx):        ${acknowledged.size}`);
    console.log(`  stored:                    ${rows.length}`);
    console.log(`  missing:                   ${missing}`);
    console.log(`  duplicated:                ${duplicated}`);
    console.log(`  without a case row:        ${withoutCase.length}`);
    console.log(
      `  stored, never answered:    ${unacknowledged} (left unanswered after the last retry window)`,
    );
    process.exitCode = missing === 0 && duplicated === 0 && withoutCase.length === 0 ? 0 : 1;
  } finally {
    running = false;
    if (server) await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
