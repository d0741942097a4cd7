/**
 * Scheduled changes: a figure may carry its next value with the day it takes effect. The value in force
 * is decided by the build date, so a build on or after that day switches by itself; `today` is a
 * parameter everywhere so tests can show the switch.
 */
import type { Figure, IsoDate } from "./types";

export const MONTHS_A_YEAR = 12;

/** `date` plus whole months, as a calendar date (the day clamped to the month's last: 31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const d = Math.min(day, last);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` as IsoDate;
}

function isoToday(): IsoDate {
  return new Date().toISOString().slice(0, 10) as IsoDate;
}

/**
 * The day the site was built (set by the Vite and Vitest configurations from `BUILD_DATE` or the
 * clock). The prerendered HTML and the browser use the same value, so hydration never differs.
 */
export const buildDate: IsoDate =
  typeof __BUILD_DATE__ === "string" && /^\d{4}-\d{2}-\d{2}$/.test(__BUILD_DATE__)
    ? (__BUILD_DATE__ as IsoDate)
    : isoToday();

/**
 * The figure as it stands on `today`: its next value once that has taken effect (with the evidence of the
 * page that announced it, when it has its own), and its end marked as passed once that day has come.
 */
export function inForceOn(figure: Figure, today: IsoDate): Figure {
  const ended = figure.sunset && today >= figure.sunset.on ? { ...figure.sunset, passed: true } : undefined;
  const current: Figure = ended ? { ...figure, sunset: ended } : figure;
  const next = current.next;
  if (!next || today < next.effectiveFrom) return current;
  const { next: _replaced, max: _oldMax, ...rest } = current;
  const evidence = next.source && next.unreadOn ? { verifiedOn: undefined, unreadOn: next.unreadOn } : {};
  return {
    ...rest,
    value: next.value,
    ...(next.max === undefined ? {} : { max: next.max }),
    effectiveFrom: next.effectiveFrom,
    ...(next.source ? { sourceUrl: next.source.url, sourceName: next.source.name } : {}),
    ...evidence,
  } as Figure;
}

/** Every figure of a record as it stands on `today`. */
export function figuresInForce<T extends Record<string, Figure>>(
  figures: T,
  today: IsoDate,
): { [K in keyof T]: Figure } {
  const entries = Object.entries(figures).map(([key, figure]) => [key, inForceOn(figure, today)]);
  return Object.fromEntries(entries) as { [K in keyof T]: Figure };
}
