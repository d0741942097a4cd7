/**
 * Every enquiry's case row writes one index fewer (docs/benchmarks.md, "API"; docs/staff-console.md,
 * "Speed").
 *
 * `enquiry_cases_counts` (migration 0005) held fifteen columns of each case row, the long keys of the name,
 * email and source among them, so that the inbox could be listed and counted from the index alone. Since
 * migration 0006 the counts per status come from the kept counts (`enquiry_case_counts`), and a page of
 * the list is 50 rows: newest first, `enquiry_cases_received` (received_at, enquiry_id) finds them and
 * each filter with a column of its own has its index (status, office, assignee, follow-ups, phone,
 * email); a counsellor's view walks the same index newest first (server/staff/case-repository.ts,
 * `visibleTo`). Writing it was about a sixth of the CPU time of an enquiry's write on SQLite: the
 * number of indexes counts, not their width (a narrower index in its place saved nothing).
 */
import type { Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

/** The columns of the index, as migration 0005 created it. */
const countsColumns = [
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
  "first_contacted_at",
  "utm_source",
  "from_referrer",
];

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("enquiry_cases_counts").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.createIndex("enquiry_cases_counts").on("enquiry_cases").columns(countsColumns).execute();
}
