/**
 * The five country pages: official figures with their source links and dates in the
 * served HTML, FAQPage and BreadcrumbList JSON-LD, the calculator link preset to the country, the FAQ,
 * the enquiry form, no sideways overflow on a phone, and axe with an FAQ item open.
 */
import AxeBuilder from "@axe-core/playwright";
import { canadaFacts } from "../app/content/countries/canada/facts";
import { canadaPage } from "../app/content/countries/canada/page";
import {
  formatDate,
  formatFigure,
  formatFigureValue,
  formatMoney,
  formatNext,
} from "../app/content/countries/format";
import { germanyFacts } from "../app/content/countries/germany/facts";
import { germanyPage } from "../app/content/countries/germany/page";
import { irelandFacts } from "../app/content/countries/ireland/facts";
import { irelandPage } from "../app/content/countries/ireland/page";
import { countryPageText } from "../app/content/countries/page-text";
import type { CountryFactsBase, CountryPageContent, Figure } from "../app/content/countries/types";
import { ukFacts } from "../app/content/countries/uk/facts";
import { ukPage } from "../app/content/countries/uk/page";
import { usaFacts } from "../app/content/countries/usa/facts";
import { usaPage } from "../app/content/countries/usa/page";
import { type CountryPage, pages } from "../app/content/pages";
import { expect, test, viewports, waitForAnimations, waitForHydration } from "./fixtures";

interface CountryCase {
  page: CountryPage;
  facts: CountryFactsBase;
  content: CountryPageContent;
  /** The official figures the acceptance names for this page. */
  required: readonly Figure[];
  /** How the acceptance writes them. */
  texts: readonly string[];
}

const cases: readonly CountryCase[] = [
  {
    page: pages.studyInUk,
    facts: ukFacts,
    content: ukPage,
    required: [
      ukFacts.figures.studyVisaFee,
      ukFacts.figures.ihsPerYear,
      ukFacts.figures.maintenanceLondon,
      ukFacts.figures.postStudyWork,
    ],
    texts: ["£524", "£776 a year"],
  },
  {
    page: pages.studyInUsa,
    facts: usaFacts,
    content: usaPage,
    required: [usaFacts.figures.studyVisaFee, usaFacts.figures.sevisFee, usaFacts.figures.postStudyWork],
    texts: ["$350", "$185"],
  },
  {
    page: pages.studyInCanada,
    facts: canadaFacts,
    content: canadaPage,
    required: [
      canadaFacts.figures.studyVisaFee,
      canadaFacts.figures.proofOfFunds,
      canadaFacts.figures.postStudyWork,
    ],
    texts: ["CAD 22,895", "CAD 150"],
  },
  {
    page: pages.studyInGermany,
    facts: germanyFacts,
    content: germanyPage,
    required: [
      germanyFacts.figures.studyVisaFee,
      germanyFacts.figures.proofOfFunds,
      germanyFacts.figures.postStudyWork,
    ],
    texts: ["€11,904", "€75"],
  },
  {
    page: pages.studyInIreland,
    facts: irelandFacts,
    content: irelandPage,
    required: [
      irelandFacts.figures.studyVisaFee,
      irelandFacts.figures.proofOfFunds,
      irelandFacts.figures.postStudyWork,
    ],
    texts: ["€10,000", "€60"],
  },
];

/** The visible text of served HTML, without tags (entities decoded where the figures need them). */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

function escapeHtml(url: string): string {
  return url.replace(/&/g, "&amp;");
}

for (const { page: countryPage, facts, content, required, texts } of cases) {
  test.describe(countryPage.path, () => {
    test("serves its official figures with source links and dates in the HTML", async ({ request }) => {
      const response = await request.get(countryPage.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = textOf(html);

      expect(text).toContain(countryPageText.heroTitle(facts));
      for (const figure of required) {
        expect(text, figure.label).toContain(figure.label);
        expect(text, figure.label).toContain(formatFigureValue(figure));
        expect(html, figure.sourceUrl).toContain(`href="${escapeHtml(figure.sourceUrl)}"`);
        if (figure.effectiveFrom) expect(text).toContain(formatDate(figure.effectiveFrom));
      }
      expect(text).toContain(
        `${countryPageText.verifiedOn} ${formatDate(facts.figures.studyVisaFee.verifiedOn)}`,
      );
      for (const expected of texts) expect(text).toContain(expected);
      for (const entry of content.faq) expect(text).toContain(entry.question);
      // No education-remittance TCS at the rate before 1 April 2026, anywhere on the page.
      const aboutTcs = text.split(/[.;:]\s/).filter((sentence) => /TCS|remit/i.test(sentence));
      for (const sentence of aboutTcs) expect(sentence).not.toMatch(/\b5\s?(%|per ?cent)/);
    });

    test("has its own metadata, FAQPage and BreadcrumbList JSON-LD", async ({ request }) => {
      const html = await (await request.get(countryPage.path)).text();
      expect(html).toContain(`<title>${countryPage.title.replace(/&/g, "&amp;")}</title>`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? "{}") as { "@type": string; mainEntity?: { name: string }[] },
      );
      const faq = blocks.find((block) => block["@type"] === "FAQPage");
      expect(faq?.mainEntity?.map((entry) => entry.name)).toEqual(content.faq.map((entry) => entry.question));
      expect(blocks.some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
    });
  });
}

test("the UK page leads with the Graduate Route that applies to students starting now", async ({
  request,
}) => {
  const graduate = ukFacts.figures.postStudyWork;
  const next = formatNext(graduate);
  const leading = next?.value ?? formatFigure(graduate);
  const text = textOf(await (await request.get(pages.studyInUk.path)).text());
  expect(ukPage.promise).toContain(leading);
  expect(ukPage.keyFacts[0]?.value.startsWith(leading)).toBe(true);
  expect(text).toContain(ukPage.promise);
  expect(text).toContain(ukPage.keyFacts[0]?.value);
  if (next) expect(text).toContain(next.from);
});

test("the UK funds to show are the higher of the two sources, with both named", async ({ request }) => {
  const f = ukFacts.figures;
  const text = textOf(await (await request.get(pages.studyInUk.path)).text());
  for (const figure of [f.maintenanceLondon, f.maintenanceOutsideLondon]) {
    expect(figure.value).toBeGreaterThan(figure.conflict?.value ?? 0);
    expect(text).toContain(formatMoney(figure.value * f.maintenanceMonthsCap.value, "GBP"));
    expect(text).toContain(figure.conflict?.source.name);
    expect(text).toContain(figure.secondary?.name);
  }
});

test("the Germany page names the universities that charge non-EU students tuition", async ({ request }) => {
  const f = germanyFacts.figures;
  const html = await (await request.get(pages.studyInGermany.path)).text();
  const text = textOf(html);
  const tum = germanyPage.universities.names.find((name) => name.includes("TUM"));
  expect(tum).toBeDefined();
  for (const figure of [f.tumTuitionBachelor, f.tumTuitionMaster, f.bwTuitionPerSemester]) {
    expect(text).toContain(formatFigure(figure));
    expect(html).toContain(`href="${escapeHtml(figure.sourceUrl)}"`);
  }
  // TUM is named in the same sentence as its fee.
  const fee = formatFigure(f.tumTuitionBachelor).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  expect(text).toMatch(new RegExp(`TUM[^.]*${fee}`));
});

test("a country page links to the calculator preset to its country", async ({ page }) => {
  await page.goto(pages.studyInCanada.path);
  await waitForHydration(page);
  await page.getByRole("link", { name: countryPageText.calculatorButton(canadaFacts) }).click();
  await expect(page).toHaveURL(/\/cost-calculator\?country=canada$/);
  await expect(page.getByLabel("Destination")).toHaveValue("canada");
  await expect(page.getByText(canadaFacts.figures.proofOfFunds.label).first()).toBeVisible();
});

test("the hero's call to action leads to the enquiry form, which names the country", async ({ page }) => {
  await page.goto(pages.studyInGermany.path);
  await waitForHydration(page);
  await page.getByRole("link", { name: countryPageText.counsellingButton }).click();
  await expect(page).toHaveURL(/#enquiry$/);
  const form = page.getByRole("form", { name: countryPageText.enquiryHeading });
  await expect(form).toBeInViewport();
  await expect(form.getByLabel("Comments")).toHaveValue(countryPageText.enquiryComments(germanyFacts));
});

test("the country FAQ opens and closes with the keyboard", async ({ page }) => {
  await page.goto(pages.studyInIreland.path);
  await waitForHydration(page);
  const last = irelandPage.faq.at(-1)!;
  // The question is the summary of a details element (app/components/accordion.tsx).
  const question = page.locator("summary", { hasText: last.question });
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(last.answer)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText(last.answer)).toBeHidden();
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: viewports.phone });

  for (const { page: countryPage } of cases) {
    test(`${countryPage.path} does not scroll sideways; wide tables scroll inside their region`, async ({
      page,
    }) => {
      await page.goto(countryPage.path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const fees = page.getByRole("region", { name: countryPageText.visaFeesHeading, exact: true });
      expect(await fees.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    });
  }

  test("axe finds no violation with an FAQ item open", async ({ page }) => {
    await page.goto(pages.studyInUk.path);
    await waitForHydration(page);
    await page.getByRole("heading", { name: ukPage.faq[1]!.question }).click();
    await waitForAnimations(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
