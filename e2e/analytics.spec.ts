/**
 * First-party analytics in Chromium (docs/analytics.md): a visit sends all four event types to the site's own
 * /api/events and nothing leaves the origin; a short visit still records its page view; with Global
 * Privacy Control or Do Not Track, nothing is sent.
 */
import type { Page, Request } from "@playwright/test";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { heroes } from "../app/content/heroes";
import { destinations } from "../app/content/destinations";
import { topDestinations } from "../app/content/home";
import { eventBatchSchema, type EventBatch } from "../contract/events";
import { expect, test, waitForHydration } from "./fixtures";

interface Batch {
  contentType: string;
  body: EventBatch;
}

function watchRequests(page: Page) {
  const urls: string[] = [];
  const batches: Batch[] = [];
  page.on("request", (request: Request) => {
    urls.push(request.url());
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/events") {
      batches.push({
        contentType: request.headers()["content-type"] ?? "",
        body: eventBatchSchema.parse(JSON.parse(request.postData() ?? "null")),
      });
    }
  });
  return { urls, batches };
}

interface Report {
  pageViews: { path: string; views: number }[];
  scrollDepth: { percent: number; count: number }[];
  buttonClicks: { label: string; target: string | null; clicks: number }[];
  utmSources: { source: string; sessions: number }[];
  medianSessionSeconds: number | null;
}

/**
 * What the server stored, as staff read it (`npm run analytics -- report`, on the e2e server's database).
 * A page's last events leave by beacon as the page unloads, which the browser sends after the page is
 * gone: only the server sees those.
 */
async function storedSince(since: Date): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    "npm",
    ["run", "-s", "analytics", "--", "report", "--json", "--since", since.toISOString()],
    { env: { ...process.env, DATA_DIR: ".e2e-data" } },
  );
  return JSON.parse(stdout) as Report;
}

async function visit(page: Page, source = "e2e") {
  await page.goto(`/?utm_source=${source}`);
  await waitForHydration(page);
}

/** The collector marks the page once it runs (after load, when the browser is idle). */
async function waitForCollector(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.analytics === "on", undefined, {
    timeout: 15_000,
  });
}

/**
 * Opens About Us, scrolls to the bottom, clicks a call to action, then the tab is hidden. With `collecting`,
 * waits on each page until its collector runs, as a visitor who stays a moment would give it time to.
 */
async function browseAndHide(page: Page, collecting = true) {
  await page.getByRole("navigation").getByRole("link", { name: "About Us", exact: true }).first().click();
  await expect(page).toHaveURL("/about");
  if (collecting) await waitForCollector(page);
  // Scroll to the bottom, and let the page handle the scroll (the collector reads it on the next frame).
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.getByRole("link", { name: "Contact Us", exact: true }).first().click();
  await expect(page).toHaveURL("/contact");
  // The visitor sees the new page (the address changes a moment before it is shown).
  await expect(page.getByRole("heading", { level: 1, name: heroes.contact.title })).toBeVisible();
  if (collecting) await waitForCollector(page);
  // The tab goes to the background (switching apps, locking the phone).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test.describe("first-party analytics", () => {
  test("a visit sends page views, scroll depth, a button click and the session duration to the site itself", async ({
    page,
    baseURL,
  }) => {
    const started = new Date(Date.now() - 1000);
    const source = `e2e-${randomUUID().slice(0, 8)}`;
    const { urls, batches } = watchRequests(page);
    await visit(page, source);
    await waitForCollector(page);
    await browseAndHide(page);

    await expect
      .poll(() => new Set(batches.flatMap((batch) => batch.body.events.map((event) => event.type))), {
        timeout: 10_000,
      })
      .toEqual(new Set(["page_view", "session_duration"]));
    const events = batches.flatMap((batch) => batch.body.events);
    // What the browser sent while the last page was open: its page view, then the hidden tab's batch.
    expect(events.find((event) => event.type === "page_view")).toMatchObject({ path: "/contact" });
    expect(new Set(events.map((event) => event.session)).size).toBe(1);
    // The batch sent when the tab was hidden went by beacon, as text/plain.
    expect(batches.at(-1)?.contentType).toMatch(/^text\/plain/);

    await expect
      .poll(
        async () => {
          const report = await storedSince(started);
          return {
            pages: report.pageViews.map((entry) => entry.path),
            source: report.utmSources.some((entry) => entry.source === source),
            scrolledToTheEnd: report.scrollDepth.some((entry) => entry.percent === 100),
            clicked: report.buttonClicks.some(
              (entry) => entry.label === "Contact Us" && entry.target === "/contact",
            ),
            durations: report.medianSessionSeconds !== null,
          };
        },
        { timeout: 15_000 },
      )
      .toEqual({
        pages: expect.arrayContaining(["/", "/about", "/contact"]),
        source: true,
        scrolledToTheEnd: true,
        clicked: true,
        durations: true,
      });

    const origin = new URL(baseURL ?? "").origin;
    const elsewhere = urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith("data:"));
    expect(elsewhere).toEqual([]);
    // No GA4 measurement id in this build: the GA4 module is not even loaded.
    expect(urls.filter((url) => /\/assets\/ga4-[^/]+\.js$/.test(url))).toEqual([]);
  });

  test("Know more on a destination card counts as a button click", async ({ page }) => {
    const started = new Date(Date.now() - 1000);
    await visit(page);
    await waitForCollector(page);
    const destination = destinations[0]!;
    const label = `${topDestinations.linkText} ${topDestinations.linkContext(destination.country)}`;
    await page.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(destination.page.path);
    await expect
      .poll(
        async () =>
          (await storedSince(started)).buttonClicks.some(
            (entry) => entry.label === label && entry.target === destination.page.path,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  test("a visit of two seconds records its page view", async ({ page }) => {
    const started = new Date(Date.now() - 1000);
    const source = `short-visit-${randomUUID().slice(0, 8)}`;
    await page.goto(`/services?utm_source=${source}`);
    // The visitor reads for two seconds, then opens another page: the scenario, not a wait for a condition.
    await page.waitForTimeout(2000);
    await page.getByRole("navigation").getByRole("link", { name: "About Us", exact: true }).first().click();
    await expect(page).toHaveURL("/about");
    await expect
      .poll(async () => (await storedSince(started)).utmSources.map((entry) => entry.source), {
        timeout: 15_000,
      })
      .toContain(source);
  });

  for (const [signal, script] of [
    [
      "Global Privacy Control",
      () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    ],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const) {
    test(`with ${signal} set, nothing is collected or sent`, async ({ page }) => {
      await page.addInitScript(script);
      const { urls, batches } = watchRequests(page);
      await visit(page);
      await browseAndHide(page, false);
      await page.waitForLoadState("networkidle");
      expect(batches).toEqual([]);
      expect(urls.filter((url) => /collector-|\/api\/events/.test(url))).toEqual([]);
    });
  }
});
