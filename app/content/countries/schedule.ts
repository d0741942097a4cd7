/**
 * Scheduled changes: a figure may carry its next value with the day it takes effect. The value in force
 * is decided by the build date, so a build on or after that day switches by itself; `today` is a
 * parameter everywhere so tests can show the switch.
 */
import type { Figure, IsoDate } from "./types";

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

/** The figure as it stands on `today`: its next value once that has taken effect. */
export function inForceOn(figure: Figure, today: IsoDate): Figure {
  const next = figure.next;
  if (!next || today < next.effectiveFrom) return figure;
  const { next: _replaced, max: _oldMax, ...rest } = figure;
  return {
    ...rest,
    value: next.value,
    ...(next.max === undefined ? {} : { max: next.max }),
    effectiveFrom: next.effectiveFrom,
    ...(next.source ? { sourceUrl: next.source.url, sourceName: next.source.name } : {}),
  };
}

/** Every figure of a record as it stands on `today`. */
export function figuresInForce<T extends Record<string, Figure>>(
  figures: T,
  today: IsoDate,
): { [K in keyof T]: Figure } {
  const entries = Object.entries(figures).map(([key, figure]) => [key, inForceOn(figure, today)]);
  return Object.fromEntries(entries) as { [K in keyof T]: Figure };
}
