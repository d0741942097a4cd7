/**
 * The counsellor's day (docs/staff-console.md): the columns and the table that routing, follow-ups, call
 * logging, My day and the per-counsellor figures share.
 *
 * - `enquiries.office`: the office the family chose as nearest on the form (optional; routing reads it).
 * - `enquiry_cases.follow_up_time`: the time of day of the follow-up (`HH:MM` in India), beside its date
 *   `follow_up_on`; null for a follow-up without a time (it is due at the start of its day).
 * - `enquiry_calls`: every call or WhatsApp message a counsellor logged on an enquiry, with its outcome
 *   (a call: reached, no answer, busy, wrong number, call back later and when); deleted with the enquiry.
 * - `enquiry_cases.call_attempts`, `last_call_outcome`, `last_call_at`: the count and the latest of them,
 *   kept with the case so that the inbox shows them without reading the calls of every row.
 */
import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const offices = ["guntur", "vijayawada", "hyderabad", "vishakapatnam"];
const channels = ["call", "whatsapp"];
const outcomes = ["reached", "no_answer", "busy", "wrong_number", "call_back_later", "sent"];

/** `column in ('a', 'b')` for a CHECK constraint; the values are constants of this file, never input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable("enquiries")
    .addColumn("office", "text", (c) => c.check(sqlIn("office", offices)))
    .execute();

  await db.schema.alterTable("enquiry_cases").addColumn("follow_up_time", "text").execute();
  await db.schema
    .alterTable("enquiry_cases")
    .addColumn("call_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("enquiry_cases")
    .addColumn("last_call_outcome", "text", (c) => c.check(sqlIn("last_call_outcome", outcomes)))
    .execute();
  await db.schema.alterTable("enquiry_cases").addColumn("last_call_at", "text").execute();

  await db.schema
    .createTable("enquiry_calls")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
    .addColumn("staff_id", "text", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("channel", "text", (c) => c.notNull().check(sqlIn("channel", channels)))
    .addColumn("outcome", "text", (c) => c.notNull().check(sqlIn("outcome", outcomes)))
    /** When the family asked to be called back (ISO), for `call_back_later`. */
    .addColumn("call_back_at", "text")
    /** The WhatsApp message as sent (the template filled in); emptied when the enquiry is erased. */
    .addColumn("message", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiry_calls_enquiry")
    .on("enquiry_calls")
    .columns(["enquiry_id", "at"])
    .execute();
  await db.schema
    .createIndex("enquiry_calls_staff")
    .on("enquiry_calls")
    .columns(["staff_id", "at"])
    .execute();
  await db.schema.createIndex("enquiry_calls_at").on("enquiry_calls").column("at").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("enquiry_calls").execute();
  for (const column of ["last_call_at", "last_call_outcome", "call_attempts", "follow_up_time"]) {
    await db.schema.alterTable("enquiry_cases").dropColumn(column).execute();
  }
  await db.schema.alterTable("enquiries").dropColumn("office").execute();
}
