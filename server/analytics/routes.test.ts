import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLimits, type AnalyticsEvent, type EventBatchAnswer } from "#contract/events";
import { buildApp, type App } from "../app.ts";
import { openAnalyticsDatabase } from "../db/database.ts";
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

describe("what is stored of an event", () => {
  it("keeps the referrer's origin and path only, and at most 100 characters of a UTM value", async () => {
    await clearRows();
    const event: AnalyticsEvent = {
      ...pageView,
      referrer: "https://www.google.com/search?q=asha+rao+9876543210&hl=en#top",
      utm: { source: "s".repeat(eventLimits.utmMaxLength), campaign: "jan" },
    };
    expect((await post(JSON.stringify({ events: [event] }), "application/json")).statusCode).toBe(204);
    const [row] = await storedRows();
    expect(row?.referrer).toBe("https://www.google.com/search");
    expect(row?.utm_source?.length).toBeLessThanOrEqual(100);
  });

  it("refuses a UTM value over 100 characters", async () => {
    const event = { ...pageView, utm: { source: "s".repeat(101) } };
    expect((await post(JSON.stringify({ events: [event] }), "application/json")).statusCode).toBe(400);
  });

  it("stores a network of at least a /24 when the geolocation record is a single address (/32)", async () => {
    await clearRows();
    // 12.55.41.86 is a /32 record in the bundled GeoLite2 City data.
    await post(JSON.stringify({ events: [pageView] }), "application/json", "12.55.41.86");
    const [row] = await storedRows();
    expect(row?.city).toBe("San Antonio");
    expect(row?.network).toBe("12.55.41.0/24");
  });

  it.each([
    ["a NUL in a label", { ...allTypes[3], label: "Get\u0000Started" }],
    ["an escape sequence in a title", { ...pageView, title: "\u001b]0;owned\u0007" }],
    ["a line break in a path", { ...pageView, path: "/a\nb" }],
    ["a C1 control in a UTM value", { ...pageView, utm: { source: "g\u009b" } }],
    ["a lone surrogate in a target", { ...allTypes[3], target: "/contact\uD800" }],
    ["a line break in a campaign", { ...pageView, utm: { campaign: "spring\nsale" } }],
    ["half an emoji at the end of a title", { ...pageView, title: "Study in the UK \uD83C" }],
    ["a javascript: page", { ...pageView, path: "javascript:alert('page')" }],
    ["a page of another host", { ...allTypes[1], path: "//evil.example/x" }],
    ["a page with a backslash", { ...allTypes[1], path: "/\\evil.example" }],
    ["a page with a right-to-left override", { ...allTypes[1], path: "/contact\u202E" }],
    ["a page over 300 characters", { ...allTypes[1], path: `/${"a".repeat(eventLimits.pathMaxLength)}` }],
  ])("refuses %s, stores the valid events of its batch and says which was refused", async (_name, event) => {
    await clearRows();
    const scroll = allTypes[1];
    const response = await post(JSON.stringify({ events: [pageView, event, scroll] }), "application/json");
    expect(response.statusCode).toBe(200);
    const answer = response.json<EventBatchAnswer>();
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.refused).toEqual([{ index: 1, message: expect.any(String) }]);
    const rows = await storedRows();
    expect(rows.map((row) => row.type).sort()).toEqual(["page_view", "scroll_depth"]);
  });

  it("answers 400 naming every event when none of a batch is valid, and stores nothing", async () => {
    await clearRows();
    const bad = { ...pageView, title: "\u001b]0;owned\u0007" };
    const response = await post(
      JSON.stringify({ events: [bad, { ...bad, path: "//x" }] }),
      "application/json",
    );
    expect(response.statusCode).toBe(400);
    const answer = response.json<EventBatchAnswer>();
    expect(answer.refused.map((refused) => refused.index)).toEqual([0, 1]);
    expect(answer.refused[0]?.message).toMatch(/^title: /);
    expect(await storedRows()).toEqual([]);
  });
});

describe("site-wide caps", () => {
  const batch = (
    count: number,
    sessionOf: (i: number) => string = (i) => `s_session${String(i).padStart(8, "0")}`,
  ) =>
    JSON.stringify({
      events: Array.from({ length: count }, (_, i) => ({ ...pageView, session: sessionOf(i) })),
    });

  async function capped(overrides: Parameters<typeof testConfig>[0]) {
    const capApp = await buildApp(
      await testConfig({ staticDir: "/nonexistent", rateLimitEventsPerMinute: 10_000, ...overrides }),
    );
    await capApp.ready();
    const send = async (payload: string) => {
      const response = await capApp.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode).toBe(204);
    };
    const count = async () => {
      await capApp.analytics.flush();
      return capApp.analytics.repository.count();
    };
    return { app: capApp, send, count };
  }

  it("stores at most ANALYTICS_EVENTS_PER_DAY events a day from all clients together, and counts the rest", async () => {
    const {
      app: capApp,
      send,
      count,
    } = await capped({
      analyticsEventsPerDay: 120,
      analyticsEventsPerMinute: 100_000,
    });
    try {
      for (let i = 0; i < 6; i++) await send(batch(50));
      expect(await count()).toBe(120);
      expect(capApp.analytics.dropped()).toMatchObject({ dayCap: 180 });
    } finally {
      await capApp.close();
    }
  });

  it("stores at most ANALYTICS_EVENTS_PER_MINUTE events a minute", async () => {
    const { app: capApp, send, count } = await capped({ analyticsEventsPerMinute: 70 });
    try {
      // Two batches in the same minute (the test would need a minute boundary to fall between them to
      // see more; then the second batch counts in the next minute, and at most 100 are stored).
      await send(batch(50));
      await send(batch(50));
      expect(await count()).toBeLessThanOrEqual(100);
      const dropped = capApp.analytics.dropped().minuteCap ?? 0;
      expect((await count()) + dropped).toBe(100);
      expect(dropped === 30 || dropped === 0).toBe(true);
    } finally {
      await capApp.close();
    }
  });

  it("stores at most ANALYTICS_EVENTS_PER_SESSION events of one session a day", async () => {
    const { app: capApp, send, count } = await capped({ analyticsEventsPerSession: 20 });
    try {
      await send(batch(50, () => session));
      await send(batch(50, () => session));
      expect(await count()).toBe(20);
      expect(capApp.analytics.dropped()).toMatchObject({ sessionCap: 80 });
    } finally {
      await capApp.close();
    }
  });
});

describe("low free disk space", () => {
  it("stops storing events (still 204), reports it in /api/ready, and enquiries still work", async () => {
    // Every volume has less than 100 % of its space free: the threshold is always crossed.
    const low = await buildApp(
      await testConfig({ staticDir: "/nonexistent", analyticsMinFreeDiskPercent: 100 }),
    );
    try {
      const response = await low.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ events: allTypes }),
      });
      expect(response.statusCode).toBe(204);
      await low.analytics.flush();
      expect(await low.analytics.repository.count()).toBe(0);
      expect(low.analytics.dropped()).toMatchObject({ lowDisk: allTypes.length });

      const ready = await low.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ reports: { "disk-space": { low: true } } });
      expect(ready.json<{ warnings: string[] }>().warnings.join(" ")).toContain(
        "analytics events are not stored",
      );

      const enquiry = await low.inject({
        method: "POST",
        url: "/api/contact-form",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          firstName: "Asha",
          lastName: "Rao",
          email: "asha@example.com",
          phone: "9876543210",
        }),
      });
      expect(enquiry.statusCode).toBe(201);
    } finally {
      await low.close();
    }
  });

  it("stores events and is ready when there is space", async () => {
    // On the tests' day (vitest.config.ts), when no country figure is due for re-checking, so that the
    // figures' report adds no warning whatever the machine's calendar says.
    const roomy = await buildApp(
      await testConfig({
        staticDir: "/nonexistent",
        analyticsMinFreeDiskPercent: 0,
        analyticsMinFreeDiskMb: 0,
      }),
      { now: () => new Date("2026-11-27T06:30:00.000Z") },
    );
    try {
      const ready = await roomy.inject({ method: "GET", url: "/api/ready" });
      expect(ready.json()).toMatchObject({ reports: { "disk-space": { low: false } }, warnings: [] });
    } finally {
      await roomy.close();
    }
  });
});

describe("the IP hash's daily salt", () => {
  it("is deleted once its day is over: a starting server removes the salts of past days", async () => {
    const config = await testConfig({ staticDir: "/nonexistent" });
    const store = await openAnalyticsDatabase({ dataDir: config.dataDir });
    await store.kysely
      .insertInto("ip_hash_salts")
      .values({ day: "2020-01-01", salt: "an old day's salt" })
      .execute();
    await store.close();
    const started = await buildApp(config);
    try {
      await started.ready();
      await started.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ events: [pageView] }),
      });
      await started.analytics.flush();
      const days = await started.analytics.store.kysely.selectFrom("ip_hash_salts").select("day").execute();
      expect(days).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
    } finally {
      await started.close();
    }
  });
});
