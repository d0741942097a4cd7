// Services page: numbered services, visa cards, the Get Expert Guidance form,
// exams, Key Features and the call to action.
import AxeBuilder from "@axe-core/playwright";
import { fieldLabels } from "../contract/enquiry";
import { pages } from "../app/content/pages";
import {
  callToAction,
  counselling,
  examPreparation,
  keyFeatures,
  mockInterviews,
  scholarshipGuidance,
  visaSupport,
} from "../app/content/services";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto(pages.services.path);
  await waitForHydration(page);
});

test("five numbered sections in order, then Key Features and the call to action", async ({ page }) => {
  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  const numbered = [counselling, mockInterviews, visaSupport, scholarshipGuidance, examPreparation].map(
    (service) => `${service.number}.${service.title}`,
  );
  expect(numbered).toEqual([
    "1.Study Abroad Counselling",
    "2.Free Visa Mock Interviews",
    "3.Visa Application Support",
    "4.Scholarship Guidance",
    "5.Exam Preparation Support",
  ]);
  const positions = [...numbered, keyFeatures.title, callToAction.title].map((title) =>
    headings.findIndex((heading) => heading.replace(/\s+/g, "") === title.replace(/\s+/g, "")),
  );
  expect(positions.every((index) => index >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test("Visa Application Support shows four visa cards; Exam Preparation the four exams", async ({ page }) => {
  const visas = page.getByRole("region", { name: /Visa Application Support/ });
  await expect(visas.getByRole("heading", { level: 3 })).toHaveText([
    "Study Visas",
    "Resident Visas",
    "Visitor Visas",
    "Business Visas",
  ]);
  const exams = page.getByRole("region", { name: /Exam Preparation Support/ });
  await expect(exams.getByRole("heading", { level: 3 })).toHaveText(["GRE", "IELTS", "TOEFL", "PTE"]);
});

test("Scholarship Guidance holds the Get Expert Guidance form with comments", async ({ page }) => {
  const section = page.getByRole("region", { name: /Scholarship Guidance/ });
  const form = section.getByRole("form", { name: scholarshipGuidance.form.heading });
  await expect(form).toBeVisible();
  for (const field of ["firstName", "lastName", "email", "phone", "comments"] as const) {
    await expect(form.getByLabel(fieldLabels[field])).toBeVisible();
  }
});

test("Key Features and Your Journey Starts Here", async ({ page }) => {
  const features = page.getByRole("region", { name: keyFeatures.title });
  await expect(features.getByRole("heading", { level: 3 })).toHaveText([
    "Practice Tests",
    "Expert Strategies",
    "Personalized Plans",
  ]);
  const cta = page.getByRole("region", { name: callToAction.title });
  await expect(cta.getByRole("link", { name: callToAction.button.label })).toHaveAttribute(
    "href",
    pages.contact.path,
  );
});

test("the page opens at its top: the form does not take focus on load", async ({ page }) => {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
});

for (const viewport of [viewports.phone, viewports.desktop]) {
  test(`axe: no violations at ${viewport.width}px once every section is shown`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.mouse.wheel(0, 400);
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );
  });
}
