/**
 * The "In short" box at the top of a country page: five lines a parent can read first (a year's cost in
 * rupees, the funds to show, work hours a week while studying, post-study work for someone starting now,
 * the main intakes), each computed from the facts data, so a changed figure changes the box too.
 */
import * as editionFormat from "~words/countries/format";
import { inShortText as editionText } from "~words/countries/page-text";
import type { WordsOf } from "~/words/types";
import { exchangeRates } from "./exchange-rates";
import type { CountryFormat } from "./format";
import { addMonths, inForceOn, MONTHS_A_YEAR } from "./schedule";
import type { CountryFactsBase, Figure, Intake, IsoDate, Level } from "./types";

export type InShortId = "cost" | "funds" | "work" | "afterStudies" | "intakes";

export interface InShortLine {
  id: InShortId;
  label: string;
  /** The answer, rupees first where it is money. */
  value: string;
  /** One sentence on where the answer comes from. */
  detail: string;
  /** The official figures it rests on (their sources are cited beside it). */
  figures: readonly Figure[];
}

/** Hours of a full working day (the usual maximum under German working-time law), to turn days into hours. */
export const HOURS_PER_FULL_DAY = 8;
/** Weeks in a year, to spread a yearly allowance of days over the weeks. */
export const WEEKS_PER_YEAR = 52;

/** The lowest and highest of a level's tuition bands, per year in the local currency. */
export function tuitionRange(facts: CountryFactsBase, level: Level): { min: number; max: number } {
  const bands = facts.costs.tuition[level];
  return {
    min: Math.min(...bands.map((band) => band.annual.min)),
    max: Math.max(...bands.map((band) => band.annual.max)),
  };
}

/** A year of living costs: a shared room in the cheapest city band to a studio in the dearest. */
export function livingYearRange(facts: CountryFactsBase): { min: number; max: number } {
  const bands = facts.costs.cityBands;
  return {
    min: Math.min(...bands.map((band) => band.monthlyLiving.shared)) * MONTHS_A_YEAR,
    max: Math.max(...bands.map((band) => band.monthlyLiving.studio)) * MONTHS_A_YEAR,
  };
}

/** A year's tuition plus living for a level, in the local currency. */
export function yearCostRange(facts: CountryFactsBase, level: Level): { min: number; max: number } {
  const tuition = tuitionRange(facts, level);
  const living = livingYearRange(facts);
  return { min: tuition.min + living.min, max: tuition.max + living.max };
}

/**
 * Term-time work in hours a week. A country whose rule counts days a year (Germany: full days, or half
 * days, a year) gets them spread over the year's weeks at a full working day each, rounded down.
 */
export function weeklyWorkHours(facts: CountryFactsBase): {
  hours: number;
  /** The days-a-year figure it was converted from, if any. */
  convertedFrom?: Figure;
} {
  const days = facts.figures["workDaysFull"];
  if (days?.unit === "days per year") {
    return { hours: Math.floor((days.value * HOURS_PER_FULL_DAY) / WEEKS_PER_YEAR), convertedFrom: days };
  }
  return { hours: facts.figures.workHours.value };
}

/**
 * The post-study work permission for someone who starts a course on `today`: it is applied for on
 * finishing, so the value in force on the course's end date counts (an announced change that takes effect
 * before then applies). `courseMonths` is the course length.
 */
export function postStudyWorkFor(
  figure: Figure,
  today: IsoDate,
  courseMonths: number,
): {
  figure: Figure;
  /** The day the course ends, when the permission is applied for. */
  finishes: IsoDate;
  /** Set when an announced change takes effect before the course ends (the value shown is the new one). */
  changedOn?: IsoDate;
  /** The announced change still ahead after the course ends. */
  pending?: { value: Figure; from: IsoDate };
} {
  const finishes = addMonths(today, courseMonths);
  const applies = inForceOn(figure, finishes);
  const changedOn =
    figure.next && figure.next.effectiveFrom <= finishes ? figure.next.effectiveFrom : undefined;
  const pending =
    applies.next && applies.next.effectiveFrom > finishes
      ? { value: inForceOn(applies, applies.next.effectiveFrom), from: applies.next.effectiveFrom }
      : undefined;
  return { figure: applies, finishes, ...(changedOn ? { changedOn } : {}), ...(pending ? { pending } : {}) };
}

/**
 * The five lines of the box for a country's facts and intakes, as they stand on `today` (the build date),
 * in the edition's words and formatters or in those given (docs/decisions/0009-words-apart-from-logic.md).
 */
export function inShortFor(
  facts: CountryFactsBase,
  intakes: readonly Intake[],
  today: IsoDate,
  rate: number = exchangeRates.inrPer[facts.currency],
  text: WordsOf<typeof editionText> = editionText,
  format: CountryFormat = editionFormat,
): InShortLine[] {
  const { formatFigure, formatFigureWithInr, formatInrRange, formatLongDate } = format;
  const inr = (range: { min: number; max: number }) => formatInrRange(range.min * rate, range.max * rate);

  const master = yearCostRange(facts, "pg");
  const bachelor = yearCostRange(facts, "ug");
  const cost: InShortLine = {
    id: "cost",
    label: text.costLabel,
    value: text.costValue(inr(master), inr(bachelor)),
    detail: text.costDetail,
    figures: [],
  };

  const rule = facts.funds.toShow;
  const tuition = tuitionRange(facts, "pg");
  const travel = rule.plusTravel ? facts.costs.flightFromHyderabadInr : 0;
  const fundsInr = {
    min: rule.living.min * rate + (rule.plusTuition ? tuition.min * rate : 0) + travel,
    max: rule.living.max * rate + (rule.plusTuition ? tuition.max * rate : 0) + travel,
  };
  const living = formatFigureWithInr(
    { value: rule.living.min, max: rule.living.max, unit: facts.currency },
    rate,
  );
  const funds: InShortLine = {
    id: "funds",
    label: text.fundsLabel,
    value: formatInrRange(fundsInr.min, fundsInr.max),
    detail: text.fundsDetail({
      living,
      estimated: rule.figures.length === 0,
      plusTuition: rule.plusTuition,
      plusTravel: rule.plusTravel,
    }),
    figures: rule.figures,
  };

  const weekly = weeklyWorkHours(facts);
  const hours = formatFigure({ value: weekly.hours, unit: "hours per week" });
  const work: InShortLine = weekly.convertedFrom
    ? {
        id: "work",
        label: text.workLabel,
        value: text.workConverted(hours),
        detail: text.workConvertedDetail(
          formatFigure(weekly.convertedFrom),
          HOURS_PER_FULL_DAY,
          WEEKS_PER_YEAR,
          formatFigure(facts.figures.workHours),
        ),
        figures: [weekly.convertedFrom, facts.figures.workHours],
      }
    : {
        id: "work",
        label: text.workLabel,
        value: text.workValue(hours),
        detail: facts.figures.workHours.label,
        figures: [facts.figures.workHours],
      };

  const after = postStudyWorkFor(facts.figures.postStudyWork, today, facts.costs.courseMonths.pg);
  const extension = facts.figures["stemOptExtension"];
  const afterStudies: InShortLine = {
    id: "afterStudies",
    label: text.afterLabel,
    value: extension
      ? text.afterWithExtension(formatFigure(after.figure), formatFigure(extension))
      : formatFigure(after.figure),
    detail: text.afterDetail({
      label: after.figure.label,
      courseLength: formatFigure({ value: facts.costs.courseMonths.pg, unit: "months" }),
      changedOn: after.changedOn ? formatLongDate(after.changedOn) : undefined,
      before: after.changedOn ? formatFigure(facts.figures.postStudyWork) : undefined,
      pending: after.pending
        ? { value: formatFigure(after.pending.value), from: formatLongDate(after.pending.from) }
        : undefined,
    }),
    figures: extension ? [facts.figures.postStudyWork, extension] : [facts.figures.postStudyWork],
  };

  const [main, ...others] = intakes;
  const intakesLine: InShortLine = {
    id: "intakes",
    label: text.intakesLabel,
    value: main
      ? text.intakesValue(
          main.months,
          others.map((intake) => intake.months),
        )
      : "",
    detail: text.intakesDetail,
    figures: [],
  };

  return [cost, funds, work, afterStudies, intakesLine];
}
