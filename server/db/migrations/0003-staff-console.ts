/**
 * The staff console (docs/staff-console.md): staff accounts and sessions (the tables better-auth reads
 * and writes, with snake_case columns), the workflow of each enquiry (`enquiry_cases`: status, office,
 * assignee, follow-up), append-only notes, the audit log, and sign-in failure counters.
 *
 * better-auth passes dates as Date objects on PostgreSQL (timestamptz columns) and as ISO strings on
 * SQLite (text), and booleans as 0/1 on SQLite; the console's own tables use ISO text on both, like the
 * rest of the schema.
 *
 * Every enquiry gets its case row in the same transaction that stores it, by a trigger: the public form
 * code does not need to know about the console. Existing enquiries get theirs here.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const statuses = [
  "new",
  "contacted",
  "counselling",
  "applied",
  "offer_received",
  "visa_filed",
  "enrolled",
  "closed",
];
const closeReasons = ["not_interested", "unreachable", "other_agent", "not_eligible", "duplicate", "spam"];
const offices = ["guntur", "vijayawada", "hyderabad", "vishakapatnam"];

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `column in ('a', 'b')` for a CHECK constraint; the values are constants of this file, never input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** Characters people type in phone numbers, removed to match on digits (SQLite has no regexp_replace). */
const PHONE_PUNCTUATION = [" ", "-", "+", "(", ")", ".", "/"];

function sqliteDigits(column: string): string {
  return PHONE_PUNCTUATION.reduce((inner, char) => `replace(${inner}, '${char}', '')`, column);
}

export async function up(db: AnyDatabase): Promise<void> {
  const postgres = isPostgres(db);
  const time = postgres ? sql`timestamptz` : sql`text`;
  const bool = postgres ? sql`boolean` : sql`integer`;

  await db.schema
    .createTable("staff_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", bool, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("role", "text", (c) => c.notNull().check(sqlIn("role", ["admin", "counsellor"])))
    .addColumn("office", "text", (c) => c.notNull().check(sqlIn("office", offices)))
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("expires_at", time, (c) => c.notNull())
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();

  await db.schema
    .createTable("staff_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", time)
    .addColumn("refresh_token_expires_at", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_accounts_user").on("staff_accounts").column("user_id").execute();

  await db.schema
    .createTable("staff_verifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", time, (c) => c.notNull())
    .addColumn("created_at", time, (c) => c.notNull())
    .addColumn("updated_at", time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staff_verifications_identifier")
    .on("staff_verifications")
    .column("identifier")
    .execute();

  // Failed sign-ins per key (`ip:…` or `account:…`), for growing delays.
  await db.schema
    .createTable("staff_sign_in_failures")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", "text", (c) => c.notNull())
    .addColumn("blocked_until", "text")
    .execute();

  await db.schema
    .createTable("enquiry_cases")
    .addColumn("enquiry_id", "text", (c) => c.primaryKey().references("enquiries.id").onDelete("cascade"))
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new").check(sqlIn("status", statuses)))
    .addColumn("close_reason", "text", (c) => c.check(sqlIn("close_reason", closeReasons)))
    .addColumn("office", "text", (c) => c.check(sqlIn("office", offices)))
    .addColumn("assignee_id", "text", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("follow_up_on", "text")
    .addColumn("first_contacted_at", "text")
    .addColumn("phone_digits", "text", (c) => c.notNull())
    // The last 10 digits: the same mobile written with or without +91 or 0 (likely duplicates).
    .addColumn("phone_key", "text", (c) => c.notNull())
    .addColumn("email_key", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const caseIndexes: [string, string[]][] = [
    ["enquiry_cases_received", ["received_at", "enquiry_id"]],
    ["enquiry_cases_status", ["status", "received_at"]],
    ["enquiry_cases_office", ["office", "received_at"]],
    ["enquiry_cases_assignee", ["assignee_id", "received_at"]],
    ["enquiry_cases_follow_up", ["follow_up_on"]],
    ["enquiry_cases_phone", ["phone_key", "received_at"]],
    ["enquiry_cases_email", ["email_key", "received_at"]],
  ];
  for (const [name, columns] of caseIndexes) {
    await db.schema.createIndex(name).on("enquiry_cases").columns(columns).execute();
  }

  if (postgres) {
    await sql`
      create function enquiry_case_for_new_enquiry() returns trigger language plpgsql as $$
      begin
        insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at)
        values (new.id, new.created_at, 'new', regexp_replace(new.phone, '\\D', '', 'g'),
                right(regexp_replace(new.phone, '\\D', '', 'g'), 10), lower(new.email), new.created_at);
        return new;
      end
      $$`.execute(db);
    await sql`
      create trigger enquiry_case_insert after insert on enquiries
      for each row execute function enquiry_case_for_new_enquiry()`.execute(db);
    await sql`
      insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at)
      select id, created_at, 'new', regexp_replace(phone, '\\D', '', 'g'), right(regexp_replace(phone, '\\D', '', 'g'), 10),
             lower(email), created_at from enquiries`.execute(db);
  } else {
    const digits = sql.raw(sqliteDigits("new.phone"));
    await sql`
      create trigger enquiry_case_insert after insert on enquiries
      begin
        insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at)
        values (new.id, new.created_at, 'new', ${digits}, substr(${digits}, -10), lower(new.email), new.created_at);
      end`.execute(db);
    await sql`
      insert into enquiry_cases (enquiry_id, received_at, status, phone_digits, phone_key, email_key, updated_at)
      select id, created_at, 'new', ${sql.raw(sqliteDigits("phone"))}, substr(${sql.raw(sqliteDigits("phone"))}, -10),
             lower(email), created_at from enquiries`.execute(db);
  }

  await db.schema
    .createTable("enquiry_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiry_notes_enquiry")
    .on("enquiry_notes")
    .columns(["enquiry_id", "created_at"])
    .execute();

  // The audit log: one row per change, never updated. `enquiry_id` is not a foreign key, so a row
  // outlives the enquiry it describes (an erased enquiry keeps its PII-free history).
  await db.schema
    .createTable("staff_audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("enquiry_id", "text")
    .addColumn("subject_user_id", "text")
    .addColumn("details", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staff_audit_log_enquiry")
    .on("staff_audit_log")
    .columns(["enquiry_id", "at"])
    .execute();
  await db.schema.createIndex("staff_audit_log_at").on("staff_audit_log").column("at").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("staff_audit_log").execute();
  await db.schema.dropTable("enquiry_notes").execute();
  await sql`drop trigger enquiry_case_insert${isPostgres(db) ? sql` on enquiries` : sql``}`.execute(db);
  if (isPostgres(db)) await sql`drop function enquiry_case_for_new_enquiry()`.execute(db);
  await db.schema.dropTable("enquiry_cases").execute();
  await db.schema.dropTable("staff_sign_in_failures").execute();
  await db.schema.dropTable("staff_verifications").execute();
  await db.schema.dropTable("staff_accounts").execute();
  await db.schema.dropTable("staff_sessions").execute();
  await db.schema.dropTable("staff_users").execute();
}
