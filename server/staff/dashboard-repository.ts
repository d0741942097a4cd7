/**
 * The dashboard's figures (docs/staff-dashboard-and-privacy.md). Enquiry figures come from the main
 * database, for one office or all; the website's traffic only through the analytics report's queries in
 * the events repository (server/analytics/), which owns the analytics store wherever it lives.
 *
 * The enquiries of the range are read once, a few columns of their case rows each, and counted here: one
 * pass over the range's covering index serves every enquiry chart on SQLite and PostgreSQL alike (the
 * range is at most `dashboardMaxDays` long).
 */
import {
  dashboardLimits,
  dashboardTopSources,
  directSource,
  funnelStatuses,
  referralSource,
  type Dashboard,
} from "#contract/staff-dashboard";
import type { EnquiryStatus, Office } from "#contract/staff";
import { median } from "../analytics/report.ts";
import type { EventsRepository } from "../analytics/events-repository.ts";
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

const count = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

export function createDashboardRepository(
  database: Pick<Database, "kysely">,
  events: EventsRepository,
): DashboardRepository {
  const { kysely } = database;

  async function enquiryRows(since: Date, until: Date, office: Office | null) {
    // The case rows carry copies of the form, page and source (migration 0005): no join per row. Live
    // and erased enquiries are read apart, so that each part is a range of the covering index
    // enquiry_cases_counts (erased_at first); erased enquiries are still counted.
    const part = (erased: boolean) => {
      let query = kysely
        .selectFrom("enquiry_cases as c")
        .select([
          "c.received_at",
          "c.status",
          "c.office",
          "c.first_contacted_at",
          "c.kind",
          "c.utm_source",
          "c.page",
          "c.from_referrer",
        ])
        .where("c.erased_at", erased ? "is not" : "is", null)
        .where("c.received_at", ">=", since.toISOString())
        .where("c.received_at", "<", until.toISOString());
      if (office) query = query.where("c.office", "=", office);
      return query.execute();
    };
    const [live, erased] = await Promise.all([part(false), part(true)]);
    return [...live, ...erased];
  }

  return {
    async build(range, office) {
      const since = istDayStart(range.from);
      const until = new Date(istDayStart(range.to).getTime() + DAY_MS);
      const days = daysBetween(range.from, range.to);

      // The report's own queries (server/analytics/report.ts), but not its enquiries per page: those are
      // counted here from the case rows, for the office in view.
      const [
        rows,
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
        enquiryRows(since, until, office),
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

      const perDay = new Map(days.map((day) => [day, { contact: 0, service: 0 }]));
      const sourceTotals = new Map<string, number>();
      const sourceByDay = new Map<string, Map<string, number>>();
      const statuses = new Map<EnquiryStatus, number>();
      const contactHours = new Map<Office | null, number[]>();
      const destinations = new Map<string | null, number>();
      const pages = new Map<string | null, number>();

      for (const row of rows) {
        const day = istDayOf(row.received_at);
        const forms = perDay.get(day);
        if (forms && row.kind) forms[row.kind] += 1;
        const source = sourceOf(row.utm_source, Number(row.from_referrer) === 1);
        count(sourceTotals, source);
        const daySources = sourceByDay.get(day) ?? new Map<string, number>();
        count(daySources, source);
        sourceByDay.set(day, daySources);
        count(statuses, row.status);
        if (row.first_contacted_at) {
          const hours = (Date.parse(row.first_contacted_at) - Date.parse(row.received_at)) / 3_600_000;
          const list = contactHours.get(row.office) ?? [];
          list.push(Math.max(0, hours));
          contactHours.set(row.office, list);
        }
        count(destinations, destinationOf(row.page));
        count(pages, row.page);
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
          total: rows.length,
          perDay: days.map((day) => ({ day, ...(perDay.get(day) ?? { contact: 0, service: 0 }) })),
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
          firstContact: [...contactHours]
            .map(([officeKey, hours]) => ({
              office: officeKey,
              contacted: hours.length,
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
        conversion: [...pages]
          .map(([page, enquiries]) => {
            const pageViews = page === null ? 0 : (views.get(page) ?? 0);
            return {
              page,
              enquiries,
              views: pageViews,
              rate: pageViews > 0 ? Math.round((enquiries / pageViews) * 1000) / 10 : null,
            };
          })
          .sort((a, b) => b.enquiries - a.enquiries || (a.page ?? "~").localeCompare(b.page ?? "~"))
          .slice(0, dashboardLimits.pages),
      };
    },
  };
}
