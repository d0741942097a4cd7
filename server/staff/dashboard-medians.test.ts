/** The dashboard's medians, and first-response times counted in office hours only. */
import { describe, expect, it } from "vitest";
import { officeMinutesBetween } from "../lib/office-hours.ts";
import { middleOf } from "./dashboard-repository.ts";

/** An instant given in India time (UTC+05:30). */
const india = (local: string) => new Date(`${local}+05:30`);

describe("the dashboard's medians", () => {
  it("take the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(middleOf([])).toBeNull();
    expect(middleOf([7])).toBe(7);
    expect(middleOf([30, 10, 20])).toBe(20);
    expect(middleOf([40, 10, 30, 20])).toBe(25);
    expect(middleOf([3, 100, 2, 1_000_000])).toBe(51.5);
  });

  it("of first-response times count office hours only (Monday to Saturday, 9:00 to 18:00 in India)", () => {
    const responses = [
      // Saturday 17:50 to Monday 9:10: 10 minutes on Saturday and 10 on Monday.
      officeMinutesBetween(india("2026-11-21T17:50"), india("2026-11-23T09:10")),
      // Sent on Sunday, answered Monday 9:45.
      officeMinutesBetween(india("2026-11-22T11:00"), india("2026-11-23T09:45")),
      // Tuesday 10:00 to 10:05.
      officeMinutesBetween(india("2026-11-24T10:00"), india("2026-11-24T10:05")),
      // Tuesday 17:00 to Wednesday 10:00: an hour each day.
      officeMinutesBetween(india("2026-11-24T17:00"), india("2026-11-25T10:00")),
    ];
    expect(responses).toEqual([20, 45, 5, 120]);
    expect(middleOf(responses)).toBe(32.5);
  });
});
