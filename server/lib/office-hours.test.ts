import { describe, expect, it } from "vitest";
import {
  addOfficeMinutes,
  indiaDay,
  indiaDayStart,
  isOfficeTime,
  officeMinutesBetween,
} from "./office-hours.ts";

/** An instant given in India's time (UTC+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

// 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
describe("office hours (Monday to Saturday, 9:00 to 18:00 in India)", () => {
  it("knows when the offices are open", () => {
    expect(isOfficeTime(ist("2026-11-23T09:00:00"))).toBe(true);
    expect(isOfficeTime(ist("2026-11-23T17:59:59"))).toBe(true);
    expect(isOfficeTime(ist("2026-11-23T18:00:00"))).toBe(false);
    expect(isOfficeTime(ist("2026-11-23T08:59:59"))).toBe(false);
    expect(isOfficeTime(ist("2026-11-28T12:00:00"))).toBe(true);
    expect(isOfficeTime(ist("2026-11-29T12:00:00"))).toBe(false);
  });

  it("counts only office minutes between two instants", () => {
    expect(officeMinutesBetween(ist("2026-11-23T10:00:00"), ist("2026-11-23T10:30:00"))).toBe(30);
    // Sent before opening: counted from 9:00.
    expect(officeMinutesBetween(ist("2026-11-23T07:00:00"), ist("2026-11-23T09:20:00"))).toBe(20);
    // Saturday evening to Monday 9:05: Sunday is closed.
    expect(officeMinutesBetween(ist("2026-11-28T19:00:00"), ist("2026-11-30T09:05:00"))).toBe(5);
    // Across a night: 17:50 → next day 9:10 is 10 + 10 minutes.
    expect(officeMinutesBetween(ist("2026-11-23T17:50:00"), ist("2026-11-24T09:10:00"))).toBe(20);
    // A whole week: six days of nine hours.
    expect(officeMinutesBetween(ist("2026-11-23T00:00:00"), ist("2026-11-30T00:00:00"))).toBe(6 * 9 * 60);
    expect(officeMinutesBetween(ist("2026-11-23T11:00:00"), ist("2026-11-23T10:00:00"))).toBe(0);
  });

  it("finds when a number of office minutes will have passed", () => {
    expect(addOfficeMinutes(ist("2026-11-23T10:00:00"), 30)).toEqual(ist("2026-11-23T10:30:00"));
    expect(addOfficeMinutes(ist("2026-11-23T17:45:00"), 30)).toEqual(ist("2026-11-24T09:15:00"));
    expect(addOfficeMinutes(ist("2026-11-28T20:00:00"), 30)).toEqual(ist("2026-11-30T09:30:00"));
    expect(addOfficeMinutes(ist("2026-11-29T08:00:00"), 0)).toEqual(ist("2026-11-29T08:00:00"));
    // Just before midnight UTC and just after midnight in India: the day boundary is India's.
    expect(addOfficeMinutes(new Date("2026-11-23T18:40:00Z"), 10)).toEqual(ist("2026-11-24T09:10:00"));
  });

  it("agrees with itself: the minutes added are the minutes counted", () => {
    const from = ist("2026-11-27T16:12:00");
    for (const minutes of [1, 59, 300, 541, 2000]) {
      expect(officeMinutesBetween(from, addOfficeMinutes(from, minutes))).toBeCloseTo(minutes, 6);
    }
  });
});

describe("the calendar day in India (UTC+05:30)", () => {
  it("starts at 18:30 UTC the day before", () => {
    expect(indiaDay(new Date("2025-01-31T18:29:59.999Z"))).toBe("2025-01-31");
    expect(indiaDay(new Date("2025-01-31T18:30:00.000Z"))).toBe("2025-02-01");
    expect(indiaDayStart("2025-02-01").toISOString()).toBe("2025-01-31T18:30:00.000Z");
    // Across a month and a leap day.
    expect(indiaDayStart("2024-03-01").toISOString()).toBe("2024-02-29T18:30:00.000Z");
    expect(indiaDay(indiaDayStart("2024-02-29"))).toBe("2024-02-29");
  });
});
