/**
 * The enquiry API's write back to its speed (docs/benchmarks.md, "API"; docs/enquiries.md, "Storage").
 *
 * SQLite only: the inbox search's FTS5 index (`enquiry_search`, migration 0006) writes what it holds
 * into a new segment whenever a savepoint opens, and the server stores enquiries in groups, each enquiry
 * in its own savepoint (server/db/transaction.ts) with another one for its routing: every enquiry then
 * made a small segment of its own that FTS5 kept merging, about a quarter of a write's CPU time. So a
 * group of writes may now defer the indexing to its end, in the same transaction, after the last
 * savepoint:
 *
 * - `enquiry_search_deferred`: holds one row while a group of writes defers indexing. The group writes
 *   it at its start and deletes it before it commits, so no other connection ever sees it.
 * - `enquiry_search_pending`: the case rows inserted while the row above was there; the group indexes
 *   them at its end (server/db/search-index.ts) and empties the table, before the commit.
 *
 * With no row in `enquiry_search_deferred` (every other writer: the console, a backfill, the tests),
 * the insert trigger indexes at once, as before. A case row that waits in `enquiry_search_pending` is
 * left alone by the update trigger (the group indexes its values as they are at the end), and its
 * delete takes it off the list. So at every commit the index holds what it held before this migration.
 *
 * On PostgreSQL nothing changes: its trigram indexes are the table's own indexes.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The search text of a case row, as migration 0006 writes it: name and email, one per line. */
const searchKeys = (row: string) => `coalesce(${row}.name_key, '') || char(10) || ${row}.email_key`;
const searchRow = (row: string) =>
  `(select id from enquiry_search_rows where enquiry_id = ${row}.enquiry_id)`;
const deferring = "exists (select 1 from enquiry_search_deferred)";

/** The update trigger of migration 0006, for a case row that is not waiting to be indexed. */
async function createUpdateTrigger(db: AnyDatabase, onlyIndexed: boolean): Promise<void> {
  const when = onlyIndexed
    ? sql.raw(`when not exists (select 1 from enquiry_search_pending where enquiry_id = new.enquiry_id)`)
    : sql.raw("");
  await sql`
    create trigger enquiry_search_update after update of name_key, email_key, phone_digits, erased_at
    on enquiry_cases ${when} begin
      delete from enquiry_search where rowid = ${sql.raw(searchRow("old"))};
      insert into enquiry_search (rowid, keys, phone)
        select ${sql.raw(searchRow("new"))}, ${sql.raw(searchKeys("new"))}, new.phone_digits
        where new.erased_at is null;
    end`.execute(db);
}

export async function up(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createTable("enquiry_search_deferred")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .execute();
  await sql`create table enquiry_search_pending (enquiry_id text primary key) without rowid`.execute(db);

  await sql`drop trigger enquiry_search_insert`.execute(db);
  await sql`
    create trigger enquiry_search_insert after insert on enquiry_cases begin
      insert into enquiry_search_rows (enquiry_id) values (new.enquiry_id);
      insert into enquiry_search (rowid, keys, phone)
        select ${sql.raw(searchRow("new"))}, ${sql.raw(searchKeys("new"))}, new.phone_digits
        where new.erased_at is null and not ${sql.raw(deferring)};
      insert into enquiry_search_pending (enquiry_id) select new.enquiry_id where ${sql.raw(deferring)};
    end`.execute(db);
  await sql`drop trigger enquiry_search_update`.execute(db);
  await createUpdateTrigger(db, true);
  await sql`
    create trigger enquiry_search_pending_delete after delete on enquiry_cases begin
      delete from enquiry_search_pending where enquiry_id = old.enquiry_id;
    end`.execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger enquiry_search_pending_delete`.execute(db);
  await sql`drop trigger enquiry_search_update`.execute(db);
  await createUpdateTrigger(db, false);
  await sql`drop trigger enquiry_search_insert`.execute(db);
  await sql`
    create trigger enquiry_search_insert after insert on enquiry_cases begin
      insert into enquiry_search_rows (enquiry_id) values (new.enquiry_id);
      insert into enquiry_search (rowid, keys, phone)
        select ${sql.raw(searchRow("new"))}, ${sql.raw(searchKeys("new"))}, new.phone_digits
        where new.erased_at is null;
    end`.execute(db);
  await sql`drop table enquiry_search_pending`.execute(db);
  await db.schema.dropTable("enquiry_search_deferred").execute();
}
