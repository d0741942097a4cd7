/**
 * The Telugu edition (docs/decisions/0008-telugu-edition.md): every page under /te in Telugu, with its
 * own metadata and `lang="te"`; reciprocal hreflang alternates; a language switch that keeps the page;
 * the Telugu 404 page. The contact form in Telugu is in e2e/telugu-enquiry.spec.ts.
 */
import type { Page } from "@playwright/test";
import { allPages, pages } from "../app/content/pages";
import { site } from "../app/content/site";
import { localeInfo } from "../app/i18n/locales";
import { localePath } from "../app/i18n/paths";
import { untranslatedTexts } from "../scripts/script-check";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { builtPages, tags } from "./quality/built-site";

const telugu = localeInfo.te;
const english = localeInfo.en;

/** The page's head as search engines and link previews read it. */
async function headOf(page: Page) {
  const meta = (key: string) =>
    page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute("content");
  return {
    title: await page.title(),
    description: await meta("description"),
    ogTitle: await meta("og:title"),
    ogLocale: await meta("og:locale"),
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
  };
}

/** What a visitor reads on the page as it is now (islands started): texts that are not in Telugu. */
async function untranslatedOn(page: Page): Promise<string[]> {
  return untranslatedTexts(await page.content()).map(({ text, words }) => `${text} (${words.join(", ")})`);
}

for (const entry of [pages.home, pages.studyInUk]) {
  const path = localePath(entry.path, "te");
  test(`${path} is in Telugu, with lang="te" and its own metadata`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", telugu.lang);
    expect(await untranslatedOn(page)).toEqual([]);

    const head = await headOf(page);
    expect(head.canonical).toBe(`${site.siteUrl}${path}`);
    expect(head.ogLocale).toBe(telugu.ogLocale);
    expect(head.title).not.toBe(entry.title);
    expect(head.description).not.toBe(entry.description);
    expect(head.ogTitle).toBe(head.title);
  });
}

test.describe("every Telugu page reads in Telugu, without nested brackets, once its islands have started", () => {
  test.use({ viewport: viewports.phone });
  for (const entry of allPages) {
    const path = localePath(entry.path, "te");
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await untranslatedOn(page)).toEqual([]);
      // One short gloss after an abbreviation, never a bracket inside a bracket (docs/glossary-te.md).
      const text = await page.locator("main").innerText();
      expect(text.match(/\([^()]*\([^()]*\)[^()]*\)/g) ?? []).toEqual([]);
    });
  }
});

test("a Telugu page's link preview shows the Telugu share card, and its breadcrumb's structured data is in Telugu", async ({
  request,
}) => {
  const path = localePath(pages.studyInUk.path, "te");
  const html = await (await request.get(path)).text();
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const englishHtml = await (await request.get(pages.studyInUk.path)).text();
  expect(image).not.toBe(/<meta property="og:image" content="([^"]*)"/.exec(englishHtml)?.[1]);
  expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
  const response = await request.get(new URL(image).pathname);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  const json = /<script type="application\/ld\+json">(\{[^<]*"BreadcrumbList"[^<]*)<\/script>/.exec(
    html,
  )?.[1];
  const crumbs = (JSON.parse(json ?? "{}") as { itemListElement?: { name: string; item: string }[] })
    .itemListElement;
  expect(crumbs?.map((crumb) => new URL(crumb.item).pathname)).toEqual([localePath("/", "te"), path]);
  for (const crumb of crumbs ?? []) expect(untranslatedTexts(`<p>${crumb.name}</p>`)).toEqual([]);
});

test("hreflang alternates are the same on both editions of every page, so each pair is reciprocal", () => {
  const alternatesOf = (html: string) =>
    tags(html)
      .filter((tag) => tag.name === "link" && tag.attributes.rel === "alternate" && tag.attributes.hreflang)
      .map((tag) => `${tag.attributes.hreflang} ${tag.attributes.href}`)
      .sort();
  const built = builtPages().filter((page) => !page.route.endsWith("/404"));
  for (const entry of allPages) {
    const [en, te] = [entry.path, localePath(entry.path, "te")].map((route) =>
      built.find((page) => page.route === route)!,
    );
    const expected = [
      `${english.tag} ${site.siteUrl}${entry.path}`,
      `${telugu.tag} ${site.siteUrl}${localePath(entry.path, "te")}`,
      `x-default ${site.siteUrl}${entry.path}`,
    ].sort();
    expect(alternatesOf(en!.html), entry.path).toEqual(expected);
    expect(alternatesOf(te!.html), localePath(entry.path, "te")).toEqual(expected);
  }
});

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test(`the language switch keeps the page, both ways (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(pages.studyInUk.path);
    await waitForHydration(page);
    await page.getByRole("link", { name: telugu.endonym, exact: true }).click();
    await expect(page).toHaveURL(localePath(pages.studyInUk.path, "te"));
    await expect(page.locator("html")).toHaveAttribute("lang", telugu.lang);

    await page.getByRole("link", { name: english.endonym, exact: true }).click();
    await expect(page).toHaveURL(pages.studyInUk.path);
    await expect(page.locator("html")).toHaveAttribute("lang", english.lang);
  });
}

test("the language switch keeps the calculator's inputs", async ({ page }) => {
  const query = "?country=uk&level=pg";
  await page.goto(`${pages.costCalculator.path}${query}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: telugu.endonym, exact: true }).click();
  await expect(page).toHaveURL(`${localePath(pages.costCalculator.path, "te")}${query}`);
});

test.describe("an unknown path under /te", () => {
  // The document itself answers 404, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });
  test("gets the Telugu not-found page with status 404, and its switch leads to the English home page", async ({
    page,
  }) => {
    const response = await page.goto("/te/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", telugu.lang);
    await waitForHydration(page);
    expect(await untranslatedOn(page)).toEqual([]);
    await page.getByRole("link", { name: english.endonym, exact: true }).click();
    await expect(page).toHaveURL("/");
  });
});
