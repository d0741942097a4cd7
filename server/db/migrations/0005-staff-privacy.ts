/**
 * Erasure and retention of enquiries (docs/staff-dashboard-and-privacy.md): `enquiry_cases.erased_at`
 * marks an enquiry whose personal fields were deleted, on the person's request or by the retention job;
 * such enquiries stay counted in the dashboard but leave every list, detail, export and search.
 */
import { type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("enquiry_cases").addColumn("erased_at", "text").execute();
  // The retention job looks for closed enquiries untouched since a cutoff.
  await db.schema
    .createIndex("enquiry_cases_status_updated")
    .on("enquiry_cases")
    .columns(["status", "updated_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("enquiry_cases_status_updated").execute();
  await db.schema.alterTable("enquiry_cases").dropColumn("erased_at").execute();
}
