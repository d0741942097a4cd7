/**
 * The parts of writing rupees and dates that are the same in every language; each language's words
 * (its month names, lakh and crore, the order of a long date) are in app/words/<language>/countries/
 * format.ts. Written by hand rather than with `Intl`, so the prerendered HTML and an island's first render
 * in any browser print the same characters (a phone's ICU may be older than the build's); the words'
 * tests compare every language's output with `Intl` in Node (app/words/format-cldr.test.ts).
 */
import type { IsoDate } from "~/content/countries/types";
import { formatMoney, trimZeros } from "./numbers";

export { formatInteger } from "./numbers";

/** A language's words for a lakh and a crore: [exactly one, any other amount]. */
export interface LargeSumWords {
  lakh: readonly [string, string];
  crore: readonly [string, string];
}

/**
 * Large rupee sums in words, as families say them: "₹12.3 lakh", "₹1 కోటి", "₹1.05 కోట్లు"; sums under
 * one lakh in full ("₹85,000"). `space` joins the amount and its word (a no-break space keeps "₹1.05" and
 * "కోట్లు" on one line in a narrow column).
 */
export function inrInWords(value: number, words: LargeSumWords, space = "\u00a0"): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? "−" : "";
  const say = (amount: string, [one, other]: readonly [string, string]) =>
    `${sign}₹${amount}${space}${amount === "1" ? one : other}`;
  if (abs >= 1e7) return say(trimZeros((abs / 1e7).toFixed(2)), words.crore);
  if (abs >= 1e5) return say(trimZeros((abs / 1e5).toFixed(1)), words.lakh);
  return formatMoney(value, "INR");
}

/** The year, month (1–12) and day of a date written YYYY-MM-DD; anything else is refused. */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) {
    throw new Error(`Expected a date as YYYY-MM-DD, got ${JSON.stringify(date)}`);
  }
  return { year: Number(match[1]), month, day };
}

/** The name of a month (1–12) from a language's twelve names. */
export function monthOf(names: readonly string[], month: number): string {
  const name = names[month - 1];
  if (name === undefined) throw new RangeError(`No month ${month}`);
  return name;
}

/** "2026-09-01" → "September 2026" from a language's twelve month names: an intake, a deadline month. */
export function monthYearIn(names: readonly string[], date: IsoDate): string {
  const { year, month } = dateParts(date);
  return `${monthOf(names, month)} ${year}`;
}
