/**
 * The figure formatters that are the same in every language, built from a language's own (its units,
 * dates, lakh and crore words: app/words/<language>/countries/format.ts), so that each language writes
 * only its words and the logic is written once (docs/decisions/0009-words-apart-from-logic.md).
 */
import type { CurrencyCode, Figure, FigurePer } from "~/content/countries/types";
import { formatMoney, isCurrency, trimZeros } from "./numbers";

/** What a language gives: its own formatters and how it attaches "a month", "a semester" to an amount. */
export interface LanguageFigureFormats {
  formatFigure(figure: Pick<Figure, "value" | "unit" | "per" | "max">): string;
  formatFigureValue(figure: Pick<Figure, "value" | "unit" | "max">): string;
  formatLongDate(date: Figure["verifiedOn"]): string;
  /** A sum of at least a lakh in lakh or crore: "₹12.9 lakh". */
  formatInrShort(value: number): string;
  /** A range of lakhs, both ends given as numbers of lakhs: "₹36.5–69.9 lakh". */
  lakhRange(from: string, to: string): string;
  /** An amount with its period: "€992 (≈ ₹1 lakh) a month". */
  withPer(text: string, per: FigurePer | undefined): string;
}

export function figureFormatsOf(language: LanguageFigureFormats) {
  const { formatFigure, formatFigureValue, formatLongDate, formatInrShort } = language;

  /** Rupees as a parent reads an approximate sum: "₹12.9 lakh", "₹1.05 crore", or "₹62,100" (to the hundred). */
  const formatInrApprox = (value: number): string =>
    Math.abs(value) >= 1e5 ? formatInrShort(value) : formatMoney(Math.round(value / 100) * 100, "INR");

  /** A rupee range in one unit where it can: "₹36.5–69.9 lakh", "₹45,000–₹90,000", "₹85 lakh – ₹1.2 crore". */
  const formatInrRange = (min: number, max: number): string => {
    if (Math.round(min / 1e3) === Math.round(max / 1e3)) return formatInrApprox(min);
    const lakh = (value: number) => value >= 1e5 && value < 1e7;
    const inLakhs = (value: number) => trimZeros((value / 1e5).toFixed(1));
    if (lakh(min) && lakh(max)) return language.lakhRange(inLakhs(min), inLakhs(max));
    const a = formatInrApprox(min);
    const b = formatInrApprox(max);
    return /\s/.test(a) || /\s/.test(b) ? `${a} – ${b}` : `${a}–${b}`;
  };

  /**
   * A local amount with its rupee equivalent: "£11,400 (≈ ₹12.9 lakh)", "€992 (≈ ₹1 lakh) a month".
   * Other units print as formatFigure does. `inrPerUnit` is the rate of the figure's currency.
   */
  const formatFigureWithInr = (
    figure: Pick<Figure, "value" | "unit" | "per" | "max">,
    inrPerUnit: number,
  ): string => {
    if (!isCurrency(figure.unit) || figure.unit === "INR") return formatFigure(figure);
    const local = formatFigureValue(figure);
    const max = figure.max ?? figure.value;
    const rupees =
      max === figure.value
        ? formatInrApprox(figure.value * inrPerUnit)
        : formatInrRange(figure.value * inrPerUnit, max * inrPerUnit);
    return language.withPer(`${local} (≈ ${rupees})`, figure.per);
  };

  return {
    formatInrApprox,
    formatInrRange,
    formatFigureWithInr,
    /** A whole local amount with its rupee equivalent: "£13,761 (≈ ₹16.3 lakh)". */
    formatMoneyWithInr: (value: number, currency: CurrencyCode, inrPerUnit: number): string =>
      formatFigureWithInr({ value, unit: currency }, inrPerUnit),
    /** The announced next value, "18 months" (null when nothing is scheduled). */
    formatNext: (figure: Figure): { value: string; from: string } | null =>
      figure.next
        ? {
            value: formatFigure({ ...figure, value: figure.next.value, max: figure.next.max }),
            from: formatLongDate(figure.next.effectiveFrom),
          }
        : null,
    /** Why a figure is indicative (undefined when it is not). */
    indicativeReason: (figure: Figure): string | undefined => figure.indicative,
    /** A rupee amount in full with its reading in lakh or crore: "₹20,00,000 = ₹20 lakh"; below a lakh, "₹50,000". */
    formatInrEcho: (value: number): string => {
      const full = formatMoney(value, "INR");
      return Math.abs(value) >= 1e5 ? `${full} = ${formatInrShort(value)}` : full;
    },
  };
}
