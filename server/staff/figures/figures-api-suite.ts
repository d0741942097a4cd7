/**
 * `GET /api/staff/figures` through HTTP, on SQLite (figures-api.test.ts) and PostgreSQL
 * (figures-api.postgres.test.ts): an admin reads the figures to re-check on the server's day (its clock,
 * or its SITE_DATE); a counsellor is refused (403) and a visitor without a session too (401).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffApiError } from "#contract/staff";
import { figuresToRecheckSchema, type FiguresToRecheck } from "#contract/staff-figures";
import { allFigures, changesDueWithin, staleFigures, WARN_AFTER_DAYS } from "~/content/countries/staleness";
import { buildApp, type App } from "../../app.ts";
import type { Config } from "../../config.ts";
import { testConfig } from "../../test-support/app-config.ts";
import { createStaffAccount } from "../staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;
const headers = { host, origin, "sec-fetch-site": "same-origin" };

/** 20 Jan 2028, 02:00 in India (still 19 Jan in London): every figure of the site is due then. */
const lateClock = new Date("2028-01-19T20:30:00.000Z");
/** 27 Nov 2026, 14:00 in India: the Graduate Route and Germany's minimum wage change on 1 Jan 2027. */
const novemberClock = new Date("2026-11-27T08:30:00.000Z");

export function figuresApiSuite(options: { databaseUrl: () => string | undefined }) {
  const apps: App[] = [];

  async function appWith(now: Date, config: Partial<Config> = {}) {
    const app = await buildApp(
      await testConfig({
        staticDir: noSite,
        consoleDir: noSite,
        databaseUrl: options.databaseUrl(),
        ...config,
      }),
      { now: () => now },
    );
    apps.push(app);
    return app;
  }

  async function cookieOf(app: App, role: "admin" | "counsellor"): Promise<string> {
    const email = `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await createStaffAccount(app.staff.auth, { email, name: `A ${role}`, role, office: "guntur", password });
    const response = await app.inject({
      method: "POST",
      url: "/api/staff/session",
      headers,
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "staff.session_token");
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  const get = (app: App, cookie?: string) =>
    app.inject({
      method: "GET",
      url: "/api/staff/figures",
      headers: cookie ? { ...headers, cookie } : headers,
    });

  let late: App;
  let november: App;
  beforeAll(async () => {
    late = await appWith(lateClock);
    november = await appWith(novemberClock);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  describe("for an admin", () => {
    it("lists every figure checked too long ago on the server's day in India, with its source", async () => {
      const response = await get(late, await cookieOf(late, "admin"));
      expect(response.statusCode).toBe(200);
      const list = figuresToRecheckSchema.parse(response.json());
      expect(list.day).toBe("2028-01-20");
      expect(list.recheckAfterDays).toBe(WARN_AFTER_DAYS);
      // The same figures as `npm run figures -- check` and /api/ready count on that day.
      const figures = allFigures("2028-01-20");
      expect(list.toRecheck).toHaveLength(staleFigures(figures, "2028-01-20", WARN_AFTER_DAYS).length);
      expect(list.toRecheck.length).toBeGreaterThan(0);
      for (const entry of list.toRecheck) {
        expect(entry.ageDays ?? Infinity).toBeGreaterThan(WARN_AFTER_DAYS);
        expect(entry.source.url).toMatch(/^https:\/\//);
        expect(entry.label).not.toBe("");
      }
      const ages = list.toRecheck.map((entry) => entry.ageDays ?? Infinity);
      expect(ages).toEqual([...ages].sort((a, b) => b - a));
      const [name, figure] = figures.find(([key]) => key === list.toRecheck[0]?.id) ?? [];
      expect(name).toBeDefined();
      expect(list.toRecheck.find((entry) => entry.id === name)).toMatchObject({
        label: figure?.label,
        value: figure?.value,
        unit: figure?.unit,
        source: { url: figure?.sourceUrl, name: figure?.sourceName },
      });
    });

    it("lists the scheduled changes of the next 60 days", async () => {
      const response = await get(november, await cookieOf(november, "admin"));
      expect(response.statusCode).toBe(200);
      const list: FiguresToRecheck = figuresToRecheckSchema.parse(response.json());
      expect(list.day).toBe("2026-11-27");
      const figures = allFigures("2026-11-27");
      const due = figures.filter(([, figure]) => figure.next?.effectiveFrom === "2027-01-01");
      expect(due.length).toBeGreaterThan(0);
      expect(list.changesDue).toHaveLength(changesDueWithin(figures, "2026-11-27", 60).length);
      for (const [name, figure] of due) {
        expect(list.changesDue.find((entry) => entry.id === name)).toMatchObject({
          value: figure.value,
          next: { value: figure.next?.value, effectiveFrom: "2027-01-01" },
          inDays: 35,
        });
      }
      expect(list.toRecheck).toHaveLength(staleFigures(figures, "2026-11-27", WARN_AFTER_DAYS).length);
    });

    it("honours the server's SITE_DATE over its clock", async () => {
      const app = await appWith(novemberClock, { siteDate: "2028-01-20" });
      const response = await get(app, await cookieOf(app, "admin"));
      expect(response.json<FiguresToRecheck>().day).toBe("2028-01-20");
      expect(response.json<FiguresToRecheck>().toRecheck.length).toBeGreaterThan(0);
    });
  });

  describe("for anyone else", () => {
    it("refuses a counsellor (403)", async () => {
      const response = await get(late, await cookieOf(late, "counsellor"));
      expect(response.statusCode).toBe(403);
      expect(response.json<StaffApiError>().message).toBeTruthy();
      expect(response.body).not.toContain("gov.uk");
    });

    it("refuses a visitor without a session (401), or with a forged one", async () => {
      const none = await get(late);
      expect(none.statusCode).toBe(401);
      expect(none.json<StaffApiError>().message).toBeTruthy();
      const forged = await get(late, "staff.session_token=forged.value");
      expect(forged.statusCode).toBe(401);
      expect(forged.body).not.toContain("gov.uk");
    });

    it("answers no other method", async () => {
      const cookie = await cookieOf(late, "admin");
      const response = await late.inject({
        method: "POST",
        url: "/api/staff/figures",
        headers: { ...headers, cookie },
        payload: {},
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });
  });
}
