/**
 * The Canada, Germany and Ireland facts and pages built with the Telugu catalogues and formatters, beside
 * the English ones: the same structure with the same data (every number, address, id and date equal,
 * every list as long, the same figures cited in the same places), and every text in Telugu: not empty,
 * no Latin-script word beyond the glossary's proper nouns, the universities' names and the formatted
 * figures, and a figure before a postposition in its oblique form (docs/decisions/0009-words-apart-from-logic.md;
 * the glossary's words are checked for every catalogue by ../glossary.test.ts).
 */
import { describe, expect, it } from "vitest";
import * as canadaFacts from "~/content/countries/canada/facts";
import * as canadaPage from "~/content/countries/canada/page";
import { exchangeRates } from "~/content/countries/exchange-rates";
import * as germanyFacts from "~/content/countries/germany/facts";
import * as germanyPage from "~/content/countries/germany/page";
import * as irelandFacts from "~/content/countries/ireland/facts";
import * as irelandPage from "~/content/countries/ireland/page";
import { buildDate } from "~/content/countries/schedule";
import type { CountryFactsBase, CountryPageContent, Figure, IsoDate } from "~/content/countries/types";
import { untranslatedWords } from "~/i18n/proper-nouns";
import { abbreviations } from "./abbreviations";
import * as canadaWords from "./canada";
import * as teFormat from "./format";
import * as germanyWords from "./germany";
import { oblique, within } from "../grammar";
import * as irelandWords from "./ireland";

/** Values that are data, not words: the Telugu build must keep the English value, character for character. */
const DATA_KEYS = new Set([
  "id",
  "code",
  "flag",
  "currency",
  "unit",
  "per",
  "url",
  "sourceUrl",
  "effectiveFrom",
  "verifiedOn",
  "reviewedOn",
]);

interface Text {
  path: string;
  text: string;
}

/**
 * Walks the English and the Telugu value side by side: objects with the same keys, lists of the same
 * length, equal data; returns the Telugu texts (strings outside `DATA_KEYS`) with their paths.
 */
function pairTexts(english: unknown, telugu: unknown, path: string, key = ""): Text[] {
  if (typeof english === "string") {
    expect(typeof telugu, path).toBe("string");
    if (DATA_KEYS.has(key)) {
      expect(telugu, path).toBe(english);
      return [];
    }
    return [{ path, text: telugu as string }];
  }
  if (Array.isArray(english)) {
    expect(Array.isArray(telugu), path).toBe(true);
    const list = telugu as unknown[];
    expect(list.length, `${path}: list length`).toBe(english.length);
    return english.flatMap((item: unknown, index) => pairTexts(item, list[index], `${path}[${index}]`, key));
  }
  if (english !== null && typeof english === "object") {
    expect(telugu !== null && typeof telugu === "object", path).toBe(true);
    const record = telugu as Record<string, unknown>;
    expect(Object.keys(record).sort(), `${path}: keys`).toEqual(Object.keys(english).sort());
    return Object.entries(english).flatMap(([name, value]) =>
      pairTexts(value, record[name], `${path}.${name}`, name),
    );
  }
  expect(telugu, path).toStrictEqual(english);
  return [];
}

/** Every way the Telugu formatters print the facts' figures (removed before looking for English words). */
function formattedFigures(facts: CountryFactsBase): string[] {
  const rate = exchangeRates.inrPer[facts.currency];
  const figures: Pick<Figure, "value" | "unit" | "per" | "max">[] = [
    ...Object.values(facts.figures),
    { value: facts.costs.courseMonths.pg, unit: "months" },
  ];
  const printed = figures.flatMap((figure) => [
    teFormat.formatFigure(figure),
    teFormat.formatFigureValue(figure),
    teFormat.formatFigureWithInr(figure, rate),
    ...(figure.unit === facts.currency ? [teFormat.formatMoney(figure.value, facts.currency)] : []),
  ]);
  return [...new Set([...printed, ...printed.map(oblique)])].sort((a, b) => b.length - a.length);
}

function expectTelugu(texts: readonly Text[], keep: readonly string[]) {
  expect(texts.length).toBeGreaterThan(0);
  const sorted = [...keep].sort((a, b) => b.length - a.length);
  const english = texts
    .map(({ path, text }) => ({
      path,
      words: untranslatedWords(sorted.reduce((rest, name) => rest.split(name).join(" "), text)),
    }))
    .filter(({ words }) => words.length > 0);
  expect(english).toEqual([]);
  expect(texts.filter(({ text }) => text.trim() === "").map(({ path }) => path)).toEqual([]);
  expect(texts.some(({ text }) => /[\u0C00-\u0C7F]/.test(text))).toBe(true);
}

/** The figures a page cites, in order, as value, unit and source (null where a place cites none). */
function citedFigures(page: CountryPageContent) {
  const none: Figure | undefined = undefined;
  const cited: (Figure | undefined)[] = [
    ...page.keyFacts.map((fact) => fact.figure),
    ...[
      page.why,
      page.visa.steps,
      page.visa.otherVisas,
      page.proofOfFunds.points,
      page.englishTests.points,
      page.work.during,
      page.work.after,
    ]
      .flat()
      .flatMap((point): (Figure | undefined)[] => [...(point.figures ?? [none])]),
    ...page.visa.fees,
    ...page.changes.map((change) => change.figure),
  ];
  return cited.map((figure) => figure && [figure.value, figure.max, figure.unit, figure.sourceUrl]);
}

/** The texts of a page or facts, flattened. */
function allTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allTexts);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(allTexts);
  return [];
}

const countries = [
  {
    country: "Canada",
    englishFactsOn: (day: IsoDate) => canadaFacts.canadaFactsOn(day),
    teluguFactsOn: (day: IsoDate) => canadaFacts.canadaFactsOn(day, canadaWords.facts, teFormat),
    englishPage: canadaPage.canadaPage,
    teluguPage: canadaPage.canadaPageFor(
      canadaFacts.canadaFactsOn(buildDate, canadaWords.facts, teFormat),
      canadaWords.page,
      teFormat,
    ),
  },
  {
    country: "Germany",
    englishFactsOn: (day: IsoDate) => germanyFacts.germanyFactsOn(day),
    teluguFactsOn: (day: IsoDate) => germanyFacts.germanyFactsOn(day, germanyWords.facts, teFormat),
    englishPage: germanyPage.germanyPage,
    teluguPage: germanyPage.germanyPageFor(
      germanyFacts.germanyFactsOn(buildDate, germanyWords.facts, teFormat),
      germanyWords.page,
      teFormat,
    ),
  },
  {
    country: "Ireland",
    englishFactsOn: (day: IsoDate) => irelandFacts.irelandFactsOn(day),
    teluguFactsOn: (day: IsoDate) => irelandFacts.irelandFactsOn(day, irelandWords.facts, teFormat),
    englishPage: irelandPage.irelandPage,
    teluguPage: irelandPage.irelandPageFor(
      irelandFacts.irelandFactsOn(buildDate, irelandWords.facts, teFormat),
      irelandWords.page,
      teFormat,
    ),
  },
];

// The build date, and days on and after the scheduled changes (Germany's minimum wage on 1 January 2027).
const days: IsoDate[] = [buildDate, "2026-12-31", "2027-01-01", "2030-01-01"];

describe.each(countries)("$country in Telugu", (c) => {
  const teluguFacts = c.teluguFactsOn(buildDate);
  const keep = [...formattedFigures(teluguFacts), ...c.englishPage.universities.names];

  it.each(days)("keeps the English facts' data on %s, with every label in Telugu", (day) => {
    expectTelugu(pairTexts(c.englishFactsOn(day), c.teluguFactsOn(day), "facts"), keep);
  });

  it("names the country in Telugu script", () => {
    for (const name of [teluguFacts.name, teluguFacts.shortName, teluguFacts.inSentence]) {
      expect(name).toMatch(/^[\u0C00-\u0C7F\s]+$/);
    }
  });

  it("lists the facts' own figures in the funds rule", () => {
    for (const figure of teluguFacts.funds.toShow.figures) {
      expect(Object.values(teluguFacts.figures)).toContain(figure);
    }
  });

  it("writes the page in Telugu with the English page's sections, lists, data and links", () => {
    const texts = pairTexts(c.englishPage, c.teluguPage, "page").filter(
      (text) => !text.path.startsWith("page.universities.names"),
    );
    expectTelugu(texts, keep);
    expect(c.teluguPage.universities.names).toEqual(c.englishPage.universities.names);
  });

  it("cites the same figures in the same places as the English page", () => {
    expect(citedFigures(c.teluguPage)).toEqual(citedFigures(c.englishPage));
  });

  it("puts a figure before a postposition in its oblique form (నెలల వరకు, not నెలలు వరకు)", () => {
    const texts = allTexts([c.teluguPage, teluguFacts]);
    const plainBeforePostposition = texts.filter((text) => /లు (వరకు|నుంచి|లోపు|పాటు|కోసం)/.test(text));
    expect(plainBeforePostposition).toEqual([]);
  });

  it("puts no glossed abbreviation inside brackets, where its gloss would nest a second pair", () => {
    // The page adds a Telugu gloss in brackets after an abbreviation's first use (../abbreviations.ts).
    const glossed = Object.entries(abbreviations)
      .filter(([, words]) => words.long !== "")
      .map(([id]) => new RegExp(`(?<![A-Za-z])${id}(?![A-Za-z])`));
    const texts = allTexts([
      { ...c.teluguPage, universities: { ...c.teluguPage.universities, names: [] } },
      teluguFacts,
    ]);
    const nested = texts.flatMap((text) =>
      [...text.matchAll(/\(([^()]*)\)/g)]
        .map((group) => group[1] ?? "")
        .filter((inside) => glossed.some((id) => id.test(inside))),
    );
    expect(nested).toEqual([]);
  });
});

describe("Telugu grammar around a figure", () => {
  it("puts a plural figure in the oblique form and leaves a singular as it is", () => {
    expect(oblique("వారానికి 24 గంటలు")).toBe("వారానికి 24 గంటల");
    expect(oblique("6 నెలలు")).toBe("6 నెలల");
    expect(oblique("1 నెల")).toBe("1 నెల");
    expect(oblique("2 సంవత్సరాలు")).toBe("2 సంవత్సరాల");
  });

  it("puts a figure before -లో in its oblique form", () => {
    expect(within("12 నెలలు")).toBe("12 నెలల్లో");
    expect(within("1 సంవత్సరం")).toBe("1 సంవత్సరంలో");
  });
});
