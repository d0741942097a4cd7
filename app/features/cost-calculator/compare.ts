/**
 * The compare page's model: for each destination, the estimate for every level and course length the
 * page offers, and the rules that do not depend on them (work while studying in hours a week, post-study
 * work with its date rules, intakes, visa fee), all from the facts data and the calculator's estimate.
 * The page is prerendered with every variant; its form's CSS rules pick which ones show, so it needs no
 * JavaScript (app/sections/compare/compare-form.tsx).
 */
import { compareText as text } from "~/content/compare";
import { calculatorText } from "~/content/countries/calculator-text";
import { canadaPage } from "~/content/countries/canada/page";
import { exchangeRates } from "~/content/countries/exchange-rates";
import {
  formatDate,
  formatFigure,
  formatInrShort,
  formatLongDate,
  formatMoney,
} from "~/content/countries/format";
import { germanyPage } from "~/content/countries/germany/page";
import { HOURS_PER_FULL_DAY, weeklyWorkHours } from "~/content/countries/in-short";
import { irelandPage } from "~/content/countries/ireland/page";
import { buildDate } from "~/content/countries/schedule";
import type { CountryCode, CountryPageContent, Figure, IsoDate } from "~/content/countries/types";
import { ukPage } from "~/content/countries/uk/page";
import { usaPage } from "~/content/countries/usa/page";
import { pages } from "~/content/pages";
import { calculatorCountries, countryCodes, factsFor } from "./countries";
import { calculate } from "./estimate";
import { defaultInput } from "./inputs";
import { toQuery } from "./query";

import { courseChoices, type CourseChoice } from "./compare-link";

export { compareHref, compareKeys, defaultCompare } from "./compare-link";

export interface CompareCourse extends CourseChoice {
  /** "Master's, 2 years" */
  label: string;
}

/** Every level with each course length one of the countries usually has for it, shortest first. */
export const compareCourses: readonly CompareCourse[] = courseChoices.map((course) => ({
  ...course,
  label: text.course(
    calculatorText.levelOptions[course.level],
    formatFigure({ value: course.months, unit: "months" }),
  ),
}));

export interface CompareAmount {
  /** "₹38.4 lakh" */
  lakh: string;
  /** "₹38,40,000" */
  full: string;
  /** In the country's currency: "£32,405" */
  local: string;
}

export interface CompareCosts {
  total: CompareAmount;
  perYear: CompareAmount;
  funds: CompareAmount;
  postStudy: string;
  /** The calculator preset to this country, level and length. */
  calculatorHref: string;
}

export interface CompareColumn {
  code: CountryCode;
  name: string;
  shortName: string;
  inSentence: string;
  flag: ReturnType<typeof factsFor>["flag"];
  /** Per course id. */
  costs: Record<string, CompareCosts>;
  work: string;
  intakes: readonly string[];
  visaFee: { local: string; inr: string };
}

const pageContent: Record<CountryCode, CountryPageContent> = {
  uk: ukPage,
  usa: usaPage,
  canada: canadaPage,
  germany: germanyPage,
  ireland: irelandPage,
};

function amount(
  inr: number,
  local: number,
  currency: ReturnType<typeof factsFor>["currency"],
): CompareAmount {
  return { lakh: formatInrShort(inr), full: formatMoney(inr, "INR"), local: formatMoney(local, currency) };
}

/** Adds months to a date: the day someone starting on `from` finishes a course of that length. */
export function addMonths(from: IsoDate, months: number): IsoDate {
  const [year, month, day] = from.split("-").map(Number) as [number, number, number];
  const total = month - 1 + months;
  const y = year + Math.floor(total / 12);
  const m = (((total % 12) + 12) % 12) + 1;
  return `${y}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}` as IsoDate;
}

/**
 * A post-study figure that has a scheduled change: the rule that applies to someone who starts now and
 * graduates after `months` (applications are made after graduating), with the other one named.
 */
function withDateRule(figure: Figure, months: number, today: IsoDate): string {
  const next = figure.next;
  if (!next) return formatFigure(figure);
  const current = formatFigure(figure);
  const later = formatFigure({ ...figure, value: next.value, max: next.max });
  const date = formatLongDate(next.effectiveFrom);
  return addMonths(today, months) >= next.effectiveFrom
    ? text.postStudy.scheduled(later, date, current)
    : text.postStudy.announced(current, later, date);
}

/** Work after graduating, for a level and course length. */
export function postStudyWork(code: CountryCode, course: CompareCourse, today: IsoDate = buildDate): string {
  switch (code) {
    case "uk": {
      const f = calculatorCountries.uk.figures;
      return course.level === "phd"
        ? text.postStudy.phd(formatFigure(f.postStudyWorkPhd))
        : withDateRule(f.postStudyWork, course.months, today);
    }
    case "usa": {
      const f = calculatorCountries.usa.figures;
      return text.postStudy.opt(
        withDateRule(f.postStudyWork, course.months, today),
        formatFigure(f.stemOptExtension),
      );
    }
    case "canada": {
      const f = calculatorCountries.canada.figures;
      const longest = course.level === "pg" || course.months >= f.pgwpLongProgramme.value;
      return text.postStudy.upTo(
        longest
          ? withDateRule(f.postStudyWork, course.months, today)
          : formatFigure({ ...f.pgwpLongProgramme, value: course.months }),
      );
    }
    case "germany":
      return text.postStudy.jobSeeker(
        withDateRule(calculatorCountries.germany.figures.postStudyWork, course.months, today),
      );
    case "ireland": {
      const f = calculatorCountries.ireland.figures;
      return course.level === "ug"
        ? text.postStudy.level8(withDateRule(f.postStudyWorkLevel8, course.months, today))
        : text.postStudy.level9(withDateRule(f.postStudyWork, course.months, today));
    }
  }
}

/** Germany's yearly days as hours a week, the same conversion as its page's "In short" box. */
export function germanyWeeklyHours(): number {
  return weeklyWorkHours(calculatorCountries.germany).hours;
}

/** Work while studying, in hours a week for every country. */
export function workWhileStudying(code: CountryCode): string {
  switch (code) {
    case "uk":
      return text.work.uk(formatFigure(calculatorCountries.uk.figures.workHours));
    case "usa":
      return text.work.usa(formatFigure(calculatorCountries.usa.figures.workHours));
    case "canada":
      return text.work.canada(formatFigure(calculatorCountries.canada.figures.workHours));
    case "ireland": {
      const f = calculatorCountries.ireland.figures;
      return text.work.ireland(formatFigure(f.workHours), formatFigure(f.workHoursHolidays));
    }
    case "germany": {
      const f = calculatorCountries.germany.figures;
      const hours = (value: number) => formatFigure({ ...f.workHours, value });
      return text.work.germany(
        formatFigure(f.workHours),
        String(f.workDaysFull.value),
        String(f.workDaysHalf.value),
        hours(germanyWeeklyHours()),
        String(HOURS_PER_FULL_DAY),
      );
    }
  }
}

/** Every destination's column, with each course's figures. */
export function compareColumns(today: IsoDate = buildDate): CompareColumn[] {
  return countryCodes.map((code) => {
    const facts = factsFor(code);
    const costs = Object.fromEntries(
      compareCourses.map((course) => {
        const input = { ...defaultInput, country: code, level: course.level, months: course.months };
        const estimate = calculate(input);
        const query = toQuery(input).toString();
        return [
          course.id,
          {
            total: amount(estimate.total.inr, estimate.total.local, facts.currency),
            perYear: amount(estimate.perYear.inr, estimate.perYear.local, facts.currency),
            funds: amount(estimate.funds.total.inr, estimate.funds.total.local, facts.currency),
            postStudy: postStudyWork(code, course, today),
            calculatorHref: `${pages.costCalculator.path}?${query}`,
          },
        ];
      }),
    );
    const fee = facts.figures.studyVisaFee;
    return {
      code,
      name: facts.name,
      shortName: facts.shortName,
      inSentence: facts.inSentence,
      flag: facts.flag,
      costs,
      work: workWhileStudying(code),
      intakes: pageContent[code].intakes.map((intake) => `${intake.name}: ${intake.months}`),
      visaFee: {
        local: formatFigure(fee),
        inr: formatMoney(fee.value * exchangeRates.inrPer[facts.currency], "INR"),
      },
    };
  });
}

export const compareRatesDate = formatDate(exchangeRates.date);
