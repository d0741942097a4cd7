/**
 * Figures, money and dates in Telugu: the same functions as ../../en/countries/format.ts, writing units,
 * durations, dates and large rupee sums in Telugu (లక్ష/లక్షలు, కోటి/కోట్లు, Telugu month names). Digits,
 * grouping, currency symbols and rates are the same in every language (app/i18n/numbers.ts). "A year",
 * "a month" go before the amount, as Telugu says them: "ఏడాదికి £776".
 */
import type { CurrencyCode, Figure, FigurePer, FigureUnit, IsoDate } from "~/content/countries/types";
import { dateParts, inrInWords, monthOf, monthYearIn } from "~/i18n/format";
import { figureFormatsOf } from "~/i18n/figure-formats";
import { formatHourly, formatMoney, groupDigits, isCurrency } from "~/i18n/numbers";
import type { WordsOf } from "../../types";
import type * as en from "../../en/countries/format";
import type * as self from "./format";

export { currencySymbol, formatMoney, formatRate, groupDigits, trimZeros } from "~/i18n/numbers";

/** CLDR's Telugu month names (the same in Node 20 and Chromium), as Telugu newspapers print them. */
export const monthNames = [
  "జనవరి",
  "ఫిబ్రవరి",
  "మార్చి",
  "ఏప్రిల్",
  "మే",
  "జూన్",
  "జులై",
  "ఆగస్టు",
  "సెప్టెంబర్",
  "అక్టోబర్",
  "నవంబర్",
  "డిసెంబర్",
];

/** CLDR's Telugu long date, "d MMMM, y", with a no-break space after the day. */
function longDate(date: IsoDate): string {
  const { year, month, day } = dateParts(date);
  return `${day}\u00a0${monthOf(monthNames, month)}, ${year}`;
}

/** Rupees in words for large sums: "₹12.3 లక్షలు", "₹1 కోటి"; smaller sums in full. */
export function formatInrShort(value: number): string {
  return inrInWords(value, { lakh: ["లక్ష", "లక్షలు"], crore: ["కోటి", "కోట్లు"] });
}

/** "2026-11-26" → "26 నవంబర్, 2026" with a no-break space after the day: a date on its own, such as a notice's. */
export function formatDayMonthYear(date: IsoDate): string {
  return longDate(date);
}

/** "2027-01-01" → "1 జనవరి, 2027". */
export function formatLongDate(date: IsoDate): string {
  return longDate(date);
}

/**
 * "2025-04-09" → "9 ఏప్రిల్, 2025". Telugu readers meet shortened month names rarely, so the short
 * date of the English edition is the full date here.
 */
export function formatDate(date: IsoDate): string {
  return longDate(date);
}

/** "2026-09-01" → "సెప్టెంబర్ 2026": an intake, a deadline month. */
export function formatMonthYear(date: IsoDate): string {
  return monthYearIn(monthNames, date);
}

/** "A year" etc., written before the amount: "ఏడాదికి £776", "నెలకు €992". */
const perWords: Record<FigurePer, string> = {
  year: "ఏడాదికి",
  month: "నెలకు",
  semester: "సెమిస్టర్‌కు",
  person: "ఒక్కొక్కరికి",
  application: "",
  "financial year": "ఆర్థిక సంవత్సరానికి",
  hour: "గంటకు",
};

/** The unit in words around a value already written ("20", "20–40"); `count` picks singular or plural. */
function unitText(valueText: string, count: number, unit: Exclude<FigureUnit, CurrencyCode>): string {
  switch (unit) {
    case "hours per week":
      return `వారానికి ${valueText} గంటలు`;
    case "days per year":
      return `ఏడాదికి ${valueText} రోజులు`;
    case "days":
      return `${valueText} ${count === 1 ? "రోజు" : "రోజులు"}`;
    case "weeks":
      return `${valueText} ${count === 1 ? "వారం" : "వారాలు"}`;
    case "months":
      return `${valueText} ${count === 1 ? "నెల" : "నెలలు"}`;
    case "years":
      return `${valueText} ${count === 1 ? "సంవత్సరం" : "సంవత్సరాలు"}`;
    case "people":
      return `${valueText} మంది`;
    case "study permits":
      return `${valueText} ${count === 1 ? "స్టడీ పర్మిట్" : "స్టడీ పర్మిట్లు"}`;
    case "CLB level":
      return `CLB ${valueText}`;
    case "percent":
      return `${valueText}%`;
  }
}

/** Months that make whole years are said in years, as the English edition does ("24 months" → "2 సంవత్సరాలు"). */
function unitValue(value: number, unit: Exclude<FigureUnit, CurrencyCode>): string {
  if (unit === "months" && value % 12 === 0 && value >= 12)
    return unitText(String(value / 12), value / 12, "years");
  return unitText(unit === "study permits" ? groupDigits(value) : String(value), value, unit);
}

function withPer(text: string, per: FigurePer | undefined): string {
  const words = per ? perWords[per] : "";
  return words ? `${words} ${text}` : text;
}

/** The figure as a visitor reads it: "ఏడాదికి £776", "వారానికి 20 గంటలు", "2 సంవత్సరాలు". */
export function formatFigure(figure: Pick<Figure, "value" | "unit" | "per" | "max">): string {
  return withPer(formatFigureValue(figure), figure.per);
}

/** The figure's value only, without "ఏడాదికి" etc.: "£776", "వారానికి 20 గంటలు", "€4,000–€6,000". */
export function formatFigureValue(figure: Pick<Figure, "value" | "unit" | "max">): string {
  const { unit } = figure;
  const range = figure.max !== undefined && figure.max !== figure.value;
  if (isCurrency(unit)) {
    const one = (value: number) =>
      Number.isInteger(value) ? formatMoney(value, unit) : formatHourly(value, unit);
    return range && figure.max !== undefined ? `${one(figure.value)}–${one(figure.max)}` : one(figure.value);
  }
  if (!range || figure.max === undefined) return unitValue(figure.value, unit);
  // A range of months that are both whole years is said in years: "1–2 సంవత్సరాలు".
  if (unit === "months" && figure.value % 12 === 0 && figure.max % 12 === 0 && figure.value >= 12) {
    return unitText(`${figure.value / 12}–${figure.max / 12}`, figure.max / 12, "years");
  }
  return unitText(`${figure.value}–${figure.max}`, figure.max, unit);
}

const shared = figureFormatsOf({
  formatFigure,
  formatFigureValue,
  formatLongDate,
  formatInrShort,
  // A no-break space keeps the amount and its unit on one line.
  lakhRange: (from, to) => `₹${from}–${to}\u00a0లక్షలు`,
  withPer,
});

/** The formatters written once for every language (app/i18n/figure-formats.ts). */
export const formatInrApprox = shared.formatInrApprox;
export const formatInrRange = shared.formatInrRange;
export const formatFigureWithInr = shared.formatFigureWithInr;
export const formatMoneyWithInr = shared.formatMoneyWithInr;
export const formatNext = shared.formatNext;
export const indicativeReason = shared.indicativeReason;
export const formatInrEcho = shared.formatInrEcho;

/** Every English formatter is here, with the same parameters (a compile error otherwise). */
type SameAsEnglish<Module extends WordsOf<typeof en>> = Module;
export type FormatWords = SameAsEnglish<typeof self>;
