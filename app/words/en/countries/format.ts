/**
 * Figures, money and dates in English, for the country pages and the calculator: the words around a
 * figure ("a year", "2 years", "₹12.3 lakh", "1 January 2027"). Every language has this module with the
 * same functions (app/words/te/countries/format.ts), so a page builder takes `typeof format` and a test
 * hands it another language's (docs/decisions/0009-words-apart-from-logic.md). The language-neutral
 * parts (digit grouping, currency symbols, rates) come from app/i18n/numbers.ts and are re-exported here,
 * so one module gives a builder everything it writes figures with.
 */
import type { CurrencyCode, Figure, FigurePer, FigureUnit, IsoDate } from "~/content/countries/types";
import { figureFormatsOf } from "~/i18n/figure-formats";
import { dateParts, inrInWords, monthOf, monthYearIn } from "~/i18n/format";
import { formatHourly, formatMoney, groupDigits, isCurrency } from "~/i18n/numbers";

export { currencySymbol, formatMoney, formatRate, groupDigits, trimZeros } from "~/i18n/numbers";

/** Rupees in words for large sums: "₹12.3 lakh", "₹1.05 crore"; smaller sums in full. */
export function formatInrShort(value: number): string {
  // Indian English does not pluralise lakh and crore.
  return inrInWords(value, { lakh: ["lakh", "lakh"], crore: ["crore", "crore"] }, " ");
}

/** The months as CLDR names them in English. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-26" → "26 November 2026" with a no-break space after the day: a date on its own, such as a notice's. */
export function formatDayMonthYear(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${day}\u00a0${monthOf(monthNames, month)} ${year}`;
}

/** "2027-01-01" → "1 January 2027". */
export function formatLongDate(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${day} ${monthOf(monthNames, month)} ${year}`;
}

const shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-04-09" → "9 Apr 2025". */
export function formatDate(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${day} ${monthOf(shortMonths, month)} ${year}`;
}

/** "2026-09-01" → "September 2026": an intake, a deadline month. */
export function formatMonthYear(date: IsoDate): string {
  return monthYearIn(monthNames, date);
}

const perWords: Record<FigurePer, string> = {
  year: "a year",
  month: "a month",
  semester: "a semester",
  person: "per person",
  application: "",
  "financial year": "per financial year",
  hour: "an hour",
};

function unitText(value: number, unit: Exclude<FigureUnit, CurrencyCode>): string {
  switch (unit) {
    case "hours per week":
      return `${value} hours a week`;
    case "days per year":
      return `${value} days a year`;
    case "days":
      return `${value} day${value === 1 ? "" : "s"}`;
    case "weeks":
      return `${value} week${value === 1 ? "" : "s"}`;
    case "months":
      return value % 12 === 0 && value >= 12
        ? `${value / 12} year${value === 12 ? "" : "s"}`
        : `${value} month${value === 1 ? "" : "s"}`;
    case "years":
      return `${value} year${value === 1 ? "" : "s"}`;
    case "people":
      return `${value} people`;
    case "study permits":
      return `${groupDigits(value)} study permit${value === 1 ? "" : "s"}`;
    case "CLB level":
      return `CLB ${value}`;
    case "percent":
      return `${value}%`;
  }
}

/** The figure as a visitor reads it: "£776 a year", "20 hours a week", "2 years", "€2,000–€3,000 a semester". */
export function formatFigure(figure: Pick<Figure, "value" | "unit" | "per" | "max">): string {
  const main = formatFigureValue(figure);
  const per = figure.per ? perWords[figure.per] : "";
  return per ? `${main} ${per}` : main;
}

/** The figure's value only, without "a year" etc.: "£776", "20 hours a week", "€4,000–€6,000". */
export function formatFigureValue(figure: Pick<Figure, "value" | "unit" | "max">): string {
  const one = (value: number) =>
    isCurrency(figure.unit)
      ? Number.isInteger(value)
        ? formatMoney(value, figure.unit)
        : formatHourly(value, figure.unit)
      : unitText(value, figure.unit);
  if (figure.max === undefined || figure.max === figure.value) return one(figure.value);
  if (isCurrency(figure.unit)) return `${one(figure.value)}–${one(figure.max)}`;
  return `${figure.value}–${one(figure.max)}`;
}

const shared = figureFormatsOf({
  formatFigure,
  formatFigureValue,
  formatLongDate,
  formatInrShort,
  lakhRange: (from, to) => `₹${from}–${to} lakh`,
  withPer: (text, per) => (per ? `${text} ${perWords[per]}` : text),
});

/** The formatters written once for every language (app/i18n/figure-formats.ts). */
export const formatInrApprox = shared.formatInrApprox;
export const formatInrRange = shared.formatInrRange;
export const formatFigureWithInr = shared.formatFigureWithInr;
export const formatMoneyWithInr = shared.formatMoneyWithInr;
export const formatNext = shared.formatNext;
export const indicativeReason = shared.indicativeReason;
export const formatInrEcho = shared.formatInrEcho;
