/**
 * The link from the calculator to the compare page, and the page's query and course choices. Kept apart
 * from ./compare.ts, which joins every country page's content: the calculator's island links to the
 * compare page without carrying those pages' texts.
 */
import type { CountryCode, Level } from "~/content/countries/types";
import { locale } from "~/content/locale";
import { localePath } from "~/i18n/paths";
import { countryCodes, factsFor } from "./countries";
import { defaultInput, type ResolvedInput } from "./inputs";

/** Query parameters of the compare page (its form's field names). */
export const compareKeys = { country: "country", course: "course" } as const;

/** A level and course length the compare page offers (./compare.ts gives it its words). */
export interface CourseChoice {
  /** "pg-24" */
  id: string;
  level: Level;
  months: number;
}

const levels: readonly Level[] = ["ug", "pg", "phd"];

/** Every level with each course length one of the countries usually has for it, shortest first. */
export const courseChoices: readonly CourseChoice[] = levels.flatMap((level) =>
  [...new Set(countryCodes.map((code) => factsFor(code).costs.courseMonths[level]))]
    .sort((a, b) => a - b)
    .map((months) => ({ id: `${level}-${months}`, level, months })),
);

/** The length most countries usually have for a level (the longer one on a tie). */
function usualCourse(level: Level): CourseChoice {
  const options = courseChoices.filter((course) => course.level === level);
  const count = (course: CourseChoice) =>
    countryCodes.filter((code) => factsFor(code).costs.courseMonths[level] === course.months).length;
  return options.reduce((best, course) => (count(course) >= count(best) ? course : best));
}

export const defaultCompare = {
  course: usualCourse(defaultInput.level).id,
  countries: ["uk", "usa", "canada"] as readonly CountryCode[],
};

/** The compare page for the calculator's estimate: its country first, its level and (if offered) length. */
export function compareHref(input: Pick<ResolvedInput, "country" | "level" | "months">): string {
  const course =
    courseChoices.find((item) => item.level === input.level && item.months === input.months) ??
    usualCourse(input.level);
  const countries = [input.country, ...defaultCompare.countries.filter((code) => code !== input.country)];
  const params = new URLSearchParams();
  for (const code of countries.slice(0, 3)) params.append(compareKeys.country, code);
  params.set(compareKeys.course, course.id);
  return `${localePath("/compare", locale)}?${params.toString()}`;
}
