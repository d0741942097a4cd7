/**
 * Free meeting times (docs/bookings.md, "Free times"), computed from what the database holds: the office's
 * hours and holidays, each counsellor's weekly hours, time off and taken cells. Pure: the repository reads
 * the rows, this module does the arithmetic.
 *
 * India has one time zone and no daylight saving time (UTC+5:30), so a day in India starts at 18:30 UTC
 * the day before and the arithmetic is exact without a time zone library (as server/lib/office-hours.ts).
 */
import {
  bookingDaysAhead,
  cellMinutes,
  meetingMinutes,
  minimumNoticeMinutes,
  slotStepMinutes,
  type MeetingType,
  type Slot,
  type SlotsDay,
} from "#contract/bookings";
import { INDIA_OFFSET, indiaDay, indiaDayStart } from "../lib/office-hours.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The day in India at `at` (YYYY-MM-DD), as server/lib/office-hours.ts counts it. */
export function indiaDayOf(at: number): string {
  return indiaDay(new Date(at));
}

/** Midnight in India of a day (YYYY-MM-DD) as a UTC instant (ms). */
export function indiaMidnightOf(day: string): number {
  return indiaDayStart(day).getTime();
}

/** The weekday (0 = Sunday) of a day in India. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00.000Z`).getUTCDay();
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY).toISOString().slice(0, 10);
}

/** "09:30": an instant as India's clock shows it. */
export function indiaClock(at: number): string {
  return new Date(at + INDIA_OFFSET).toISOString().slice(11, 16);
}

/** Minutes after midnight in India of an instant. */
export function indiaMinutesOf(at: number): number {
  return Math.round(((at + INDIA_OFFSET) % DAY) / MINUTE);
}

/** The cells (ISO instants of their starts) a meeting from `start` to `end` takes. */
export function cellsOf(start: number, end: number): string[] {
  const cells: string[] = [];
  for (let at = start; at < end; at += cellMinutes * MINUTE) cells.push(new Date(at).toISOString());
  return cells;
}

/** Whether an instant is on the grid of meeting starts (the hour and the half hour, India time). */
export function isOnSlotGrid(at: number): boolean {
  return (at + INDIA_OFFSET) % (slotStepMinutes * MINUTE) === 0;
}

/** One counsellor as the computation needs them. */
export interface CounsellorTime {
  id: string;
  /** Weekly windows per weekday, in minutes after midnight in India. */
  windows: ReadonlyMap<number, readonly (readonly [number, number])[]>;
  /** Time off, as [start, end) instants in ms. */
  timeOff: readonly (readonly [number, number])[];
  /** The starts (ms) of the cells their meetings already take. */
  taken: ReadonlySet<number>;
}

export interface OfficeTime {
  /** Opening hours per weekday, in minutes after midnight in India; a missing weekday is closed. */
  hours: ReadonlyMap<number, readonly [number, number]>;
  /** Days the office is closed (YYYY-MM-DD). */
  holidays: ReadonlySet<string>;
}

/** The bookable range that starts at `from` (a day in India), clamped to today … the last bookable day. */
export function bookableRange(now: number, from?: string): { from: string; to: string } | undefined {
  const today = indiaDayOf(now);
  const last = addDays(today, bookingDaysAhead - 1);
  const first = from ?? today;
  if (first < today || first > last) return undefined;
  return { from: first, to: last };
}

/** A day in India as the checks below need it: its midnight (ms) and weekday, computed once per day. */
export interface DayFrame {
  midnight: number;
  weekday: number;
}

export const dayFrameOf = (day: string): DayFrame => ({
  midnight: indiaMidnightOf(day),
  weekday: weekdayOf(day),
});

/** Whether one counsellor can hold a meeting from `start` to `end` (ms) on the day of `frame`. */
export function isFree(counsellor: CounsellorTime, frame: DayFrame, start: number, end: number): boolean {
  const from = (start - frame.midnight) / MINUTE;
  const to = (end - frame.midnight) / MINUTE;
  const windows = counsellor.windows.get(frame.weekday);
  if (!windows || !windows.some(([open, close]) => open <= from && to <= close)) return false;
  for (const [offStart, offEnd] of counsellor.timeOff) if (offStart < end && start < offEnd) return false;
  for (let at = start; at < end; at += cellMinutes * MINUTE) if (counsellor.taken.has(at)) return false;
  return true;
}

/**
 * The counsellors free for a meeting of `type` from `start` (ms), in the order to offer it to: fewest
 * meetings that day first (cells taken), then by id. Empty when the time is not a bookable one.
 */
export function freeCounsellors(
  office: OfficeTime,
  counsellors: readonly CounsellorTime[],
  type: MeetingType,
  start: number,
  now: number,
): string[] {
  const end = start + meetingMinutes[type] * MINUTE;
  const day = indiaDayOf(start);
  const range = bookableRange(now);
  if (!range || day < range.from || day > range.to) return [];
  if (!isOnSlotGrid(start) || start < now + minimumNoticeMinutes * MINUTE) return [];
  if (office.holidays.has(day)) return [];
  const hours = office.hours.get(weekdayOf(day));
  const midnight = indiaMidnightOf(day);
  if (!hours || start < midnight + hours[0] * MINUTE || end > midnight + hours[1] * MINUTE) return [];
  const frame = dayFrameOf(day);
  const dayStart = midnight;
  const dayEnd = midnight + DAY;
  const load = (counsellor: CounsellorTime) => {
    let cells = 0;
    for (const at of counsellor.taken) if (at >= dayStart && at < dayEnd) cells += 1;
    return cells;
  };
  return counsellors
    .filter((counsellor) => isFree(counsellor, frame, start, end))
    .map((counsellor) => ({ id: counsellor.id, load: load(counsellor) }))
    .sort((a, b) => a.load - b.load || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ id }) => id);
}

/** Every free time of `type` on the days from `from` to `to` (India), in order, day by day. */
export function freeSlots(
  office: OfficeTime,
  counsellors: readonly CounsellorTime[],
  type: MeetingType,
  range: { from: string; to: string },
  now: number,
): SlotsDay[] {
  const minutes = meetingMinutes[type];
  const earliest = now + minimumNoticeMinutes * MINUTE;
  const days: SlotsDay[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const slots: Slot[] = [];
    const frame = dayFrameOf(day);
    const hours = office.hours.get(frame.weekday);
    if (hours && !office.holidays.has(day)) {
      const { midnight } = frame;
      const firstStart = Math.ceil(hours[0] / slotStepMinutes) * slotStepMinutes;
      for (let from = firstStart; from + minutes <= hours[1]; from += slotStepMinutes) {
        const start = midnight + from * MINUTE;
        if (start < earliest) continue;
        const end = start + minutes * MINUTE;
        if (counsellors.some((counsellor) => isFree(counsellor, frame, start, end))) {
          slots.push({
            start: new Date(start).toISOString(),
            end: new Date(end).toISOString(),
            time: indiaClock(start),
          });
        }
      }
    }
    days.push({ date: day, slots });
  }
  return days;
}

/** The first `count` free times at or after `after` (ms) in the days given. */
export function nextSlots(days: readonly SlotsDay[], after: number, count: number): Slot[] {
  return days
    .flatMap((day) => day.slots)
    .filter((slot) => Date.parse(slot.start) >= after)
    .slice(0, count);
}
