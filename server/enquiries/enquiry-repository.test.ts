import { randomUUID } from "node:crypto";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import {
  collect,
  manualClock,
  sampleEnquiry,
  tempDatabase,
  type TempDatabase,
} from "../test-support/enquiry-fixtures.ts";
import { openDatabase, sqliteFileName } from "../db/database.ts";
import {
  createEnquiryRepository,
  DailyCapReachedError,
  IdempotencyConflictError,
  requestHash,
} from "./enquiry-repository.ts";
import { DatabaseUnavailableError } from "../db/errors.ts";
import { createOutboxRepository } from "../mail/outbox-repository.ts";

let temp: TempDatabase;

afterEach(async () => {
  await temp.remove();
});

describe("openDatabase (SQLite)", () => {
  it("runs with WAL and synchronous=FULL, and migrates once however often it opens", async () => {
    temp = await tempDatabase();
    const file = join(temp.dataDir, sqliteFileName);
    const check = new SqliteDatabase(file, { readonly: true });
    try {
      expect(check.pragma("journal_mode", { simple: true })).toBe("wal");
      const tables = check.prepare("select name from sqlite_master where type = 'table' order by name").all();
      expect(tables).toEqual(expect.arrayContaining([{ name: "enquiries" }, { name: "outbox" }]));
    } finally {
      check.close();
    }
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(temp.database.kysely);
    expect(rows).toEqual([{ synchronous: 2 }]);
    const again = await openDatabase({ dataDir: temp.dataDir });
    await again.close();
  });
});

describe("the enquiry repository", () => {
  it("stores an enquiry with its context and a pending outbox row, in one transaction", async () => {
    temp = await tempDatabase();
    const clock = manualClock();
    const enquiries = createEnquiryRepository(temp.database, { now: clock.now });
    const result = await enquiries.store(sampleEnquiry({ idempotencyKey: randomUUID() }));
    expect(result.status).toBe("created");
    const stored = await enquiries.findById(result.enquiry.id);
    expect(stored).toMatchObject({
      kind: "service",
      firstName: "Lakshmi",
      comments: "MS in Germany, September intake",
      page: "/services",
      referrer: "https://www.google.com/",
      utm: { source: "google", medium: null },
      createdAt: "2025-03-01T10:00:00.000Z",
      mailStatus: "pending",
    });
    expect(await createOutboxRepository(temp.database).counts()).toEqual({ pending: 1, sent: 0, dead: 0 });
  });

  it("returns the first enquiry for a repeated key and body, and refuses the key with another body", async () => {
    temp = await tempDatabase();
    const enquiries = createEnquiryRepository(temp.database);
    const idempotencyKey = randomUUID();
    const first = await enquiries.store(sampleEnquiry({ idempotencyKey }));
    const again = await enquiries.store(sampleEnquiry({ idempotencyKey }));
    expect(again).toEqual({ status: "replayed", enquiry: first.enquiry });
    await expect(
      enquiries.store(sampleEnquiry({ idempotencyKey, phone: "9000000001" })),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(
      enquiries.store(sampleEnquiry({ idempotencyKey, kind: "contact", comments: undefined })),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await enquiries.count()).toBe(1);
  });

  it("keeps one enquiry when the same key arrives many times at once", async () => {
    temp = await tempDatabase();
    const enquiries = createEnquiryRepository(temp.database);
    const idempotencyKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => enquiries.store(sampleEnquiry({ idempotencyKey }))),
    );
    expect(new Set(results.map((result) => result.enquiry.id)).size).toBe(1);
    expect(results.filter((result) => result.status === "created")).toHaveLength(1);
    expect(await enquiries.count()).toBe(1);
  });

  it("stores enquiries that arrive together in one commit, each succeeding or failing on its own", async () => {
    temp = await tempDatabase();
    const enquiries = createEnquiryRepository(temp.database);
    const reused = randomUUID();
    await enquiries.store(sampleEnquiry({ idempotencyKey: reused }));
    const results = await Promise.allSettled([
      ...Array.from({ length: 40 }, (_, i) =>
        enquiries.store(sampleEnquiry({ firstName: `Group ${i}`, idempotencyKey: randomUUID() })),
      ),
      enquiries.store(sampleEnquiry({ idempotencyKey: reused, phone: "9000000001" })),
      enquiries.store(sampleEnquiry({ idempotencyKey: reused })),
    ]);
    expect(results.slice(0, 40).every((result) => result.status === "fulfilled")).toBe(true);
    expect(results[40]).toMatchObject({ status: "rejected", reason: expect.any(IdempotencyConflictError) });
    expect(results[41]).toMatchObject({ status: "fulfilled", value: { status: "replayed" } });
    expect(await enquiries.count()).toBe(41);
    expect(await createOutboxRepository(temp.database).counts()).toEqual({ pending: 41, sent: 0, dead: 0 });
  });

  it("hashes requests by every stored field", () => {
    const base = sampleEnquiry();
    expect(requestHash(base)).toBe(requestHash(sampleEnquiry()));
    expect(requestHash(base)).not.toBe(requestHash(sampleEnquiry({ context: { page: "/contact" } })));
    expect(requestHash(base)).not.toBe(requestHash(sampleEnquiry({ comments: undefined })));
    expect(requestHash(base)).not.toBe(requestHash(sampleEnquiry({ office: "guntur" })));
    // Without an office, a request hashes as it did before the field existed.
    expect(requestHash(sampleEnquiry({ office: undefined }))).toBe(requestHash(base));
  });

  it("lists enquiries oldest first, from a date, across pages", async () => {
    temp = await tempDatabase();
    const clock = manualClock();
    const enquiries = createEnquiryRepository(temp.database, { now: clock.now });
    for (let i = 0; i < 7; i++) {
      await enquiries.store(sampleEnquiry({ firstName: `Student ${i}` }));
      clock.advance(i % 2 === 0 ? 0 : 3_600_000);
    }
    const all = await collect(enquiries.list({ pageSize: 2 }));
    expect(all.map((enquiry) => enquiry.firstName).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => `Student ${i}`),
    );
    expect(all.map((enquiry) => enquiry.createdAt)).toEqual(
      [...all.map((enquiry) => enquiry.createdAt)].sort(),
    );
    const since = await collect(enquiries.list({ since: new Date("2025-03-01T12:00:00.000Z"), pageSize: 2 }));
    expect(since.map((enquiry) => enquiry.createdAt)).toEqual(
      all.map((enquiry) => enquiry.createdAt).filter((at) => at >= "2025-03-01T12:00:00.000Z"),
    );
    expect(since.length).toBeGreaterThan(0);
    expect(since.length).toBeLessThan(7);
  });

  it("gives up quickly with DatabaseUnavailableError while another process holds the write lock, then recovers", async () => {
    temp = await tempDatabase();
    const enquiries = createEnquiryRepository(temp.database);
    const locker = new SqliteDatabase(join(temp.dataDir, sqliteFileName));
    try {
      locker.exec("begin exclusive");
      const started = Date.now();
      await expect(enquiries.store(sampleEnquiry())).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(2000);
      locker.exec("rollback");
      expect((await enquiries.store(sampleEnquiry())).status).toBe("created");
      expect(await enquiries.count()).toBe(1);
    } finally {
      locker.close();
    }
  });
});

describe("writes that wait too long", () => {
  it("are dropped when their deadline passes before they start: a failure never stores", async () => {
    temp = await tempDatabase();
    // Many writes at once: the first group commits while the others wait past their deadline.
    const enquiries = createEnquiryRepository(temp.database, { deadlineMs: 1 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => enquiries.store(sampleEnquiry({ firstName: `Student${i}` }))),
    );
    const fulfilled = outcomes.filter((outcome) => outcome.status === "fulfilled").length;
    const rejected = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(rejected.length).toBeGreaterThan(0);
    for (const reason of rejected) expect(reason).toBeInstanceOf(DatabaseUnavailableError);
    // Give any write still queued the chance to (wrongly) commit.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await enquiries.count()).toBe(fulfilled);
  });

  it("are refused at once past the queue bound", async () => {
    temp = await tempDatabase();
    const enquiries = createEnquiryRepository(temp.database, { queueMax: 20 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => enquiries.store(sampleEnquiry({ firstName: `Student${i}` }))),
    );
    const rejected = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(rejected).toHaveLength(80);
    expect(
      rejected.every(
        (reason) => reason instanceof DatabaseUnavailableError && reason.reason === "queue-full",
      ),
    ).toBe(true);
    expect(await enquiries.count()).toBe(20);
  });
});

describe("the daily cap", () => {
  it("refuses enquiries past the cap until the next UTC day, and reports where it stands", async () => {
    temp = await tempDatabase();
    const clock = manualClock(new Date("2025-03-01T10:00:00.000Z"));
    const enquiries = createEnquiryRepository(temp.database, { now: clock.now, dailyCap: 2 });
    await enquiries.store(sampleEnquiry());
    await enquiries.store(sampleEnquiry());
    await expect(enquiries.store(sampleEnquiry())).rejects.toBeInstanceOf(DailyCapReachedError);
    expect(await enquiries.dailyCapStatus()).toEqual({ cap: 2, today: 2, reached: true });
    expect(await enquiries.count()).toBe(2);
    clock.advance(14 * 60 * 60 * 1000);
    expect((await enquiries.store(sampleEnquiry())).status).toBe("created");
    expect(await enquiries.dailyCapStatus()).toEqual({ cap: 2, today: 1, reached: false });
  });
});
