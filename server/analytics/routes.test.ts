import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLimits, type AnalyticsEvent } from "#contract/events";
import { buildApp, type App } from "../app.ts";
import type { EventRow } from "./events-repository.ts";
import { testConfig } from "../test-support/app-config.ts";

const session = "s_abcdefghijklmnop";
const ts = Date.UTC(2026, 0, 15, 10, 0, 0);
const pageView: AnalyticsEvent = {
  type: "page_view",
  session,
  path: "/study-in-uk",
  ts,
  title: "Study in the UK",
  referrer: "https://www.google.com/",
  utm: { source: "newsletter", campaign: "jan" },
};
const allTypes: AnalyticsEvent[] = [
  pageView,
  { type: "scroll_depth", session, path: "/study-in-uk", ts, percent: 50 },
  { type: "session_duration", session, path: "/study-in-uk", ts, seconds: 42 },
  { type: "button_click", session, path: "/study-in-uk", ts, label: "Get Started", target: "/contact" },
];

/** A public IP in Hyderabad in the bundled GeoLite2 data. */
const HYDERABAD_IP = "49.204.1.1";

let app: App;

beforeAll(async () => {
  app = await buildApp(
    await testConfig({
      staticDir: "/nonexistent",
      rateLimitEventsPerMinute: 1000,
      trustProxy: ["127.0.0.1"],
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function storedRows(): Promise<EventRow[]> {
  await app.analytics.flush();
  return await app.analytics.store.kysely.selectFrom("analytics_events").selectAll().execute();
}

async function clearRows() {
  await app.analytics.flush();
  await app.analytics.store.kysely.deleteFrom("analytics_events").execute();
}

const post = (payload: string, contentType: string, remoteAddress = "127.0.0.1") =>
  app.inject({
    method: "POST",
    url: "/api/events",
    headers: { "content-type": contentType },
    payload,
    remoteAddress,
  });

describe("POST /api/events", () => {
  it("accepts a JSON batch with all four event types: 204, stored", async () => {
    await clearRows();
    const response = await post(JSON.stringify({ events: allTypes }), "application/json");
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const rows = await storedRows();
    expect(rows.map((row) => row.type).sort()).toEqual([
      "button_click",
      "page_view",
      "scroll_depth",
      "session_duration",
    ]);
    const view = rows.find((row) => row.type === "page_view");
    expect(view).toMatchObject({
      session_id: session,
      path: "/study-in-uk",
      title: "Study in the UK",
      utm_source: "newsletter",
      utm_campaign: "jan",
      occurred_at: new Date(ts).toISOString(),
    });
    expect(rows.find((row) => row.type === "scroll_depth")?.percent).toBe(50);
    expect(rows.find((row) => row.type === "session_duration")?.seconds).toBe(42);
    expect(rows.find((row) => row.type === "button_click")).toMatchObject({
      label: "Get Started",
      target: "/contact",
    });
  });

  it("accepts a beacon's text/plain body", async () => {
    await clearRows();
    const response = await post(JSON.stringify({ events: [pageView] }), "text/plain;charset=UTF-8");
    expect(response.statusCode).toBe(204);
    expect(await storedRows()).toHaveLength(1);
  });

  it("fills the geolocation fields for a public IP from the offline databases, never storing the IP", async () => {
    await clearRows();
    const response = await post(JSON.stringify({ events: [pageView] }), "application/json", HYDERABAD_IP);
    expect(response.statusCode).toBe(204);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      city: "Hyderabad",
      region: "Telangana",
      country_code: "IN",
      country_name: "India",
      postal: expect.stringMatching(/^\d{6}$/),
      org: expect.any(String),
      asn: expect.any(Number),
      network: expect.stringMatching(/^49\.204\.\d+\.\d+\/\d+$/),
    });
    // Coordinates rounded to one decimal.
    expect(row?.latitude).toBe(Math.round((row?.latitude ?? 0) * 10) / 10);
    expect(row?.latitude).toBeCloseTo(17.4, 0);
    expect(row?.ip_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(row)).not.toContain(HYDERABAD_IP);
  });

  it("takes the client IP from X-Forwarded-For only through a trusted proxy", async () => {
    await clearRows();
    await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "application/json", "x-forwarded-for": HYDERABAD_IP },
      payload: JSON.stringify({ events: [pageView] }),
      remoteAddress: "127.0.0.1",
    });
    await app.inject({
      method: "POST",
      url: "/api/events",
      headers: { "content-type": "application/json", "x-forwarded-for": HYDERABAD_IP },
      payload: JSON.stringify({ events: [pageView] }),
      remoteAddress: "10.1.2.3",
    });
    const rows = await storedRows();
    expect(rows.map((row) => row.city).sort()).toEqual(["Hyderabad", null]);
  });

  it("leaves the geolocation fields empty for loopback", async () => {
    await clearRows();
    await post(JSON.stringify({ events: [pageView] }), "application/json", "127.0.0.1");
    const [row] = await storedRows();
    expect(row).toMatchObject({
      city: null,
      region: null,
      country_name: null,
      postal: null,
      latitude: null,
      longitude: null,
      org: null,
      network: null,
    });
  });

  it("hashes one IP the same way within a request batch and never stores it", async () => {
    await clearRows();
    await post(JSON.stringify({ events: allTypes }), "application/json", HYDERABAD_IP);
    const rows = await storedRows();
    expect(new Set(rows.map((row) => row.ip_hash)).size).toBe(1);
    for (const row of rows) expect(Object.values(row)).not.toContain(HYDERABAD_IP);
  });

  it.each([
    ["not JSON", "{nope", "application/json", 400],
    ["a beacon body that is not JSON", "events=1", "text/plain", 400],
    ["an empty batch", JSON.stringify({ events: [] }), "application/json", 400],
    ["no events key", JSON.stringify([pageView]), "application/json", 400],
    [
      "an unknown type",
      JSON.stringify({ events: [{ ...pageView, type: "purchase" }] }),
      "application/json",
      400,
    ],
    [
      "an unknown field",
      JSON.stringify({ events: [{ ...pageView, email: "a@b.c" }] }),
      "application/json",
      400,
    ],
    [
      "a bad scroll mark",
      JSON.stringify({ events: [{ ...allTypes[1], percent: 33 }] }),
      "application/json",
      400,
    ],
    [
      "a bad session id",
      JSON.stringify({ events: [{ ...pageView, session: "x" }] }),
      "application/json",
      400,
    ],
    [
      "a path that is a URL",
      JSON.stringify({ events: [{ ...pageView, path: "https://x.example/" }] }),
      "application/json",
      400,
    ],
    [
      "51 events",
      JSON.stringify({
        events: Array.from({ length: eventLimits.maxEventsPerBatch + 1 }, () => allTypes[1]),
      }),
      "application/json",
      400,
    ],
    [
      "a body over 32 KiB",
      JSON.stringify({ events: [{ ...pageView, title: "x".repeat(eventLimits.maxBatchBytes) }] }),
      "application/json",
      413,
    ],
    ["a form post", "events=1", "application/x-www-form-urlencoded", 415],
    ["XML", "<events/>", "application/xml", 415],
  ])("rejects %s with %i and the error body", async (_name, payload, contentType, status) => {
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it("rejects 300 random bodies with 4xx, never 5xx or 2xx", async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify({ events: [value] })),
      fc
        .record({
          type: fc.constantFrom("page_view", "scroll_depth", "button_click"),
          path: fc.string(),
          ts: fc.integer(),
        })
        .map((event) => JSON.stringify({ events: [event] })),
    );
    await fc.assert(
      fc.asyncProperty(
        junk,
        fc.constantFrom("application/json", "text/plain"),
        async (payload, contentType) => {
          const response = await post(payload, contentType);
          expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, payload).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("rate limit and switches", () => {
  it("answers 429 with Retry-After past RATE_LIMIT_EVENTS_PER_MINUTE", async () => {
    const limited = await buildApp(
      await testConfig({ staticDir: "/nonexistent", rateLimitEventsPerMinute: 3 }),
    );
    try {
      const send = () =>
        limited.inject({
          method: "POST",
          url: "/api/events",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ events: [pageView] }),
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await send()).statusCode);
      expect(statuses).toEqual([204, 204, 204, 429]);
      expect((await send()).headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it("stores nothing when ANALYTICS_ENABLED is false, yet answers 204", async () => {
    const off = await buildApp(await testConfig({ staticDir: "/nonexistent", analyticsEnabled: false }));
    try {
      const response = await off.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ events: allTypes }),
      });
      expect(response.statusCode).toBe(204);
      await off.analytics.flush();
      expect(await off.analytics.repository.count()).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe("retention", () => {
  it("deletes events older than ANALYTICS_RETENTION_DAYS, keeps the rest", async () => {
    await clearRows();
    const now = new Date("2026-06-01T00:00:00Z");
    const row = (id: string, daysAgo: number): EventRow => ({
      id,
      type: "page_view",
      session_id: session,
      path: "/",
      occurred_at: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
      received_at: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
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
      ip_hash: "h",
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
    });
    await app.analytics.repository.insert([
      row("old", 400),
      row("edge", 397),
      row("recent", 395),
      row("new", 1),
    ]);
    expect(await app.analytics.purgeExpired(now)).toBe(2);
    expect((await storedRows()).map((r) => r.id).sort()).toEqual(["new", "recent"]);
  });
});
