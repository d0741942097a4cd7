/**
 * Every official figure has a source and a recent check. A figure last verified more than 365 days
 * ago fails this test: re-check it on its source and update `verifiedOn` (docs/country-data.md).
 */
import { describe, expect, it } from "vitest";
import { canadaFacts } from "./canada/facts";
import { exchangeRates } from "./exchange-rates";
import { germanyFacts } from "./germany/facts";
import { indiaFigures } from "./india";
import { irelandFacts } from "./ireland/facts";
import type { CountryFactsBase, Figure } from "./types";
import { ukFacts } from "./uk/facts";
import { usaFacts } from "./usa/facts";

const MAX_AGE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const countries: readonly CountryFactsBase[] = [ukFacts, usaFacts, canadaFacts, germanyFacts, irelandFacts];
const figures: [string, Figure][] = [
  ...countries.flatMap((country) =>
    Object.entries(country.figures).map(([key, figure]): [string, Figure] => [
      `${country.code}.${key}`,
      figure,
    ]),
  ),
  ...Object.entries(indiaFigures).map(([key, figure]): [string, Figure] => [`india.${key}`, figure]),
];

function isRealDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

function ageInDays(date: string, today = new Date()): number {
  return Math.floor((today.getTime() - new Date(`${date}T00:00:00Z`).getTime()) / DAY_MS);
}

describe.each(figures)("%s", (_name, figure) => {
  it(`was verified within the last ${MAX_AGE_DAYS} days`, () => {
    expect(isRealDate(figure.verifiedOn), `verifiedOn ${figure.verifiedOn} is a date`).toBe(true);
    const age = ageInDays(figure.verifiedOn);
    expect(age, `verified on ${figure.verifiedOn}, ${age} days ago: re-check it`).toBeLessThanOrEqual(
      MAX_AGE_DAYS,
    );
    expect(age, "verified in the future").toBeGreaterThanOrEqual(0);
  });

  it("has a source, a label and a valid effective date", () => {
    expect(() => new URL(figure.sourceUrl)).not.toThrow();
    expect(figure.sourceUrl).toMatch(/^https?:\/\//);
    expect(figure.sourceName.length).toBeGreaterThan(3);
    expect(figure.label.length).toBeGreaterThan(3);
    expect(Number.isFinite(figure.value)).toBe(true);
    if (figure.effectiveFrom !== null) expect(isRealDate(figure.effectiveFrom)).toBe(true);
  });
});

describe("the staleness check", () => {
  it("fails a figure verified more than a year ago and passes one verified today", () => {
    const today = new Date("2026-11-22T12:00:00Z");
    expect(ageInDays("2025-11-21", today)).toBeGreaterThan(MAX_AGE_DAYS);
    expect(ageInDays("2025-11-22", today)).toBeLessThanOrEqual(MAX_AGE_DAYS);
    expect(ageInDays("2026-11-22", today)).toBe(0);
  });
});

describe.each(countries)("$name planning estimates", (country) => {
  it("were reviewed within the last year", () => {
    expect(ageInDays(country.costs.reviewedOn)).toBeLessThanOrEqual(MAX_AGE_DAYS);
  });

  it("have tuition bands with min ≤ typical ≤ max for every level", () => {
    for (const bands of Object.values(country.costs.tuition)) {
      for (const band of bands) {
        expect(band.annual.min).toBeLessThanOrEqual(band.annual.typical);
        expect(band.annual.typical).toBeLessThanOrEqual(band.annual.max);
      }
    }
  });

  it("have unique city bands with shared rooms cheaper than studios", () => {
    const ids = country.costs.cityBands.map((band) => band.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const band of country.costs.cityBands) {
      expect(band.monthlyLiving.shared).toBeLessThan(band.monthlyLiving.studio);
    }
  });
});

describe("exchange rates", () => {
  it("carry a real, past date and a positive rate for every currency", () => {
    expect(isRealDate(exchangeRates.date)).toBe(true);
    expect(ageInDays(exchangeRates.date)).toBeGreaterThanOrEqual(0);
    for (const rate of Object.values(exchangeRates.inrPer)) expect(rate).toBeGreaterThan(0);
  });
});
