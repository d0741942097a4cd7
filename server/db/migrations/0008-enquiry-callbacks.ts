/**
 * Call-back requests, the language and purpose of an enquiry, and likely duplicates (docs/enquiries.md):
 *
 * - `enquiries.kind` may be `callback`: a request to be called back, with one name (in `first_name`), a
 *   phone, `callback_slot` (today or tomorrow, morning, afternoon or evening, counted in India from
 *   `created_at`) and `language`. It has no last name and no email: both columns become nullable.
 * - `language` (`en` or `te`): the language the person would like to be called in; null for enquiries
 *   received before it was recorded.
 * - `purpose`: what the contact form's person would like help with, when they said.
 * - `duplicate_of`: the first enquiry of a likely duplicate (the same form from the same email or phone
 *   within minutes); such an enquiry is stored but not mailed again.
 *
 * The trigger that gives each enquiry its console case (0003, 0005) now reads a missing email as `''`
 * and a missing last name as nothing.
 *
 * On SQLite the CHECK of `kind` is a column constraint of 0001 without a name, which no ALTER TABLE can
 * change; it is widened in place by SQLite's documented procedure for loosening a constraint
 * (https://sqlite.org/lang_altertable.html, "making other kinds of table schema changes": the table's
 * text in sqlite_schema is edited under writable_schema, and schema_version is moved on), inside the
 * migration run's transaction (server/db/database.ts turns SQLite's defensive mode off for the run).
 * Every stored row satisfies the wider CHECK, so nothing else changes on disk.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const kinds = ["contact", "service", "callback"];
const languages = ["en", "te"];
const purposes = ["shortlist", "visa", "loan", "test-prep", "mock-interview", "other"];
const slots = [
  "today-morning",
  "today-afternoon",
  "today-evening",
  "tomorrow-morning",
  "tomorrow-afternoon",
  "tomorrow-evening",
];

/** `column in ('a', 'b')` for a CHECK constraint; the values are constants of this file, never input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** The text of a CHECK on kind as Kysely wrote it in 0001 (`"kind" in ('contact', 'service')`). */
const kindCheckText = (values: readonly string[]) =>
  `"kind" in (${values.map((value) => `'${value}'`).join(", ")})`;

/** SQLite: replaces the CHECK of `kind` in the enquiries table's definition (see the comment above). */
async function setSqliteKindCheck(db: AnyDatabase, from: readonly string[], to: readonly string[]) {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_schema where type = 'table' and name = 'enquiries'`.execute(db);
  const definition = table.rows[0]?.sql ?? "";
  if (!definition.includes(kindCheckText(from))) {
    throw new Error(`The enquiries table has no CHECK ${kindCheckText(from)} to change.`);
  }
  const version = await sql<{ schema_version: number }>`pragma schema_version`.execute(db);
  const next = Number(version.rows[0]?.schema_version ?? 0) + 1;
  await sql`pragma writable_schema = on`.execute(db);
  try {
    await sql`
      update sqlite_schema set sql = ${definition.replace(kindCheckText(from), kindCheckText(to))}
      where type = 'table' and name = 'enquiries'`.execute(db);
    await sql.raw(`pragma schema_version = ${next}`).execute(db);
  } finally {
    await sql`pragma writable_schema = off`.execute(db);
  }
}

/** Characters people type in phone numbers, removed to match on digits (as in 0003 and 0005). */
const PHONE_PUNCTUATION = [" ", "-", "+", "(", ")", ".", "/"];
const sqliteDigits = (column: string) =>
  PHONE_PUNCTUATION.reduce((inner, char) => `replace(${inner}, '${char}', '')`, column);

const sourceKey = (row: string, newline: string) =>
  `lower(coalesce(${row}.utm_source, '') || ${newline} || coalesce(${row}.referrer, '') || ${newline} || coalesce(${row}.page, ''))`;

const caseColumns =
  "enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at, kind, page, utm_source, from_referrer, name_key, source_key";

/**
 * The case trigger of 0005; `nullable`: an enquiry may lack its email (email_key `''`) and last name
 * (the name key is the first name alone).
 */
async function createCaseTrigger(db: AnyDatabase, nullable: boolean): Promise<void> {
  const postgres = isPostgres(db);
  const newline = postgres ? "chr(10)" : "char(10)";
  const email = nullable ? "lower(coalesce(new.email, ''))" : "lower(new.email)";
  const nameKey = nullable
    ? "lower(new.first_name || coalesce(' ' || new.last_name, ''))"
    : "lower(new.first_name || ' ' || new.last_name)";
  const copies =
    `new.kind, new.page, new.utm_source, case when new.referrer is null then 0 else 1 end, ` +
    `${nameKey}, ${sourceKey("new", newline)}`;
  if (postgres) {
    await sql`
      create or replace function enquiry_case_for_new_enquiry() returns trigger language plpgsql as $$
      begin
        insert into enquiry_cases (${sql.raw(caseColumns)})
        values (new.id, new.created_at, 'new', regexp_replace(new.phone, '\\D', '', 'g'),
                right(regexp_replace(new.phone, '\\D', '', 'g'), 10), ${sql.raw(email)}, new.created_at,
                ${sql.raw(copies)});
        return new;
      end
      $$`.execute(db);
  } else {
    const digits = sql.raw(sqliteDigits("new.phone"));
    await sql`drop trigger enquiry_case_insert`.execute(db);
    await sql`
      create trigger enquiry_case_insert after insert on enquiries
      begin
        insert into enquiry_cases (${sql.raw(caseColumns)})
        values (new.id, new.created_at, 'new', ${digits}, substr(${digits}, -10), ${sql.raw(email)}, new.created_at,
                ${sql.raw(copies)});
      end`.execute(db);
  }
}

export async function up(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table enquiries drop constraint if exists enquiries_kind_check`.execute(db);
    await sql`alter table enquiries add constraint enquiries_kind_check check (${sqlIn("kind", kinds)})`.execute(
      db,
    );
  } else {
    await setSqliteKindCheck(db, ["contact", "service"], kinds);
  }
  for (const column of ["last_name", "email"]) {
    await db.schema
      .alterTable("enquiries")
      .alterColumn(column, (c) => c.dropNotNull())
      .execute();
  }
  await db.schema
    .alterTable("enquiries")
    .addColumn("language", "text", (c) => c.check(sqlIn("language", languages)))
    .execute();
  await db.schema
    .alterTable("enquiries")
    .addColumn("purpose", "text", (c) => c.check(sqlIn("purpose", purposes)))
    .execute();
  await db.schema
    .alterTable("enquiries")
    .addColumn("callback_slot", "text", (c) => c.check(sqlIn("callback_slot", slots)))
    .execute();
  await db.schema.alterTable("enquiries").addColumn("duplicate_of", "text").execute();
  await createCaseTrigger(db, true);
}

export async function down(db: AnyDatabase): Promise<void> {
  // Call-back requests cannot be kept by the older schema (no email, no last name).
  const callbacks = db.selectFrom("enquiries").select("id").where("kind", "=", "callback");
  await db.deleteFrom("outbox").where("enquiry_id", "in", callbacks).execute();
  await db.deleteFrom("enquiries").where("kind", "=", "callback").execute();
  await createCaseTrigger(db, false);
  for (const column of ["duplicate_of", "callback_slot", "purpose", "language"]) {
    await db.schema.alterTable("enquiries").dropColumn(column).execute();
  }
  for (const column of ["email", "last_name"]) {
    await db.schema
      .alterTable("enquiries")
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  }
  if (isPostgres(db)) {
    await sql`alter table enquiries drop constraint if exists enquiries_kind_check`.execute(db);
    await sql`alter table enquiries add constraint enquiries_kind_check check (${sqlIn("kind", ["contact", "service"])})`.execute(
      db,
    );
  } else {
    await setSqliteKindCheck(db, kinds, ["contact", "service"]);
  }
}
