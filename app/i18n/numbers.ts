/**
 * The language-neutral parts of writing money and numbers, the same in every edition: digits, their
 * grouping, currency symbols, exchange rates. Written by hand rather than with `Intl`, so the prerendered
 * HTML and an island's first render in any browser print the same characters (ICU versions differ between
 * Node and browsers, which would break hydration). The words around a figure ("a year", "lakh", month
 * names) belong to each language's catalogue: app/words/<language>/countries/format.ts
 * (docs/decisions/0009-words-apart-from-logic.md).
 */
import type { CurrencyCode, FigureUnit } from "~/content/countries/types";

const symbols: Record<CurrencyCode, string> = { GBP: "£", USD: "$", CAD: "CAD ", EUR: "€", INR: "₹" };

export function currencySymbol(currency: CurrencyCode): string {
  return symbols[currency];
}

/** Whether a figure's unit is a currency (its value is money), rather than months, hours or people. */
export function isCurrency(unit: FigureUnit): unit is CurrencyCode {
  return unit in symbols;
}

/** Groups digits in threes (1,234,567), or the Indian way for rupees (12,34,567). */
export function groupDigits(value: number, indian = false): string {
  const digits = String(Math.round(Math.abs(value)));
  let grouped: string;
  if (indian && digits.length > 3) {
    const head = digits.slice(0, -3);
    const tail = digits.slice(-3);
    grouped = `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${tail}`;
  } else {
    grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  }
  return value < 0 && Math.round(Math.abs(value)) !== 0 ? `−${grouped}` : grouped;
}

/** "£1,483", "CAD 22,895", "₹12,34,567" (whole units). */
export function formatMoney(value: number, currency: CurrencyCode): string {
  const text = groupDigits(value, currency === "INR");
  const sign = text.startsWith("−") ? "−" : "";
  return `${sign}${symbols[currency]}${text.replace("−", "")}`;
}

/** A money amount with an hourly rate's pence or cents: "£12.71", "€13.90". */
export function formatHourly(value: number, currency: CurrencyCode): string {
  const whole = Math.trunc(value);
  const cents = Math.round((value - whole) * 100);
  const base = formatMoney(whole, currency);
  return cents === 0 ? base : `${base}.${String(cents).padStart(2, "0")}`;
}

/** "12.30" → "12.3", "20.0" → "20". */
export function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** A rate with up to two decimals: 118.5 → "118.50". */
export function formatRate(value: number): string {
  return value.toFixed(2);
}

/** Digits grouped the Indian way, as both `en-IN` and `te-IN` do: 1,23,45,678. */
export function formatInteger(value: number): string {
  return groupDigits(value, true);
}
