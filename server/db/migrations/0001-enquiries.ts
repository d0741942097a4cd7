/** Enquiries and their mail outbox (docs/enquiries.md). Written with Kysely's schema builder: the same on SQLite and PostgreSQL. */
import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["contact", "service"])))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("comments", "text")
    .addColumn("page", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("enquiries_created_at").on("enquiries").column("created_at").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id"))
    .addColumn("status", "text", (c) => c.notNull().check(sqlIn("status", ["pending", "sent", "dead"])))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_enquiry").on("outbox").column("enquiry_id").execute();
}

/** `column in ('a', 'b')` for a CHECK constraint; the values are constants of this file, never input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("enquiries").execute();
}
