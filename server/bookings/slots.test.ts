/** The free-time arithmetic (./slots.ts), without a database. The clock is passed in. */
import { describe, expect, it } from "vitest";
import {
  bookableRange,
  cellsOf,
  freeCounsellors,
  freeSlots,
  indiaClock,
  indiaDayOf,
  isOnSlotGrid,
  type CounsellorTime,
  type OfficeTime,
} from "./slots.ts";

const at = (day: string, clock: string) => Date.parse(`${day}T${clock}:00.000+05:30`);
/** Monday 2 March 2026, 8:00 in India. */
const now = at("2026-03-02", "08:00");
const office: OfficeTime = {
  hours: new Map([1, 2, 3, 4, 5, 6].map((weekday) => [weekday, [540, 1080] as const])),
  holidays: new Set(["2026-03-04"]),
};
const person = (id: string, taken: number[] = [], timeOff: [number, number][] = []): CounsellorTime => ({
  id,
  windows: new Map([1, 2, 3, 4, 5, 6].map((weekday) => [weekday, [[540, 780] as const]])),
  timeOff,
  taken: new Set(taken),
});

describe("free times", () => {
  it("count days and clocks in India, whatever the UTC date", () => {
    expect(indiaDayOf(Date.parse("2026-03-01T18:30:00.000Z"))).toBe("2026-03-02");
    expect(indiaDayOf(Date.parse("2026-03-01T18:29:59.000Z"))).toBe("2026-03-01");
    expect(indiaClock(at("2026-03-02", "09:30"))).toBe("09:30");
    expect(isOnSlotGrid(at("2026-03-02", "09:30"))).toBe(true);
    expect(isOnSlotGrid(at("2026-03-02", "09:45"))).toBe(false);
  });

  it("take 15-minute cells: two for counselling, three for a mock interview", () => {
    const start = at("2026-03-03", "10:00");
    expect(cellsOf(start, start + 30 * 60_000)).toHaveLength(2);
    expect(cellsOf(start, start + 45 * 60_000)).toEqual([
      new Date(start).toISOString(),
      new Date(start + 15 * 60_000).toISOString(),
      new Date(start + 30 * 60_000).toISOString(),
    ]);
  });

  it("run two weeks from today, never before it", () => {
    expect(bookableRange(now)).toEqual({ from: "2026-03-02", to: "2026-03-15" });
    expect(bookableRange(now, "2026-03-10")).toEqual({ from: "2026-03-10", to: "2026-03-15" });
    expect(bookableRange(now, "2026-03-01")).toBeUndefined();
    expect(bookableRange(now, "2026-03-16")).toBeUndefined();
  });

  it("leave out holidays, Sundays, time off, taken cells and the next two hours", () => {
    const busy = person(
      "b",
      [at("2026-03-03", "11:15")],
      [[at("2026-03-05", "09:00"), at("2026-03-05", "12:00")]],
    );
    const days = freeSlots(office, [busy], "mock-interview", { from: "2026-03-02", to: "2026-03-08" }, now);
    const times = (day: string) => days.find((entry) => entry.date === day)?.slots.map((slot) => slot.time);
    expect(times("2026-03-02")).toEqual(["10:00", "10:30", "11:00", "11:30", "12:00"]);
    // 11:15 is taken: 10:30 (to 11:15) fits, 11:00 does not; 12:00 ends at 12:45, before 13:00.
    expect(times("2026-03-03")).toEqual(["09:00", "09:30", "10:00", "10:30", "11:30", "12:00"]);
    expect(times("2026-03-04")).toEqual([]);
    expect(times("2026-03-05")).toEqual(["12:00"]);
    expect(times("2026-03-08")).toEqual([]);
  });

  it("offer a time to the free counsellor with the fewest meetings that day", () => {
    const start = at("2026-03-03", "10:00");
    const a = person("a", [at("2026-03-03", "09:00"), at("2026-03-03", "09:15")]);
    const b = person("b");
    const c = person("c", [start]);
    expect(freeCounsellors(office, [a, b, c], "counselling", start, now)).toEqual(["b", "a"]);
    expect(freeCounsellors(office, [a, b], "counselling", at("2026-03-03", "10:10"), now)).toEqual([]);
    expect(freeCounsellors(office, [a, b], "counselling", at("2026-03-04", "10:00"), now)).toEqual([]);
    expect(freeCounsellors(office, [a, b], "counselling", at("2026-03-02", "09:00"), now)).toEqual([]);
  });
});
