/**
 * How much disk one analytics event takes on SQLite at worst (docs/analytics.md, "Limits"): the largest
 * event the contract accepts, stored by the server as it stores every event, and measured with SQLite's
 * own page accounting (the `dbstat` table: the table's and its indexes' pages, free space included).
 *
 * The largest event is a page view whose every text is at its limit in Telugu script: a Telugu letter is
 * one UTF-16 unit (what the limits count) but three bytes of UTF-8 (what is stored), the most bytes a
 * unit can take. Its path, title and five UTM values are full; the referrer is kept as origin and path,
 * which a URL writes in ASCII (300 bytes at most). A button click carries less (a 120-unit label and a
 * 500-unit target instead of a title, a referrer and the UTM values).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { analyticsEventSchema, eventLimits, utmKeys, type AnalyticsEvent } from "#contract/events";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";

/** The figure docs/analytics.md gives for the worst case, per event, with its indexes: 4.3 kB. */
const documentedWorstCaseBytes = 4300;
/** Events stored for each measurement: enough that a half-filled last page does not matter. */
const count = 400;
/** A public address in Hyderabad in the bundled geolocation data, so every geolocation field is filled. */
const HYDERABAD_IP = "49.204.1.1";

const telugu = (length: number) => "తెలుగు".repeat(Math.ceil(length / 6)).slice(0, length);

let app: App;

beforeAll(async () => {
  app = await buildApp(
    await testConfig({
      staticDir: "/nonexistent",
      analyticsEventsPerMinute: 100_000,
      analyticsEventsPerDay: 100_000,
      analyticsEventsPerSession: 100_000,
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

/** Stores `count` copies of `event` (each its own session) and answers the bytes one takes, indexes included. */
async function bytesPerEvent(event: AnalyticsEvent): Promise<number> {
  await app.analytics.flush();
  await app.analytics.store.kysely.deleteFrom("analytics_events").execute();
  await sql`vacuum`.execute(app.analytics.store.kysely);
  const pages = async () => {
    const { rows } = await sql<{ bytes: number }>`
      select sum(pgsize) as bytes from dbstat
      where name = 'analytics_events' or name like 'analytics_events_%' or name like 'sqlite_autoindex_analytics_events%'`.execute(
      app.analytics.store.kysely,
    );
    return Number(rows[0]?.bytes ?? 0);
  };
  const before = await pages();
  const events = Array.from({ length: count }, (_, index) =>
    analyticsEventSchema.parse({ ...event, session: `s_${String(index).padStart(16, "0")}` }),
  );
  await app.analytics.record(events, HYDERABAD_IP);
  await app.analytics.flush();
  const stored = await app.analytics.store.kysely
    .selectFrom("analytics_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(count);
  return ((await pages()) - before) / count;
}

const ts = Date.UTC(2026, 0, 15, 10, 0, 0);

describe("the disk an analytics event takes on SQLite", () => {
  it("is at most the documented figure for the largest valid event (a page view full of Telugu)", async () => {
    const largest: AnalyticsEvent = {
      type: "page_view",
      session: "s_0000000000000000",
      path: `/${telugu(eventLimits.pathMaxLength - 1)}`,
      ts,
      title: telugu(eventLimits.titleMaxLength),
      referrer: `https://www.example.com/${"r".repeat(eventLimits.referrerMaxLength - 24)}`,
      utm: Object.fromEntries(utmKeys.map((key) => [key, telugu(eventLimits.utmMaxLength)])),
    };
    const click: AnalyticsEvent = {
      type: "button_click",
      session: "s_0000000000000000",
      path: largest.path,
      ts,
      label: telugu(eventLimits.labelMaxLength),
      target: `https://www.example.com/${"t".repeat(eventLimits.targetMaxLength - 24)}`,
    };
    const typical: AnalyticsEvent = {
      type: "page_view",
      session: "s_0000000000000000",
      path: "/study-in-uk",
      ts,
      title: "Study in the UK: universities, costs and visas | Vidyapath Overseas Education",
      referrer: "https://www.google.com/",
    };
    const worst = await bytesPerEvent(largest);
    const clickBytes = await bytesPerEvent(click);
    const typicalBytes = await bytesPerEvent(typical);
    process.stdout.write(
      `analytics row on SQLite, with indexes: largest page view ${worst.toFixed(0)} B, largest click ${clickBytes.toFixed(0)} B, typical page view ${typicalBytes.toFixed(0)} B\n`,
    );
    expect(clickBytes).toBeLessThan(worst);
    expect(typicalBytes).toBeLessThan(worst);
    expect(worst).toBeLessThanOrEqual(documentedWorstCaseBytes);
  }, 60_000);
});
