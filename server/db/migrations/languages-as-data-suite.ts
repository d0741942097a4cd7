/**
 * Migration 0018 (languages as data) on a database that holds enquiries, cases, notes, calls and
 * templates, run on SQLite (languages-as-data.test.ts) and PostgreSQL (languages-as-data.postgres.test.ts):
 * the database is opened as a server opens it, taken back to 0017, filled, and migrated again. The
 * language CHECKs go; rows, indexes, triggers, search and counts are as they were; a language that is
 * not in the list is stored (the application, not the database, decides what a language is).
 */
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { StaffUser } from "#contract/staff";
import { createEnquiryRepository } from "../../enquiries/enquiry-repository.ts";
import { createCallRepository } from "../../staff/calls/call-repository.ts";
import { createCaseRepository } from "../../staff/case-repository.ts";
import { sampleEnquiry, tempDatabase, type TempDatabase } from "../../test-support/enquiry-fixtures.ts";
import { migrationProvider } from "./index.ts";

// The database as migrations see it, before and after: no table type describes both.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const admin: StaffUser = {
  id: "admin-1",
  name: "Asha Admin",
  email: "admin-1@example.com",
  role: "admin",
  office: "guntur",
} as StaffUser;

export function languagesAsDataSuite(options: { databaseUrl: () => string | undefined }) {
  let temp: TempDatabase | undefined;
  let migrating: AnyDatabase | undefined;

  afterEach(async () => {
    await migrating?.destroy();
    migrating = undefined;
    await temp?.remove();
    temp = undefined;
  });

  /**
   * A second connection that runs migrations by hand. SQLite: with defensive mode off, as the server's
   * migration run has it (the CHECKs are edited under writable_schema).
   */
  function migrationConnection(database: TempDatabase["database"]): AnyDatabase {
    const url = options.databaseUrl();
    if (url)
      return new Kysely({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
      });
    const connection = new SqliteDatabase(database.location);
    connection.pragma("foreign_keys = ON");
    connection.unsafeMode(true);
    return new Kysely({ dialect: new SqliteDialect({ database: connection }) });
  }

  /** Down to 0017 (undoing the later migrations too), up to 0018, or up to the latest. */
  async function migrate(direction: "down" | "up" | "latest") {
    const migrator = new Migrator({ db: migrating as AnyDatabase, provider: migrationProvider });
    const { error, results } =
      direction === "latest"
        ? await migrator.migrateToLatest()
        : await migrator.migrateTo(direction === "down" ? "0017-staff-figures" : "0018-languages-as-data");
    if (error) throw error;
    return results?.map((result) => `${result.direction} ${result.migrationName} ${result.status}`);
  }

  /** Tries a write; the database's error, or undefined when it was stored. */
  async function refusal(write: () => Promise<unknown>): Promise<unknown> {
    try {
      await write();
      return undefined;
    } catch (error) {
      return error;
    }
  }

  /** What hangs on the tables (SQLite: every index and trigger; PostgreSQL: triggers and indexes by name). */
  async function schemaObjects(db: AnyDatabase, postgres: boolean) {
    if (postgres) {
      const triggers = await sql<{ name: string }>`
        select tgname as name from pg_trigger where not tgisinternal order by tgname`.execute(db);
      const indexes = await sql<{ name: string; definition: string }>`
        select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() order by indexname`.execute(db);
      return { triggers: triggers.rows, indexes: indexes.rows };
    }
    const rows = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_schema where type in ('index', 'trigger') order by name`.execute(db);
    return { objects: rows.rows };
  }

  async function languageChecks(db: AnyDatabase, postgres: boolean): Promise<string[]> {
    if (postgres) {
      const rows = await sql<{ definition: string }>`
        select pg_get_constraintdef(con.oid) as definition from pg_constraint con
        join pg_class rel on rel.oid = con.conrelid
        where con.contype = 'c' and rel.relname in ('enquiries', 'whatsapp_templates')
          and pg_get_constraintdef(con.oid) like '%language%'`.execute(db);
      return rows.rows.map((row) => row.definition);
    }
    const rows = await sql<{ sql: string }>`
      select sql from sqlite_schema where name in ('enquiries', 'whatsapp_templates')`.execute(db);
    return rows.rows.flatMap((row) => row.sql.match(/check \("(page_)?language" in [^)]*\)\)/g) ?? []);
  }

  describe("migration 0018: languages are data", () => {
    it("drops the language CHECKs and keeps every row, index, trigger, search and count", async () => {
      temp = await tempDatabase(options.databaseUrl());
      const { database } = temp;
      const postgres = database.dialect === "postgres";
      migrating = migrationConnection(database);
      const { kysely } = database;

      // Back to 0017, where the CHECKs list English and Telugu (the later migrations first).
      expect((await migrate("down"))?.at(-1)).toBe("Down 0018-languages-as-data Success");
      const before = await schemaObjects(kysely, postgres);
      expect(await languageChecks(kysely, postgres)).toHaveLength(3);

      // A database with data: enquiries (their cases by trigger), a note, a call, a status, templates.
      const verified = postgres ? sql`true` : sql`1`;
      await sql`insert into staff_users (id, name, email, email_verified, role, office, created_at, updated_at)
        values (${admin.id}, ${admin.name}, ${admin.email}, ${verified}, 'admin', 'guntur',
                '2025-03-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z')`.execute(kysely);
      const enquiries = createEnquiryRepository(database);
      const stored = [];
      for (const [i, language] of (["te", "en", "te"] as const).entries()) {
        const result = await enquiries.store(
          sampleEnquiry({
            firstName: `Sravani${"abc"[i]}`,
            email: `sravani${i}@example.in`,
            phone: `+91 98480 2233${i}`,
            language,
            pageLanguage: language,
          }),
        );
        stored.push(result.enquiry.id);
      }
      const [first, second] = stored as [string, string, string];
      const cases = createCaseRepository(database);
      const calls = createCallRepository(database);
      await cases.addNote(admin, first, "Called; asked for the UK fees");
      await cases.changeStatus(admin, second, { status: "contacted" });
      await calls.logCall(admin, first, { channel: "call", outcome: "reached" });
      await calls.createTemplate(admin, {
        name: "Reminder",
        language: "te",
        topic: "other",
        body: "నమస్కారం {name} గారూ",
      });
      const inboxBefore = await cases.inbox(admin, { filters: {}, limit: 50 });
      const searchBefore = await cases.inbox(admin, { filters: { q: "sravanib" }, limit: 50 });
      const detailBefore = await cases.detail(admin, first);
      const templatesBefore = await calls.templates();
      // At 0017 the database refuses a language it does not list.
      expect(
        await refusal(() => sql`update enquiries set language = 'hi' where id = ${first}`.execute(kysely)),
      ).toBeDefined();

      expect(await migrate("up")).toEqual(["Up 0018-languages-as-data Success"]);

      expect(await languageChecks(kysely, postgres)).toEqual([]);
      expect(await schemaObjects(kysely, postgres)).toEqual(before);
      if (!postgres) {
        const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(kysely);
        expect(integrity.rows).toEqual([{ integrity_check: "ok" }]);
        expect((await sql`pragma foreign_key_check`.execute(kysely)).rows).toEqual([]);
      }
      // The rows as they were, and the console reads them as before.
      expect(await cases.inbox(admin, { filters: {}, limit: 50 })).toEqual(inboxBefore);
      expect(await cases.inbox(admin, { filters: { q: "sravanib" }, limit: 50 })).toEqual(searchBefore);
      expect(searchBefore.items.map((item) => item.id)).toEqual([second]);
      expect(await cases.detail(admin, first)).toEqual(detailBefore);
      expect(await calls.templates()).toEqual(templatesBefore);

      // The triggers still work: a new enquiry gets its case, its search row and its count.
      const later = await enquiries.store(
        sampleEnquiry({
          firstName: "Keerthana",
          email: "keerthana@example.in",
          phone: "+91 90000 11111",
          language: "te",
        }),
      );
      const inboxAfter = await cases.inbox(admin, { filters: {}, limit: 50 });
      expect(inboxAfter.counts.new).toBe(inboxBefore.counts.new + 1);
      expect(inboxAfter.items[0]?.id).toBe(later.enquiry.id);
      const found = await cases.inbox(admin, { filters: { q: "keerthana" }, limit: 50 });
      expect(found.items.map((item) => item.id)).toEqual([later.enquiry.id]);
      expect((await cases.inbox(admin, { filters: { q: "90000 11111" }, limit: 50 })).items).toHaveLength(1);

      // A language that is not (yet) in contract/languages.ts is stored: the application decides.
      expect(
        await refusal(() =>
          sql`update enquiries set language = 'hi', page_language = 'hi' where id = ${first}`.execute(kysely),
        ),
      ).toBeUndefined();
      expect(
        await refusal(() =>
          sql`update whatsapp_templates set language = 'hi' where name = 'Reminder'`.execute(kysely),
        ),
      ).toBeUndefined();

      // Down again refuses while a row holds such a language; without it, the CHECKs come back.
      await expect(migrate("down")).rejects.toThrow(/other than en and te/);
      await sql`update enquiries set language = 'te', page_language = 'te' where id = ${first}`.execute(
        kysely,
      );
      await sql`update whatsapp_templates set language = 'te' where name = 'Reminder'`.execute(kysely);
      expect(await migrate("down")).toEqual(["Down 0018-languages-as-data Success"]);
      expect(await languageChecks(kysely, postgres)).toHaveLength(3);
      expect(await migrate("up")).toEqual(["Up 0018-languages-as-data Success"]);
      // The later migrations apply on top (the search index's among them, which the search below needs).
      expect(await migrate("latest")).toContain("Up 0019-search-index-after-write Success");
      expect((await cases.inbox(admin, { filters: { q: "keerthana" }, limit: 50 })).items).toHaveLength(1);
    }, 120_000);
  });
}
