import { describe, expect, it } from "vitest";
import { allFigures } from "../app/content/countries/staleness.ts";
import type { IsoDate } from "../app/content/countries/types.ts";
import { scheduledDaysAfter } from "./build-scheduled.ts";

describe("the days the build writes a scheduled edition of the site for", () => {
  it("are every later day a figure changes on, and the next New Year, once each and in order", () => {
    const today = "2026-11-27" as IsoDate;
    const changes = allFigures(today).flatMap(([, figure]) =>
      figure.next && figure.next.effectiveFrom > today ? [figure.next.effectiveFrom] : [],
    );
    const days = scheduledDaysAfter(today);
    expect(days).toContain("2027-01-01");
    for (const day of changes) expect(days).toContain(day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    expect(days.every((day) => day > today)).toBe(true);
  });

  it("leave out a change that has already taken effect", () => {
    const days = scheduledDaysAfter("2030-06-01");
    expect(days).toContain("2031-01-01");
    expect(days.every((day) => day > "2030-06-01")).toBe(true);
  });
});
