/**
 * The analytics report on a seeded data set, run on SQLite and on PostgreSQL: every figure of the
 * report is checked against numbers worked out by hand from the seed below.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAnalyticsDatabase, openDatabase, type Database } from "../db/database.ts";
import type { AnalyticsSchema } from "../db/schema.ts";
import { createEnquiryRepository } from "../enquiries/enquiry-repository.ts";
import { createEventsRepository, type EventRow } from "../analytics/events-repository.ts";
import { buildReport, formatReport, type AnalyticsReport } from "../analytics/report.ts";

const DAY = 86_400_000;

type Seed = Partial<EventRow> & Pick<EventRow, "type" | "session_id" | "path">;

const hyderabad = { city: "Hyderabad", region: "Telangana", country_code: "IN", country_name: "India" };
const mumbai = { city: "Mumbai", region: "Maharashtra", country_code: "IN", country_name: "India" };

function seedEvents(now: number): EventRow[] {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const rows: Seed[] = [
    // Session A (Hyderabad, from Google): two pages, scrolled to 100 %, two duration reports.
    { type: "page_view", session_id: "A", path: "/", utm_source: "google", ...hyderabad },
    { type: "page_view", session_id: "A", path: "/study-in-uk", ...hyderabad },
    { type: "scroll_depth", session_id: "A", path: "/study-in-uk", percent: 25, ...hyderabad },
    { type: "scroll_depth", session_id: "A", path: "/study-in-uk", percent: 50, ...hyderabad },
    { type: "scroll_depth", session_id: "A", path: "/study-in-uk", percent: 100, ...hyderabad },
    {
      type: "button_click",
      session_id: "A",
      path: "/",
      label: "Get Started",
      target: "/contact",
      ...hyderabad,
    },
    { type: "session_duration", session_id: "A", path: "/", seconds: 30, ...hyderabad },
    { type: "session_duration", session_id: "A", path: "/study-in-uk", seconds: 95, ...hyderabad },
    // Session B (Hyderabad, from the newsletter).
    { type: "page_view", session_id: "B", path: "/", ...hyderabad },
    { type: "page_view", session_id: "B", path: "/contact", utm_source: "newsletter", ...hyderabad },
    { type: "scroll_depth", session_id: "B", path: "/", percent: 25, ...hyderabad },
    { type: "scroll_depth", session_id: "B", path: "/", percent: 50, ...hyderabad },
    {
      type: "button_click",
      session_id: "B",
      path: "/",
      label: "Get Started",
      target: "/contact",
      ...hyderabad,
    },
    {
      type: "button_click",
      session_id: "B",
      path: "/",
      label: "Contact Us",
      target: "/contact",
      ...hyderabad,
    },
    { type: "session_duration", session_id: "B", path: "/contact", seconds: 20, ...hyderabad },
    // Session C (Mumbai, from Google).
    { type: "page_view", session_id: "C", path: "/", utm_source: "google", ...mumbai },
    { type: "scroll_depth", session_id: "C", path: "/", percent: 25, ...mumbai },
    { type: "button_click", session_id: "C", path: "/", label: "Get Started", target: "/contact", ...mumbai },
    { type: "session_duration", session_id: "C", path: "/", seconds: 200, ...mumbai },
  ];
  const recent = rows.map((row, i) => ({ ...row, received_at: at(1 + i / 1000) }));
  // Outside a 7-day report.
  const old: Seed & { received_at: string } = {
    type: "page_view",
    session_id: "OLD",
    path: "/old",
    utm_source: "old-campaign",
    received_at: at(10),
  };
  return [...recent, old].map((row) => ({
    id: randomUUID(),
    occurred_at: row.received_at,
    title: null,
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    percent: null,
    seconds: null,
    label: null,
    target: null,
    ip_hash: `hash-${row.session_id}`,
    city: null,
    region: null,
    country_code: null,
    country_name: null,
    postal: null,
    latitude: null,
    longitude: null,
    org: null,
    asn: null,
    network: null,
    ...row,
  }));
}

export const expectedReport: Omit<AnalyticsReport, "since" | "until"> = {
  sessions: 3,
  medianSessionSeconds: 95,
  pageViews: [
    { path: "/", views: 3 },
    { path: "/contact", views: 1 },
    { path: "/study-in-uk", views: 1 },
  ],
  scrollDepth: [
    { percent: 25, count: 3 },
    { percent: 50, count: 2 },
    { percent: 100, count: 1 },
  ],
  buttonClicks: [
    { label: "Get Started", target: "/contact", clicks: 3 },
    { label: "Contact Us", target: "/contact", clicks: 1 },
  ],
  visitors: [
    { country: "India", region: "Telangana", city: "Hyderabad", sessions: 2 },
    { country: "India", region: "Maharashtra", city: "Mumbai", sessions: 1 },
  ],
  utmSources: [
    { source: "google", sessions: 2 },
    { source: "newsletter", sessions: 1 },
  ],
  enquiriesByPage: [
    { page: "/contact", enquiries: 2 },
    { page: "/study-in-uk", enquiries: 1 },
  ],
};

export function analyticsReportSuite(options: {
  databaseUrl: () => string | undefined;
  dataDir: () => string;
}) {
  let database: Database;
  let store: Database<AnalyticsSchema>;
  const now = Date.now();

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: options.databaseUrl(), dataDir: options.dataDir() });
    store = await openAnalyticsDatabase({ databaseUrl: options.databaseUrl(), dataDir: options.dataDir() });
    await createEventsRepository(store, database).insert(seedEvents(now));
    const person = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", phone: "9876543210" };
    const enquiries = (daysAgo: number) =>
      createEnquiryRepository(database, { now: () => new Date(now - daysAgo * DAY) });
    await enquiries(1).store({ kind: "contact", ...person, context: { page: "/contact" } });
    await enquiries(2).store({ kind: "contact", ...person, context: { page: "/contact" } });
    await enquiries(1).store({ kind: "service", ...person, context: { page: "/study-in-uk" } });
    await enquiries(10).store({ kind: "contact", ...person, context: { page: "/old" } });
  }, 60_000);

  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  describe("the analytics report on a seeded data set", () => {
    it("matches the figures worked out by hand", async () => {
      const report = await buildReport(
        createEventsRepository(store, database),
        new Date(now - 7 * DAY),
        new Date(now),
      );
      expect(report).toEqual({
        since: new Date(now - 7 * DAY).toISOString(),
        until: new Date(now).toISOString(),
        ...expectedReport,
      });
    });

    it("prints the same figures as plain-text tables", async () => {
      const text = formatReport(
        await buildReport(createEventsRepository(store, database), new Date(now - 7 * DAY), new Date(now)),
      );
      expect(text).toContain("Sessions: 3");
      expect(text).toContain("Page views: 5");
      expect(text).toContain("Median session duration: 1 min 35 s");
      expect(text).toMatch(/^\s+\/\s+3$/m);
      expect(text).toMatch(/^\s+India\s+Telangana\s+Hyderabad\s+2$/m);
      expect(text).toMatch(/^\s+Get Started\s+\/contact\s+3$/m);
      expect(text).toMatch(/^\s+google\s+2$/m);
      expect(text).toMatch(/^\s+\/contact\s+2$/m);
      expect(text).not.toContain("/old");
    });

    it("includes older data when asked for a longer period", async () => {
      const report = await buildReport(
        createEventsRepository(store, database),
        new Date(now - 30 * DAY),
        new Date(now),
      );
      expect(report.sessions).toBe(4);
      expect(report.utmSources).toContainEqual({ source: "old-campaign", sessions: 1 });
      expect(report.enquiriesByPage).toContainEqual({ page: "/old", enquiries: 1 });
    });
  });
}
