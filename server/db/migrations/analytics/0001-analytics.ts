/**
 * The analytics store (docs/analytics.md): one row per event, and the IP hash's salt of the current day.
 * No raw IP: `ip_hash` is a keyed hash with a salt that is deleted when its day ends; the geolocation
 * columns are coarse (city level, rounded coordinates, at most a /24 or /48 network).
 */
import { type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("percent", "integer")
    .addColumn("seconds", "integer")
    .addColumn("label", "text")
    .addColumn("target", "text")
    .addColumn("ip_hash", "text", (c) => c.notNull())
    .addColumn("city", "text")
    .addColumn("region", "text")
    .addColumn("country_code", "text")
    .addColumn("country_name", "text")
    .addColumn("postal", "text")
    .addColumn("latitude", "real")
    .addColumn("longitude", "real")
    .addColumn("org", "text")
    .addColumn("asn", "integer")
    .addColumn("network", "text")
    .execute();
  await db.schema
    .createIndex("analytics_events_received_at")
    .on("analytics_events")
    .column("received_at")
    .execute();
  await db.schema
    .createIndex("analytics_events_type_received_at")
    .on("analytics_events")
    .columns(["type", "received_at"])
    .execute();

  await db.schema
    .createTable("ip_hash_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("ip_hash_salts").execute();
  await db.schema.dropTable("analytics_events").execute();
}
