/** GET /api/ready under load: one run of the checks per cache period, a rate limit, reports and warnings. */
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { sqliteFileName } from "../db/database.ts";
import { testConfig } from "../test-support/app-config.ts";
import type { ReadyBody } from "./health.ts";

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * The tests' day (vitest.config.ts), when no country figure is due for re-checking: the figures' report
 * adds no warning of its own, whatever the machine's calendar says (server/plugins/figures-report.test.ts
 * tests that report).
 */
const testsDay = new Date("2026-11-27T06:30:00.000Z");

async function start(overrides: Partial<Config>): Promise<App> {
  app = await buildApp(await testConfig({ staticDir: "no-site", analyticsEnabled: false, ...overrides }), {
    now: () => testsDay,
  });
  return app;
}

describe("GET /api/ready", () => {
  it("runs its checks once for many callers within its cache period", async () => {
    const ready = await start({ readyCacheMs: 60_000, readyRateLimitPerMinute: 1000 });
    let runs = 0;
    ready.readiness.add("counted", async () => {
      runs += 1;
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready.inject({ url: "/api/ready" })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    for (let i = 0; i < 5; i++) await ready.inject({ url: "/api/ready" });
    expect(runs).toBe(1);
  });

  it("does not take the database's write lock on every call, so a held lock does not stall it", async () => {
    const config = await testConfig({ staticDir: "no-site", analyticsEnabled: false, readyCacheMs: 60_000 });
    const ready = await start(config);
    expect((await ready.inject({ url: "/api/ready" })).statusCode).toBe(200);
    // Another process (npm run leads, a second server) holds the write lock.
    const other = new SqliteDatabase(join(config.dataDir, sqliteFileName));
    other.exec("begin immediate");
    try {
      const started = Date.now();
      for (let i = 0; i < 10; i++) expect((await ready.inject({ url: "/api/ready" })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(250);
    } finally {
      other.exec("rollback");
      other.close();
    }
  });

  it("is rate-limited per client", async () => {
    const ready = await start({ readyRateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await ready.inject({ url: "/api/ready", remoteAddress: "198.51.100.7" })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await ready.inject({ url: "/api/ready", remoteAddress: "198.51.100.8" })).statusCode).toBe(200);
  });

  it("shows what plugins report, with their warnings, and stays ready", async () => {
    const ready = await start({});
    ready.readiness.report("disk", async () => ({
      warning: "disk: nearly full",
      details: { freeBytes: 10 },
    }));
    const answer = await ready.inject({ url: "/api/ready" });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<ReadyBody>();
    expect(body.warnings).toEqual(["disk: nearly full"]);
    expect(body.reports.disk).toEqual({ freeBytes: 10 });
    expect(body.reports.mail).toMatchObject({
      pending: 0,
      dead: 0,
      oldestPendingAt: null,
      capReached: false,
    });
    expect(body.reports.enquiries).toMatchObject({ today: 0, dailyCap: 1000, capReached: false });
  });

  it("tells the reports only to a caller on this machine that no proxy forwarded", async () => {
    const ready = await start({ readyRateLimitPerMinute: 1000 });
    const strangers = [
      { remoteAddress: "198.51.100.7" },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "198.51.100.7" } },
      { remoteAddress: "::1", headers: { forwarded: "for=198.51.100.7" } },
      { remoteAddress: "127.0.0.1", headers: { "x-real-ip": "198.51.100.7" } },
    ];
    for (const stranger of strangers) {
      const answer = await ready.inject({ url: "/api/ready", ...stranger });
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.json<object>()).sort(), JSON.stringify(stranger)).toEqual([
        "checks",
        "status",
      ]);
    }
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const local = await ready.inject({ url: "/api/ready", remoteAddress });
      expect(local.json<ReadyBody>().reports.enquiries, remoteAddress).toBeDefined();
    }
  });
});
