/**
 * "Figures to re-check" in the staff console, admins only (docs/country-data.md, "Staleness is a report";
 * docs/staff-console.md): `GET /api/staff/figures` lists the country figures last checked on their
 * official source too long ago and the scheduled changes that take effect soon, on the day the server
 * serves the site for.
 */
import "./zod-config.ts";
import { z } from "zod";

export const staffFiguresPath = "/figures";

/** Where a figure belongs: one of the five countries, or India's own rules (TCS, the loan deduction). */
export const figureCountries = ["uk", "usa", "canada", "germany", "ireland", "india"] as const;
export type FigureCountry = (typeof figureCountries)[number];

export const figureCountryLabels: Readonly<Record<FigureCountry, string>> = {
  uk: "United Kingdom",
  usa: "United States",
  canada: "Canada",
  germany: "Germany",
  ireland: "Ireland",
  india: "India",
};

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A figure as the list shows it: what it is, its value, when it was last checked and where. */
export const figureEntrySchema = z.strictObject({
  /** "uk.studyVisaFee": the country and the figure's key in its facts. */
  id: z.string(),
  country: z.enum(figureCountries),
  label: z.string(),
  value: z.number(),
  /** The upper end when the official figure is a range. */
  max: z.number().optional(),
  /** A currency (GBP, USD, CAD, EUR, INR) or a unit such as "hours per week" or "percent". */
  unit: z.string(),
  /** "month", "year", "application", … */
  per: z.string().optional(),
  /** The day someone last read the figure on its official source; null when it has no such day. */
  checkedOn: isoDay.nullable(),
  /** The day the official page was found unreadable (the figure then has no checked-on day). */
  unreadOn: isoDay.nullable(),
  /** Whole days since `checkedOn` (else `unreadOn`); null when the figure has neither. */
  ageDays: z.number().int().nullable(),
  /**
   * The day the rule was due to end unless extended (e.g. the H-1B payment), when that day has passed
   * since the figure was last checked: whether it was extended is unknown until someone looks.
   */
  endPassedOn: isoDay.nullable(),
  source: z.strictObject({ url: z.string(), name: z.string() }),
});
export type FigureEntry = z.infer<typeof figureEntrySchema>;

/** A figure whose announced value takes effect within the window. */
export const scheduledChangeSchema = figureEntrySchema.extend({
  next: z.strictObject({ value: z.number(), max: z.number().optional(), effectiveFrom: isoDay }),
  /** Days from the day of the list to `next.effectiveFrom` (1 = tomorrow). */
  inDays: z.number().int(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const figuresToRecheckSchema = z.strictObject({
  /** The day the list is for: the server's day in India, or its SITE_DATE. */
  day: isoDay,
  /** A figure is listed once it was checked more than this many days ago. */
  recheckAfterDays: z.number().int(),
  /** Scheduled changes are listed this many days ahead. */
  changesWithinDays: z.number().int(),
  /** Oldest check first (a figure without any check day first of all), and those whose end has passed. */
  toRecheck: z.array(figureEntrySchema),
  /** Soonest first. */
  changesDue: z.array(scheduledChangeSchema),
});
export type FiguresToRecheck = z.infer<typeof figuresToRecheckSchema>;

const currencySymbols: Readonly<Record<string, string>> = {
  GBP: "£",
  USD: "$",
  CAD: "C$",
  EUR: "€",
  INR: "₹",
};

const number = (value: number, money = false) =>
  value.toLocaleString("en-IN", {
    // An amount with paise or cents shows both digits (€14.60); a whole one none (£1,529).
    minimumFractionDigits: money && !Number.isInteger(value) ? 2 : 0,
    maximumFractionDigits: 2,
  });

/** A figure's value as staff read it: "£1,529 per month", "€14.60 per hour", "20 hours per week", "2%". */
export function figureValueText(figure: {
  value: number;
  max?: number | undefined;
  unit: string;
  per?: string | undefined;
}): string {
  const symbol = currencySymbols[figure.unit];
  const amount = (value: number) => (symbol ? `${symbol}${number(value, true)}` : number(value));
  const range =
    figure.max === undefined ? amount(figure.value) : `${amount(figure.value)}–${amount(figure.max)}`;
  const unit = symbol ? "" : figure.unit === "percent" ? "%" : ` ${figure.unit}`;
  const per = figure.per ? ` per ${figure.per}` : "";
  return `${range}${unit}${per}`;
}
