/** The list behind "Figures to re-check": which figures, in what order, and a figure's missing dates. */
import { describe, expect, it } from "vitest";
import { WARN_AFTER_DAYS } from "~/content/countries/staleness";
import type { Figure, IsoDate } from "~/content/countries/types";
import { changesWithinDays, figuresToRecheck } from "./figures-list.ts";

const today = "2027-07-01";

function figure(overrides: Partial<Figure> & Record<string, unknown> = {}): Figure {
  return {
    label: "Student visa fee",
    value: 524,
    unit: "GBP",
    per: "application",
    effectiveFrom: "2025-04-09",
    sourceUrl: "https://www.gov.uk/student-visa",
    sourceName: "GOV.UK: Student visa",
    verifiedOn: "2027-06-01",
    ...overrides,
  } as Figure;
}

/** The day `days` days before `today`. */
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10) as IsoDate;
const daysAhead = (days: number) => daysAgo(-days);

describe("figures to re-check", () => {
  it("lists a figure once it was checked more than the re-check age ago, oldest first", () => {
    const list = figuresToRecheck(
      [
        ["uk.fresh", figure({ verifiedOn: daysAgo(10) })],
        ["uk.atTheAge", figure({ verifiedOn: daysAgo(WARN_AFTER_DAYS) })],
        ["usa.old", figure({ verifiedOn: daysAgo(WARN_AFTER_DAYS + 1), unit: "USD" })],
        ["india.older", figure({ verifiedOn: daysAgo(400), unit: "percent", per: undefined })],
      ],
      today,
    );
    expect(list.day).toBe(today);
    expect(list.recheckAfterDays).toBe(WARN_AFTER_DAYS);
    expect(list.toRecheck.map((entry) => [entry.id, entry.country, entry.ageDays])).toEqual([
      ["india.older", "india", 400],
      ["usa.old", "usa", WARN_AFTER_DAYS + 1],
    ]);
    expect(list.toRecheck[1]).toMatchObject({
      label: "Student visa fee",
      value: 524,
      unit: "USD",
      per: "application",
      checkedOn: daysAgo(WARN_AFTER_DAYS + 1),
      unreadOn: null,
      source: { url: "https://www.gov.uk/student-visa", name: "GOV.UK: Student visa" },
    });
  });

  it("says when the official page could not be read, and lists a figure with no date at all first", () => {
    const unread = figure({ unreadOn: daysAgo(300) });
    delete (unread as Partial<Figure>).verifiedOn;
    const undated = figure();
    delete (undated as Partial<Figure>).verifiedOn;
    const list = figuresToRecheck(
      [
        ["uk.unread", unread],
        ["uk.undated", undated],
        ["uk.unreadRecently", { ...unread, unreadOn: daysAgo(3) } as Figure],
      ],
      today,
    );
    expect(list.toRecheck.map((entry) => [entry.id, entry.checkedOn, entry.unreadOn, entry.ageDays])).toEqual(
      [
        ["uk.undated", null, null, null],
        ["uk.unread", null, daysAgo(300), 300],
      ],
    );
  });

  it("lists a rule whose end has passed since it was last checked, whatever its age", () => {
    const list = figuresToRecheck(
      [
        ["usa.endedUnchecked", figure({ verifiedOn: daysAgo(20), sunset: { on: daysAgo(10) } })],
        ["usa.endedChecked", figure({ verifiedOn: daysAgo(5), sunset: { on: daysAgo(10) } })],
        ["usa.endsLater", figure({ verifiedOn: daysAgo(20), sunset: { on: daysAhead(10) } })],
      ],
      today,
    );
    expect(list.toRecheck.map((entry) => [entry.id, entry.endPassedOn, entry.ageDays])).toEqual([
      ["usa.endedUnchecked", daysAgo(10), 20],
    ]);
  });

  it("lists the scheduled changes from tomorrow to the end of the window, soonest first", () => {
    const list = figuresToRecheck(
      [
        ["uk.postStudyWork", figure({ next: { value: 18, effectiveFrom: daysAhead(35) }, unit: "months" })],
        ["germany.minimumWage", figure({ next: { value: 14.6, effectiveFrom: daysAhead(1) }, unit: "EUR" })],
        ["uk.today", figure({ next: { value: 1, effectiveFrom: today as IsoDate } })],
        ["uk.later", figure({ next: { value: 1, effectiveFrom: daysAhead(changesWithinDays + 1) } })],
        ["uk.lastDay", figure({ next: { value: 1, max: 2, effectiveFrom: daysAhead(changesWithinDays) } })],
      ],
      today,
    );
    expect(list.changesDue.map((entry) => [entry.id, entry.inDays])).toEqual([
      ["germany.minimumWage", 1],
      ["uk.postStudyWork", 35],
      ["uk.lastDay", changesWithinDays],
    ]);
    expect(list.changesDue[1]?.next).toEqual({ value: 18, effectiveFrom: daysAhead(35) });
    expect(list.changesDue[2]?.next).toEqual({
      value: 1,
      max: 2,
      effectiveFrom: daysAhead(changesWithinDays),
    });
    expect(list.toRecheck).toEqual([]);
  });

  it("is empty when every figure is fresh and nothing changes soon", () => {
    const list = figuresToRecheck([["uk.fresh", figure()]], today);
    expect(list.toRecheck).toEqual([]);
    expect(list.changesDue).toEqual([]);
  });
});
