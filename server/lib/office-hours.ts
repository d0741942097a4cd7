/**
 * Office hours: when the offices answer the phone (docs/staff-console.md, "Office hours"). The escalation
 * of enquiries nobody contacted and the first-response figures count only time inside them, so an
 * enquiry sent on Saturday evening is not "late" on Monday at 9:05.
 *
 * India has one time zone and no daylight saving time: a day in India starts at 18:30 UTC the day before,
 * so the arithmetic below is exact without a time zone library.
 */

export interface OfficeHours {
  /** Days the offices are open, 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
  /** Opening and closing time, in minutes after midnight in India. */
  opensAt: number;
  closesAt: number;
}

/** Monday to Saturday, 9:00 to 18:00 in India. */
export const officeHours: OfficeHours = { days: [1, 2, 3, 4, 5, 6], opensAt: 9 * 60, closesAt: 18 * 60 };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** India Standard Time is UTC+5:30 (no daylight saving time). */
export const INDIA_OFFSET = 330 * MINUTE;

/** Midnight in India of the day `at` falls on, as a UTC instant (ms). */
function indiaMidnight(at: number): number {
  return Math.floor((at + INDIA_OFFSET) / DAY) * DAY - INDIA_OFFSET;
}

/** The day's open window [start, end) in ms, or null on a closed day. */
function openWindow(midnight: number, hours: OfficeHours): [number, number] | null {
  const weekday = new Date(midnight + INDIA_OFFSET).getUTCDay();
  if (!hours.days.includes(weekday)) return null;
  return [midnight + hours.opensAt * MINUTE, midnight + hours.closesAt * MINUTE];
}

/** Whether the offices are open at `at`. */
export function isOfficeTime(at: Date, hours: OfficeHours = officeHours): boolean {
  const open = openWindow(indiaMidnight(at.getTime()), hours);
  return open !== null && at.getTime() >= open[0] && at.getTime() < open[1];
}

/** Minutes of office time between two instants (0 when `to` is not after `from`). */
export function officeMinutesBetween(from: Date, to: Date, hours: OfficeHours = officeHours): number {
  const start = from.getTime();
  const end = to.getTime();
  let total = 0;
  for (let midnight = indiaMidnight(start); midnight < end; midnight += DAY) {
    const open = openWindow(midnight, hours);
    if (!open) continue;
    total += Math.max(0, Math.min(end, open[1]) - Math.max(start, open[0]));
  }
  return total / MINUTE;
}

/** The instant at which `minutes` of office time have passed since `from` (`from` itself for 0 or less). */
export function addOfficeMinutes(from: Date, minutes: number, hours: OfficeHours = officeHours): Date {
  if (hours.days.length === 0 || hours.closesAt <= hours.opensAt) {
    throw new Error("Office hours must have at least one open day and close after they open.");
  }
  let left = minutes * MINUTE;
  if (left <= 0) return from;
  for (let midnight = indiaMidnight(from.getTime()); ; midnight += DAY) {
    const open = openWindow(midnight, hours);
    if (!open) continue;
    const start = Math.max(from.getTime(), open[0]);
    if (start >= open[1]) continue;
    if (start + left <= open[1]) return new Date(start + left);
    left -= open[1] - start;
  }
}

/**
 * The day in India at `at`, as YYYY-MM-DD: the day the site's dated figures are shown for, and the
 * offices' calendar day (the console's "today", its day filters and its daily counts).
 */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET).toISOString().slice(0, 10);
}

/** The instant a day in India (YYYY-MM-DD) starts: 18:30 UTC the day before. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - INDIA_OFFSET);
}
