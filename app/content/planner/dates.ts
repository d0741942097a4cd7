/**
 * Calendar arithmetic of the timeline: whole days and months on dates written YYYY-MM-DD, in UTC so a
 * browser's time zone never moves a day. Months clamp to the month's last day (31 March less one month is
 * 28 or 29 February), as `addMonths` of the country data does.
 */
import { addMonths } from "~/content/countries/schedule";
import type { IsoDate } from "~/content/countries/types";

export { addMonths };

const DAY_MS = 86_400_000;

function toUtc(date: IsoDate): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10) as IsoDate;
}

/** `date` plus whole days (negative: earlier). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): text is IsoDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return fromUtc(toUtc(text as IsoDate)) === text;
}

/** The day a browser is on, in its own time zone (the family's calendar), as YYYY-MM-DD. */
export function localToday(now: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` as IsoDate;
}
