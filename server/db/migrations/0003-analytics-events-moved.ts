/**
 * Analytics events live in their own store from now on (server/db/migrations/analytics/), so that they can
 * never fill or lock the database that holds enquiries. This renames the old table; when the server starts,
 * the analytics plugin copies its rows into the analytics store and drops it
 * (server/analytics/legacy-events-repository.ts).
 */
import { type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export const legacyEventsTable = "analytics_events_to_move";

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("analytics_events").renameTo(legacyEventsTable).execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable(legacyEventsTable).renameTo("analytics_events").execute();
}
