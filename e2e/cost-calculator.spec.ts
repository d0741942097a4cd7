/**
 * The cost calculator in Chromium: the default estimate in the served HTML, totals that
 * follow the inputs (keyboard only), a shared URL that gives the same estimate back, a country page's
 * preset link, `Get a detailed plan` carrying the estimate into the enquiry form, polite announcements,
 * axe at both sizes, and a one-page printout.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { calculatorText } from "../app/content/countries/calculator-text";
import { formatDate, formatFigure, formatInrShort, formatMoney } from "../app/content/countries/format";
import { germanyFacts } from "../app/content/countries/germany/facts";
import { indiaFigures } from "../app/content/countries/india";
import { countryPageText } from "../app/content/countries/page-text";
import { ukFacts } from "../app/content/countries/uk/facts";
import { pages } from "../app/content/pages";
import { calculate } from "../app/features/cost-calculator/estimate";
import { defaultInput } from "../app/features/cost-calculator/inputs";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

const path = pages.costCalculator.path;
const defaultTotal = formatMoney(calculate(defaultInput).total.inr, "INR");

/** The headline total: the amounts described by the "Total cost of the course" term. */
function total(page: Page): Locator {
  return page.locator("dt", { hasText: calculatorText.totalLabel }).locator("xpath=following-sibling::dd[1]");
}

async function open(page: Page, url: string = path): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

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

test("serves the page text and the default estimate in the HTML", async ({ request }) => {
  const html = await (await request.get(path)).text();
  expect(html).toContain(calculatorText.disclaimerBadge);
  expect(html).toContain(calculatorText.totalLabel);
  expect(html).toContain(defaultTotal);
  expect(html).toContain(calculatorText.fundsHeading);
  expect(html).toContain(calculatorText.planButton);
  expect(html).toContain('"@type":"FAQPage"');
  expect(html).toContain('"@type":"BreadcrumbList"');
});

test("states TCS on education remittances as the data has it, and no older rate", async ({ request }) => {
  const html = await (await request.get(path)).text();
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  const { tcsRateOtherFunds, tcsRateLoan, tcsThreshold } = indiaFigures;
  expect(text).toContain(formatFigure(tcsRateOtherFunds));
  expect(text).toContain(formatFigure(tcsRateLoan));
  expect(text).toContain(formatInrShort(tcsThreshold.value));
  expect(text).toContain(calculatorText.tcsRule);
  // The rate before 1 April 2026 must not survive in anything said about TCS or remittances.
  const aboutTcs = text.split(/[.;:]\s/).filter((sentence) => /TCS|remit/i.test(sentence));
  expect(aboutTcs.length).toBeGreaterThan(2);
  for (const sentence of aboutTcs) expect(sentence).not.toMatch(/\b5\s?(%|per ?cent)/);
});

test("totals follow the inputs, and the URL keeps them", async ({ page }) => {
  await open(page);
  await expect(total(page)).toContainText(defaultTotal);
  const historyLength = await page.evaluate(() => history.length);

  await page.getByLabel(calculatorText.labels.tuition("£")).fill("30000");
  const withTuition = formatMoney(calculate({ ...defaultInput, tuition: 30_000 }).total.inr, "INR");
  await expect(total(page)).toContainText(withTuition);
  await expect(page).toHaveURL(/tuition=30000/);

  await page.getByLabel(calculatorText.labels.country).selectOption("germany");
  await expect(total(page)).toContainText("€");
  await expect(page).toHaveURL(/country=germany/);
  await expect(page).not.toHaveURL(/tuition=/);
  const blocked = germanyFacts.figures;
  await expect(
    page.getByText(
      `Blocked account: ${formatFigure(blocked.blockedMonths)} at ${formatMoney(blocked.blockedMonthly.value, "EUR")}`,
    ),
  ).toBeVisible();

  // Replace, not push: typing does not add history entries.
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test("works with the keyboard alone", async ({ page }) => {
  await open(page);
  const destination = page.getByLabel(calculatorText.labels.country);
  await destination.focus();
  // Closed native selects change value with the arrow keys.
  await page.keyboard.press("ArrowDown");
  await expect(destination).toHaveValue("usa");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(calculatorText.labels.city)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: calculatorText.levelOptions.pg })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: calculatorText.levelOptions.ug })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(calculatorText.labels.months)).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("36");
  const expected = formatMoney(
    calculate({ ...defaultInput, country: "usa", level: "ug", months: 36 }).total.inr,
    "INR",
  );
  await expect(total(page)).toContainText(expected);
});

test("a shared URL gives back the same estimate", async ({ page, browser }) => {
  await open(page);
  await page.getByLabel(calculatorText.labels.country).selectOption("canada");
  await page.getByLabel(calculatorText.labels.family).fill("2");
  await page.getByRole("radio", { name: calculatorText.livingOptions.studio }).check();
  await page.getByLabel(calculatorText.labels.from).selectOption("vtz");
  await page.getByLabel(calculatorText.labels.fx("CAD")).fill("61.5");
  await page.getByLabel(calculatorText.loanLabels.amount).fill("3500000");
  await page.getByRole("radio", { name: calculatorText.loanModes.capitalised.label }).check();
  const shared = page.url();
  const figures = (await total(page).textContent()) ?? "";
  const expected = calculate({
    ...defaultInput,
    country: "canada",
    family: 2,
    living: "studio",
    from: "vtz",
    fx: 61.5,
    loan: 3_500_000,
    loanMode: "capitalised",
  });
  expect(figures).toContain(formatMoney(expected.total.inr, "INR"));

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(shared);
  await waitForHydration(other);
  await expect(total(other)).toHaveText(figures);
  await expect(other.getByLabel(calculatorText.labels.family)).toHaveValue("2");
  await expect(other.getByText(formatMoney(expected.loan.emi, "INR")).first()).toBeVisible();
  await context.close();
});

test("a country page's link lands on the calculator preset to that country", async ({ page }) => {
  await open(page, pages.studyInUk.path);
  await page.getByRole("link", { name: countryPageText.calculatorButton(ukFacts) }).click();
  await expect(page).toHaveURL(/\/cost-calculator\?country=uk$/);
  await expect(page.getByLabel(calculatorText.labels.country)).toHaveValue("uk");
  await expect(total(page)).toContainText(defaultTotal);
});

test("Get a detailed plan carries the estimate into the enquiry form and moves focus there", async ({
  page,
}) => {
  await open(page, `${path}?country=ireland&level=ug`);
  await page.getByRole("button", { name: calculatorText.planButton }).click();
  await expect(page.getByRole("heading", { name: calculatorText.formSectionHeading })).toBeFocused();
  const form = page.getByRole("form", { name: calculatorText.formHeading });
  const comments = form.getByLabel("Comments");
  const estimate = calculate({ ...defaultInput, country: "ireland", level: "ug" });
  await expect(comments).toHaveValue(/Destination: Ireland, Dublin, Bachelor's, 48 months/);
  await expect(comments).toHaveValue(new RegExp(formatMoney(estimate.total.inr, "INR")));
  await expect(comments).toHaveValue(/country=ireland&level=ug/);
});

test("announces the new total politely once the visitor stops typing", async ({ page }) => {
  await open(page);
  await page.getByLabel(calculatorText.labels.scholarship("£")).fill("5000");
  const expected = calculate({ ...defaultInput, scholarship: 5_000 });
  const live = page.locator('[aria-live="polite"]', { hasText: "Estimated total" });
  await expect(live).toHaveText(new RegExp(formatMoney(expected.total.inr, "INR")));
});

test("caps part-time hours at the legal limit", async ({ page }) => {
  await open(page);
  const hours = page.getByLabel(calculatorText.labels.hours);
  await hours.fill("35");
  await hours.blur();
  await expect(hours).toHaveValue("20");
  await expect(page.getByText(calculatorText.partTimeRow)).toBeVisible();
});

test("prints on one page", async ({ page }) => {
  await open(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: calculatorText.choicesHeading })).toBeVisible();
  await expect(page.getByRole("button", { name: calculatorText.planButton })).toBeHidden();
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pageCount = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pageCount).toBe(1);
});

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test(`axe finds no violation with a changed estimate (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, `${path}?country=usa&hours=10&level=phd&band=unfunded`);
    await expect(page.getByText(calculatorText.partTimeRow)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("used before its code has arrived, it shows Loading... until it works", async ({ page }) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/cost-calculator-with-plan[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  await page.getByRole("radio", { name: calculatorText.levelOptions.ug }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeHidden();
  await page.getByLabel(calculatorText.labels.country).selectOption("germany");
  await expect(page).toHaveURL(/country=germany/);
});

test("loads no calculator code until the family reaches for it, and keeps what they changed meanwhile", async ({
  page,
}) => {
  const island = /\/assets\/cost-calculator-with-plan[^/]*\.js$/;
  const requested: string[] = [];
  page.on("request", (request) => {
    if (island.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(island, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  await expect(total(page)).toContainText(defaultTotal);

  // Used while its code is on its way: the changes stay on screen and count once it has arrived.
  await page.getByLabel(calculatorText.labels.country).selectOption("germany");
  await page.getByRole("radio", { name: calculatorText.levelOptions.ug }).check();
  await expect.poll(() => requested.length).toBe(1);
  release();
  await expect(page).toHaveURL(/country=germany/);
  await expect(page).toHaveURL(/level=ug/);
  await expect(total(page)).toContainText(
    formatMoney(calculate({ ...defaultInput, country: "germany", level: "ug" }).total.inr, "INR"),
  );
});

test("beside each official figure, says whether its page was read, and on which day", async ({ page }) => {
  await open(page);
  for (const figure of [indiaFigures.tcsRateOtherFunds, indiaFigures.educationLoanDeductionYears]) {
    const note = page.getByRole("link", { name: figure.sourceName, exact: true }).first().locator("xpath=..");
    const day = figure.verifiedOn ?? figure.unreadOn;
    await expect(note).toContainText(
      figure.verifiedOn ? calculatorText.source.verified : calculatorText.source.couldNotRead,
    );
    await expect(note.locator(`time[datetime="${day}"]`)).toHaveText(formatDate(day));
  }
});
