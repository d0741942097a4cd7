/**
 * Erasure and retention of enquiries, and the inbox at 100,000 enquiries
 * (docs/staff-dashboard-and-privacy.md, docs/benchmarks.md "Staff console"):
 *
 * - `enquiry_cases.erased_at` marks an enquiry whose personal fields were deleted, on the person's request
 *   or by the retention job; such enquiries stay counted in the dashboard but leave every list, detail,
 *   export and search.
 * - The case row gets copies of what the inbox filters and the dashboard count (the form, the page, the
 *   utm_source, whether a referrer sent it, the name in lower case, and one text of utm_source, referrer
 *   and page for the source filter), written by the same trigger that creates the case. Filters, counts
 *   and the dashboard then read the case rows and one covering index, never a join per row.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Characters people type in phone numbers, removed to match on digits (as in 0003). */
const PHONE_PUNCTUATION = [" ", "-", "+", "(", ")", ".", "/"];
const sqliteDigits = (column: string) =>
  PHONE_PUNCTUATION.reduce((inner, char) => `replace(${inner}, '${char}', '')`, column);

/** The source filter's text: utm_source, referrer and page, one per line (a search never spans lines). */
const sourceKey = (row: string, newline: string) =>
  `lower(coalesce(${row}.utm_source, '') || ${newline} || coalesce(${row}.referrer, '') || ${newline} || coalesce(${row}.page, ''))`;

export async function up(db: AnyDatabase): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable("enquiry_cases").addColumn("erased_at", "text").execute();
  for (const column of ["kind", "page", "utm_source", "name_key", "source_key"]) {
    await db.schema.alterTable("enquiry_cases").addColumn(column, "text").execute();
  }
  await db.schema.alterTable("enquiry_cases").addColumn("from_referrer", "integer").execute();

  const newline = postgres ? "chr(10)" : "char(10)";
  await sql`
    update enquiry_cases set
      kind = (select e.kind from enquiries e where e.id = enquiry_cases.enquiry_id),
      page = (select e.page from enquiries e where e.id = enquiry_cases.enquiry_id),
      utm_source = (select e.utm_source from enquiries e where e.id = enquiry_cases.enquiry_id),
      from_referrer = (select case when e.referrer is null then 0 else 1 end from enquiries e where e.id = enquiry_cases.enquiry_id),
      name_key = (select lower(e.first_name || ' ' || e.last_name) from enquiries e where e.id = enquiry_cases.enquiry_id),
      source_key = (select ${sql.raw(sourceKey("e", newline))} from enquiries e where e.id = enquiry_cases.enquiry_id)
  `.execute(db);

  const columns = sql.raw(
    "enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at, kind, page, utm_source, from_referrer, name_key, source_key",
  );
  const copies = (row: string) =>
    sql.raw(
      `${row}.kind, ${row}.page, ${row}.utm_source, case when ${row}.referrer is null then 0 else 1 end, ` +
        `lower(${row}.first_name || ' ' || ${row}.last_name), ${sourceKey(row, newline)}`,
    );
  if (postgres) {
    await sql`
      create or replace function enquiry_case_for_new_enquiry() returns trigger language plpgsql as $$
      begin
        insert into enquiry_cases (${columns})
        values (new.id, new.created_at, 'new', regexp_replace(new.phone, '\\D', '', 'g'),
                right(regexp_replace(new.phone, '\\D', '', 'g'), 10), lower(new.email), new.created_at,
                ${copies("new")});
        return new;
      end
      $$`.execute(db);
  } else {
    const digits = sql.raw(sqliteDigits("new.phone"));
    await sql`drop trigger enquiry_case_insert`.execute(db);
    await sql`
      create trigger enquiry_case_insert after insert on enquiries
      begin
        insert into enquiry_cases (${columns})
        values (new.id, new.created_at, 'new', ${digits}, substr(${digits}, -10), lower(new.email), new.created_at,
                ${copies("new")});
      end`.execute(db);
  }

  // The retention job looks for closed enquiries untouched since a cutoff.
  await db.schema
    .createIndex("enquiry_cases_status_updated")
    .on("enquiry_cases")
    .columns(["status", "updated_at"])
    .execute();
  // The inbox newest first with any filter, and its counts per status, read from this index alone.
  await db.schema
    .createIndex("enquiry_cases_counts")
    .on("enquiry_cases")
    .columns([
      "erased_at",
      "received_at",
      "status",
      "office",
      "assignee_id",
      "follow_up_on",
      "kind",
      "page",
      "phone_digits",
      "email_key",
      "name_key",
      "source_key",
      // and what the dashboard counts.
      "first_contacted_at",
      "utm_source",
      "from_referrer",
    ])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.dropIndex("enquiry_cases_counts").execute();
  await db.schema.dropIndex("enquiry_cases_status_updated").execute();
  // The trigger of 0003.
  if (postgres) {
    await sql`
      create or replace function enquiry_case_for_new_enquiry() returns trigger language plpgsql as $$
      begin
        insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at)
        values (new.id, new.created_at, 'new', regexp_replace(new.phone, '\\D', '', 'g'),
                right(regexp_replace(new.phone, '\\D', '', 'g'), 10), lower(new.email), new.created_at);
        return new;
      end
      $$`.execute(db);
  } else {
    const digits = sql.raw(sqliteDigits("new.phone"));
    await sql`drop trigger enquiry_case_insert`.execute(db);
    await sql`
      create trigger enquiry_case_insert after insert on enquiries
      begin
        insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at)
        values (new.id, new.created_at, 'new', ${digits}, substr(${digits}, -10), lower(new.email), new.created_at);
      end`.execute(db);
  }
  for (const column of [
    "source_key",
    "name_key",
    "from_referrer",
    "utm_source",
    "page",
    "kind",
    "erased_at",
  ]) {
    await db.schema.alterTable("enquiry_cases").dropColumn(column).execute();
  }
}
