/**
 * The only code that touches the analytics_events table (and reads enquiries' pages for the report).
 * Times are ISO 8601 UTC strings, like the rest of the database, so they compare as text.
 */
import { sql, type Kysely } from "kysely";
import type { EventType } from "#contract/events";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";

export interface AnalyticsEventsTable {
  id: string;
  type: EventType;
  session_id: string;
  path: string;
  occurred_at: string;
  received_at: string;
  title: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  percent: number | null;
  seconds: number | null;
  label: string | null;
  target: string | null;
  ip_hash: string;
  city: string | null;
  region: string | null;
  country_code: string | null;
  country_name: string | null;
  postal: string | null;
  latitude: number | null;
  longitude: number | null;
  org: string | null;
  asn: number | null;
  network: string | null;
}

export type EventRow = AnalyticsEventsTable;

type AnalyticsDb = Kysely<DatabaseSchema & { analytics_events: AnalyticsEventsTable }>;

export interface EventsRepository {
  insert(rows: readonly EventRow[]): Promise<void>;
  /** Deletes events received before `cutoff`; returns how many. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
  pageViewsByPath(since: Date): Promise<{ path: string; views: number }[]>;
  sessionCount(since: Date): Promise<number>;
  /** The longest reported duration of each session that reported one, in seconds. */
  sessionDurations(since: Date): Promise<number[]>;
  scrollDepths(since: Date): Promise<{ percent: number; count: number }[]>;
  topButtonClicks(
    since: Date,
    limit: number,
  ): Promise<{ label: string; target: string | null; clicks: number }[]>;
  /** Sessions per place (from page views). */
  visitorsByPlace(
    since: Date,
    limit: number,
  ): Promise<{ countryName: string | null; region: string | null; city: string | null; sessions: number }[]>;
  topUtmSources(since: Date, limit: number): Promise<{ source: string; sessions: number }[]>;
  /** Enquiries per page they were sent from (enquiry context, D6). */
  enquiriesByPage(since: Date): Promise<{ page: string | null; enquiries: number }[]>;
  count(): Promise<number>;
}

/** Rows per INSERT statement: well under SQLite's limit of bound parameters. */
const INSERT_CHUNK = 200;

const n = (value: unknown) => Number(value ?? 0);

export function createEventsRepository(database: Pick<Database, "kysely">): EventsRepository {
  const db = database.kysely.withTables<{ analytics_events: AnalyticsEventsTable }>() as AnalyticsDb;
  const iso = (date: Date) => date.toISOString();
  const events = (since: Date) => db.selectFrom("analytics_events").where("received_at", ">=", iso(since));

  return {
    async insert(rows) {
      if (rows.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await trx
            .insertInto("analytics_events")
            .values(rows.slice(i, i + INSERT_CHUNK))
            .execute();
        }
      });
    },

    async deleteReceivedBefore(cutoff) {
      const result = await db
        .deleteFrom("analytics_events")
        .where("received_at", "<", iso(cutoff))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async pageViewsByPath(since) {
      const rows = await events(since)
        .where("type", "=", "page_view")
        .select(["path", (eb) => eb.fn.countAll().as("views")])
        .groupBy("path")
        .orderBy("views", "desc")
        .orderBy("path")
        .execute();
      return rows.map((row) => ({ path: row.path, views: n(row.views) }));
    },

    async sessionCount(since) {
      const row = await events(since)
        .select((eb) => eb.fn.count("session_id").distinct().as("sessions"))
        .executeTakeFirst();
      return n(row?.sessions);
    },

    async sessionDurations(since) {
      const rows = await events(since)
        .where("type", "=", "session_duration")
        .select(["session_id", (eb) => eb.fn.max("seconds").as("seconds")])
        .groupBy("session_id")
        .execute();
      return rows.map((row) => n(row.seconds));
    },

    async scrollDepths(since) {
      const rows = await events(since)
        .where("type", "=", "scroll_depth")
        .select(["percent", (eb) => eb.fn.countAll().as("count")])
        .groupBy("percent")
        .orderBy("percent")
        .execute();
      return rows.map((row) => ({ percent: n(row.percent), count: n(row.count) }));
    },

    async topButtonClicks(since, limit) {
      const rows = await events(since)
        .where("type", "=", "button_click")
        .select(["label", "target", (eb) => eb.fn.countAll().as("clicks")])
        .groupBy(["label", "target"])
        .orderBy("clicks", "desc")
        .orderBy("label")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ label: row.label ?? "", target: row.target, clicks: n(row.clicks) }));
    },

    async visitorsByPlace(since, limit) {
      const rows = await events(since)
        .where("type", "=", "page_view")
        .select([
          "country_name",
          "region",
          "city",
          (eb) => eb.fn.count("session_id").distinct().as("sessions"),
        ])
        .groupBy(["country_name", "region", "city"])
        .orderBy("sessions", "desc")
        .orderBy("country_name")
        .orderBy("region")
        .orderBy("city")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        countryName: row.country_name,
        region: row.region,
        city: row.city,
        sessions: n(row.sessions),
      }));
    },

    async topUtmSources(since, limit) {
      const rows = await events(since)
        .where("type", "=", "page_view")
        .where("utm_source", "is not", null)
        .select(["utm_source", (eb) => eb.fn.count("session_id").distinct().as("sessions")])
        .groupBy("utm_source")
        .orderBy("sessions", "desc")
        .orderBy("utm_source")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ source: row.utm_source ?? "", sessions: n(row.sessions) }));
    },

    async enquiriesByPage(since) {
      const rows = await db
        .selectFrom("enquiries")
        .where("created_at", ">=", iso(since))
        .select(["page", (eb) => eb.fn.countAll().as("enquiries")])
        .groupBy("page")
        .orderBy("enquiries", "desc")
        .orderBy("page")
        .execute();
      return rows.map((row) => ({ page: row.page, enquiries: n(row.enquiries) }));
    },

    async count() {
      const row = await sql<{
        count: number | string;
      }>`select count(*) as count from analytics_events`.execute(db);
      return n(row.rows[0]?.count);
    },
  };
}
