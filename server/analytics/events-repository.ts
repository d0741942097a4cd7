/**
 * The only code that touches the analytics store (server/db/database.ts: its own SQLite file or
 * PostgreSQL schema): events, the IP hash's daily salts, and, for the report, the enquiries' pages in
 * the main database. Times are ISO 8601 UTC strings, like the rest of the data, so they compare as text.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { unavailableReason } from "../db/errors.ts";
import type { AnalyticsEventsTable, AnalyticsSchema } from "../db/schema.ts";

export type { AnalyticsEventsTable } from "../db/schema.ts";
export type EventRow = AnalyticsEventsTable;

export interface InsertResult {
  stored: number;
  /** Rows the database refused one by one (the rest of their batch was stored). */
  refused: number;
}

export interface EventsRepository {
  /**
   * Stores rows in one transaction; if the database refuses the batch (a row it cannot store), stores
   * them one by one so that one bad row costs that row only. Throws when the database is unavailable.
   */
  insert(rows: readonly EventRow[]): Promise<InsertResult>;
  /** Deletes events received before `cutoff`; returns how many. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
  /** The salt of the IP hash for `day`: `candidate` if none was stored yet, else the one stored first. */
  ipHashSalt(day: string, candidate: string): Promise<string>;
  /** Deletes the salts of days before `day` (`2025-01-31`). */
  deleteIpHashSaltsBefore(day: string): Promise<void>;
  // The report's queries count what was received at or after `since` and, when given, before `until`.
  pageViewsByPath(since: Date, until?: Date): Promise<{ path: string; views: number }[]>;
  sessionCount(since: Date, until?: Date): Promise<number>;
  /** The longest reported duration of each session that reported one, in seconds. */
  sessionDurations(since: Date, until?: Date): Promise<number[]>;
  scrollDepths(since: Date, until?: Date): Promise<{ percent: number; count: number }[]>;
  topButtonClicks(
    since: Date,
    limit: number,
    until?: Date,
  ): Promise<{ label: string; target: string | null; clicks: number }[]>;
  /** Sessions per place (from page views). */
  visitorsByPlace(
    since: Date,
    limit: number,
    until?: Date,
  ): Promise<{ countryName: string | null; region: string | null; city: string | null; sessions: number }[]>;
  topUtmSources(since: Date, limit: number, until?: Date): Promise<{ source: string; sessions: number }[]>;
  /** Sessions per utm_campaign (from page views). */
  topUtmCampaigns(
    since: Date,
    limit: number,
    until?: Date,
  ): Promise<{ campaign: string; sessions: number }[]>;
  /** Sessions and page views per calendar day in India (`2025-01-31`), days without any left out. */
  trafficPerDay(since: Date, until?: Date): Promise<{ day: string; sessions: number; pageViews: number }[]>;
  /** Enquiries per page they were sent from (read from the main database). */
  enquiriesByPage(since: Date, until?: Date): Promise<{ page: string | null; enquiries: number }[]>;
  count(): Promise<number>;
}

/** Rows per INSERT statement: well under SQLite's limit of bound parameters. */
const INSERT_CHUNK = 200;

const n = (value: unknown) => Number(value ?? 0);

/**
 * `store` is the analytics store; `main` the main database, read only for the enquiries per page in
 * the report.
 */
export function createEventsRepository(
  store: Pick<Database<AnalyticsSchema>, "kysely" | "dialect">,
  main: Pick<Database, "kysely">,
): EventsRepository {
  const db: Kysely<AnalyticsSchema> = store.kysely;
  const iso = (date: Date) => date.toISOString();
  const events = (since: Date, until?: Date) => {
    const query = db.selectFrom("analytics_events").where("received_at", ">=", iso(since));
    return until ? query.where("received_at", "<", iso(until)) : query;
  };
  /** The calendar day in India (UTC+05:30, no daylight saving) of the time the event was received. */
  const istDay =
    store.dialect === "postgres"
      ? sql<string>`to_char(received_at::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
      : sql<string>`substr(datetime(received_at, '+330 minutes'), 1, 10)`;

  return {
    async insert(rows) {
      if (rows.length === 0) return { stored: 0, refused: 0 };
      try {
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
            await trx
              .insertInto("analytics_events")
              .values(rows.slice(i, i + INSERT_CHUNK))
              .execute();
          }
        });
        return { stored: rows.length, refused: 0 };
      } catch (error) {
        if (unavailableReason(error) !== undefined) throw error;
      }
      // The batch held a row the database refused: nothing of it was stored; store them one by one.
      let refused = 0;
      for (const row of rows) {
        try {
          await db.insertInto("analytics_events").values(row).execute();
        } catch (error) {
          if (unavailableReason(error) !== undefined) throw error;
          refused++;
        }
      }
      return { stored: rows.length - refused, refused };
    },

    async ipHashSalt(day, candidate) {
      await db
        .insertInto("ip_hash_salts")
        .values({ day, salt: candidate })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
      const row = await db
        .selectFrom("ip_hash_salts")
        .select("salt")
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      return row.salt;
    },

    async deleteIpHashSaltsBefore(day) {
      await db.deleteFrom("ip_hash_salts").where("day", "<", day).execute();
    },

    async deleteReceivedBefore(cutoff) {
      const result = await db
        .deleteFrom("analytics_events")
        .where("received_at", "<", iso(cutoff))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async pageViewsByPath(since, until) {
      const rows = await events(since, until)
        .where("type", "=", "page_view")
        .select(["path", (eb) => eb.fn.countAll().as("views")])
        .groupBy("path")
        .orderBy("views", "desc")
        .orderBy("path")
        .execute();
      return rows.map((row) => ({ path: row.path, views: n(row.views) }));
    },

    async sessionCount(since, until) {
      const row = await events(since, until)
        .select((eb) => eb.fn.count("session_id").distinct().as("sessions"))
        .executeTakeFirst();
      return n(row?.sessions);
    },

    async sessionDurations(since, until) {
      const rows = await events(since, until)
        .where("type", "=", "session_duration")
        .select(["session_id", (eb) => eb.fn.max("seconds").as("seconds")])
        .groupBy("session_id")
        .execute();
      return rows.map((row) => n(row.seconds));
    },

    async scrollDepths(since, until) {
      const rows = await events(since, until)
        .where("type", "=", "scroll_depth")
        .select(["percent", (eb) => eb.fn.countAll().as("count")])
        .groupBy("percent")
        .orderBy("percent")
        .execute();
      return rows.map((row) => ({ percent: n(row.percent), count: n(row.count) }));
    },

    async topButtonClicks(since, limit, until) {
      const rows = await events(since, until)
        .where("type", "=", "button_click")
        .select(["label", "target", (eb) => eb.fn.countAll().as("clicks")])
        .groupBy(["label", "target"])
        .orderBy("clicks", "desc")
        .orderBy("label")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ label: row.label ?? "", target: row.target, clicks: n(row.clicks) }));
    },

    async visitorsByPlace(since, limit, until) {
      const rows = await events(since, until)
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

    async topUtmSources(since, limit, until) {
      const rows = await events(since, until)
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

    async topUtmCampaigns(since, limit, until) {
      const rows = await events(since, until)
        .where("type", "=", "page_view")
        .where("utm_campaign", "is not", null)
        .select(["utm_campaign", (eb) => eb.fn.count("session_id").distinct().as("sessions")])
        .groupBy("utm_campaign")
        .orderBy("sessions", "desc")
        .orderBy("utm_campaign")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ campaign: row.utm_campaign ?? "", sessions: n(row.sessions) }));
    },

    async trafficPerDay(since, until) {
      const rows = await events(since, until)
        .select([
          istDay.as("day"),
          (eb) => eb.fn.count("session_id").distinct().as("sessions"),
          (eb) => eb.fn.sum(sql<number>`case when type = 'page_view' then 1 else 0 end`).as("page_views"),
        ])
        .groupBy(istDay)
        .orderBy(istDay)
        .execute();
      return rows.map((row) => ({ day: row.day, sessions: n(row.sessions), pageViews: n(row.page_views) }));
    },

    async enquiriesByPage(since, until) {
      const rows = await main.kysely
        .selectFrom("enquiries")
        .where("created_at", ">=", iso(since))
        .$if(until !== undefined, (query) => query.where("created_at", "<", iso(until ?? since)))
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
