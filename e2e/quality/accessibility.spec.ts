/**
 * axe-core finds no WCAG 2.2 AA violation on any route at 360×780 and 1440×900, nor in the
 * interactive states: the mobile menu open, the Study Abroad dropdown open, an FAQ item open on the home
 * page, and a form showing its validation errors on /contact. Besides the WCAG rules, axe's
 * label-content-name-mismatch runs too: a control's accessible name must contain its visible text, so a
 * speech-input user can say what they see. The shared fixture also fails any test whose page logs a
 * console error or a CSP violation, so every route is covered for those too.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { messages } from "../../contract/enquiry";
import { faqs } from "../../app/content/faq";
import { navigation } from "../../app/content/layout";
import { allPages, pages } from "../../app/content/pages";
import { locales } from "../../app/i18n/locales";
import { localePath } from "../../app/i18n/paths";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "../fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: tags },
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test.describe(`axe at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    // Every page of both editions: Telugu text is longer and its own labels must name the controls too.
    for (const entry of allPages.flatMap((candidate) =>
      locales.map((locale) => localePath(candidate.path, locale)),
    )) {
      test(`${entry} (${size})`, async ({ page }) => {
        await open(page, entry);
        expect(await violations(page)).toEqual([]);
      });
    }

    test.describe("an unknown path", () => {
      // The document itself answers 404, which Chromium logs as a failed resource.
      test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });
      for (const unknown of ["/no-such-page", "/te/no-such-page"]) {
        test(`${unknown} (${size})`, async ({ page }) => {
          await open(page, unknown);
          expect(await violations(page)).toEqual([]);
        });
      }
    });

    test.describe("an FAQ item open on the home page", () => {
      // axe judges what a reader sees once things stand still: without motion no card is caught half faded
      // in when it looks, after the scroll below.
      test.use({ reducedMotion: "reduce" });

      test(`(${size})`, async ({ page }) => {
        await open(page, pages.home.path);
        await page.getByRole("heading", { name: faqs.at(-1)!.question }).click();
        await expect(page.getByText(faqs.at(-1)!.answer)).toBeVisible();
        // axe measures a target's size against what covers it, the sticky header too, and where the click
        // leaves the page depends on how the sections above it were drawn meanwhile: bring the whole list
        // below the header (the page's scroll padding) first.
        await page
          .getByRole("heading", { name: faqs.at(-1)!.question })
          .evaluate((heading) => heading.closest("[data-accordion]")!.scrollIntoView({ block: "start" }));
        expect(await violations(page)).toEqual([]);
      });
    });

    test(`the contact form showing its validation errors (${size})`, async ({ page }) => {
      await open(page, pages.contact.path);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText(messages.required("email")).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test.describe("axe with the menus open", () => {
  test("the mobile menu open at 360x780", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await open(page, pages.about.path);
    await page.getByRole("button", { name: navigation.openMenu }).click();
    await expect(page.getByRole("navigation", { name: navigation.menuLabel })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the Study Abroad dropdown open at 1440x900", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await open(page, pages.services.path);
    const toggle = page.getByRole("button", { name: "Study Abroad" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await violations(page)).toEqual([]);
  });
});
