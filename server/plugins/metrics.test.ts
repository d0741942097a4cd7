/**
 * GET /metrics from outside: who may read it (loopback, METRICS_ALLOW, the token) and who gets the site's
 * ordinary 404 (a stranger, anything forwarded by a proxy, a wrong token); and the metrics moving as the
 * app is used.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { challengeHeader, challengeRequiredStatus, honeypotField } from "#contract/enquiry";
import type { AnalyticsEvent } from "#contract/events";
import { buildApp, type App } from "../app.ts";
import { backupFileName, statusFileName } from "../backup/backup.ts";
import type { Config } from "../config.ts";
import { sqliteFileName } from "../db/database.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody, waitFor } from "../test-support/enquiry-fixtures.ts";
import { createSiteFixture, type SiteFixture } from "../test-support/site-fixture.ts";
import { metricsPath } from "./metrics.ts";

const token = "t".repeat(20) + "0123456789abcdefghij";
const stranger = "203.0.113.5";

let site: SiteFixture;
beforeAll(async () => {
  site = await createSiteFixture();
});
afterAll(async () => {
  await site.remove();
});

const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(overrides: Partial<Config> = {}): Promise<App> {
  const app = await buildApp(
    await testConfig({ staticDir: site.dir, analyticsEnabled: false, ...overrides }),
  );
  apps.push(app);
  return app;
}

const scrape = (app: App, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: "GET", url: metricsPath, ...options });

/** The value of one sample: `name` with exactly these labels. */
async function sample(app: App, name: string, labels: Record<string, string> = {}): Promise<number> {
  const answer = await scrape(app);
  expect(answer.statusCode).toBe(200);
  return sampleIn(answer.body, name, labels);
}

function samplesIn(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const [, name = "", labelText = "", value = ""] = match;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key = "", text = ""]) => [key, text]),
      );
      return { name, labels, value: value === "+Inf" ? Infinity : Number(value) };
    });
}

function sampleIn(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samplesIn(text).filter(
    (s) =>
      s.name === name &&
      Object.keys(s.labels).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? NaN;
}

describe("who may read GET /metrics", () => {
  it("answers a stranger, a wrong token and anything a proxy forwarded as if it did not exist", async () => {
    const app = await start({ metricsToken: token });
    const unknown = await app.inject({ url: "/no-such-page", remoteAddress: stranger });
    expect(unknown.statusCode).toBe(404);
    const refusals = [
      { remoteAddress: stranger },
      { remoteAddress: stranger, headers: { authorization: `Bearer ${token}x` } },
      { remoteAddress: stranger, headers: { authorization: `Bearer ${token.slice(0, -1)}` } },
      { remoteAddress: stranger, headers: { authorization: token } },
      { remoteAddress: stranger, headers: { authorization: `Basic ${token}` } },
      // The reverse proxy runs on this machine: what it forwards comes from loopback.
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": stranger } },
      { remoteAddress: "127.0.0.1", headers: { forwarded: `for=${stranger}` } },
      { remoteAddress: "127.0.0.1", headers: { "x-real-ip": stranger } },
      { remoteAddress: "::1", headers: { "x-forwarded-for": "127.0.0.1" } },
    ];
    for (const options of refusals) {
      for (const method of ["GET", "HEAD"] as const) {
        const answer = await app.inject({ method, url: metricsPath, ...options });
        expect(answer.statusCode, JSON.stringify(options)).toBe(404);
        expect(answer.headers["content-type"]).toBe(unknown.headers["content-type"]);
        if (method === "GET") expect(answer.body).toBe(unknown.body);
        expect(answer.body).not.toContain("process_cpu");
      }
    }
  });

  it("answers a caller on this machine, and one with the token from anywhere", async () => {
    const app = await start({ metricsToken: token });
    const allowed: { remoteAddress: string; headers?: Record<string, string> }[] = [
      { remoteAddress: "127.0.0.1" },
      { remoteAddress: "::1" },
      { remoteAddress: "::ffff:127.0.0.1" },
      { remoteAddress: stranger, headers: { authorization: `Bearer ${token}` } },
      {
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": stranger, authorization: `bearer ${token}` },
      },
    ];
    for (const options of allowed) {
      const answer = await scrape(app, options);
      expect(answer.statusCode, JSON.stringify(options)).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toContain("process_cpu_user_seconds_total");
      expect(answer.body).toContain("nodejs_eventloop_lag_seconds");
    }
  });

  it("takes no token when none is set", async () => {
    const app = await start();
    expect(
      (await scrape(app, { remoteAddress: stranger, headers: { authorization: "Bearer " } })).statusCode,
    ).toBe(404);
  });

  it("answers addresses in METRICS_ALLOW, and a proxy's report of one only from a TRUST_PROXY proxy", async () => {
    const app = await start({ metricsAllow: ["10.0.0.0/8", "2001:db8::/32"], trustProxy: ["192.0.2.1"] });
    const status = async (remoteAddress: string, headers: Record<string, string> = {}) =>
      (await scrape(app, { remoteAddress, headers })).statusCode;
    expect(await status("10.1.2.3")).toBe(200);
    expect(await status("::ffff:10.1.2.3")).toBe(200);
    expect(await status("2001:db8::7")).toBe(200);
    expect(await status("11.1.2.3")).toBe(404);
    expect(await status("2001:db9::7")).toBe(404);
    // Forwarded by a proxy TRUST_PROXY does not name: its headers are not believed either way.
    expect(await status("10.1.2.3", { "x-forwarded-for": "10.9.9.9" })).toBe(404);
    expect(await status("198.51.100.1", { "x-forwarded-for": "10.9.9.9" })).toBe(404);
    // Forwarded by the trusted proxy: the client it reports decides.
    expect(await status("192.0.2.1", { "x-forwarded-for": "10.9.9.9" })).toBe(200);
    expect(await status("192.0.2.1", { "x-forwarded-for": stranger })).toBe(404);
    expect(await status("192.0.2.1", { "x-forwarded-for": `${stranger}, 10.9.9.9` })).toBe(200);
    expect(await status("192.0.2.1", { "x-forwarded-for": `10.9.9.9, ${stranger}` })).toBe(404);
    // The proxy's own address is no client's.
    expect(await status("192.0.2.1", { "x-real-ip": "10.9.9.9" })).toBe(404);
  });
});

const postEnquiry = (
  app: App,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress = stranger,
) =>
  app.inject({
    method: "POST",
    url: enquiryPaths.contact,
    remoteAddress,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });

const refusedCount = (app: App, reason: string) =>
  sample(app, "site_enquiries_refused_total", { form: "contact", reason });

describe("the metrics as the app is used", () => {
  it("counts requests by route pattern and status, never by the URL sent", async () => {
    const app = await start();
    const count = (route: string, status: string) =>
      sample(app, "http_request_duration_seconds_count", { method: "GET", route, status_code: status });
    expect((await app.inject({ url: "/about", remoteAddress: stranger })).statusCode).toBe(200);
    const before = await count("/about", "200");
    expect(before).toBe(1);
    expect((await app.inject({ url: "/about?x=1", remoteAddress: stranger })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      await app.inject({ url: `/no-such-page-${i}?q=${i}`, remoteAddress: stranger });
    expect(await count("/about", "200")).toBe(2);
    expect(await count("unmatched", "404")).toBe(3);
    const text = (await scrape(app)).body;
    expect(text).not.toContain("x=1");
    expect(text).not.toContain("no-such-page");
    expect(
      sampleIn(text, "http_request_duration_seconds_bucket", {
        method: "GET",
        route: "/about",
        status_code: "200",
        le: "+Inf",
      }),
    ).toBe(2);
  });

  it("counts enquiries stored, and refused by reason", async () => {
    const app = await start({ enquiriesPerSenderPerDay: 1 });
    expect(await sample(app, "site_enquiries_stored_total", { form: "contact" })).toBe(0);
    expect((await postEnquiry(app, sampleBody())).statusCode).toBe(201);
    expect(await sample(app, "site_enquiries_stored_total", { form: "contact" })).toBe(1);

    expect((await postEnquiry(app, sampleBody())).statusCode).toBe(429);
    expect(await refusedCount(app, "sender_limit")).toBe(1);
    expect((await postEnquiry(app, {})).statusCode).toBe(400);
    expect(await refusedCount(app, "invalid")).toBe(1);
    const bot = sampleBody({ email: "bot@example.com", phone: "9123456780", [honeypotField]: "x" });
    expect((await postEnquiry(app, bot)).statusCode).toBe(201);
    expect(await refusedCount(app, "honeypot")).toBe(1);
    expect(await sample(app, "site_enquiries_stored_total", { form: "contact" })).toBe(1);
    expect(await sample(app, "site_enquiries_refused_total", { form: "service", reason: "invalid" })).toBe(0);
  });

  it("counts the per-address limit, and challenges required and failed", async () => {
    const app = await start({ enquiryChallengePerHour: 0, rateLimitFormsPerMinute: 2 });
    expect((await postEnquiry(app, sampleBody())).statusCode).toBe(challengeRequiredStatus);
    expect(await refusedCount(app, "challenge_required")).toBe(1);
    const wrong = await postEnquiry(app, sampleBody(), { [challengeHeader]: "bm90IGEgc29sdXRpb24=" });
    expect(wrong.statusCode).toBe(challengeRequiredStatus);
    expect(await refusedCount(app, "challenge_failed")).toBe(1);
    expect((await postEnquiry(app, sampleBody())).statusCode).toBe(429);
    expect(await refusedCount(app, "rate_limit")).toBe(1);
    expect(await refusedCount(app, "sender_limit")).toBe(0);
  });

  it("counts an enquiry the database could not take, by reason", async () => {
    const config = await testConfig({ staticDir: site.dir, analyticsEnabled: false });
    const app = await start(config);
    await app.ready();
    const locker = new SqliteDatabase(join(config.dataDir, sqliteFileName));
    locker.exec("begin exclusive");
    try {
      expect((await postEnquiry(app, sampleBody())).statusCode).toBe(503);
    } finally {
      locker.exec("rollback");
      locker.close();
    }
    expect(await refusedCount(app, "database_unavailable")).toBe(1);
    const text = (await scrape(app)).body;
    const unavailable = samplesIn(text).filter((s) => s.name === "site_database_unavailable_total");
    expect(unavailable.reduce((sum, s) => sum + s.value, 0)).toBe(1);
  });

  it("reads the outbox when scraped: waiting, retrying, dead, and the oldest's age", async () => {
    // A mail server that refuses every connection: the mail stays pending and is retried.
    const config = await testConfig({
      staticDir: site.dir,
      analyticsEnabled: false,
      smtpUrl: "smtp://127.0.0.1:9",
    });
    const app = await start(config);
    expect((await postEnquiry(app, sampleBody())).statusCode).toBe(201);
    await waitFor(async () => (await sample(app, "site_outbox_retrying", { kind: "mail" })) === 1);
    expect(await sample(app, "site_outbox_pending", { kind: "mail" })).toBe(1);
    expect(await sample(app, "site_outbox_dead", { kind: "mail" })).toBe(0);
    expect(await sample(app, "site_outbox_pending", { kind: "webhook" })).toBe(0);

    const database = new SqliteDatabase(join(config.dataDir, sqliteFileName));
    try {
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
      database.prepare("update outbox set created_at = ?").run(twoHoursAgo);
      expect(await sample(app, "site_outbox_oldest_pending_age_seconds", { kind: "mail" })).toBeGreaterThan(
        7000,
      );
      database.prepare("update outbox set status = 'dead'").run();
    } finally {
      database.close();
    }
    expect(await sample(app, "site_outbox_dead", { kind: "mail" })).toBe(1);
    expect(await sample(app, "site_outbox_pending", { kind: "mail" })).toBe(0);
    expect(await sample(app, "site_outbox_oldest_pending_age_seconds", { kind: "mail" })).toBe(0);
  });

  it("counts analytics events stored and dropped by reason", async () => {
    const app = await start({ analyticsEnabled: true, analyticsEventsPerMinute: 2 });
    const event: AnalyticsEvent = {
      type: "page_view",
      session: "s_abcdefghijklmnop",
      path: "/about",
      ts: Date.now(),
    };
    const answer = await app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: stranger,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ events: [event, event, event] }),
    });
    expect(answer.statusCode).toBe(204);
    await app.analytics.flush();
    expect(await sample(app, "site_analytics_events_stored_total")).toBe(2);
    expect(await sample(app, "site_analytics_events_dropped_total", { reason: "minute_cap" })).toBe(1);
    expect(await sample(app, "site_analytics_events_dropped_total", { reason: "write_failed" })).toBe(0);
  });

  it("reads the newest backup's age and the last run's outcome when scraped", async () => {
    const config = await testConfig({ staticDir: site.dir, analyticsEnabled: false });
    const app = await start(config);
    expect(await sample(app, "site_backup_age_seconds")).toBe(Infinity);
    expect(await sample(app, "site_backup_last_success")).toBeNaN();

    const at = new Date(Date.now() - 3 * 3600_000);
    await writeFile(join(config.backupDir, backupFileName("enquiries", at)), "");
    await writeFile(
      join(config.backupDir, statusFileName),
      JSON.stringify({ at: at.toISOString(), ok: true }),
    );
    const age = await sample(app, "site_backup_age_seconds");
    expect(age).toBeGreaterThanOrEqual(3 * 3600);
    expect(age).toBeLessThan(4 * 3600);
    expect(await sample(app, "site_backup_last_success")).toBe(1);
    expect(await sample(app, "site_backup_after_command_success")).toBe(1);

    await writeFile(
      join(config.backupDir, statusFileName),
      JSON.stringify({ at: new Date().toISOString(), ok: false, error: "disk full" }),
    );
    expect(await sample(app, "site_backup_last_success")).toBe(0);
  });
});
