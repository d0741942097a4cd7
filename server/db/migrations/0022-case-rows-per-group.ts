/**
 * On SQLite, the case rows of new enquiries are written once per group commit, not by a trigger per
 * enquiry (server/db/case-rows.ts; docs/staff-console.md, "Data"; docs/benchmarks.md, "API").
 *
 * The insert trigger of the enquiries table (`enquiry_case_insert`, as migration 0008 left it) ran inside
 * each enquiry's savepoint of a group commit; one statement that writes the case rows of the whole group
 * at the end of its transaction, before its commit, does the same work for less than half the CPU time
 * per enquiry. The rows are committed with their enquiries, so nothing outside the transaction sees an
 * enquiry without its case row; whatever stores enquiries writes them (`writeCaseRows`).
 *
 * PostgreSQL keeps its trigger: nothing changes there.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const digits = [" ", "-", "+", "(", ")", ".", "/"].reduce(
  (inner, char) => `replace(${inner}, '${char}', '')`,
  "new.phone",
);

export async function up(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger enquiry_case_insert`.execute(db);
}

/** The trigger as migration 0008 created it, and a case row for any enquiry stored without one meanwhile. */
export async function down(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) return;
  await sql`
    insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at, kind, page, utm_source, from_referrer, name_key, source_key)
    select new.id, new.created_at, 'new', ${sql.raw(digits)}, substr(${sql.raw(digits)}, -10), lower(coalesce(new.email, '')), new.created_at,
           new.kind, new.page, new.utm_source, case when new.referrer is null then 0 else 1 end, lower(new.first_name || coalesce(' ' || new.last_name, '')),
           lower(coalesce(new.utm_source, '') || char(10) || coalesce(new.referrer, '') || char(10) || coalesce(new.page, ''))
    from enquiries new
    where not exists (select 1 from enquiry_cases c where c.enquiry_id = new.id)
    order by new.rowid`.execute(db);
  await sql`
    create trigger enquiry_case_insert after insert on enquiries
    begin
      insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at, kind, page, utm_source, from_referrer, name_key, source_key)
      values (new.id, new.created_at, 'new', ${sql.raw(digits)}, substr(${sql.raw(digits)}, -10), lower(coalesce(new.email, '')), new.created_at,
              new.kind, new.page, new.utm_source, case when new.referrer is null then 0 else 1 end, lower(new.first_name || coalesce(' ' || new.last_name, '')),
              lower(coalesce(new.utm_source, '') || char(10) || coalesce(new.referrer, '') || char(10) || coalesce(new.page, '')));
    end`.execute(db);
}
