/**
 * The server's exchange rates, on SQLite (rates.test.ts) and PostgreSQL (rates.postgres.test.ts), against a stub of the European Central Bank on this machine (no test asks
 * the real one), with an injected clock: GET /api/exchange-rates, a refresh that succeeds, failures that
 * keep the last good rates and warn in /api/ready, absurd values refused, the rates kept across a
 * restart, and the schedule.
 */
import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ExchangeRates } from "#contract/exchange-rates";
import { exchangeRates as builtIn } from "~/content/countries/exchange-rates";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import type { ReadyBody } from "../plugins/health.ts";
import { testConfig } from "../test-support/app-config.ts";
import { dayAfter, dayNear, ecbXml } from "./ecb-fixture.ts";
import { ratesFileName } from "./plugin.ts";

/** The suite, on the database `database()` names (SQLite when it returns nothing). */
export function exchangeRatesSuite(database: () => Partial<Config>): void {
  /** The stub ECB: answers with whatever the test sets, and counts its requests. */
  let answer: { status: number; body: string; hang?: boolean } = { status: 200, body: "" };
  let requests = 0;
  let stub: Server;
  let stubUrl: string;

  beforeAll(async () => {
    stub = createServer((_request, response) => {
      requests += 1;
      if (answer.hang) return;
      response.writeHead(answer.status, { "content-type": "text/xml" }).end(answer.body);
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`;
  });
  afterAll(async () => {
    stub.closeAllConnections();
    await new Promise((resolve) => stub.close(resolve));
  });

  const nextDay = dayAfter(builtIn.date, 3);
  /** The clock: the morning after the stub's day, in India as in UTC. */
  const now = () => new Date(`${dayAfter(nextDay)}T06:00:00Z`);
  const apps: App[] = [];

  async function start(overrides: Partial<Config> = {}, timeoutMs = 2000): Promise<App> {
    const config = await testConfig({ staticDir: "no-site", ratesUrl: stubUrl, ...database(), ...overrides });
    const app = await buildApp(config, { exchangeRates: { now, timeoutMs } });
    apps.push(app);
    return app;
  }

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    answer = { status: 200, body: "" };
    requests = 0;
  });

  async function served(app: App): Promise<ExchangeRates> {
    const response = await app.inject({ url: "/api/exchange-rates" });
    expect(response.statusCode).toBe(200);
    return response.json<ExchangeRates>();
  }

  async function ready(app: App): Promise<ReadyBody> {
    const response = await app.inject({ url: "/api/ready", remoteAddress: "127.0.0.1" });
    expect(response.statusCode).toBe(200);
    return response.json<ReadyBody>();
  }

  const rateWarnings = (body: ReadyBody) =>
    body.warnings.filter((warning) => warning.startsWith("exchange rates"));

  describe("GET /api/exchange-rates", () => {
    it("serves the rates built into the site until a refresh, cacheable for a few minutes", async () => {
      const app = await start();
      const response = await app.inject({ url: "/api/exchange-rates" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
      expect(response.json()).toEqual(builtIn);
      expect(requests).toBe(0);
      const body = await ready(app);
      expect(body.reports.exchangeRates).toMatchObject({ date: builtIn.date, lastRefreshFailed: false });
      expect(rateWarnings(body)).toEqual([]);
    });

    it("answers another method with an error body, never a 5xx", async () => {
      const app = await start();
      const response = await app.inject({ method: "POST", url: "/api/exchange-rates", payload: {} });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty("message");
    });
  });

  describe("a refresh from the ECB", () => {
    it("takes the newer rates, serves them and keeps them in DATA_DIR across a restart", async () => {
      answer = { status: 200, body: ecbXml(dayNear(builtIn, nextDay, 1.01)) };
      const app = await start();
      const result = await app.exchangeRates.refresh();
      expect(result.outcome).toBe("updated");
      const rates = await served(app);
      expect(rates).toMatchObject({ date: nextDay, source: "ecb" });
      expect(rates.inrPer.USD).toBeCloseTo(builtIn.inrPer.USD * 1.01, 2);
      expect((await ready(app)).reports.exchangeRates).toMatchObject({
        date: nextDay,
        source: "ecb",
        checkedAt: now().toISOString(),
        lastRefreshFailed: false,
      });
      expect(existsSync(join(app.config.dataDir, ratesFileName))).toBe(true);

      answer = { status: 503, body: "down" };
      const again = await start({ dataDir: app.config.dataDir });
      expect(await served(again)).toEqual(rates);
    });

    it("leaves the rates alone when the ECB has nothing newer", async () => {
      answer = { status: 200, body: ecbXml(dayNear(builtIn, builtIn.date, 1.05)) };
      const app = await start();
      expect((await app.exchangeRates.refresh()).outcome).toBe("unchanged");
      expect(await served(app)).toEqual(builtIn);
      expect(rateWarnings(await ready(app))).toEqual([]);
    });

    it.each([
      ["an error status", { status: 500, body: "Internal error" }],
      ["an HTML page", { status: 200, body: "<html><body>Maintenance</body></html>" }],
      ["no answer in time", { status: 200, body: "", hang: true }],
    ])(
      "on %s keeps the last good rates and warns in /api/ready until a refresh succeeds",
      async (_what, bad) => {
        answer = { status: 200, body: ecbXml(dayNear(builtIn, nextDay, 1.01)) };
        const app = await start({}, 300);
        await app.exchangeRates.refresh();
        const good = await served(app);

        answer = bad;
        const failed = await app.exchangeRates.refresh();
        expect(failed.outcome).toBe("failed");
        expect(await served(app)).toEqual(good);
        const body = await ready(app);
        expect(body.status).toBe("ready");
        expect(body.reports.exchangeRates).toMatchObject({ date: nextDay, lastRefreshFailed: true });
        expect(rateWarnings(body)).toHaveLength(1);
        expect(rateWarnings(body)[0]).toContain(failed.problem);

        answer = { status: 200, body: ecbXml(dayNear(builtIn, nextDay, 1.01)) };
        expect((await app.exchangeRates.refresh()).outcome).toBe("unchanged");
        expect(rateWarnings(await ready(app))).toEqual([]);
      },
    );

    it("refuses absurd values (a currency moving more than 20 %) and keeps the last good rates", async () => {
      answer = { status: 200, body: ecbXml(dayNear(builtIn, nextDay, 1.5)) };
      const app = await start();
      const result = await app.exchangeRates.refresh();
      expect(result.outcome).toBe("failed");
      expect(result.problem).toMatch(/20 %/);
      expect(await served(app)).toEqual(builtIn);
      expect(rateWarnings(await ready(app))).toHaveLength(1);
    });
  });

  describe("the schedule", () => {
    it("fetches at start when there are no stored rates, and not at all with RATES_REFRESH_HOURS=0", async () => {
      answer = { status: 200, body: ecbXml(dayNear(builtIn, nextDay, 1.01)) };
      const off = await start({ ratesRefreshHours: 0 });
      await off.ready();
      const on = await start({ ratesRefreshHours: 6 });
      await on.ready();
      await expect.poll(async () => (await served(on)).date).toBe(nextDay);
      expect(requests).toBe(1);
      expect((await served(off)).date).toBe(builtIn.date);
    });

    it("warns when, with the schedule on, the rates in use are more than a week old", async () => {
      answer = { status: 503, body: "down" };
      const app = await start({ ratesRefreshHours: 6 });
      const config = app.config;
      await app.close();
      const later = await buildApp(config, {
        exchangeRates: { now: () => new Date(`${dayAfter(builtIn.date, 10)}T06:00:00Z`), timeoutMs: 300 },
      });
      apps.push(later);
      const body = await ready(later);
      expect(rateWarnings(body).some((warning) => warning.includes("days old"))).toBe(true);
    });
  });
}
