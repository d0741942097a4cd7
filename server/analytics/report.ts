/**
 * The analytics report for staff (`npm run analytics -- report`): page views per path, sessions, median
 * session duration, scroll depth, top button clicks, visitors by place, top utm_source, and enquiries
 * per page. As data (for --json) or as plain-text tables, in which every text a visitor sent has its
 * control characters escaped (server/lib/control-characters.ts).
 */
import { escapeControlCharacters } from "../lib/control-characters.ts";
import type { EventsRepository } from "./events-repository.ts";

export interface AnalyticsReport {
  since: string;
  until: string;
  sessions: number;
  /** Median of each session's longest reported duration; null without any. */
  medianSessionSeconds: number | null;
  pageViews: { path: string; views: number }[];
  scrollDepth: { percent: number; count: number }[];
  buttonClicks: { label: string; target: string | null; clicks: number }[];
  visitors: { country: string | null; region: string | null; city: string | null; sessions: number }[];
  utmSources: { source: string; sessions: number }[];
  enquiriesByPage: { page: string | null; enquiries: number }[];
}

export const reportLimits = { buttonClicks: 10, visitors: 20, utmSources: 10 } as const;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function buildReport(
  repository: EventsRepository,
  since: Date,
  /** Counts only what was received before this instant; without it, everything up to now. */
  until?: Date,
): Promise<AnalyticsReport> {
  const [pageViews, sessions, durations, scrollDepth, buttonClicks, visitors, utmSources, enquiriesByPage] =
    await Promise.all([
      repository.pageViewsByPath(since, until),
      repository.sessionCount(since, until),
      repository.sessionDurations(since, until),
      repository.scrollDepths(since, until),
      repository.topButtonClicks(since, reportLimits.buttonClicks, until),
      repository.visitorsByPlace(since, reportLimits.visitors, until),
      repository.topUtmSources(since, reportLimits.utmSources, until),
      repository.enquiriesByPage(since, until),
    ]);
  return {
    since: since.toISOString(),
    until: (until ?? new Date()).toISOString(),
    sessions,
    medianSessionSeconds: median(durations),
    pageViews,
    scrollDepth,
    buttonClicks,
    visitors: visitors.map(({ countryName, region, city, sessions: count }) => ({
      country: countryName,
      region,
      city,
      sessions: count,
    })),
    utmSources,
    enquiriesByPage,
  };
}

/** `(unknown)` for places and pages the data does not know. */
const shown = (value: string | null) => value ?? "(unknown)";

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "-";
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

/** A plain-text table: left-aligned text, right-aligned numbers; control characters in cells escaped. */
export function table(headers: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return "  (none)";
  const shownRows = rows.map((row) => row.map((cell) => escapeControlCharacters(String(cell))));
  const cells = [headers, ...shownRows];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const numeric = headers.map((_, column) => rows.every((row) => typeof row[column] === "number"));
  const line = (row: string[]) =>
    "  " +
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...shownRows.map(line)].join("\n");
}

export function formatReport(report: AnalyticsReport): string {
  const totalViews = report.pageViews.reduce((sum, row) => sum + row.views, 0);
  return [
    `Analytics from ${report.since.slice(0, 16).replace("T", " ")} to ${report.until.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Sessions: ${report.sessions}`,
    `Page views: ${totalViews}`,
    `Median session duration: ${formatDuration(report.medianSessionSeconds)}`,
    "",
    "Page views per path",
    table(
      ["path", "views"],
      report.pageViews.map((row) => [row.path, row.views]),
    ),
    "",
    "Scroll depth (page views reaching each mark)",
    table(
      ["reached", "page views"],
      report.scrollDepth.map((row) => [`${row.percent} %`, row.count]),
    ),
    "",
    "Top button clicks",
    table(
      ["label", "target", "clicks"],
      report.buttonClicks.map((row) => [row.label, row.target ?? "", row.clicks]),
    ),
    "",
    "Visitors by place (sessions)",
    table(
      ["country", "region", "city", "sessions"],
      report.visitors.map((row) => [shown(row.country), shown(row.region), shown(row.city), row.sessions]),
    ),
    "",
    "Top utm_source (sessions)",
    table(
      ["utm_source", "sessions"],
      report.utmSources.map((row) => [row.source, row.sessions]),
    ),
    "",
    "Enquiries per page",
    table(
      ["page", "enquiries"],
      report.enquiriesByPage.map((row) => [shown(row.page), row.enquiries]),
    ),
    "",
  ].join("\n");
}
