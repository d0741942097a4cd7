/**
 * How long ago each official figure was checked on its source. The build warns past
 * WARN_AFTER_DAYS (scripts/postbuild.ts) and the unit tests fail past FAIL_AFTER_DAYS (figures.test.ts):
 * re-check the figure and set its `verifiedOn` (docs/country-data.md).
 */
import { canadaFactsOn } from "./canada/facts";
import { germanyFactsOn } from "./germany/facts";
import { indiaFiguresOn } from "./india";
import { irelandFactsOn } from "./ireland/facts";
import type { Figure, IsoDate } from "./types";
import { ukFactsOn } from "./uk/facts";
import { usaFactsOn } from "./usa/facts";

export const WARN_AFTER_DAYS = 180;
export const FAIL_AFTER_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every official figure of the site as it stands on `today`, named "country.key". */
export function allFigures(today: IsoDate): [string, Figure][] {
  const countries = [ukFactsOn, usaFactsOn, canadaFactsOn, germanyFactsOn, irelandFactsOn].map((on) =>
    on(today),
  );
  return [
    ...countries.flatMap((country) =>
      Object.entries(country.figures).map(([key, figure]): [string, Figure] => [
        `${country.code}.${key}`,
        figure,
      ]),
    ),
    ...Object.entries(indiaFiguresOn(today)).map(([key, figure]): [string, Figure] => [
      `india.${key}`,
      figure,
    ]),
  ];
}

/** Whole days from `date` to `today` (negative when `date` is later). */
export function ageInDays(date: string, today: string): number {
  return Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
}

/** The figures last verified more than `maxDays` before `today`, oldest first, as lines for a report. */
export function staleFigures(
  figures: readonly [string, Figure][],
  today: IsoDate,
  maxDays: number,
): string[] {
  return figures
    .map(([name, figure]) => ({ name, figure, age: ageInDays(figure.verifiedOn, today) }))
    .filter((entry) => entry.age > maxDays)
    .sort((a, b) => b.age - a.age)
    .map(
      ({ name, figure, age }) =>
        `${name}: verified ${figure.verifiedOn} (${age} days ago) on ${figure.sourceUrl}`,
    );
}
