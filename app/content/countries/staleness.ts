/**
 * How long ago each official figure was checked on its source, and which scheduled changes are near. The
 * build warns past WARN_AFTER_DAYS (scripts/postbuild.ts) and `npm run figures -- check` lists the figures
 * past it and the changes due soon (scripts/figures.ts): re-check the figure and set its `verifiedOn`
 * (docs/country-data.md). No test fails because a figure has aged: the calendar must never break the build.
 */
import { canadaFactsOn } from "./canada/facts";
import { germanyFactsOn } from "./germany/facts";
import { indiaFiguresOn } from "./india";
import { irelandFactsOn } from "./ireland/facts";
import { lastCheckedOn } from "./evidence";
import type { Figure, IsoDate } from "./types";
import { ownRuleCountries, plannerOwnRulesIn } from "../planner/rules";
import { ukFactsOn } from "./uk/facts";
import { usaFactsOn } from "./usa/facts";

export const WARN_AFTER_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every official figure of the site as it stands on `today`, named "country.key" (the timeline's "country.planner.key"). */
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
    // The timeline's own rules (/planner), named by their country: "uk.planner.ukDecision".
    ...Object.entries(plannerOwnRulesIn()).map(([key, rule]): [string, Figure] => [
      `${ownRuleCountries[key as keyof typeof ownRuleCountries]}.planner.${key}`,
      rule,
    ]),
  ];
}

/** Whole days from `date` to `today` (negative when `date` is later). */
export function ageInDays(date: string, today: string): number {
  return Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
}

/** Whether a rule's end has passed since someone last checked it: whether it was extended is unknown. */
export function endPassedUnchecked(figure: Figure, today: IsoDate): boolean {
  return figure.sunset !== undefined && today >= figure.sunset.on && lastCheckedOn(figure) < figure.sunset.on;
}

/**
 * The figures last checked more than `maxDays` before `today`, and those whose end has passed since they
 * were last checked, oldest first, as lines for a report.
 */
export function staleFigures(
  figures: readonly [string, Figure][],
  today: IsoDate,
  maxDays: number,
): string[] {
  return figures
    .map(([name, figure]) => ({ name, figure, age: ageInDays(lastCheckedOn(figure), today) }))
    .filter((entry) => entry.age > maxDays || endPassedUnchecked(entry.figure, today))
    .sort((a, b) => b.age - a.age)
    .map(
      ({ name, figure, age }) =>
        `${name}: ${figure.verifiedOn ? "verified" : "could not be read"} ${lastCheckedOn(figure)} (${age} days ago)${
          endPassedUnchecked(figure, today) ? `, due to end on ${figure.sunset?.on} unless extended` : ""
        } on ${figure.sourceUrl}`,
    );
}

/** The scheduled changes that take effect after `today` and within `days` days, soonest first, as report lines. */
export function changesDueWithin(
  figures: readonly [string, Figure][],
  today: IsoDate,
  days: number,
): string[] {
  return figures
    .flatMap(([name, figure]) => (figure.next ? [{ name, figure, next: figure.next }] : []))
    .map((entry) => ({ ...entry, inDays: -ageInDays(entry.next.effectiveFrom, today) }))
    .filter((entry) => entry.inDays > 0 && entry.inDays <= days)
    .sort((a, b) => a.inDays - b.inDays)
    .map(
      ({ name, figure, next, inDays }) =>
        `${name}: ${figure.value} → ${next.value} on ${next.effectiveFrom} (in ${inDays} days), ${figure.sourceUrl}`,
    );
}
