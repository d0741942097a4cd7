/** Enquiry data and throwaway databases for the enquiry, outbox and export tests. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "../db/database.ts";
import type { NewEnquiry } from "../enquiries/enquiry-repository.ts";

export function sampleEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    kind: "service",
    firstName: "Lakshmi",
    lastName: "Prasanna",
    email: "lakshmi@example.in",
    phone: "+91 98765 43210",
    comments: "MS in Germany, September intake",
    context: { page: "/services", referrer: "https://www.google.com/", utm: { source: "google" } },
    ...overrides,
  };
}

/** A request body for the form routes (the contract's JSON shape). */
export function sampleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Lakshmi",
    lastName: "Prasanna",
    email: "lakshmi@example.in",
    phone: "9876543210",
    context: { page: "/contact" },
    ...overrides,
  };
}

export interface TempDatabase {
  database: Database;
  dataDir: string;
  remove(): Promise<void>;
}

/** A fresh SQLite database in a temporary DATA_DIR (or a PostgreSQL one when `databaseUrl` is given). */
export async function tempDatabase(databaseUrl?: string): Promise<TempDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "enquiries-data-"));
  const database = await openDatabase({ dataDir, databaseUrl });
  return {
    database,
    dataDir,
    remove: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock tests move by hand. */
export function manualClock(start = new Date("2025-03-01T10:00:00.000Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every item of an async iterable (Array.fromAsync needs Node 22). */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
