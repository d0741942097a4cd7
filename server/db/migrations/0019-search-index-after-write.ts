/**
 * The inbox search's index is written after the enquiry's transaction, not inside it
 * (docs/enquiries.md, "Search index"; docs/benchmarks.md, "API").
 *
 * On SQLite each new case row used to go into the FTS5 trigram index (`enquiry_search`, migration 0006)
 * by its insert trigger: FTS5 writes a segment of its own at every savepoint, and each enquiry of a group
 * commit has two, so the index cost about a sixth of an enquiry's write. Now the insert trigger only
 * numbers the row (`enquiry_search_rows`, as before), and `enquiry_search_progress.indexed_to` says up to
 * which number the index holds the rows. The rows above it are indexed in one statement, in one
 * transaction of their own, soon after they are stored and always before a search reads the index
 * (server/staff/search-index-repository.ts), so a search still finds every enquiry stored before it.
 *
 * - A change of a case row still updates its index entry at once when the row is indexed; a row not yet
 *   indexed is left alone, and is indexed later as it is then.
 * - The insert trigger gives the new row a number above both the highest row and `indexed_to`: a number
 *   freed by a deleted row is never given again below the mark, where it would never be indexed.
 * - Erased rows are not indexed (as before): an enquiry erased before it was indexed never enters it.
 *
 * PostgreSQL searches with trigram GIN indexes on the case rows' own columns (migration 0006), which
 * PostgreSQL keeps itself; nothing of the search changes there.
 *
 * On both databases the outbox loses `outbox_enquiry` (enquiry_id), one more index written with every
 * enquiry: the unique `outbox_enquiry_kind` (enquiry_id, kind) of migration 0007 begins with the same
 * column and serves every query by enquiry.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The text the index keeps of a case row (migration 0006): its name and email, one per line. */
const searchKeys = (row: string) => `coalesce(${row}.name_key, '') || char(10) || ${row}.email_key`;
/** The number of a case row's index entry. */
const searchRow = (row: string) =>
  `(select id from enquiry_search_rows where enquiry_id = ${row}.enquiry_id)`;
const indexedTo = `(select indexed_to from enquiry_search_progress where id = 1)`;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("outbox_enquiry").execute();
  if (isPostgres(db)) return;
  await db.schema
    .createTable("enquiry_search_progress")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("indexed_to", "integer", (c) => c.notNull())
    .execute();
  // Every row is in the index now (the trigger of 0006 wrote it).
  await sql`insert into enquiry_search_progress (id, indexed_to)
    select 1, coalesce(max(id), 0) from enquiry_search_rows`.execute(db);
  await sql`drop trigger enquiry_search_insert`.execute(db);
  await sql`drop trigger enquiry_search_update`.execute(db);
  await sql`
    create trigger enquiry_search_insert after insert on enquiry_cases begin
      insert into enquiry_search_rows (id, enquiry_id)
      values (max(coalesce((select max(id) from enquiry_search_rows), 0), ${sql.raw(indexedTo)}) + 1, new.enquiry_id);
    end`.execute(db);
  await sql`
    create trigger enquiry_search_update after update of name_key, email_key, phone_digits, erased_at
    on enquiry_cases when ${sql.raw(searchRow("new"))} <= ${sql.raw(indexedTo)} begin
      delete from enquiry_search where rowid = ${sql.raw(searchRow("old"))};
      insert into enquiry_search (rowid, keys, phone)
      select ${sql.raw(searchRow("new"))}, ${sql.raw(searchKeys("new"))}, new.phone_digits where new.erased_at is null;
    end`.execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.createIndex("outbox_enquiry").on("outbox").column("enquiry_id").execute();
  if (isPostgres(db)) return;
  // Index what is waiting, then put back the triggers of 0006.
  await sql`
    insert into enquiry_search (rowid, keys, phone)
    select r.id, ${sql.raw(searchKeys("c"))}, c.phone_digits
    from enquiry_search_rows r join enquiry_cases c on c.enquiry_id = r.enquiry_id
    where r.id > ${sql.raw(indexedTo)} and c.erased_at is null`.execute(db);
  await sql`drop trigger enquiry_search_insert`.execute(db);
  await sql`drop trigger enquiry_search_update`.execute(db);
  await db.schema.dropTable("enquiry_search_progress").execute();
  const indexNew = `insert into enquiry_search (rowid, keys, phone)
      select ${searchRow("new")}, ${searchKeys("new")}, new.phone_digits where new.erased_at is null;`;
  await sql`
    create trigger enquiry_search_insert after insert on enquiry_cases begin
      insert into enquiry_search_rows (enquiry_id) values (new.enquiry_id);
      ${sql.raw(indexNew)}
    end`.execute(db);
  await sql`
    create trigger enquiry_search_update after update of name_key, email_key, phone_digits, erased_at
    on enquiry_cases begin
      delete from enquiry_search where rowid = ${sql.raw(searchRow("old"))};
      ${sql.raw(indexNew)}
    end`.execute(db);
}
