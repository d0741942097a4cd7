/**
 * The Telugu Germany modules beside the English ones: the same structure with the same data (every
 * number, address, id and date equal, every list as long), and every text in Telugu: not empty, and no
 * Latin-script word beyond the glossary's proper nouns, the universities' names and the formatted
 * figures (which the edition's formatters write).
 */
import { describe, expect, it } from "vitest";
import { exchangeRates } from "~/content/countries/exchange-rates";
import {
  formatDate,
  formatFigure,
  formatFigureValue,
  formatFigureWithInr,
  formatMoney,
  formatMoneyWithInr,
} from "~/content/countries/format";
import * as enFacts from "~/content/countries/germany/facts";
import * as enPage from "~/content/countries/germany/page";
import { buildDate } from "~/content/countries/schedule";
import type { Figure, IsoDate } from "~/content/countries/types";
import { untranslatedWords } from "~/i18n/proper-nouns";
import * as teFacts from "./germany/facts";
import * as tePage from "./germany/page";

/** Values that are data, not words: they must be the English module's, character for character. */
const dataKeys = new Set([
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
  english: string;
  telugu: string;
}

/**
 * Walks the English and the Telugu value side by side: objects with the same keys, lists of the same
 * length, equal data; returns the texts (strings outside `dataKeys`) with their paths.
 */
function pairTexts(english: unknown, telugu: unknown, path = "", key = ""): Text[] {
  if (typeof english === "string" && typeof telugu === "string") {
    if (dataKeys.has(key)) {
      expect(telugu, path).toBe(english);
      return [];
    }
    return [{ path, english, telugu }];
  }
  if (Array.isArray(english) && Array.isArray(telugu)) {
    expect(telugu.length, `${path}: list length`).toBe(english.length);
    return english.flatMap((item: unknown, index) =>
      pairTexts(item, telugu[index], `${path}[${index}]`, key),
    );
  }
  if (english !== null && typeof english === "object" && telugu !== null && typeof telugu === "object") {
    const englishRecord = english as Record<string, unknown>;
    const teluguRecord = telugu as Record<string, unknown>;
    expect(Object.keys(teluguRecord).sort(), `${path}: keys`).toEqual(Object.keys(englishRecord).sort());
    return Object.keys(englishRecord).flatMap((name) =>
      pairTexts(englishRecord[name], teluguRecord[name], path ? `${path}.${name}` : name, name),
    );
  }
  expect(telugu, path).toStrictEqual(english);
  return [];
}

/** Everything the formatters write for the figures (in whichever edition the test runs): removed before looking for English words. */
function formattedFigures(figures: readonly Figure[]): string[] {
  const rate = exchangeRates.inrPer.EUR;
  const written = figures.flatMap((figure) => [
    formatFigure(figure),
    formatFigureValue(figure),
    formatFigureWithInr(figure, rate),
    ...(figure.unit === "EUR"
      ? [formatMoney(figure.value, "EUR"), formatMoneyWithInr(figure.value, "EUR", rate)]
      : []),
    ...(figure.effectiveFrom ? [formatDate(figure.effectiveFrom)] : []),
  ]);
  return [...new Set(written)].sort((a, b) => b.length - a.length);
}

const universities = [...enPage.germanyPage.universities.names, "University of Potsdam"];

function englishWordsIn(text: string, figures: readonly Figure[]): string[] {
  let rest = text;
  for (const name of [...universities, ...formattedFigures(figures)].sort((a, b) => b.length - a.length)) {
    rest = rest.split(name).join(" ");
  }
  return untranslatedWords(rest);
}

function expectTelugu(texts: readonly Text[], figures: readonly Figure[]) {
  expect(texts.length).toBeGreaterThan(0);
  for (const { path, telugu } of texts) {
    expect(telugu.trim(), `${path} is empty`).not.toBe("");
    expect(englishWordsIn(telugu, figures), `${path}: ${telugu}`).toEqual([]);
  }
}

// The build date, a day before the scheduled minimum-wage change and the day it takes effect.
const days: IsoDate[] = [buildDate, "2026-12-31", "2027-01-01"];

describe("Telugu Germany facts", () => {
  it.each(days)("has the English data and Telugu texts on %s", (day) => {
    const english = enFacts.germanyFactsOn(day);
    const telugu = teFacts.germanyFactsOn(day);
    const texts = pairTexts(english, telugu);
    expectTelugu(texts, Object.values(telugu.figures));
  });

  it("keys its lists by the English ids", () => {
    const english = enFacts.germanyFacts;
    const telugu = teFacts.germanyFacts;
    const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
    expect(Object.keys(telugu.figures)).toEqual(Object.keys(english.figures));
    expect(ids(telugu.costs.cityBands)).toEqual(ids(english.costs.cityBands));
    expect(ids(telugu.costs.extras)).toEqual(ids(english.costs.extras));
    for (const level of ["ug", "pg", "phd"] as const) {
      expect(ids(telugu.costs.tuition[level])).toEqual(ids(english.costs.tuition[level]));
    }
  });

  it("names the country in Telugu script", () => {
    for (const name of [
      teFacts.germanyFacts.name,
      teFacts.germanyFacts.shortName,
      teFacts.germanyFacts.inSentence,
    ]) {
      expect(name).toMatch(/^[\u0C00-\u0C7F\s]+$/);
    }
  });

  it("lists the Telugu figures in the funds rule", () => {
    const { figures, funds } = teFacts.germanyFacts;
    for (const figure of funds.toShow.figures) expect(Object.values(figures)).toContain(figure);
  });
});

describe("Telugu Germany page", () => {
  it("has the English page's structure, data and links, and every text in Telugu", () => {
    const texts = pairTexts(enPage.germanyPage, tePage.germanyPage).filter(
      (text) => !text.path.startsWith("universities.names"),
    );
    expectTelugu(texts, Object.values(teFacts.germanyFacts.figures));
  });

  it("keeps the universities' names as they are", () => {
    expect(tePage.germanyPage.universities.names).toEqual(enPage.germanyPage.universities.names);
  });

  it("cites the Telugu facts' figures", () => {
    const figures = Object.values(teFacts.germanyFacts.figures);
    const cited = [
      ...tePage.germanyPage.keyFacts.flatMap((fact) => (fact.figure ? [fact.figure] : [])),
      ...tePage.germanyPage.why.flatMap((point) => point.figures ?? []),
      ...tePage.germanyPage.visa.fees,
    ];
    for (const figure of cited) expect(figures).toContain(figure);
  });
});
