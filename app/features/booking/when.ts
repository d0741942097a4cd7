/**
 * Days and times of the booking form in the words of an edition: the API gives each day as YYYY-MM-DD and
 * each time as India's clock shows it ("09:30"); the form shows "Mon", "30 Nov", "10:30 am" and, for a
 * time's accessible name, "Monday 30 November, 10:30 am". India has one time zone and no daylight saving
 * time (docs/bookings.md), so a start in UTC becomes India's day by adding 5 hours 30 minutes.
 */
import type { IsoDate } from "~/content/countries/types";
import { dateParts, monthOf } from "~/i18n/format";
import { monthNames } from "~words/countries/format";
import { booking } from "~words/booking";

/** The words a date and a time are written with: one edition's (app/words/<language>/booking.ts). */
export interface WhenWords {
  months: readonly string[];
  when: {
    weekdays: readonly string[];
    weekdaysShort: readonly string[];
    dayShort: (day: number, month: string) => string;
    dayLong: (weekday: string, day: number, month: string) => string;
    morning: string;
    afternoon: string;
    evening: string;
    clock: (time: string, period: string) => string;
    dateTime: (day: string, time: string) => string;
  };
}

const editionWords: WhenWords = { months: monthNames, when: booking.when };

/** India's offset from UTC, in minutes. */
const indiaOffsetMinutes = 330;

/** The weekday (0 is Sunday) of a day written YYYY-MM-DD. */
export function weekdayOf(date: string): number {
  const { year, month, day } = dateParts(date as IsoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function wordAt(list: readonly string[], index: number): string {
  const word = list[index];
  if (word === undefined) throw new RangeError(`No word at ${index}`);
  return word;
}

/** The two lines of a day's button: "Mon" and "30 Nov". */
export function dayButton(date: string, words: WhenWords = editionWords): { weekday: string; day: string } {
  const { month, day } = dateParts(date as IsoDate);
  return {
    weekday: wordAt(words.when.weekdaysShort, weekdayOf(date)),
    day: words.when.dayShort(day, monthOf(words.months, month)),
  };
}

/** "Monday 30 November". */
export function longDay(date: string, words: WhenWords = editionWords): string {
  const { month, day } = dateParts(date as IsoDate);
  return words.when.dayLong(wordAt(words.when.weekdays, weekdayOf(date)), day, monthOf(words.months, month));
}

/** "09:30" → "9:30 am", "16:00" → "4:00 pm" (or the edition's "ఉదయం 9:30"). */
export function clockTime(time: string, words: WhenWords = editionWords): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Expected a time as HH:MM, got ${JSON.stringify(time)}`);
  const hours = Number(match[1]);
  const period = hours < 12 ? words.when.morning : hours < 16 ? words.when.afternoon : words.when.evening;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return words.when.clock(`${twelve}:${match[2]}`, period);
}

/** "Monday 30 November, 10:30 am": a time's full name. */
export function dateTime(date: string, time: string, words: WhenWords = editionWords): string {
  return words.when.dateTime(longDay(date, words), clockTime(time, words));
}

/** India's day (YYYY-MM-DD) of an instant written in ISO form. */
export function indiaDay(instant: string): string {
  return new Date(Date.parse(instant) + indiaOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
