/**
 * Cost first, in rupees: the home hero's quick estimate opens the calculator preset; a shared
 * calculator link never paints another country's figures while it loads (6× slower CPU); Share on
 * WhatsApp and Copy link carry the estimate's address; money inputs echo in lakh; `/compare` puts the
 * destinations side by side from the data, works without JavaScript, and reads a shared link.
 * At 360×780 and 1440×900.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { compareText } from "../app/content/compare";
import { calculatorText } from "../app/content/countries/calculator-text";
import { formatInrEcho, formatInrShort, formatLongDate, formatMoney } from "../app/content/countries/format";
import type { IsoDate } from "../app/content/countries/types";
import { loadingText } from "../app/content/layout";
import { pages } from "../app/content/pages";
import { quickEstimateText } from "../app/content/quick-estimate";
import { site } from "../app/content/site";
import { compareColumns, compareCourses, defaultCompare } from "../app/features/cost-calculator/compare";
import { calculate } from "../app/features/cost-calculator/estimate";
import { defaultInput } from "../app/features/cost-calculator/inputs";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

const calculatorPath = pages.costCalculator.path;

async function axeViolations(page: Page): Promise<string[]> {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test("the hero's quick estimate lands on the calculator preset, totals in lakh on top", async ({
      page,
    }) => {
      await page.goto(pages.home.path);
      const form = page.getByRole("form", { name: quickEstimateText.heading });
      await expect(form).toBeVisible();
      await form.getByLabel(quickEstimateText.country).selectOption("canada");
      await form.getByLabel(quickEstimateText.level).selectOption("ug");
      await form.getByRole("button", { name: quickEstimateText.submit }).click();
      await expect(page).toHaveURL(/\/cost-calculator\?country=canada&level=ug$/);
      await waitForHydration(page);
      await expect(page.getByLabel(calculatorText.labels.country)).toHaveValue("canada");
      await expect(page.getByRole("radio", { name: calculatorText.levelOptions.ug })).toBeChecked();
      const estimate = calculate({ ...defaultInput, country: "canada", level: "ug" });
      const headline = page.getByRole("region", { name: calculatorText.headline.label });
      await expect(headline).toContainText(formatInrShort(estimate.total.inr));
      await expect(headline).toContainText(formatMoney(estimate.total.inr, "INR"));
      await expect(headline).toContainText(
        calculatorText.headline.perYear(formatInrShort(estimate.perYear.inr)),
      );
      await expect(headline).toContainText(formatInrShort(estimate.funds.total.inr));
      await noSidewaysScroll(page);
    });

    test("/compare shows three countries from the data, for the chosen course", async ({ page }) => {
      await page.goto(pages.compare.path);
      const columns = compareColumns();
      const results = page.getByRole("region", { name: compareText.resultsHeading });
      for (const column of columns) {
        const card = results.getByRole("region", { name: column.name });
        if (defaultCompare.countries.includes(column.code)) {
          await expect(card).toBeVisible();
          const figures = column.costs[defaultCompare.course]!;
          await expect(card).toContainText(figures.total.lakh);
          await expect(card).toContainText(figures.funds.full);
          await expect(card).toContainText(column.work);
          await expect(card).toContainText(column.visaFee.local);
        } else {
          await expect(card).toBeHidden();
        }
      }
      // Another course and a fourth country, picked in the form.
      const course = compareCourses.find((item) => item.level === "ug")!;
      await page.getByRole("radio", { name: course.label }).check();
      await page.getByRole("checkbox", { name: columns[3]!.name }).check();
      const germany = results.getByRole("region", { name: columns[3]!.name });
      await expect(germany).toBeVisible();
      await expect(germany).toContainText(columns[3]!.costs[course.id]!.total.lakh);
      await expect(germany).toContainText(columns[3]!.work);
      await expect(page).toHaveURL(new RegExp(`course=${course.id}`));
      await noSidewaysScroll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("a shared link on a 6× slower CPU shows Loading... first, never another country's figures", async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  // Each frame, before it paints: the text of the calculator's headline and results as shown.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    const sample = () => {
      const parts = ["headline-title", "estimate-title"].map(
        (id) => document.querySelector(`[aria-labelledby="${id}"]`) as HTMLElement | null,
      );
      if (parts.every(Boolean)) frames.push(parts.map((part) => part!.innerText).join("\n"));
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const shared = { ...defaultInput, country: "usa" as const, level: "ug" as const };
  await page.goto(`${calculatorPath}?country=usa&level=ug`);
  await waitForHydration(page);
  const usa = calculate(shared);
  await expect(page.getByRole("region", { name: calculatorText.headline.label })).toContainText(
    formatInrShort(usa.total.inr),
  );
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames[0]).toContain(loadingText);
  const defaultEstimate = calculate(defaultInput);
  for (const frame of frames) {
    expect(frame).not.toContain("£");
    expect(frame).not.toContain(formatInrShort(defaultEstimate.total.inr));
    expect(frame).not.toContain(formatMoney(defaultEstimate.total.inr, "INR"));
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});

test("without JavaScript the calculator shows the default estimate and says so", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${calculatorPath}?country=usa`);
  // Playwright's text locators skip <noscript>; read what a browser without JavaScript renders there.
  const note = await page.locator("noscript").evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent ?? "",
      height: element.firstElementChild?.getBoundingClientRect().height ?? 0,
    })),
  );
  const expected = calculatorText.noScript("United Kingdom", "Master's");
  expect(note.find((item) => item.text.includes(expected))?.height).toBeGreaterThan(0);
  const headline = page.getByRole("region", { name: calculatorText.headline.label });
  await expect(headline).toContainText(formatInrShort(calculate(defaultInput).total.inr));
  await expect(page.getByText(loadingText)).toBeHidden();
  await context.close();
});

test("Share on WhatsApp and Copy link carry the estimate's address and a short summary", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto(`${calculatorPath}?country=germany&level=pg`);
  await waitForHydration(page);
  await page.getByLabel(calculatorText.labels.tuition("€")).fill("3000");
  await expect(page).toHaveURL(/tuition=3000/);
  const link = `${baseURL}${calculatorPath}?country=germany&tuition=3000`;
  const estimate = calculate({ ...defaultInput, country: "germany", tuition: 3000 });

  const whatsapp = page.getByRole("link", { name: calculatorText.share.whatsapp });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/");
  const message = href.searchParams.get("text")!;
  expect(message).toContain("Germany");
  expect(message).toContain(calculatorText.levelOptions.pg);
  expect(message).toContain(formatInrShort(estimate.perYear.inr));
  expect(message).toContain(formatInrShort(estimate.funds.total.inr));
  expect(message.endsWith(link)).toBe(true);

  await page.getByRole("button", { name: calculatorText.share.copy }).click();
  await expect(page.getByRole("status").filter({ hasText: calculatorText.share.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("Copy link selects the address where the clipboard is refused", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  await page.goto(`${calculatorPath}?country=ireland`);
  await waitForHydration(page);
  await page.getByRole("button", { name: calculatorText.share.copy }).click();
  const field = page.getByLabel(calculatorText.share.linkLabel);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(`${baseURL}${calculatorPath}?country=ireland`);
  const selected = await field.evaluate((input: HTMLInputElement) =>
    input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
  );
  expect(selected).toBe(`${baseURL}${calculatorPath}?country=ireland`);
});

test("money inputs echo the amount in lakh", async ({ page }) => {
  await page.goto(calculatorPath);
  await waitForHydration(page);
  const loan = page.getByLabel(calculatorText.loanLabels.amount);
  await loan.fill("2500000");
  await expect(page.getByText(formatInrEcho(2_500_000))).toBeVisible();
  const describedBy = (await loan.getAttribute("aria-describedby")) ?? "";
  expect(describedBy.split(" ")).toContain("calc-loan-echo");
});

test("the printout carries the consultancy's name, phone, the date and the link", async ({ page }) => {
  await page.goto(`${calculatorPath}?country=uk&level=ug`);
  await waitForHydration(page);
  await page.emulateMedia({ media: "print" });
  const letterhead = page.locator("p", {
    has: page.getByText(calculatorText.print.preparedBy(site.brandName, site.phones[0].display), {
      exact: true,
    }),
  });
  await expect(letterhead).toBeVisible();
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect(letterhead).toContainText(calculatorText.print.date(formatLongDate(today as IsoDate)));
  await expect(letterhead).toContainText(`${calculatorPath}?country=uk&level=ug`);
});

test("the calculator links to /compare for its country and level", async ({ page }) => {
  await page.goto(`${calculatorPath}?country=ireland&level=ug`);
  await waitForHydration(page);
  await page.getByRole("link", { name: calculatorText.compareLink }).click();
  await expect(page).toHaveURL(/\/compare\?country=ireland&country=uk&country=usa&course=ug-48$/);
  const results = page.getByRole("region", { name: compareText.resultsHeading });
  await expect(results.getByRole("region", { name: "Ireland" })).toBeVisible();
  await expect(results.getByRole("region", { name: "Canada" })).toBeHidden();
  await expect(
    page.getByRole("radio", { name: compareCourses.find((c) => c.id === "ug-48")!.label }),
  ).toBeChecked();
});

test("/compare works without JavaScript: the form picks what shows", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pages.compare.path);
  const results = page.getByRole("region", { name: compareText.resultsHeading });
  await expect(results.getByRole("region", { name: "Canada" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Canada" }).uncheck();
  await expect(results.getByRole("region", { name: "Canada" })).toBeHidden();
  await page.getByRole("checkbox", { name: "Ireland" }).check();
  await expect(results.getByRole("region", { name: "Ireland" })).toBeVisible();
  await context.close();
});
