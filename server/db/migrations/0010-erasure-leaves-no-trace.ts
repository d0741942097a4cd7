/**
 * An erased enquiry leaves no trace in the database (docs/staff-dashboard-and-privacy.md):
 *
 * - SQLite: the inbox search's FTS5 index (`enquiry_search`, 0006) normally keeps a deleted row's
 *   entries in its segments, marked deleted, until a later merge: the trigrams of an erased name, email
 *   and phone would stay in the file. FTS5's `secure-delete` option (a setting kept with the index)
 *   removes them at once; the `rebuild` then builds the index anew from its rows, dropping what earlier
 *   erasures left behind.
 * - Both: the inbox's kept counts (`enquiry_case_counts`, 0006) keep a key whose count fell to zero; its
 *   source text may hold an erased enquiry's referrer. Such keys go (erasures remove them from now on).
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.deleteFrom("enquiry_case_counts").where("n", "<=", 0).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`insert into enquiry_search (enquiry_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into enquiry_search (enquiry_search) values ('rebuild')`.execute(db);
}

export async function down(db: AnyDatabase): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`insert into enquiry_search (enquiry_search, rank) values ('secure-delete', 0)`.execute(db);
}
