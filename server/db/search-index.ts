/**
 * The inbox search's index on SQLite, indexed at the end of a group of enquiry writes instead of in each
 * write (migration 0019: FTS5 writes out what it holds whenever a savepoint opens, and every write of a
 * group has its savepoints). Both run inside the group's transaction (server/db/transaction.ts), so no
 * other connection ever sees an enquiry without its index entry.
 */
import { sql, type Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

/** From now until `indexDeferred`, new case rows wait in `enquiry_search_pending` instead of being indexed. */
export async function deferSearchIndex(trx: Kysely<DatabaseSchema>): Promise<void> {
  await sql`insert into enquiry_search_deferred (id) values (1)`.execute(trx);
}

/**
 * Indexes the case rows that waited, as migration 0006's trigger would have (name and email, one per
 * line, and the phone's digits; erased ones not), in one statement, and stops deferring.
 */
export async function indexDeferred(trx: Kysely<DatabaseSchema>): Promise<void> {
  await sql`
    insert into enquiry_search (rowid, keys, phone)
    select r.id, coalesce(c.name_key, '') || char(10) || c.email_key, c.phone_digits
    from enquiry_search_pending p
    join enquiry_cases c on c.enquiry_id = p.enquiry_id
    join enquiry_search_rows r on r.enquiry_id = p.enquiry_id
    where c.erased_at is null`.execute(trx);
  await sql`delete from enquiry_search_pending`.execute(trx);
  await sql`delete from enquiry_search_deferred`.execute(trx);
}
