/**
 * Figures, money and dates in English, for the country pages and the calculator: the words around a
 * figure ("a year", "2 years", "₹12.3 lakh", "1 January 2027"). Every language has this module with the
 * same functions (app/words/te/countries/format.ts), so a page builder takes `typeof format` and a test
 * hands it another language's (docs/decisions/0009-words-apart-from-logic.md). The language-neutral
 * parts (digit grouping, currency symbols, rates) come from app/i18n/numbers.ts and are re-exported here,
 * so one module gives a builder everything it writes figures with.
 */
import type { CurrencyCode, Figure, FigurePer, FigureUnit, IsoDate } from "~/content/countries/types";
import { formatHourly, formatMoney, isCurrency, trimZeros } from "~/i18n/numbers";

export { currencySymbol, formatMoney, formatRate, groupDigits, trimZeros } from "~/i18n/numbers";

/** Rupees in words for large sums: "₹12.3 lakh", "₹1.05 crore"; smaller sums in full. */
export function formatInrShort(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? "−" : "";
  if (abs >= 1e7) return `${sign}₹${trimZeros((abs / 1e7).toFixed(2))} crore`;
  if (abs >= 1e5) return `${sign}₹${trimZeros((abs / 1e5).toFixed(1))} lakh`;
  return formatMoney(value, "INR");
}

const monthNames = [
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

function dateParts(date: IsoDate): [year: number, month: number, day: number] {
  const [year, month, day] = date.split("-").map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

/** "2026-11-26" → "26 November 2026" with a no-break space after the day: a date on its own, such as a notice's. */
export function formatDayMonthYear(date: IsoDate): string {
  const [year, month, day] = dateParts(date);
  return `${day}\u00a0${monthNames[month - 1]} ${year}`;
}

/** "2027-01-01" → "1 January 2027". */
export function formatLongDate(date: IsoDate): string {
  const [year, month, day] = dateParts(date);
  return `${day} ${monthNames[month - 1]} ${year}`;
}

const shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-04-09" → "9 Apr 2025". */
export function formatDate(date: IsoDate): string {
  const [year, month, day] = dateParts(date);
  return `${day} ${shortMonths[month - 1]} ${year}`;
}

/** "2026-09-01" → "September 2026": an intake, a deadline month. */
export function formatMonthYear(date: IsoDate): string {
  const [year, month] = dateParts(date);
  return `${monthNames[month - 1]} ${year}`;
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
    case "months":
      return value % 12 === 0 && value >= 12
        ? `${value / 12} year${value === 12 ? "" : "s"}`
        : `${value} month${value === 1 ? "" : "s"}`;
    case "years":
      return `${value} year${value === 1 ? "" : "s"}`;
    case "people":
      return `${value} people`;
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

/** The announced next value, "18 months" (null when nothing is scheduled). */
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

/**
 * A rupee amount in full with its reading in lakh or crore, for the echo under a money input:
 * "₹20,00,000 = ₹20 lakh". Below a lakh the full amount says it all: "₹50,000".
 */
export function formatInrEcho(value: number): string {
  const full = formatMoney(value, "INR");
  return Math.abs(value) >= 1e5 ? `${full} = ${formatInrShort(value)}` : full;
}

/** Rupees as a parent reads an approximate sum: "₹12.9 lakh", "₹1.05 crore", or "₹62,100" (to the hundred). */
export function formatInrApprox(value: number): string {
  return Math.abs(value) >= 1e5 ? formatInrShort(value) : formatMoney(Math.round(value / 100) * 100, "INR");
}

/** A rupee range in one unit where it can: "₹36.5–69.9 lakh", "₹45,000–₹90,000", "₹85 lakh – ₹1.2 crore". */
export function formatInrRange(min: number, max: number): string {
  if (Math.round(min / 1e3) === Math.round(max / 1e3)) return formatInrApprox(min);
  const lakh = (value: number) => value >= 1e5 && value < 1e7;
  if (lakh(min) && lakh(max)) {
    const short = (value: number) => trimZeros((value / 1e5).toFixed(1));
    return `₹${short(min)}–${short(max)} lakh`;
  }
  const a = formatInrApprox(min);
  const b = formatInrApprox(max);
  return a.includes(" ") || b.includes(" ") ? `${a} – ${b}` : `${a}–${b}`;
}

/**
 * A local amount with its rupee equivalent: "£11,400 (≈ ₹12.9 lakh)", "€992 (≈ ₹1 lakh) a month",
 * "€2,000–€3,000 (≈ ₹2.1–3.1 lakh) a semester". Other units print as formatFigure does.
 * `inrPerUnit` is the rate of the figure's currency (app/content/countries/exchange-rates.ts).
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
  const per = figure.per ? perWords[figure.per] : "";
  return `${local} (≈ ${rupees})${per ? ` ${per}` : ""}`;
}

/** A whole local amount with its rupee equivalent: "£13,761 (≈ ₹16.3 lakh)". */
export function formatMoneyWithInr(value: number, currency: CurrencyCode, inrPerUnit: number): string {
  return formatFigureWithInr({ value, unit: currency }, inrPerUnit);
}
