/**
 * Rupees in words and dates in each edition. Like app/i18n/numbers.ts, written by hand rather than with
 * `Intl`, so the prerendered HTML and an island's first render in any browser print the same
 * characters (a phone's ICU may be older than the build's). The unit tests compare every output with
 * `Intl` for `te-IN` / `en-IN` in Node, so the Telugu forms are CLDR's: Latin digits, Indian grouping
 * (₹12,34,567), Telugu month names, "d MMMM, y" dates.
 */
import type { IsoDate } from "~/content/countries/types";
import type { Locale } from "./locales";
import { formatMoney, trimZeros } from "./numbers";

export { formatInteger } from "./numbers";

const largeUnits: Record<Locale, { lakh: [string, string]; crore: [string, string] }> = {
  // [exactly one, any other amount]; Indian English does not pluralise lakh and crore.
  en: { lakh: ["lakh", "lakh"], crore: ["crore", "crore"] },
  te: { lakh: ["లక్ష", "లక్షలు"], crore: ["కోటి", "కోట్లు"] },
};

/**
 * Large rupee sums in words, as families say them: "₹12.3 lakh" / "₹12.3 లక్షలు", "₹1 కోటి",
 * "₹1.05 crore" / "₹1.05 కోట్లు" (with a no-break space); sums under one lakh in full ("₹85,000").
 */
export function formatInrWords(value: number, locale: Locale): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? "−" : "";
  const units = largeUnits[locale];
  // A no-break space keeps "₹1.05" and "కోట్లు" on one line in a narrow column.
  const words = (amount: string, [one, other]: [string, string]) =>
    `${sign}₹${amount}\u00a0${amount === "1" ? one : other}`;
  if (abs >= 1e7) return words(trimZeros((abs / 1e7).toFixed(2)), units.crore);
  if (abs >= 1e5) return words(trimZeros((abs / 1e5).toFixed(1)), units.lakh);
  return formatMoney(value, "INR");
}

const monthNames: Record<Locale, readonly string[]> = {
  en: [
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
  ],
  // CLDR's Telugu month names (the same in Node 20 and Chromium), as Telugu newspapers print them.
  te: ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జులై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్", "నవంబర్", "డిసెంబర్"],
};

function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) {
    throw new Error(`Expected a date as YYYY-MM-DD, got ${JSON.stringify(date)}`);
  }
  return { year: Number(match[1]), month, day };
}

/** The name of a month (1–12) in the edition's language. */
export function monthName(month: number, locale: Locale): string {
  const name = monthNames[locale][month - 1];
  if (name === undefined) throw new RangeError(`No month ${month}`);
  return name;
}

/**
 * "2027-01-01" → "1 January 2027" / "1 జనవరి, 2027" (CLDR's long date of each locale), with a no-break
 * space after the day so a line never ends between "1" and its month.
 */
export function formatLongDate(date: IsoDate, locale: Locale): string {
  const { year, month, day } = dateParts(date);
  const name = monthName(month, locale);
  return locale === "te" ? `${day}\u00a0${name}, ${year}` : `${day}\u00a0${name} ${year}`;
}

/** "2026-09-01" → "September 2026" / "సెప్టెంబర్ 2026": an intake, a deadline month. */
export function formatMonthYear(date: IsoDate, locale: Locale): string {
  const { year, month } = dateParts(date);
  return `${monthName(month, locale)} ${year}`;
}
