import { describe, expect, it } from "vitest";
import { officeTime, pastSlots } from "./callback-slots";

const ends = { morning: 12, afternoon: 15, evening: 18 } as const;

describe("call-back slots", () => {
  it("reads the time in India, whatever the browser's zone", () => {
    // 03:30 UTC is 09:00 in India (UTC+05:30).
    expect(officeTime(new Date("2026-11-24T03:30:00Z"))).toEqual({ hour: 9, minute: 0 });
    expect(officeTime(new Date("2026-11-24T18:45:00Z"))).toEqual({ hour: 0, minute: 15 });
  });

  it("offers every slot in the morning", () => {
    expect(pastSlots(new Date("2026-11-24T03:30:00Z"), ends)).toEqual(new Set());
  });

  it("leaves out today's parts that are over, never tomorrow's", () => {
    // 13:00 in India: the morning is over.
    expect(pastSlots(new Date("2026-11-24T07:30:00Z"), ends)).toEqual(new Set(["today-morning"]));
    // 18:30 in India: the whole of today is over.
    expect(pastSlots(new Date("2026-11-24T13:00:00Z"), ends)).toEqual(
      new Set(["today-morning", "today-afternoon", "today-evening"]),
    );
  });
});
