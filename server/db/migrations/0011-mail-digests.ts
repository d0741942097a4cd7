/**
 * Mail past the daily cap goes out as digests (docs/enquiries.md, "Mail to the office"): at most one per
 * interval of the UTC day, all server instances together. `mail_digests` has one row per interval that a
 * worker took (its start is the key, so a second instance cannot take the same one); `outbox.digest`
 * names the interval whose digest carried a row, so the daily cap counts single mails only.
 */
import type { Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("mail_digests")
    .addColumn("slot", "text", (c) => c.primaryKey())
    .addColumn("taken_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("enquiries", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("outbox").addColumn("digest", "text").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("digest").execute();
  await db.schema.dropTable("mail_digests").execute();
}
