/**
 * My timeline (/planner, /te/planner) in Chromium, on a fixed browser day: a country and an intake give
 * dated steps counted back from the intake; a past intake's steps show as late with what to do now; the
 * calendar file downloads and holds one event per step; the print view on A4; the Telugu edition; a
 * shared link; and the prerendered plans without JavaScript. The expected dates come from the same
 * arithmetic (app/content/planner/plan.ts), the words from the catalogues, so no copy is pinned here.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pages } from "../app/content/pages";
import { plannerData } from "../app/content/planner";
import { countryPlanOf, parseIntake, planFor } from "../app/content/planner/plan";
import type { CountryCode, IsoDate } from "../app/content/planner/types";
import { localePath } from "../app/i18n/paths";
import * as enFormat from "../app/words/en/countries/format";
import { planner as en } from "../app/words/en/planner";
import * as teFormat from "../app/words/te/countries/format";
import { planner as te } from "../app/words/te/planner";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

const path = pages.planner.path;

async function openOn(page: Page, day: IsoDate, url: string = path): Promise<void> {
  await page.clock.setFixedTime(new Date(`${day}T10:00:00`));
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator("[data-planner][data-ready]")).toBeAttached();
}

function planOf(country: CountryCode, intakeKey: string, day: IsoDate) {
  const intake = parseIntake(countryPlanOf(plannerData, country), intakeKey, day)!;
  return planFor(plannerData, country, intake, day);
}

test("a chosen country and intake give the steps dated back from the intake", async ({ page }) => {
  const day: IsoDate = "2026-11-27";
  await openOn(page, day);
  await page.getByLabel(en.countryLabel, { exact: true }).selectOption({ label: en.countries.usa });
  const fall = en.intakes.fall(enFormat.formatMonthYear("2027-08-01"));
  await page.getByLabel(en.intakeLabel, { exact: true }).selectOption({ label: fall });
  await expect(
    page.getByRole("heading", { level: 2, name: en.planHeading(en.countries.usa, fall) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/planner\?country=usa&intake=2027-08$/);

  const plan = planOf("usa", "2027-08", day);
  const steps = page
    .getByRole("list", { name: en.planHeading(en.countries.usa, fall) })
    .getByRole("listitem");
  await expect(steps).toHaveCount(plan.steps.length);
  for (const [index, step] of plan.steps.entries()) {
    const item = steps.nth(index);
    const date = enFormat.formatLongDate(step.date);
    await expect(item.getByText(step.kind === "by" ? en.by(date) : en.from(date))).toBeVisible();
    await expect(
      item.getByRole("heading", { name: en.steps[step.id].title(en.visaNames.usa) }),
    ).toBeVisible();
  }
  // The earliest visa day counts with the State Department's figure, its source named; it is open now.
  const earliest = page.locator('[data-step="visaEarliest"]');
  await expect(earliest.getByText(en.status.open)).toBeVisible();
  await expect(
    earliest.getByRole("link", { name: plannerData.rules.usaVisaEarliest.sourceName }),
  ).toHaveAttribute("href", plannerData.rules.usaVisaEarliest.sourceUrl);
  // Our advice is marked as ours; the appointment's wait is "ask us", not a number.
  await expect(page.locator('[data-step="englishTest"]').getByText(en.advice, { exact: true })).toBeVisible();
  await expect(page.locator('[data-step="visaAppointment"]').getByText(en.askUs)).toBeVisible();
  // Counted from the fixed day, the English test and the applications are already late for this intake.
  const late = plan.steps.filter((step) => step.status === "late").map((step) => step.id);
  expect(late).toEqual(["englishTest", "applications"]);
  for (const id of late)
    await expect(page.locator(`[data-step="${id}"]`)).toHaveAttribute("data-status", "late");
});

test("a near intake's passed steps show as late, with what to do now", async ({ page }) => {
  const day: IsoDate = "2027-06-15";
  await openOn(page, day, `${path}?country=uk&intake=2027-09`);
  const plan = planOf("uk", "2027-09", day);
  const late = plan.steps.filter((step) => step.status === "late");
  expect(late.length).toBeGreaterThan(0);
  await expect(page.locator('[data-status="late"]')).toHaveCount(late.length);
  await expect(page.getByText(en.lateCount(late.length))).toBeVisible();
  await expect(page.getByText(en.countedOn(enFormat.formatLongDate(day)), { exact: false })).toBeVisible();
  const apply = page.locator('[data-step="visaApply"]');
  await expect(apply).toHaveAttribute("data-status", "late");
  await expect(apply.getByText(en.status.late)).toBeVisible();
  await expect(apply.getByText(en.steps.visaApply.late(en.visaNames.uk))).toBeVisible();
  await expect(page.locator('[data-step="travel"]')).toHaveAttribute("data-status", "upcoming");
});

test("the calendar file downloads with one event per step on the step's day", async ({ page }) => {
  const day: IsoDate = "2026-11-27";
  await openOn(page, day, `${path}?country=ireland&intake=2027-09`);
  const plan = planOf("ireland", "2027-09", day);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: en.actions.calendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(en.calendar.fileName("ireland", "2027-09"));
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r\n[ \t]/g, "");
  expect(text.startsWith("BEGIN:VCALENDAR")).toBe(true);
  const events = text.split("BEGIN:VEVENT").slice(1);
  expect(events).toHaveLength(plan.steps.length);
  const starts = events.map((event) => /DTSTART;VALUE=DATE:(\d{8})/.exec(event)?.[1]);
  expect(starts).toEqual(plan.steps.map((step) => step.date.replaceAll("-", "")));
  const summaries = events.map((event) => /SUMMARY:(.*)/.exec(event)?.[1] ?? "");
  expect(summaries[0]).toContain(en.steps[plan.steps[0]!.id].title(en.visaNames.ireland));
});

test("prints the plan on A4 without the form and buttons", async ({ page }) => {
  await openOn(page, "2026-11-27", `${path}?country=uk&intake=2027-09`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByLabel(en.countryLabel, { exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: en.actions.print })).toBeHidden();
  await expect(page.locator("[data-step]").first()).toBeVisible();
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pageCount = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pageCount).toBeGreaterThanOrEqual(1);
  expect(pageCount).toBeLessThanOrEqual(3);
});

test("the Telugu edition shows a shared link's plan in Telugu", async ({ page }) => {
  const day: IsoDate = "2026-11-27";
  await openOn(page, day, `${localePath(path, "te")}?country=germany&intake=2027-10`);
  await expect(page.locator("html")).toHaveAttribute("lang", /^te/);
  const winter = te.intakes.winter(teFormat.formatMonthYear("2027-10-01"));
  await expect(
    page.getByRole("heading", { level: 2, name: te.planHeading(te.countries.germany, winter) }),
  ).toBeVisible();
  const plan = planOf("germany", "2027-10", day);
  const first = plan.steps[0]!;
  await expect(
    page.locator(`[data-step="${first.id}"]`).getByText(te.by(teFormat.formatLongDate(first.date))),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: te.actions.book })).toHaveAttribute("href", "/te/book");
  await expect(page.getByRole("link", { name: te.actions.checklist })).toHaveAttribute(
    "href",
    "/te/checklist?country=germany",
  );
});

test("a shared link reproduces the choice, and the link follows a change", async ({ page }) => {
  await openOn(page, "2026-11-27", `${path}?country=canada&intake=2027-05`);
  await expect(page.getByLabel(en.countryLabel, { exact: true })).toHaveValue("canada");
  // The prerendered plan stayed hidden until the link's own plan showed.
  await expect(page.locator("html")).not.toHaveAttribute("data-planner-pending");
  await expect(page.locator('section[data-plan="canada-2027-05"]')).toBeVisible();
  await expect(page.getByLabel(en.intakeLabel, { exact: true })).toHaveValue("2027-05");
  await expect(page.getByRole("link", { name: en.actions.share })).toHaveAttribute(
    "href",
    `${path}?country=canada&intake=2027-05`,
  );
  await page.getByLabel(en.intakeLabel, { exact: true }).selectOption("2027-09");
  await expect(page).toHaveURL(/\?country=canada&intake=2027-09$/);
  await expect(page.getByRole("link", { name: en.actions.checklist })).toHaveAttribute(
    "href",
    "/checklist?country=canada",
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(en.intakeLabel, { exact: true })).toHaveValue("2027-09");
});

test("without JavaScript every country's next intake is prerendered, with the note", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByLabel(en.countryLabel, { exact: true })).toBeHidden();
  await expect(page.locator("section[data-plan]")).toHaveCount(plannerData.countries.length);
  for (const country of plannerData.countries) {
    await expect(page.locator(`section[data-plan^="${country.code}-"]`)).toBeVisible();
  }
  await context.close();
});

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  for (const edition of ["en", "te"] as const) {
    test(`axe finds no violation in a plan with late steps (${edition}, ${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openOn(page, "2027-06-15", `${localePath(path, edition)}?country=uk&intake=2027-09`);
      await waitForAnimations(page);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const violations = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
      expect(violations).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
