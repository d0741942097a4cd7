/**
 * The Telugu Canada and Ireland modules: every text a visitor reads is Telugu (Latin script only for the
 * glossary's proper nouns and for figures), none is empty, and the data beside the words (figures, dates,
 * addresses, ids, list lengths) is the English modules' own.
 */
import { describe, expect, it } from "vitest";
import * as englishCanadaFacts from "~/content/countries/canada/facts";
import * as englishCanadaPage from "~/content/countries/canada/page";
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatFigure, formatFigureValue, formatMoney, formatMoneyWithInr } from "~/content/countries/format";
import * as englishIrelandFacts from "~/content/countries/ireland/facts";
import * as englishIrelandPage from "~/content/countries/ireland/page";
import { buildDate } from "~/content/countries/schedule";
import type { CountryFactsBase, CurrencyCode, IsoDate } from "~/content/countries/types";
import { untranslatedWords } from "~/i18n/proper-nouns";
import * as canadaFacts from "./canada/facts";
import * as canadaPage from "./canada/page";
import * as irelandFacts from "./ireland/facts";
import * as irelandPage from "./ireland/page";
import { oblique } from "./translation";

/** Keys whose values are data, not words: the Telugu module must keep the English value. */
const DATA_KEYS = new Set([
  "code",
  "currency",
  "flag",
  "id",
  "url",
  "sourceUrl",
  "unit",
  "per",
  "effectiveFrom",
  "verifiedOn",
  "reviewedOn",
]);

interface Text {
  path: string;
  text: string;
}

/**
 * Walks the English and the Telugu value side by side: the same keys, list lengths, numbers and data
 * strings; returns the Telugu texts with their paths.
 */
function compare(english: unknown, telugu: unknown, path: string): Text[] {
  if (typeof english === "string") {
    expect(typeof telugu, path).toBe("string");
    const key = path.split(".").pop() ?? "";
    if (DATA_KEYS.has(key)) expect(telugu, path).toBe(english);
    return DATA_KEYS.has(key) ? [] : [{ path, text: telugu as string }];
  }
  if (Array.isArray(english)) {
    expect(Array.isArray(telugu), path).toBe(true);
    const list = telugu as unknown[];
    expect(list.length, `${path}: list length`).toBe(english.length);
    return english.flatMap((item, index) => compare(item, list[index], `${path}[${index}]`));
  }
  if (english !== null && typeof english === "object") {
    expect(telugu !== null && typeof telugu === "object", path).toBe(true);
    const record = telugu as Record<string, unknown>;
    expect(Object.keys(record).sort(), `${path}: keys`).toEqual(Object.keys(english).sort());
    return Object.entries(english).flatMap(([key, value]) => compare(value, record[key], `${path}.${key}`));
  }
  expect(telugu, path).toBe(english);
  return [];
}

/**
 * Every way the pages print a figure of these facts. The formatters are the English ones under Vitest
 * (the Telugu build swaps in their twin), so the figures are taken out before looking for English words.
 */
function formattedFigures(facts: CountryFactsBase): string[] {
  const rate = exchangeRates.inrPer[facts.currency];
  const printed = Object.values(facts.figures).flatMap((figure) => {
    const forms = [formatFigure(figure), formatFigureValue(figure)];
    if (figure.unit in exchangeRates.inrPer || figure.unit === "INR") {
      const currency = figure.unit as CurrencyCode;
      forms.push(formatMoney(figure.value, currency), formatMoneyWithInr(figure.value, currency, rate));
    }
    return forms;
  });
  printed.push(formatFigure({ value: facts.costs.courseMonths.pg, unit: "months" }));
  return [...printed, ...printed.map(oblique)].sort((a, b) => b.length - a.length);
}

/** The text without the figures and names it may hold in Latin script (longest first). */
function withoutFigures(text: string, figures: readonly string[]): string {
  return [...figures]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, figure) => rest.split(figure).join(" "), text);
}

function expectTelugu(texts: readonly Text[], figures: readonly string[]) {
  const english = texts
    .map(({ path, text }) => ({ path, words: untranslatedWords(withoutFigures(text, figures)) }))
    .filter(({ words }) => words.length > 0);
  expect(english).toEqual([]);
  const empty = texts.filter(({ text }) => text.trim() === "").map(({ path }) => path);
  expect(empty).toEqual([]);
  // Some text is Telugu script, so a module cannot pass by holding nothing but figures and names.
  expect(texts.some(({ text }) => /[\u0C00-\u0C7F]/.test(text))).toBe(true);
}

const days: IsoDate[] = [buildDate, "2030-01-01"];

describe.each([
  {
    country: "Canada",
    english: englishCanadaFacts.canadaFactsOn,
    telugu: canadaFacts.canadaFactsOn,
    englishFacts: englishCanadaFacts.canadaFacts,
    teluguFacts: canadaFacts.canadaFacts,
    englishPage: englishCanadaPage.canadaPage,
    teluguPage: canadaPage.canadaPage,
  },
  {
    country: "Ireland",
    english: englishIrelandFacts.irelandFactsOn,
    telugu: irelandFacts.irelandFactsOn,
    englishFacts: englishIrelandFacts.irelandFacts,
    teluguFacts: irelandFacts.irelandFacts,
    englishPage: englishIrelandPage.irelandPage,
    teluguPage: irelandPage.irelandPage,
  },
])("the Telugu $country modules", (modules) => {
  // The universities' names are proper nouns the page data holds (the build's check passes them too).
  const figures = [...formattedFigures(modules.teluguFacts), ...modules.englishPage.universities.names];

  it.each(days)("keep the English facts' data on %s and put every label in Telugu", (day) => {
    const texts = compare(modules.english(day), modules.telugu(day), "facts");
    expectTelugu(texts, figures);
  });

  it("have the facts of the build date", () => {
    expect(compare(modules.englishFacts, modules.teluguFacts, "facts").length).toBeGreaterThan(0);
  });

  it("name the country in Telugu script", () => {
    const { name, shortName, inSentence } = modules.teluguFacts;
    for (const text of [name, shortName, inSentence]) expect(text).toMatch(/^[\u0C00-\u0C7F\s]+$/);
  });

  it("write the page in Telugu with the English page's sections, lists, figures and links", () => {
    const texts = compare(modules.englishPage, modules.teluguPage, "page");
    expectTelugu(texts, figures);
  });

  it("quote the same figures in the same places as the English page", () => {
    const figureValues = (page: typeof modules.englishPage) =>
      [
        ...page.keyFacts.map((fact) => fact.figure),
        ...[page.why, page.visa.steps, page.visa.otherVisas, page.proofOfFunds.points, page.work.during]
          .flat()
          .flatMap((point) => point.figures ?? []),
        ...page.visa.fees,
        ...page.changes.map((change) => change.figure),
      ].map((figure) => figure && [figure.value, figure.unit, figure.sourceUrl]);
    expect(figureValues(modules.teluguPage)).toEqual(figureValues(modules.englishPage));
  });
});
