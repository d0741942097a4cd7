/**
 * A page view counts even when the visit ends before the analytics collector starts (docs/analytics.md):
 * the inline snippet queues it while the page is parsed and sends it by beacon when the page goes away,
 * and the collector takes it over when it does start, so every page load is stored once. Read back from
 * the analytics store the server writes (DATA_DIR/analytics.sqlite of the e2e server).
 */
import type { APIRequestContext, Page, Route } from "@playwright/test";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { expect, test } from "./fixtures";

const analyticsStore = join(".e2e-data", "analytics.sqlite");
const collectorChunk = "**/assets/collector.*.js";

/** Gives the tab a session of its own, so that this test's events can be told from the others'. */
async function useNewSession(page: Page): Promise<string> {
  const session = `e2e_${randomUUID().replaceAll("-", "")}`;
  await page.addInitScript(
    (value) => {
      try {
        if (!sessionStorage.getItem("analytics-session")) sessionStorage.setItem("analytics-session", value);
      } catch {
        // about:blank has no storage of its own.
      }
    },
    JSON.stringify({ id: session, startedAt: Date.now() }),
  );
  return session;
}

/** The paths of the page views stored for a session, in the order they happened. */
function storedPageViews(session: string): string[] {
  const db = new Database(analyticsStore, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        "SELECT path FROM analytics_events WHERE type = 'page_view' AND session_id = ? ORDER BY occurred_at, id",
      )
      .all(session) as { path: string }[];
    return rows.map((row) => row.path);
  } catch {
    return []; // the store is created when the server starts; nothing stored yet
  } finally {
    db.close();
  }
}

function storedEvents(session: string): number {
  const db = new Database(analyticsStore, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT count(*) AS n FROM analytics_events WHERE session_id = ?")
      .get(session) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}

/**
 * Waits until everything the browser sent for the session has been stored: the server stores events in
 * the order they arrive, so once an event sent afterwards is in the store, so is every earlier one.
 */
async function settle(request: APIRequestContext, session: string): Promise<void> {
  const before = storedEvents(session);
  const response = await request.post("/api/events", {
    data: { events: [{ type: "session_duration", session, path: "/", ts: Date.now(), seconds: 1 }] },
  });
  expect(response.status()).toBe(204);
  await expect.poll(() => storedEvents(session), { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Holds the collector's chunk back (as on a slow phone) until `release` is called. */
async function holdCollector(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(collectorChunk, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

async function collectorStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.analytics === "on");
}

test.describe("page views of short visits", () => {
  test("a visitor who leaves before the collector starts is counted once", async ({ page, request }) => {
    const session = await useNewSession(page);
    await holdCollector(page);
    await page.goto("/study-in-usa");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await collectorStarted(page)).toBe(false);
    // The visitor goes elsewhere: another site, or the back button to the search results.
    await page.goto("about:blank");

    await expect.poll(() => storedPageViews(session), { timeout: 10_000 }).toEqual(["/study-in-usa"]);
    await settle(request, session);
    expect(storedPageViews(session)).toEqual(["/study-in-usa"]);
  });

  test("a visitor who closes the tab before the collector starts is counted once", async ({
    page,
    request,
  }) => {
    const session = await useNewSession(page);
    await holdCollector(page);
    await page.goto("/about");
    expect(await collectorStarted(page)).toBe(false);
    await page.close({ runBeforeUnload: true });

    await expect.poll(() => storedPageViews(session), { timeout: 10_000 }).toEqual(["/about"]);
    await settle(request, session);
    expect(storedPageViews(session)).toEqual(["/about"]);
  });

  test("a visit during which the collector starts is counted once", async ({ page, request }) => {
    const session = await useNewSession(page);
    await page.goto("/services");
    await page.waitForFunction(() => document.documentElement.dataset.analytics === "on", undefined, {
      timeout: 15_000,
    });
    await page.goto("about:blank");

    await expect.poll(() => storedPageViews(session), { timeout: 10_000 }).toEqual(["/services"]);
    await settle(request, session);
    expect(storedPageViews(session)).toEqual(["/services"]);
  });

  test("a page left by a link before the collector starts is counted, and the next page once", async ({
    page,
    request,
  }) => {
    const session = await useNewSession(page);
    const collector = await holdCollector(page);
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    await page.getByRole("navigation").getByRole("link", { name: "About Us", exact: true }).first().click();
    await expect(page).toHaveURL("/about");
    expect(await collectorStarted(page)).toBe(false);
    await collector.release();
    await page.waitForFunction(() => document.documentElement.dataset.analytics === "on", undefined, {
      timeout: 15_000,
    });
    await page.goto("about:blank");

    await expect.poll(() => storedPageViews(session), { timeout: 10_000 }).toEqual(["/", "/about"]);
    await settle(request, session);
    expect(storedPageViews(session)).toEqual(["/", "/about"]);
  });
});

/** The scroll marks stored for a session's page, lowest first. */
function storedScrollMarks(session: string, path: string): number[] {
  const db = new Database(analyticsStore, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        "SELECT percent FROM analytics_events WHERE type = 'scroll_depth' AND session_id = ? AND path = ? ORDER BY percent",
      )
      .all(session, path) as { percent: number }[];
    return rows.map((row) => row.percent);
  } finally {
    db.close();
  }
}

test.describe("scroll depth reached before the collector starts", () => {
  test("a quick scroll to the end of the page is recorded when the collector starts", async ({
    page,
    request,
  }) => {
    const session = await useNewSession(page);
    const collector = await holdCollector(page);
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await collectorStarted(page)).toBe(false);
    await collector.release();
    await page.waitForFunction(() => document.documentElement.dataset.analytics === "on", undefined, {
      timeout: 15_000,
    });
    await page.goto("about:blank");

    await expect
      .poll(() => storedScrollMarks(session, "/about"), { timeout: 10_000 })
      .toEqual([25, 50, 75, 100]);
    await settle(request, session);
    expect(storedScrollMarks(session, "/about")).toEqual([25, 50, 75, 100]);
  });

  test("a link to a place further down the page is recorded, a page left at its top records none", async ({
    page,
    request,
  }) => {
    const session = await useNewSession(page);
    const collector = await holdCollector(page);
    // The Contact page's call-back section, where the contact bar's "Request a call back" leads.
    await page.goto("/contact#call-back");
    await collector.release();
    await page.waitForFunction(() => document.documentElement.dataset.analytics === "on", undefined, {
      timeout: 15_000,
    });
    await page.goto("/services");
    await page.waitForFunction(() => document.documentElement.dataset.analytics === "on", undefined, {
      timeout: 15_000,
    });
    await page.goto("about:blank");

    await expect
      .poll(() => storedScrollMarks(session, "/contact").length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await settle(request, session);
    expect(storedScrollMarks(session, "/contact")).toContain(50);
    expect(storedScrollMarks(session, "/services")).toEqual([]);
  });
});
