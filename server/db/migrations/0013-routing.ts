/**
 * Routing of new enquiries (docs/staff-console.md, "Routing"):
 *
 * - `routing_rules`: the admins' ordered rules. Each matches one thing of a new enquiry (the family's
 *   nearest office, their preferred language, the destination page or the form) and sends it to an
 *   office, and optionally to a named counsellor of that office.
 * - `routing_cursors`: one row per office, the counsellor who got the office's last routed enquiry; the
 *   next one goes to the next available counsellor after them (round robin). Updated in the transaction
 *   that stores the enquiry, so that concurrent enquiries take turns.
 * - `staff_users.away_since`: set while a counsellor is away (on leave); routing skips them.
 */
import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const offices = ["guntur", "vijayawada", "hyderabad", "vishakapatnam"];
const matchFields = ["office", "language", "destination", "kind"];

/** `column in ('a', 'b')` for a CHECK constraint; the values are constants of this file, never input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("routing_rules")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("match_field", "text", (c) => c.notNull().check(sqlIn("match_field", matchFields)))
    .addColumn("match_value", "text", (c) => c.notNull())
    .addColumn("office", "text", (c) => c.notNull().check(sqlIn("office", offices)))
    .addColumn("assignee_id", "text", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("routing_rules_position").on("routing_rules").column("position").execute();

  await db.schema
    .createTable("routing_cursors")
    .addColumn("office", "text", (c) => c.primaryKey().check(sqlIn("office", offices)))
    .addColumn("last_assignee_id", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("staff_users").addColumn("away_since", "text").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("away_since").execute();
  await db.schema.dropTable("routing_cursors").execute();
  await db.schema.dropTable("routing_rules").execute();
}
