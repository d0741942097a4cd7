/**
 * The dashboard's figures (docs/staff-dashboard-and-privacy.md). Enquiry figures come from the main
 * database, for one office or all; the website's traffic only through the analytics report's queries in
 * the events repository (server/analytics/), which owns the analytics store wherever it lives.
 *
 * The enquiry charts are sums of the daily counts that triggers keep (migration 0006: a few rows per day
 * and office, however many enquiries there are); only the median time to first contact reads the case
 * rows of the range, in the database, over a small index of its own.
 */
import {
  dashboardLimits,
  dashboardTopSources,
  directSource,
  funnelStatuses,
  otherPages,
  referralSource,
  type Dashboard,
} from "#contract/staff-dashboard";
import { enquiryKinds, type EnquiryKind } from "#contract/enquiry-fields";
import type { EnquiryStatus, Office } from "#contract/staff";
import { median } from "../analytics/report.ts";
import type { EventsRepository } from "../analytics/events-repository.ts";
import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/** India Standard Time, UTC+05:30 (no daylight saving): the offices' calendar. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant a calendar day in India starts. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** The calendar day in India of an instant. */
export function istDayOf(at: Date | string): string {
  const time = typeof at === "string" ? Date.parse(at) : at.getTime();
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00.000Z`); ; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (day > to) break;
    days.push(day);
  }
  return days;
}

/** Where an enquiry came from: its utm_source (in lower case), else whether a referrer sent it. */
export function sourceOf(utmSource: string | null, hasReferrer: boolean): string {
  const source = utmSource?.trim().toLowerCase();
  if (source) return source;
  return hasReferrer ? referralSource : directSource;
}

/** `uk` for an enquiry sent from /study-in-uk; null for any other page. */
export function destinationOf(page: string | null): string | null {
  return /^\/study-in-([a-z-]+)\/?$/.exec(page ?? "")?.[1] ?? null;
}

export interface DashboardRange {
  /** Calendar days in India, both included. */
  from: string;
  to: string;
}

export interface DashboardRepository {
  /** The dashboard of `range`, with the enquiries of `office` (null: every office). */
  build(range: DashboardRange, office: Office | null): Promise<Dashboard>;
}

const isEnquiryKind = (value: string): value is EnquiryKind =>
  (enquiryKinds as readonly string[]).includes(value);

const count = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** How long a dashboard is served again while no enquiry changed: the traffic figures' greatest age. */
export const dashboardCacheMs = 60_000;
/** Dashboards kept at most (one per range and office). */
const cachedDashboards = 32;

export function createDashboardRepository(
  database: Pick<Database, "kysely" | "dialect">,
  events: EventsRepository,
  options: { cacheMs?: number; now?: () => number } = {},
): DashboardRepository {
  const { kysely } = database;
  const cacheMs = options.cacheMs ?? dashboardCacheMs;
  const now = options.now ?? Date.now;
  /**
   * Dashboards already built, by range and office, with the enquiry change counter they were built at
   * (migration 0006): one is served again for up to `cacheMs` unless an enquiry changed since.
   */
  const cache = new Map<string, { at: number; version: string; dashboard: Dashboard }>();

  async function changeVersion(): Promise<string> {
    const row = await kysely.selectFrom("enquiry_changes").select("version").executeTakeFirst();
    return String(row?.version ?? "");
  }

  /**
   * The enquiry counts of the range per dimension from the daily counts (migration 0006): per day for
   * the form and the source (the charts by day), and in total for every dimension.
   */
  async function dailyCounts(range: DashboardRange, office: Office | null) {
    let query = kysely
      .selectFrom("enquiry_daily_counts as d")
      .select([
        "d.day",
        "d.dimension",
        "d.value",
        (eb) => eb.fn.sum<number | string | bigint>("d.n").as("total"),
      ])
      .where("d.day", ">=", range.from)
      .where("d.day", "<=", range.to)
      .groupBy(["d.day", "d.dimension", "d.value"]);
    if (office) query = query.where("d.office", "=", office);
    const rows = await query.execute();
    return rows
      .map((row) => ({ day: row.day, dimension: row.dimension, value: row.value, n: Number(row.total) }))
      .filter((row) => row.n > 0);
  }

  /**
   * The middle first-contact delays per office (one or two values each) and how many were contacted,
   * found by the database over the small index enquiry_cases_first_contact (migration 0006): the
   * delays in whole milliseconds, as `Date.parse` gives them, clamped at 0.
   */
  async function firstContactMiddles(since: Date, until: Date, office: Office | null) {
    const delay =
      database.dialect === "postgres"
        ? sql<number>`greatest(0, round(extract(epoch from (c.first_contacted_at::timestamptz - c.received_at::timestamptz)) * 1000))`
        : sql<number>`max(0, cast(round((julianday(c.first_contacted_at) - julianday(c.received_at)) * 86400000) as integer))`;
    const officeFilter = office ? sql`and c.office = ${office}` : sql``;
    const { rows } = await sql<{ office: Office | null; delay: number | string; contacted: number | string }>`
      select office, delay, contacted from (
        select office, delay,
          row_number() over (partition by office order by delay) as position,
          count(*) over (partition by office) as contacted
        from (
          select c.office as office, ${delay} as delay from enquiry_cases c
          where c.first_contacted_at is not null
            and c.received_at >= ${since.toISOString()} and c.received_at < ${until.toISOString()}
            ${officeFilter}
        ) as delays
      ) as ranked
      where position in ((contacted + 1) / 2, (contacted + 2) / 2)
      order by office, delay`.execute(kysely);
    const byOffice = new Map<Office | null, { contacted: number; hours: number[] }>();
    for (const row of rows) {
      const entry = byOffice.get(row.office) ?? { contacted: Number(row.contacted), hours: [] };
      entry.hours.push(Number(row.delay) / 3_600_000);
      byOffice.set(row.office, entry);
    }
    return byOffice;
  }

  async function build(range: DashboardRange, office: Office | null): Promise<Dashboard> {
    const since = istDayStart(range.from);
    const until = new Date(istDayStart(range.to).getTime() + DAY_MS);
    const days = daysBetween(range.from, range.to);

    // The report's own queries (server/analytics/report.ts), but not its enquiries per page: those are
    // counted here from the daily counts, for the office in view.
    const [
      counted,
      middles,
      pageViews,
      sessions,
      durations,
      scrollDepth,
      buttonClicks,
      visitors,
      utmSources,
      trafficPerDay,
      utmCampaigns,
    ] = await Promise.all([
      dailyCounts(range, office),
      firstContactMiddles(since, until, office),
      events.pageViewsByPath(since, until),
      events.sessionCount(since, until),
      events.sessionDurations(since, until),
      events.scrollDepths(since, until),
      events.topButtonClicks(since, dashboardLimits.clicks, until),
      events.visitorsByPlace(since, dashboardLimits.places, until),
      events.topUtmSources(since, dashboardLimits.sources, until),
      events.trafficPerDay(since, until),
      events.topUtmCampaigns(since, dashboardLimits.campaigns, until),
    ]);

    /** Every form's count, so that the chart by form adds up to the total (a call-back is a form too). */
    const noEnquiries = (): Record<EnquiryKind, number> => ({ contact: 0, service: 0, callback: 0 });
    const perDay = new Map(days.map((day) => [day, noEnquiries()]));
    const sourceTotals = new Map<string, number>();
    const sourceByDay = new Map<string, Map<string, number>>();
    const statuses = new Map<EnquiryStatus, number>();
    const destinations = new Map<string | null, number>();
    const pages = new Map<string | null, number>();
    let total = 0;

    for (const { day, dimension, value, n } of counted) {
      if (dimension === "kind") {
        const forms = perDay.get(day);
        if (forms && isEnquiryKind(value)) forms[value] += n;
      } else if (dimension === "source") {
        const source = sourceOf(value.slice(2), value.startsWith("1:"));
        count(sourceTotals, source, n);
        const daySources = sourceByDay.get(day) ?? new Map<string, number>();
        count(daySources, source, n);
        sourceByDay.set(day, daySources);
      } else if (dimension === "status") {
        count(statuses, value as EnquiryStatus, n);
        total += n;
      } else {
        const page = value === "" ? null : value.slice(1);
        count(destinations, destinationOf(page), n);
        count(pages, page, n);
      }
    }

    const ranked = [...sourceTotals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const shown = ranked.slice(0, dashboardTopSources).map(([source]) => source);
    const hasOther = ranked.length > shown.length;
    const sources = hasOther ? [...shown, "Other"] : shown;

    const views = new Map(pageViews.map((row) => [row.path, row.views]));
    const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

    return {
      range: { from: range.from, to: range.to, days: days.length },
      office,
      enquiries: {
        total,
        perDay: days.map((day) => ({ day, ...(perDay.get(day) ?? noEnquiries()) })),
        sources,
        perDayBySource: days.map((day) => {
          const daySources = sourceByDay.get(day);
          const counts = shown.map((source) => daySources?.get(source) ?? 0);
          if (hasOther) {
            const total = [...(daySources?.values() ?? [])].reduce((sum, value) => sum + value, 0);
            counts.push(total - counts.reduce((sum, value) => sum + value, 0));
          }
          return { day, counts };
        }),
        funnel: funnelStatuses.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
        firstContact: [...middles]
          .map(([officeKey, { contacted, hours }]) => ({
            office: officeKey,
            contacted,
            medianHours: round(median(hours)),
          }))
          .sort((a, b) => (a.office ?? "~").localeCompare(b.office ?? "~")),
        byDestination: [...destinations]
          .map(([destination, total]) => ({ destination, count: total }))
          .sort((a, b) => b.count - a.count || (a.destination ?? "~").localeCompare(b.destination ?? "~")),
      },
      traffic: {
        sessions,
        pageViews: pageViews.reduce((sum, row) => sum + row.views, 0),
        medianSessionSeconds: median(durations),
        perDay: (() => {
          const byDay = new Map(trafficPerDay.map((row) => [row.day, row]));
          return days.map((day) => ({
            day,
            sessions: byDay.get(day)?.sessions ?? 0,
            pageViews: byDay.get(day)?.pageViews ?? 0,
          }));
        })(),
        topPages: pageViews.slice(0, dashboardLimits.pages),
        utmSources,
        utmCampaigns,
        places: visitors.map(({ countryName, region, city, sessions: count }) => ({
          country: countryName,
          region,
          city,
          sessions: count,
        })),
        scrollDepth,
        buttonClicks,
      },
      conversion: (() => {
        const rate = (enquiries: number, pageViews: number) =>
          pageViews > 0 ? Math.round((enquiries / pageViews) * 1000) / 10 : null;
        const rows = [...pages]
          .map(([page, enquiries]) => {
            const pageViews = page === null ? 0 : (views.get(page) ?? 0);
            return { page, enquiries, views: pageViews, rate: rate(enquiries, pageViews) };
          })
          .sort((a, b) => b.enquiries - a.enquiries || (a.page ?? "~").localeCompare(b.page ?? "~"));
        if (rows.length <= dashboardLimits.pages) return rows;
        // The rest as one row, so that the chart still adds up to the total.
        const rest = rows.slice(dashboardLimits.pages - 1);
        const enquiries = rest.reduce((sum, row) => sum + row.enquiries, 0);
        const restViews = rest.reduce((sum, row) => sum + row.views, 0);
        return [
          ...rows.slice(0, dashboardLimits.pages - 1),
          { page: otherPages, enquiries, views: restViews, rate: rate(enquiries, restViews) },
        ];
      })(),
    };
  }

  return {
    async build(range, office) {
      const key = `${range.from}|${range.to}|${office ?? ""}`;
      const version = await changeVersion();
      const cached = cache.get(key);
      if (cached && cached.version === version && now() - cached.at < cacheMs) return cached.dashboard;
      const at = now();
      const dashboard = await build(range, office);
      cache.delete(key);
      cache.set(key, { at, version, dashboard });
      for (const old of cache.keys()) {
        if (cache.size <= cachedDashboards) break;
        cache.delete(old);
      }
      return dashboard;
    },
  };
}
