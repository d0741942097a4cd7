/** The numbered sources of the country pages: each page listed once, every cited figure pointing into the list. */
import { describe, expect, it } from "vitest";
import { canadaFacts } from "./canada/facts";
import { canadaPage } from "./canada/page";
import { citationsFor, sourcesOf } from "./citations";
import { germanyFacts } from "./germany/facts";
import { germanyPage } from "./germany/page";
import { inShortFor } from "./in-short";
import { indiaFigures } from "./india";
import { irelandFacts } from "./ireland/facts";
import { irelandPage } from "./ireland/page";
import { pageFigures } from "./page-figures";
import { buildDate } from "./schedule";
import type { CountryFactsBase, CountryPageContent, Figure } from "./types";
import { ukFacts } from "./uk/facts";
import { ukPage } from "./uk/page";
import { usaFacts } from "./usa/facts";
import { usaPage } from "./usa/page";

const base: Figure = {
  label: "Fee",
  value: 10,
  unit: "GBP",
  effectiveFrom: null,
  sourceUrl: "https://example.gov/a",
  sourceName: "A",
  verifiedOn: "2026-11-20",
};

describe("citationsFor", () => {
  it("numbers each page once, in order, with the earliest check of the figures it backs", () => {
    const second = { ...base, label: "Other fee", verifiedOn: "2026-11-18" as const };
    const third: Figure = {
      ...base,
      label: "Third",
      sourceUrl: "https://example.gov/b",
      sourceName: "B",
      secondary: { url: "https://example.org/report", name: "Report" },
    };
    const { sources, numbersOf } = citationsFor([base, second, third, base]);
    expect(sources.map((source) => [source.number, source.name])).toEqual([
      [1, "A"],
      [2, "B"],
      [3, "Report"],
    ]);
    expect(sources[0]?.checkedOn).toBe("2026-11-18");
    expect(sources[0]?.figures).toEqual([base, second]);
    expect(sources[2]?.reports).toEqual([third]);
    expect(numbersOf(third)).toEqual([2, 3]);
    expect(numbersOf({ ...base, sourceUrl: "https://elsewhere.gov/" })).toEqual([]);
  });

  it("cites an announced change's source and a rule's end, but a page only once", () => {
    const figure: Figure = {
      ...base,
      sunset: { on: "2027-06-01", source: { url: base.sourceUrl, name: "A (older copy)" } },
      next: {
        value: 12,
        effectiveFrom: "2027-01-01",
        source: { url: "https://example.gov/news", name: "News" },
      },
    };
    expect(sourcesOf(figure).map((source) => source.url)).toEqual([
      "https://example.gov/a",
      "https://example.gov/news",
    ]);
  });
});

const countries: readonly [CountryFactsBase, CountryPageContent][] = [
  [ukFacts, ukPage],
  [usaFacts, usaPage],
  [canadaFacts, canadaPage],
  [germanyFacts, germanyPage],
  [irelandFacts, irelandPage],
];

describe.each(countries)("the sources of %s's page", (facts, content) => {
  const citations = citationsFor([...Object.values(facts.figures), ...Object.values(indiaFigures)]);

  it("list every page once", () => {
    const urls = citations.sources.map((source) => source.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(citations.sources.map((source) => source.number)).toEqual(urls.map((_, index) => index + 1));
  });

  it("cover every figure the page quotes, the In short box included", () => {
    const quoted = [
      ...pageFigures(content),
      ...inShortFor(facts, content.intakes, buildDate).flatMap((line) => line.figures),
    ];
    expect(quoted.length).toBeGreaterThan(5);
    for (const figure of quoted) {
      const numbers = citations.numbersOf(figure);
      expect(numbers.length, figure.label).toBe(sourcesOf(figure).length);
      expect(citations.sources[(numbers[0] ?? 0) - 1]?.figures.map((f) => f.label)).toContain(figure.label);
    }
  });
});
