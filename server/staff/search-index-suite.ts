/**
 * The inbox search after migration 0019, run on SQLite (search-index.test.ts) and PostgreSQL
 * (search-index.postgres.test.ts): a new enquiry is found by the search as soon as it is stored, also by
 * the export; on SQLite its FTS5 entry is written after the enquiry's transaction (within a second, or by
 * the first search before), never for an erased enquiry, and as the case row is when it is indexed.
 */
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StaffUser } from "#contract/staff";
import { createEnquiryRepository, type EnquiryRepository } from "../enquiries/enquiry-repository.ts";
import { sampleEnquiry, tempDatabase, waitFor, type TempDatabase } from "../test-support/enquiry-fixtures.ts";
import { createCaseRepository, type CaseRepository } from "./case-repository.ts";
import { createPrivacyRepository } from "./privacy-repository.ts";
import { createSearchIndex, searchIndexOf, SEARCH_INDEX_DELAY_MS } from "./search-index-repository.ts";

const admin: StaffUser = {
  id: "admin-search",
  name: "Asha Admin",
  email: "admin-search@example.com",
  role: "admin",
  office: "guntur",
} as StaffUser;

export function searchIndexSuite(options: {
  dialect: "sqlite" | "postgres";
  databaseUrl: () => string | undefined;
}) {
  let temp: TempDatabase;
  let enquiries: EnquiryRepository;
  let cases: CaseRepository;

  beforeEach(async () => {
    temp = await tempDatabase(options.databaseUrl());
    const { database } = temp;
    const verified = database.dialect === "postgres" ? sql`true` : sql`1`;
    await sql`insert into staff_users (id, name, email, email_verified, role, office, created_at, updated_at)
      values (${admin.id}, ${admin.name}, ${admin.email}, ${verified}, 'admin', 'guntur',
              '2025-03-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z')`.execute(database.kysely);
    enquiries = createEnquiryRepository(database);
    cases = createCaseRepository(database);
  });

  afterEach(async () => {
    await searchIndexOf(temp.database).close();
    await temp.remove();
  });

  const person = (i: number, overrides: Parameters<typeof sampleEnquiry>[0] = {}) =>
    sampleEnquiry({
      firstName: `Sravani${"abcdefgh"[i]}`,
      lastName: "Kommineni",
      email: `sravani.k${i}@example.in`,
      phone: `+91 98480 2233${i}`,
      ...overrides,
    });

  const found = async (q: string) =>
    (await cases.inbox(admin, { filters: { q }, limit: 50 })).items.map((item) => item.id);

  /** The FTS5 entries (SQLite) that hold `text` in their name and email. */
  const entries = async (text: string) => {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from enquiry_search where keys like ${`%${text}%`}`.execute(temp.database.kysely);
    return Number(rows[0]?.n);
  };

  describe("the inbox search", () => {
    it("finds an enquiry as soon as it is stored, by name, email and phone, in the inbox and the export", async () => {
      const first = await enquiries.store(person(0));
      expect(await found("sravania")).toEqual([first.enquiry.id]);
      const [second, third] = await Promise.all([enquiries.store(person(1)), enquiries.store(person(2))]);
      expect(await found("sravani.k1@example.in")).toEqual([second.enquiry.id]);
      expect(await found("98480 22332")).toEqual([third.enquiry.id]);
      expect((await found("kommineni")).sort()).toEqual(
        [first.enquiry.id, second.enquiry.id, third.enquiry.id].sort(),
      );
      const fourth = await enquiries.store(person(3));
      const batch = await cases.exportBatch(admin, { q: "sravanid" }, undefined, 10);
      expect(batch.map((row) => row.enquiry.id)).toEqual([fourth.enquiry.id]);
    });
  });

  if (options.dialect !== "sqlite") return;

  describe("SQLite's trigram index, written after the enquiry's transaction", () => {
    it("takes a new enquiry within a second of its storing, without a search", async () => {
      const stored = await enquiries.store(person(0));
      // The enquiry's own transaction wrote its case row, not its index entry.
      expect(await entries("sravania")).toBe(0);
      await waitFor(async () => (await entries("sravania")) === 1, SEARCH_INDEX_DELAY_MS * 5);
      expect(await found("sravania")).toEqual([stored.enquiry.id]);
    });

    it("never indexes an enquiry erased before its turn, and indexes a changed one as it is then", async () => {
      const erased = await enquiries.store(person(0));
      const renamed = await enquiries.store(person(1));
      await createPrivacyRepository(temp.database).erase(admin, [erased.enquiry.id], "request");
      await sql`update enquiry_cases set name_key = 'padmavathi kommineni'
        where enquiry_id = ${renamed.enquiry.id}`.execute(temp.database.kysely);
      await searchIndexOf(temp.database).indexPending();
      expect(await entries("sravani")).toBe(1); // the email of the renamed one
      expect(await entries("sravania")).toBe(0);
      expect(await entries("padmavathi")).toBe(1);
      expect(await found("padmavathi")).toEqual([renamed.enquiry.id]);
      expect(await found("sravani.k0@")).toEqual([]);
      // Once indexed, a change reaches the index at once, as before.
      await sql`update enquiry_cases set name_key = 'sravanib kommineni'
        where enquiry_id = ${renamed.enquiry.id}`.execute(temp.database.kysely);
      expect(await entries("padmavathi")).toBe(0);
      expect(await entries("sravanib")).toBe(1);
    });

    it("indexes the rows waiting when a run starts, a chunk at a time, and leaves those stored meanwhile to the next run", async () => {
      // Under a steady stream of enquiries a run that chased the new rows would index a few at a time,
      // each few a transaction (and a flush to the disk) of its own.
      await Promise.all([0, 1, 2].map((i) => enquiries.store(person(i))));
      // The server's own index would run within a second; this test runs its own, a row per chunk.
      await searchIndexOf(temp.database).close();
      const index = createSearchIndex(temp.database, { chunkRows: 1 });
      const run = index.indexPending();
      // Stored while the run is under way: its group commit runs between the run's first two chunks.
      const meanwhile = enquiries.store(person(3));
      await Promise.all([run, meanwhile]);
      for (const name of ["sravania", "sravanib", "sravanic"]) expect(await entries(name)).toBe(1);
      expect(await entries("sravanid")).toBe(0);
      await index.indexPending();
      expect(await entries("sravanid")).toBe(1);
    });

    it("gives a new row a number above the indexed ones, also after the newest indexed row was deleted", async () => {
      await enquiries.store(person(0));
      const newest = await enquiries.store(person(1));
      await searchIndexOf(temp.database).indexPending();
      const { kysely } = temp.database;
      await sql`delete from outbox where enquiry_id = ${newest.enquiry.id}`.execute(kysely);
      await sql`delete from enquiries where id = ${newest.enquiry.id}`.execute(kysely);
      expect(await entries("sravanib")).toBe(0);
      const next = await enquiries.store(person(2));
      expect(await found("sravanic")).toEqual([next.enquiry.id]);
      const { rows } = await sql<{ waiting: number }>`
        select count(*) as waiting from enquiry_search_rows
        where id > (select indexed_to from enquiry_search_progress)`.execute(temp.database.kysely);
      expect(Number(rows[0]?.waiting)).toBe(0);
    });
  });
}
