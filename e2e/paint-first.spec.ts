/**
 * A page paints before any of its scripts is requested (app/scripts/after-paint.ts,
 * docs/decisions/0010-scripts-after-the-largest-paint.md): the page script, the analytics collector and
 * the islands start only once the page has loaded and its first paint is on the screen; then the page
 * works as before (its menu, its forms). The forms' code loads only when the visitor uses them
 * (docs/decisions/0010-scripts-after-the-largest-paint.md), even the Contact page's, on the first screen.
 */
import type { Locator } from "@playwright/test";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { localePath } from "../app/i18n/paths";
import { pages } from "../app/content/pages";

/** Start times (ms since the navigation) of the page's first paint, its load event and its scripts. */
interface Timeline {
  firstContentfulPaint: number | undefined;
  loadEventStart: number;
  scripts: { url: string; startTime: number }[];
}

const routes = [
  pages.home.path,
  pages.contact.path,
  localePath(pages.studyInUk.path, "te"),
  localePath(pages.contact.path, "te"),
];

test.use({ viewport: viewports.phone });

for (const route of routes) {
  test(`${route}: no script is requested before the page has loaded and painted, and then the page is interactive`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForHydration(page);
    const timeline = await page.evaluate<Timeline>(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        loadEventStart: navigation.loadEventStart,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
      };
    });
    expect(timeline.firstContentfulPaint, "the page painted").toBeGreaterThan(0);
    expect(timeline.scripts.length, "the page loaded its scripts").toBeGreaterThan(0);
    const paintedAndLoaded = Math.max(timeline.firstContentfulPaint ?? Infinity, timeline.loadEventStart);
    for (const script of timeline.scripts) {
      expect(script.startTime, `${script.url} was requested before the page painted`).toBeGreaterThan(
        paintedAndLoaded,
      );
    }
  });
}

test("the icon is in the page; the home-screen icon and the manifest are named after the paint, and without JavaScript", async ({
  page,
  browser,
  baseURL,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(pages.home.path);
  await expect(page.locator("html")).toHaveAttribute("data-painted", "");
  await expect(page.locator('head > link[rel="icon"]')).toHaveAttribute("href", /^data:image\/svg\+xml,/);
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  await expect(page.locator('head > link[rel="apple-touch-icon"]')).toHaveCount(1);
  expect(requested, "no icon asked for by its default name").not.toContain("/favicon.ico");

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noScript.newPage();
  await plain.goto(pages.home.path);
  await expect(plain.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  await noScript.close();
});

test.describe("on a desktop", () => {
  test.use({ viewport: viewports.desktop });

  test("the Contact page's form, on the first screen, loads no code after the paint until it is used, then works", async ({
    page,
  }) => {
    const islandCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/enquiry-form-island[^/]*\.js$/.test(new URL(request.url()).pathname))
        islandCode.push(request.url());
    });
    await page.goto(pages.contact.path);
    const island = page.locator("astro-island").first();
    await expect(island.locator("form")).toBeInViewport();
    await expect(page.locator("html")).toHaveAttribute("data-painted", "");
    await page.waitForLoadState("networkidle");
    expect(islandCode, "the form's code was requested before anyone used the form").toEqual([]);
    await expect(island).toHaveAttribute("ssr");
    await island.getByRole("textbox").first().focus();
    await expect(island).not.toHaveAttribute("ssr");
    expect(islandCode).toHaveLength(1);
  });
});

test.describe("a long page's sections off the screen", () => {
  const route = localePath(pages.studyInGermany.path, "te");
  /** Whether the browser has drawn the element (false while its section is skipped off the screen). */
  const drawn = (heading: Locator) =>
    heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  test("are drawn only when they come near the screen, and stay in the page for a screen reader", async ({
    page,
  }) => {
    await page.goto(route);
    const last = page.locator("#sources-title");
    await expect(page.getByRole("heading", { level: 2 }).last()).toBeAttached();
    expect(await drawn(last), "the last section, far below the first screen").toBe(false);
    await expect(page.getByRole("heading", { name: (await last.textContent()) ?? "" })).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
  });

  test("a link to a section lands on its heading", async ({ page }) => {
    await page.goto(route);
    await page.locator('a[href="#scholarships"]').first().click();
    await expect(page.locator("#scholarships-title")).toBeInViewport();
    await page.goto(`${route}#faq`);
    await expect(page.locator("#faq-title")).toBeInViewport();
  });

  test("are all drawn on paper", async ({ page }) => {
    await page.goto(route);
    await page.emulateMedia({ media: "print" });
    expect(await drawn(page.locator("#sources-title"))).toBe(true);
  });
});
