import { describe, expect, it } from "vitest";
import * as en from "~/words/en/booking";
import * as te from "~/words/te/booking";
import { monthNames as enMonths } from "~/words/en/countries/format";
import { monthNames as teMonths } from "~/words/te/countries/format";
import { clockTime, dateTime, dayButton, indiaDay, longDay, weekdayOf, type WhenWords } from "./when";

const english: WhenWords = { months: enMonths, when: en.booking.when };
const telugu: WhenWords = { months: teMonths, when: te.booking.when };

describe("the booking form's days and times", () => {
  it("finds the weekday of a day, whatever the machine's time zone", () => {
    expect(weekdayOf("2026-11-30")).toBe(1);
    expect(weekdayOf("2027-01-03")).toBe(0);
  });

  it("writes a day's button and its long name in each edition", () => {
    expect(dayButton("2026-11-30", english)).toEqual({ weekday: "Mon", day: "30 Nov" });
    expect(longDay("2026-12-01", english)).toBe("Tuesday 1 December");
    expect(dayButton("2026-11-30", telugu).weekday).toBe(te.booking.when.weekdaysShort[1]);
    expect(longDay("2026-12-01", telugu)).toContain(teMonths[11]);
  });

  it("writes India's clock on twelve hours, with the edition's words for the part of the day", () => {
    expect(clockTime("09:30", english)).toBe("9:30 am");
    expect(clockTime("12:00", english)).toBe("12:00 pm");
    expect(clockTime("17:00", english)).toBe("5:00 pm");
    expect(clockTime("09:30", telugu)).toBe(`${te.booking.when.morning} 9:30`);
    expect(clockTime("17:00", telugu)).toBe(`${te.booking.when.evening} 5:00`);
    expect(() => clockTime("9:30", english)).toThrow();
  });

  it("names a time in full", () => {
    expect(dateTime("2026-11-30", "10:30", english)).toBe("Monday 30 November, 10:30 am");
  });

  it("finds India's day of an instant", () => {
    expect(indiaDay("2026-11-30T18:29:00.000Z")).toBe("2026-11-30");
    expect(indiaDay("2026-11-30T18:30:00.000Z")).toBe("2026-12-01");
  });
});
