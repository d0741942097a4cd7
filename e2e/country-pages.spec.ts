/**
 * The five country pages: official figures with their source links and dates in the
 * served HTML, FAQPage and BreadcrumbList JSON-LD, the calculator link preset to the country, the FAQ,
 * the enquiry form; the "In short" box first, each source listed once with every [n] mark pointing at
 * it, abbreviations spelled out at their first use; on a phone nothing scrolls sideways and no amount is
 * cut; axe at 360 and 1440 px.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { abbreviations } from "../app/content/countries/abbreviations";
import { canadaFacts } from "../app/content/countries/canada/facts";
import { canadaPage } from "../app/content/countries/canada/page";
import { citationsFor } from "../app/content/countries/citations";
import { lastCheckedOn } from "../app/content/countries/evidence";
import {
  formatDate,
  formatFigure,
  formatFigureValue,
  formatLongDate,
  formatMoney,
  formatNext,
} from "../app/content/countries/format";
import { germanyFacts, germanyRuleDates } from "../app/content/countries/germany/facts";
import { germanyPage } from "../app/content/countries/germany/page";
import { inShortFor } from "../app/content/countries/in-short";
import { indiaFigures } from "../app/content/countries/india";
import { irelandFacts } from "../app/content/countries/ireland/facts";
import { irelandPage } from "../app/content/countries/ireland/page";
import { countryPageText, inShortText } from "../app/content/countries/page-text";
import { buildDate } from "../app/content/countries/schedule";
import type { CountryFactsBase, CountryPageContent, Figure } from "../app/content/countries/types";
import { ukFacts } from "../app/content/countries/uk/facts";
import { ukPage } from "../app/content/countries/uk/page";
import { usaFacts } from "../app/content/countries/usa/facts";
import { usaPage } from "../app/content/countries/usa/page";
import { type CountryPage, pages } from "../app/content/pages";
import { booking as bookingWords } from "../app/words/en/booking";
import { page as germanyWords } from "../app/words/en/countries/germany";
import { planner as plannerWords } from "../app/words/en/planner";
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
      // The visa fee's source with the day it was last checked (the earliest check of its figures), once.
      const citations = citationsFor([...Object.values(facts.figures), ...Object.values(indiaFigures)]);
      const feeSource = citations.sources.find(
        (source) => source.url === facts.figures.studyVisaFee.sourceUrl,
      )!;
      // Or, for a page that could not be read, that it could not and when we tried (never a checked-on date).
      if (feeSource.unreadOn) {
        expect(text).toContain(
          `${feeSource.name} · ${countryPageText.couldNotRead} ${formatDate(feeSource.unreadOn)}`,
        );
      } else {
        expect(feeSource.checkedOn! <= lastCheckedOn(facts.figures.studyVisaFee)).toBe(true);
        expect(text).toContain(
          `${feeSource.name} · ${countryPageText.verifiedOn} ${formatDate(feeSource.checkedOn!)}`,
        );
      }
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

test("a figure whose official page could not be read says so, with the report that gives its value", async ({
  request,
}) => {
  const f = ukFacts.figures;
  const text = textOf(await (await request.get(pages.studyInUk.path)).text());
  for (const figure of [f.maintenanceLondon, f.maintenanceOutsideLondon]) {
    expect(figure.unreadOn, "the UK funds' official page could not be read").toBeDefined();
    expect(text).toContain(formatMoney(figure.value * f.maintenanceMonthsCap.value, "GBP"));
    expect(text).toContain(
      `${figure.sourceName} · ${countryPageText.couldNotRead} ${formatDate(figure.unreadOn!)}`,
    );
    expect(text).toContain(figure.secondary?.name);
  }
});

test("the USA page says when the H-1B payment ends and names the 2025–26 rules with their sources", async ({
  page,
}) => {
  const h1b = usaFacts.figures.h1bNewPetitionFee;
  await page.goto(pages.studyInUsa.path);
  // The payment's end, as the page states it for the build's day (before it: "until"; after: unconfirmed).
  await expect(page.getByText(formatLongDate(h1b.sunset!.on)).first()).toBeVisible();
  // Each rule that carries no figure is a dated change with a link to the page that states it.
  const changes = page.locator("#changes");
  for (const change of usaPage.changes.filter((entry) => entry.sources)) {
    await expect(changes.getByText(change.date, { exact: true })).toBeVisible();
    for (const source of change.sources!) {
      await expect(changes.getByRole("link", { name: source.name })).toHaveAttribute("href", source.url);
    }
  }
  expect(usaPage.changes.filter((entry) => entry.sources).length).toBeGreaterThanOrEqual(3);
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

test("the Canada page gives the year's study permit cap beside the PAL rule, and says its release could not be read", async ({
  page,
}) => {
  const f = canadaFacts.figures;
  const cap = formatFigure(f.studyPermitCap);
  await page.goto(pages.studyInCanada.path);
  // In the visa steps, in the same paragraph as the attestation letter rule.
  const pal = page.locator("p", { hasText: cap }).filter({ hasText: "PAL" }).first();
  await expect(pal).toBeVisible();
  await expect(pal).toContainText(formatLongDate(f.studyPermitCapGraduate.effectiveFrom!));
  // In the changes list, dated from the figure.
  const change = page.getByRole("listitem").filter({ hasText: cap });
  await expect(change.filter({ hasText: formatDate(f.studyPermitCap.effectiveFrom!) }).first()).toBeVisible();
  // The release is listed as not read on the day we tried, with the reports that give the values.
  const list = page.getByRole("list", { name: countryPageText.sourcesListLabel });
  const release = list
    .locator(":scope > li")
    .filter({ has: page.getByRole("link", { name: f.studyPermitCap.sourceName }) });
  await expect(release).toContainText(
    `${countryPageText.couldNotRead} ${formatDate(f.studyPermitCap.unreadOn!)}`,
  );
  await expect(release).not.toContainText(countryPageText.verifiedOn);
  for (const figure of [f.studyPermitCap, f.studyPermitCapGraduate]) {
    await expect(list.getByRole("link", { name: figure.secondary!.name })).toBeVisible();
  }
});

test("the Germany page says the planned rise of the blocked account is not in force, with a dated report", async ({
  page,
}) => {
  const f = germanyFacts.figures;
  const planned = germanyPage.proofOfFunds.points.find(
    (point) => point.title === germanyWords.proofOfFunds.plannedRise.title,
  )!;
  await page.goto(pages.studyInGermany.path);
  const point = page.locator("p", { hasText: formatLongDate(germanyRuleDates.bafogRiseLastReportedOn) });
  await expect(page.getByText(planned.title)).toBeVisible();
  await expect(point.first()).toContainText(formatMoney(f.proofOfFunds.value, "EUR"));
  await expect(page.getByRole("link", { name: planned.link!.label })).toHaveAttribute(
    "href",
    planned.link!.url,
  );
  // The amount in force was read on the Federal Foreign Office's page, and the page gives that day.
  const list = page.getByRole("list", { name: countryPageText.sourcesListLabel });
  const office = list
    .locator(":scope > li")
    .filter({ has: page.getByRole("link", { name: f.proofOfFunds.sourceName }) });
  await expect(office).toContainText(
    `${countryPageText.verifiedOn} ${formatDate(f.proofOfFunds.verifiedOn!)}`,
  );
  // The FAQ asks about the year of the build, not a year typed into it.
  const question = germanyPage.faq[0]!.question;
  expect(question).toContain(buildDate.slice(0, 4));
  await expect(page.locator("summary", { hasText: question })).toBeVisible();
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

/** Every text node of `main` in order, as [text, inside an abbr with a title] pairs. */
async function mainTexts(page: Page): Promise<[string, boolean][]> {
  return page.locator("main").evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, template")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const texts: [string, boolean][] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      texts.push([node.textContent ?? "", Boolean(node.parentElement?.closest("abbr[title]"))]);
    }
    return texts;
  });
}

for (const { page: countryPage, facts, content } of cases) {
  test.describe(`${countryPage.path} reads quickly`, () => {
    test("the In short box comes first after the hero, with its five answers in rupees", async ({ page }) => {
      await page.goto(countryPage.path);
      const box = page.getByRole("region", { name: inShortText.heading });
      await expect(box).toBeVisible();
      const place = await box.evaluate((element) => ({
        inMain: element.parentElement?.id === "main",
        afterHero: element.previousElementSibling?.querySelector("h1") !== null,
        // Island loaders and the hero image's preload may come first; the hero is the first content.
        heroFirst:
          [...(element.parentElement?.children ?? [])].find(
            (child) => !["SCRIPT", "LINK", "STYLE", "TEMPLATE"].includes(child.tagName),
          ) === element.previousElementSibling,
      }));
      expect(place).toEqual({ inMain: true, afterHero: true, heroFirst: true });
      const lines = inShortFor(facts, content.intakes, buildDate);
      await expect(box.getByRole("term")).toHaveText(lines.map((line) => line.label));
      for (const line of lines) await expect(box.getByText(line.value).first()).toBeVisible();
      await expect(box.getByText(/₹/).first()).toBeVisible();
    });

    test("lists each source once, and every mark points at one of them", async ({ page }) => {
      await page.goto(countryPage.path);
      const list = page.getByRole("list", { name: countryPageText.sourcesListLabel });
      const entries = list.locator(":scope > li");
      const sources = await entries.evaluateAll((items) =>
        items.map((item) => ({
          id: item.id,
          url: item.querySelector("a[href^='https://']")?.getAttribute("href"),
        })),
      );
      expect(sources.length).toBeGreaterThan(5);
      const urls = sources.map((source) => source.url);
      expect(new Set(urls).size).toBe(urls.length);
      expect(sources.every((source) => source.url)).toBe(true);

      const marks = await page.locator(`main a[href*="#source-"]`).evaluateAll((links) =>
        links.map((link) => ({
          target: (link.getAttribute("href") ?? "").split("#")[1] ?? "",
          name: link.getAttribute("aria-label") ?? "",
          text: link.textContent ?? "",
        })),
      );
      expect(marks.length).toBeGreaterThan(10);
      const ids = new Set(sources.map((source) => source.id));
      for (const mark of marks) {
        expect(ids, mark.target).toContain(mark.target);
        const number = mark.target.replace("source-", "");
        expect(mark.text).toBe(`[${number}]`);
        expect(mark.name).toMatch(new RegExp(`^Source ${number}: .+`));
      }
      // A mark jumps to its source.
      const first = page.locator(`main a[href*="#source-"]`).first();
      const target = marks[0]?.target ?? "";
      await first.click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      await expect(page.locator(`#${target}`)).toBeInViewport();
      // No "verified" line beside the figures any more: the check date is given once per source, or
      // once that its official page could not be read.
      const count = (word: string) =>
        page.locator("main").evaluate((main, w) => (main.textContent ?? "").split(w).length - 1, word);
      const verified = await count(countryPageText.verifiedOn);
      const unread = await count(countryPageText.couldNotRead);
      expect(verified + unread).toBe(sources.length);
    });

    test("spells out every abbreviation at its first use", async ({ page }) => {
      await page.goto(countryPage.path);
      const texts = await mainTexts(page);
      const whole = texts.map(([text]) => text).join("");
      let offset = 0;
      const starts = texts.map(([text]) => {
        const start = offset;
        offset += text.length;
        return start;
      });
      for (const { short, long, longPlural, saidAs = [] } of abbreviations) {
        const word = new RegExp(`(?<![\\w-])${short.replace(/-/g, "\\-")}s?(?![\\w-])`);
        const index = texts.findIndex(([text]) => word.test(text));
        if (index === -1) continue;
        const [text, inAbbr] = texts[index] ?? ["", false];
        const at = (starts[index] ?? 0) + text.search(word);
        const around = whole.slice(Math.max(0, at - 120), at + 160).toLowerCase();
        const spelled = [long, longPlural ?? `${long}s`, ...saidAs].some((words) =>
          around.includes(words.toLowerCase()),
        );
        expect(inAbbr || spelled, `${short} first used in "${text.trim().slice(0, 80)}"`).toBe(true);
      }
    });
  });
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: viewports.phone });

  for (const { page: countryPage } of cases) {
    test(`${countryPage.path}: no table or card scrolls sideways and no amount is cut`, async ({ page }) => {
      await page.goto(countryPage.path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const tables = page.locator("main table");
      expect(await tables.count()).toBeGreaterThanOrEqual(3);
      const wide = await page.locator("main").evaluate((main) => {
        const boxes = [
          ...main.querySelectorAll("[role=region]:has(table), table, tr, td, th, td *, th *"),
        ] as HTMLElement[];
        return boxes
          .filter((box) => box.scrollWidth > box.clientWidth && box.clientWidth > 0)
          .map(
            (box) =>
              `${box.tagName} "${(box.textContent ?? "").trim().slice(0, 40)}" ${box.scrollWidth}>${box.clientWidth}`,
          );
      });
      expect(wide).toEqual([]);
      // Every amount is inside the viewport, whole.
      const cut = await page.locator("main table").evaluateAll((all) =>
        all.flatMap((table) =>
          [...table.querySelectorAll("td")].flatMap((cell) => {
            const box = cell.getBoundingClientRect();
            return box.right > window.innerWidth || box.left < 0 ? [(cell.textContent ?? "").trim()] : [];
          }),
        ),
      );
      expect(cut).toEqual([]);
    });
  }

  test("a stacked table still reads as a table, each amount under its column's name", async ({ page }) => {
    await page.goto(pages.studyInUk.path);
    const fees = page.getByRole("table", { name: countryPageText.visaFeesHeading });
    await expect(fees.getByRole("columnheader")).toHaveCount(3);
    const row = fees
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: ukFacts.figures.studyVisaFee.label }) });
    await expect(row.getByRole("cell").first()).toContainText(
      formatMoney(ukFacts.figures.studyVisaFee.value, "GBP"),
    );
    await expect(row.getByText(countryPageText.feeColumns.amount)).toBeVisible();
  });

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

for (const viewport of [viewports.phone, viewports.desktop]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { page: countryPage } of cases) {
      test(`${countryPage.path} has no violation`, async ({ page }) => {
        await page.goto(countryPage.path);
        await waitForHydration(page);
        await waitForAnimations(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(
          results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

test("leads to booking the country's mock interview, its document checklist and its timeline", async ({
  page,
}) => {
  const facts = germanyFacts;
  await page.goto(pages.studyInGermany.path);
  await page.getByRole("link", { name: countryPageText.mockInterviewButton }).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/book\?type=mock-interview&country=germany$/);
  await expect(page.getByRole("radio", { name: bookingWords.what.countries.germany })).toBeChecked();

  await page.goto(pages.studyInGermany.path);
  await page.getByRole("link", { name: countryPageText.checklistLink(facts) }).click();
  await expect(page).toHaveURL(/\/checklist\?country=germany$/);
  await expect(page.getByRole("radio", { name: facts.name })).toBeChecked();

  await page.goto(pages.studyInGermany.path);
  await page.getByRole("link", { name: countryPageText.plannerLink(facts) }).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/planner\?country=germany/);
  await expect(page.getByLabel(plannerWords.countryLabel, { exact: true })).toHaveValue("germany");
});
