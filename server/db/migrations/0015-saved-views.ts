/**
 * My day and saved views (docs/staff-console.md, "My day", "Saved views").
 *
 * - `staff_saved_views`: the inbox filters a person saved under a name (JSON of the inbox's query); one
 *   name per person; deleted with the person.
 * - Two narrow indexes that My day reads: a person's enquiries by status and form, oldest first (new ones
 *   assigned to them; call-back requests not yet contacted, also the unassigned ones with
 *   `assignee_id is null`), with the office and erasure to check from the index alone; and a person's
 *   follow-ups of live enquiries by day and time.
 */
import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("staff_saved_views")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("filters", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staff_saved_views_user_name")
    .on("staff_saved_views")
    .columns(["user_id", "name"])
    .unique()
    .execute();

  await db.schema
    .createIndex("enquiry_cases_mine")
    .on("enquiry_cases")
    .columns(["assignee_id", "status", "received_at", "kind", "office", "erased_at"])
    .execute();
  await db.schema
    .createIndex("enquiry_cases_my_follow_ups")
    .on("enquiry_cases")
    .columns(["assignee_id", "follow_up_on", "follow_up_time", "status"])
    .where(sql.ref("follow_up_on"), "is not", null)
    .where(sql.ref("erased_at"), "is", null)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("enquiry_cases_my_follow_ups").execute();
  await db.schema.dropIndex("enquiry_cases_mine").execute();
  await db.schema.dropTable("staff_saved_views").execute();
}
