/**
 * The outbox carries two kinds of delivery for each enquiry (docs/enquiries.md, "Webhook"): the staff
 * `mail` every enquiry has, and, when WEBHOOK_URL is set, a `webhook` call to the office's own system.
 * Existing rows are mail. Readers that mean the mail (the inbox, the CSV export, the mail cap) filter
 * on `kind = 'mail'`; the worker claims each kind on its own.
 */
import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable("outbox")
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .defaultTo("mail")
        .check(sql`kind in ('mail', 'webhook')`),
    )
    .execute();
  // Claims look for one kind's due rows.
  await db.schema
    .createIndex("outbox_kind_due")
    .on("outbox")
    .columns(["kind", "status", "next_attempt_at"])
    .execute();
  // At most one delivery of each kind per enquiry: joins on (enquiry, kind) never duplicate a row.
  await db.schema
    .createIndex("outbox_enquiry_kind")
    .on("outbox")
    .columns(["enquiry_id", "kind"])
    .unique()
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("outbox_enquiry_kind").execute();
  await db.schema.dropIndex("outbox_kind_due").execute();
  await db.deleteFrom("outbox").where("kind", "=", "webhook").execute();
  await db.schema.alterTable("outbox").dropColumn("kind").execute();
}
