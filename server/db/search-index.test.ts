/**
 * The inbox search's index when a group of enquiry writes defers it to its end (migration 0019,
 * server/db/search-index.ts): at every commit the index must hold what indexing each row at once would.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { sampleEnquiry, tempDatabase, type TempDatabase } from "../test-support/enquiry-fixtures.ts";
import { createEnquiryRepository, IdempotencyConflictError } from "../enquiries/enquiry-repository.ts";
import type { DatabaseSchema } from "./schema.ts";
import { deferSearchIndex, indexDeferred } from "./search-index.ts";
import { writeTransaction } from "./transaction.ts";

let temp: TempDatabase;

afterEach(async () => {
  await temp.remove();
});

interface IndexRow {
  id: number;
  keys: string;
  phone: string;
}

/** What the index holds, and what indexing every live case row at once would have put there. */
async function indexAndExpected(db: Kysely<DatabaseSchema>) {
  const { rows: index } = await sql<IndexRow>`
    select rowid as id, keys, phone from enquiry_search order by rowid`.execute(db);
  const { rows: expected } = await sql<IndexRow>`
    select r.id, coalesce(c.name_key, '') || char(10) || c.email_key as keys, c.phone_digits as phone
    from enquiry_cases c join enquiry_search_rows r on r.enquiry_id = c.enquiry_id
    where c.erased_at is null order by r.id`.execute(db);
  const { rows: left } = await sql<{ n: number }>`
    select (select count(*) from enquiry_search_pending) + (select count(*) from enquiry_search_deferred) as n`.execute(
    db,
  );
  return { index, expected, left: left[0]?.n };
}

/** An enquiry row inserted directly, as the console's tests and backfills do. */
async function insertEnquiry(db: Kysely<DatabaseSchema>, id: string, email: string) {
  await db
    .insertInto("enquiries")
    .values({
      id,
      kind: "contact",
      first_name: "Ravi",
      last_name: "Teja",
      email,
      phone: "+91 98480 22338",
      comments: null,
      page: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      idempotency_key: null,
      request_hash: `hash-${id}`,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe("the inbox search index, deferred to the end of a group of enquiry writes (SQLite)", () => {
  it("holds every enquiry of the group at its commit, and none of a write that failed", async () => {
    temp = await tempDatabase();
    const enquiries = createEnquiryRepository(temp.database);
    const key = randomUUID();
    await enquiries.store(sampleEnquiry({ idempotencyKey: key, email: "first@example.in" }));
    // Sent together, so they share one group: the conflicting one is rolled back to its savepoint.
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 30 }, (_, i) =>
        enquiries.store(sampleEnquiry({ email: `family${i}@example.in`, phone: `+91 98480 ${10_000 + i}` })),
      ),
      enquiries.store(sampleEnquiry({ idempotencyKey: key, email: "changed@example.in" })),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(30);
    expect(outcomes.at(-1)).toMatchObject({ reason: expect.any(IdempotencyConflictError) });

    const { index, expected, left } = await indexAndExpected(temp.database.kysely);
    expect(index).toHaveLength(31);
    expect(index).toEqual(expected);
    expect(left).toBe(0);
    const { rows: found } = await sql<{ id: number }>`
      select rowid as id from enquiry_search where keys like ${"%family17@%"}`.execute(temp.database.kysely);
    expect(found).toHaveLength(1);
  });

  it("indexes at once when nothing defers, and follows later changes of a row as before", async () => {
    temp = await tempDatabase();
    const db = temp.database.kysely;
    await insertEnquiry(db, "direct", "direct@example.in");
    expect((await indexAndExpected(db)).index).toHaveLength(1);

    await db.updateTable("enquiry_cases").set({ email_key: "moved@example.in" }).execute();
    let state = await indexAndExpected(db);
    expect(state.index).toEqual(state.expected);
    expect(state.index[0]?.keys).toContain("moved@example.in");

    await db.updateTable("enquiry_cases").set({ erased_at: new Date().toISOString() }).execute();
    state = await indexAndExpected(db);
    expect(state.index).toEqual([]);
  });

  it("indexes a deferred row as it is at the end: changed, erased or deleted in between", async () => {
    temp = await tempDatabase();
    await writeTransaction(temp.database, async (trx) => {
      await deferSearchIndex(trx);
      await insertEnquiry(trx, "kept", "kept@example.in");
      await insertEnquiry(trx, "changed", "before@example.in");
      await insertEnquiry(trx, "erased", "erased@example.in");
      await insertEnquiry(trx, "deleted", "deleted@example.in");
      await trx
        .updateTable("enquiry_cases")
        .set({ email_key: "after@example.in" })
        .where("enquiry_id", "=", "changed")
        .execute();
      await trx
        .updateTable("enquiry_cases")
        .set({ erased_at: new Date().toISOString() })
        .where("enquiry_id", "=", "erased")
        .execute();
      await trx.deleteFrom("enquiries").where("id", "=", "deleted").execute();
      const { rows } = await sql<{ n: number }>`select count(*) as n from enquiry_search`.execute(trx);
      expect(rows[0]?.n).toBe(0);
      await indexDeferred(trx);
    });
    const { index, expected, left } = await indexAndExpected(temp.database.kysely);
    expect(index.map((row) => row.keys.split("\n")[1])).toEqual(["kept@example.in", "after@example.in"]);
    expect(index).toEqual(expected);
    expect(left).toBe(0);
  });
});
