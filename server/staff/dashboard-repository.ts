/**
 * The dashboard's figures (docs/staff-dashboard-and-privacy.md). Enquiry figures come from the main
 * database, for one office or all; the website's traffic only through the analytics report's queries in
 * the events repository (server/analytics/), which owns the analytics store wherever it lives.
 *
 * The enquiry charts are sums of the daily counts that triggers keep (migration 0006: a few rows per day
 * and office, however many enquiries there are). The medians and the team figures read the case rows
 * from one covering index, with the times to first contact that triggers keep on each row (migration
 * 0017), so that no row needs date arithmetic. Enquiry figures are kept per day and read again only for
 * the days a change moved; the traffic figures are kept for up to a minute whatever changes
 * (docs/staff-dashboard-and-privacy.md, "Speed").
 */
import {
  promptContactMinutes,
  teamStages,
  type TeamFigures,
  type TeamRow,
  type TeamStage,
  dashboardLimits,
  dashboardTopSources,
  directSource,
  funnelStatuses,
  otherPages,
  referralSource,
  type Dashboard,
} from "#contract/staff-dashboard";
import { enquiryKinds, type EnquiryKind } from "#contract/enquiry-fields";
import { enquiryStatuses, offices, type EnquiryStatus, type Office } from "#contract/staff";
import { median } from "../analytics/report.ts";
import type { EventsRepository } from "../analytics/events-repository.ts";
import type { Database } from "../db/database.ts";
import { indiaDay, indiaDayStart } from "../lib/office-hours.ts";

const DAY_MS = 86_400_000;

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
  /**
   * The dashboard of `range`, with the enquiries of `office` (null: every office); with `team` (admins
   * only) the figures per counsellor and per office, else `team` is null.
   */
  build(range: DashboardRange, office: Office | null, options?: { team?: boolean }): Promise<Dashboard>;
}

const isEnquiryKind = (value: string): value is EnquiryKind =>
  (enquiryKinds as readonly string[]).includes(value);

/** The median of `values` (numbers), null for none; sorts a typed copy, fast for tens of thousands. */
export function middleOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const count = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The lists of several maps joined per key. */
function concat<K>(maps: Map<K, number[]>[]): Map<K, number[]> {
  const joined = new Map<K, number[]>();
  for (const map of maps) {
    for (const [key, values] of map) {
      const list = joined.get(key);
      if (list) for (const value of values) list.push(value);
      else joined.set(key, [...values]);
    }
  }
  return joined;
}

/** The day `days` days after `day`. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The enquiry figures of one day (received that day), as the dashboard keeps them between builds. */
interface DayFigures {
  /** The day's version (migration 0017) when it was read. */
  version: string;
  /** Its daily counts (migration 0006) per dimension and value. */
  counted: { dimension: string; value: string; n: number }[];
  /** Its enquiries per office, assignee and status: how many, contacted, contacted promptly. */
  cases: Map<
    string,
    {
      office: Office | null;
      assigneeId: string | null;
      status: EnquiryStatus;
      n: number;
      contacted: number;
      prompt: number;
    }
  >;
  /** Times to first contact (ms) of its contacted enquiries: on the wall clock, and in office hours. */
  wallMsByOffice: Map<Office | null, number[]>;
  officeMsByOffice: Map<Office | null, number[]>;
  officeMsByAssignee: Map<string | null, number[]>;
}

const emptyDay = (version: string): DayFigures => ({
  version,
  counted: [],
  cases: new Map(),
  wallMsByOffice: new Map(),
  officeMsByOffice: new Map(),
  officeMsByAssignee: new Map(),
});

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
   * The enquiry figures of each day, per office in view (`""`: every office), with the day's version
   * (migration 0017) they were read at: a day is read again only when its version moved.
   */
  const dayCache = new Map<string, Map<string, DayFigures>>();

  /**
   * The enquiry figures of every day of the range: those of the days no case changed since they were
   * read come from `dayCache`; the others are read again, in two queries over those days only. The days'
   * versions are read first, so that a change made while the rows are read leaves its day to be read again.
   */
  async function enquiryDays(range: DashboardRange, office: Office | null): Promise<DayFigures[]> {
    const days = daysBetween(range.from, range.to);
    const versions = new Map(
      (
        await kysely
          .selectFrom("enquiry_day_versions")
          .select(["day", "version"])
          .where("day", ">=", range.from)
          .where("day", "<=", range.to)
          .execute()
      ).map((row) => [row.day, String(row.version)]),
    );
    const kept = dayCache.get(office ?? "") ?? new Map<string, DayFigures>();
    dayCache.set(office ?? "", kept);
    const stale = days.filter((day) => kept.get(day)?.version !== (versions.get(day) ?? "0"));
    if (stale.length > 0) {
      const fresh = new Map(
        stale.map((day) => [day, emptyDay(versions.get(day) ?? "0")] as [string, DayFigures]),
      );
      // Runs of consecutive stale days, each read as one range.
      const runs: [string, string][] = [];
      for (const day of stale) {
        const last = runs.at(-1);
        if (last && shiftDay(last[1], 1) === day) last[1] = day;
        else runs.push([day, day]);
      }
      let counted = kysely
        .selectFrom("enquiry_daily_counts as d")
        .select([
          "d.day",
          "d.dimension",
          "d.value",
          (eb) => eb.fn.sum<number | string | bigint>("d.n").as("total"),
        ])
        .where((eb) =>
          eb.or(runs.map(([from, to]) => eb.and([eb("d.day", ">=", from), eb("d.day", "<=", to)]))),
        )
        .groupBy(["d.day", "d.dimension", "d.value"]);
      if (office) counted = counted.where("d.office", "=", office);
      let cases = kysely
        .selectFrom("enquiry_cases as c")
        .select([
          "c.received_at",
          "c.office",
          "c.assignee_id",
          "c.status",
          "c.first_contact_ms",
          "c.first_response_office_ms",
        ])
        .where((eb) =>
          eb.or(
            runs.map(([from, to]) =>
              eb.and([
                eb("c.received_at", ">=", indiaDayStart(from).toISOString()),
                eb("c.received_at", "<", indiaDayStart(shiftDay(to, 1)).toISOString()),
              ]),
            ),
          ),
        );
      if (office) cases = cases.where("c.office", "=", office);
      const [countedRows, caseRows] = await Promise.all([counted.execute(), cases.execute()]);
      for (const row of countedRows) {
        const n = Number(row.total);
        if (n > 0) fresh.get(row.day)?.counted.push({ dimension: row.dimension, value: row.value, n });
      }
      for (const row of caseRows) {
        const day = fresh.get(indiaDay(new Date(row.received_at)));
        if (!day) continue;
        const key = `${row.office ?? ""}|${row.assignee_id ?? ""}|${row.status}`;
        const group = day.cases.get(key) ?? {
          office: row.office,
          assigneeId: row.assignee_id,
          status: row.status,
          n: 0,
          contacted: 0,
          prompt: 0,
        };
        day.cases.set(key, group);
        group.n += 1;
        if (row.first_contact_ms === null || row.first_response_office_ms === null) continue;
        const officeMs = Number(row.first_response_office_ms);
        group.contacted += 1;
        if (officeMs <= promptContactMinutes * 60_000) group.prompt += 1;
        push(day.wallMsByOffice, row.office, Number(row.first_contact_ms));
        push(day.officeMsByOffice, row.office, officeMs);
        push(day.officeMsByAssignee, row.assignee_id, officeMs);
      }
      for (const [day, figures] of fresh) kept.set(day, figures);
    }
    return days.map((day) => kept.get(day) ?? emptyDay("0"));
  }

  /** The calls logged in the range per person and office of the enquiry, and everyone with an account. */
  async function teamCounts(since: Date, until: Date, office: Office | null) {
    let calls = kysely
      .selectFrom("enquiry_calls as k")
      .innerJoin("enquiry_cases as c", "c.enquiry_id", "k.enquiry_id")
      .select((eb) => ["k.staff_id", "c.office", eb.fn.countAll<number | string | bigint>().as("n")])
      .where("k.channel", "=", "call")
      .where("k.at", ">=", since.toISOString())
      .where("k.at", "<", until.toISOString())
      .groupBy(["k.staff_id", "c.office"]);
    if (office) calls = calls.where("c.office", "=", office);
    const people = kysely
      .selectFrom("staff_users")
      .select(["id", "name", "role", "office", "deactivated_at"])
      .execute();
    return Promise.all([calls.execute(), people]);
  }

  async function teamFigures(
    since: Date,
    until: Date,
    office: Office | null,
    figuresOfDays: DayFigures[],
  ): Promise<TeamFigures> {
    const [callCounts, people] = await teamCounts(since, until, office);
    const caseCounts = figuresOfDays.flatMap((day) => [...day.cases.values()]);
    const officeMsByOffice = concat(figuresOfDays.map((day) => day.officeMsByOffice));
    const officeMsByAssignee = concat(figuresOfDays.map((day) => day.officeMsByAssignee));
    const emptyRow = (): TeamRow & { statuses: Map<EnquiryStatus, number> } => ({
      assigned: 0,
      contacted: 0,
      medianFirstResponseMinutes: null,
      promptlyContacted: 0,
      promptlyContactedPercent: null,
      callAttempts: 0,
      reached: Object.fromEntries(teamStages.map((stage) => [stage, 0])) as Record<TeamStage, number>,
      closed: 0,
      statuses: new Map(),
    });
    const byPerson = new Map<string | null, ReturnType<typeof emptyRow>>();
    const byOffice = new Map<Office | null, ReturnType<typeof emptyRow>>();
    const rowOf = <K>(map: Map<K, ReturnType<typeof emptyRow>>, key: K) => {
      const row = map.get(key) ?? emptyRow();
      map.set(key, row);
      return row;
    };
    for (const counted of caseCounts) {
      for (const row of [rowOf(byPerson, counted.assigneeId), rowOf(byOffice, counted.office)]) {
        row.assigned += counted.n;
        row.contacted += counted.contacted;
        row.promptlyContacted += counted.prompt;
        count(row.statuses, counted.status, counted.n);
      }
    }
    for (const called of callCounts) {
      rowOf(byPerson, called.staff_id).callAttempts += Number(called.n);
      rowOf(byOffice, called.office).callAttempts += Number(called.n);
    }
    const order = enquiryStatuses.filter((status) => status !== "closed");
    const finish = (row: ReturnType<typeof emptyRow>, officeMs: number[] | undefined): TeamRow => {
      const { statuses, ...figures } = row;
      for (const stage of teamStages) {
        const from = order.indexOf(stage);
        figures.reached[stage] = order
          .slice(from)
          .reduce((sum, status) => sum + (statuses.get(status) ?? 0), 0);
      }
      figures.closed = statuses.get("closed") ?? 0;
      const middle = officeMs ? middleOf(officeMs) : null;
      figures.medianFirstResponseMinutes = middle === null ? null : Math.round(middle / 6_000) / 10;
      figures.promptlyContactedPercent =
        figures.assigned > 0 ? Math.round((figures.promptlyContacted / figures.assigned) * 1000) / 10 : null;
      return figures;
    };

    const known = new Map(people.map((person) => [person.id, person]));
    const listed = new Set<string | null>(
      [...byPerson].filter(([, row]) => row.assigned > 0 || row.callAttempts > 0).map(([id]) => id),
    );
    for (const person of people) {
      if (person.role === "counsellor" && !person.deactivated_at && (!office || person.office === office))
        listed.add(person.id);
    }
    const counsellors = [...listed]
      .map((id) => {
        const person = id === null ? undefined : known.get(id);
        return {
          staffId: id,
          name: person?.name ?? null,
          office: person?.office ?? null,
          deactivated: Boolean(person?.deactivated_at),
          ...finish(byPerson.get(id) ?? emptyRow(), officeMsByAssignee.get(id)),
        };
      })
      .sort((a, b) =>
        a.staffId === null ? 1 : b.staffId === null ? -1 : (a.name ?? "").localeCompare(b.name ?? ""),
      );
    const officeKeys: (Office | null)[] = office ? [office] : [...offices];
    if (!office && (byOffice.get(null)?.assigned ?? 0) + (byOffice.get(null)?.callAttempts ?? 0) > 0)
      officeKeys.push(null);
    return {
      counsellors,
      offices: officeKeys.map((key) => ({
        office: key,
        ...finish(byOffice.get(key) ?? emptyRow(), officeMsByOffice.get(key)),
      })),
    };
  }

  /** The website's traffic figures of a range: the analytics report's queries (server/analytics/report.ts). */
  async function traffic(since: Date, until: Date) {
    const [
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
    return {
      pageViews,
      sessions,
      durations,
      scrollDepth,
      buttonClicks,
      visitors,
      utmSources,
      trafficPerDay,
      utmCampaigns,
    };
  }

  /** Traffic figures already read, by range: kept `cacheMs` whatever changes (enquiries do not move them). */
  const trafficCache = new Map<
    string,
    { at: number; figures: Promise<Awaited<ReturnType<typeof traffic>>> }
  >();

  function cachedTraffic(range: DashboardRange, since: Date, until: Date) {
    const key = `${range.from}|${range.to}`;
    const cached = trafficCache.get(key);
    if (cached && now() - cached.at < cacheMs) return cached.figures;
    const figures = traffic(since, until);
    trafficCache.delete(key);
    trafficCache.set(key, { at: now(), figures });
    figures.catch(() => trafficCache.delete(key));
    for (const old of trafficCache.keys()) {
      if (trafficCache.size <= cachedDashboards) break;
      trafficCache.delete(old);
    }
    return figures;
  }

  async function build(range: DashboardRange, office: Office | null, withTeam: boolean): Promise<Dashboard> {
    const since = indiaDayStart(range.from);
    const until = new Date(indiaDayStart(range.to).getTime() + DAY_MS);
    const days = daysBetween(range.from, range.to);

    // The report's own queries (server/analytics/report.ts), but not its enquiries per page: those are
    // counted here from the daily counts, for the office in view.
    const [figuresOfDays, figures] = await Promise.all([
      enquiryDays(range, office),
      cachedTraffic(range, since, until),
    ]);
    const counted = figuresOfDays.flatMap((figuresOfDay, i) =>
      figuresOfDay.counted.map((row) => ({ ...row, day: days[i] ?? "" })),
    );
    const wallMsByOffice = concat(figuresOfDays.map((day) => day.wallMsByOffice));
    const team = withTeam ? await teamFigures(since, until, office, figuresOfDays) : null;
    const {
      pageViews,
      sessions,
      durations,
      scrollDepth,
      buttonClicks,
      visitors,
      utmSources,
      trafficPerDay,
      utmCampaigns,
    } = figures;

    /** Every form's count, so that the chart by form adds up to the total (a call-back is a form too). */
    const noEnquiries = (): Record<EnquiryKind, number> => ({
      contact: 0,
      service: 0,
      callback: 0,
      booking: 0,
    });
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
        firstContact: [...wallMsByOffice]
          .map(([officeKey, delays]) => {
            const middle = middleOf(delays);
            return {
              office: officeKey,
              contacted: delays.length,
              medianHours: round(middle === null ? null : middle / 3_600_000),
            };
          })
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
      team,
    };
  }

  return {
    async build(range, office, options = {}) {
      const withTeam = options.team ?? false;
      const key = `${range.from}|${range.to}|${office ?? ""}|${withTeam ? "team" : ""}`;
      const version = await changeVersion();
      const cached = cache.get(key);
      if (cached && cached.version === version && now() - cached.at < cacheMs) return cached.dashboard;
      const at = now();
      const dashboard = await build(range, office, withTeam);
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
