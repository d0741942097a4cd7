/**
 * Figures, money and dates in Telugu: the same functions as ../../en/countries/format.ts, writing units,
 * durations, dates and large rupee sums in Telugu (లక్ష/లక్షలు, కోటి/కోట్లు, Telugu month names). Digits,
 * grouping, currency symbols and rates are the same in every language (app/i18n/numbers.ts). "A year",
 * "a month" go before the amount, as Telugu says them: "ఏడాదికి £776".
 */
import type { CurrencyCode, Figure, FigurePer, FigureUnit, IsoDate } from "~/content/countries/types";
import { formatInrWords, formatLongDate as longDate, formatMonthYear as monthYear } from "~/i18n/format";
import { formatHourly, formatMoney, isCurrency, trimZeros } from "~/i18n/numbers";
import type { WordsOf } from "../../types";
import type * as en from "../../en/countries/format";
import type * as self from "./format";

export { currencySymbol, formatMoney, formatRate, groupDigits, trimZeros } from "~/i18n/numbers";

/** Rupees in words for large sums: "₹12.3 లక్షలు", "₹1 కోటి"; smaller sums in full. */
export function formatInrShort(value: number): string {
  return formatInrWords(value, "te");
}

/** "2026-11-26" → "26 నవంబర్, 2026" with a no-break space after the day: a date on its own, such as a notice's. */
export function formatDayMonthYear(date: IsoDate): string {
  return longDate(date, "te");
}

/** "2027-01-01" → "1 జనవరి, 2027". */
export function formatLongDate(date: IsoDate): string {
  return longDate(date, "te");
}

/**
 * "2025-04-09" → "9 ఏప్రిల్, 2025". Telugu readers meet shortened month names rarely, so the short
 * date of the English edition is the full date here.
 */
export function formatDate(date: IsoDate): string {
  return longDate(date, "te");
}

/** "2026-09-01" → "సెప్టెంబర్ 2026": an intake, a deadline month. */
export function formatMonthYear(date: IsoDate): string {
  return monthYear(date, "te");
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
    case "months":
      return `${valueText} ${count === 1 ? "నెల" : "నెలలు"}`;
    case "years":
      return `${valueText} ${count === 1 ? "సంవత్సరం" : "సంవత్సరాలు"}`;
    case "people":
      return `${valueText} మంది`;
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
  return unitText(String(value), value, unit);
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

/** The announced next value, "18 నెలలు" (null when nothing is scheduled). */
export function formatNext(figure: Figure): { value: string; from: string } | null {
  if (!figure.next) return null;
  return {
    value: formatFigure({ ...figure, value: figure.next.value, max: figure.next.max }),
    from: formatLongDate(figure.next.effectiveFrom),
  };
}

/** Why a figure is indicative, naming the other source and its value when sources disagree. */
export function indicativeReason(figure: Figure): string | undefined {
  if (!figure.indicative) return undefined;
  if (!figure.conflict) return figure.indicative;
  const other = formatFigure({ ...figure, value: figure.conflict.value, max: undefined });
  return `${figure.indicative} ${figure.conflict.source.name}: ${other}.`;
}

/** A rupee amount in full with its reading in లక్షలు or కోట్లు: "₹20,00,000 = ₹20 లక్షలు"; below a lakh, "₹50,000". */
export function formatInrEcho(value: number): string {
  const full = formatMoney(value, "INR");
  return Math.abs(value) >= 1e5 ? `${full} = ${formatInrShort(value)}` : full;
}

/** Rupees as a parent reads an approximate sum: "₹12.9 లక్షలు", "₹1.05 కోట్లు", or "₹62,100" (to the hundred). */
export function formatInrApprox(value: number): string {
  return Math.abs(value) >= 1e5 ? formatInrShort(value) : formatMoney(Math.round(value / 100) * 100, "INR");
}

/** A rupee range in one unit where it can: "₹36.5–69.9 లక్షలు", "₹45,000–₹90,000", "₹85 లక్షలు – ₹1.2 కోట్లు". */
export function formatInrRange(min: number, max: number): string {
  if (Math.round(min / 1e3) === Math.round(max / 1e3)) return formatInrApprox(min);
  const lakh = (value: number) => value >= 1e5 && value < 1e7;
  if (lakh(min) && lakh(max)) {
    const short = (value: number) => trimZeros((value / 1e5).toFixed(1));
    // A no-break space, as in app/i18n/format.ts, keeps the amount and its unit on one line.
    return `₹${short(min)}–${short(max)}\u00a0లక్షలు`;
  }
  const a = formatInrApprox(min);
  const b = formatInrApprox(max);
  return /\s/.test(a) || /\s/.test(b) ? `${a} – ${b}` : `${a}–${b}`;
}

/**
 * A local amount with its rupee equivalent: "£11,400 (≈ ₹12.9 లక్షలు)", "నెలకు €992 (≈ ₹1 లక్ష)",
 * "సెమిస్టర్‌కు €2,000–€3,000 (≈ ₹2.1–3.1 లక్షలు)". Other units print as formatFigure does.
 */
export function formatFigureWithInr(
  figure: Pick<Figure, "value" | "unit" | "per" | "max">,
  inrPerUnit: number,
): string {
  if (!isCurrency(figure.unit) || figure.unit === "INR") return formatFigure(figure);
  const local = formatFigureValue(figure);
  const max = figure.max ?? figure.value;
  const rupees =
    max === figure.value
      ? formatInrApprox(figure.value * inrPerUnit)
      : formatInrRange(figure.value * inrPerUnit, max * inrPerUnit);
  return withPer(`${local} (≈ ${rupees})`, figure.per);
}

/** A whole local amount with its rupee equivalent: "£13,761 (≈ ₹16.3 లక్షలు)". */
export function formatMoneyWithInr(value: number, currency: CurrencyCode, inrPerUnit: number): string {
  return formatFigureWithInr({ value, unit: currency }, inrPerUnit);
}

/** Every English formatter is here, with the same parameters (a compile error otherwise). */
type SameAsEnglish<Module extends WordsOf<typeof en>> = Module;
export type FormatWords = SameAsEnglish<typeof self>;
