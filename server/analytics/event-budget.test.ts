import { describe, expect, it } from "vitest";
import { createEventBudget } from "./event-budget.ts";

const events = (count: number, session = "s_abcdefghijklmnop") =>
  Array.from({ length: count }, () => ({ session }));

describe("the site-wide event budget", () => {
  it("admits at most perMinute events in one minute, and more in the next", () => {
    const budget = createEventBudget({ perMinute: 70, perDay: 1000, perSession: 1000 });
    const at = new Date("2026-03-01T10:00:05Z");
    expect(budget.admit(events(50, "a"), at)).toHaveLength(50);
    expect(budget.admit(events(50, "b"), new Date("2026-03-01T10:00:59Z"))).toHaveLength(20);
    expect(budget.admit(events(50, "c"), new Date("2026-03-01T10:01:00Z"))).toHaveLength(50);
    expect(budget.takeDropped()).toEqual({ minuteCap: 30 });
    expect(budget.takeDropped()).toEqual({});
  });

  it("admits at most perDay events in one UTC day, and starts again the next day", () => {
    const budget = createEventBudget({ perMinute: 1000, perDay: 60, perSession: 1000 });
    expect(budget.admit(events(50, "a"), new Date("2026-03-01T10:00:00Z"))).toHaveLength(50);
    expect(budget.admit(events(50, "b"), new Date("2026-03-01T23:00:00Z"))).toHaveLength(10);
    expect(budget.admit(events(50, "c"), new Date("2026-03-02T00:00:00Z"))).toHaveLength(50);
    expect(budget.takeDropped()).toEqual({ dayCap: 40 });
  });

  it("admits at most perSession events of one session a day", () => {
    const budget = createEventBudget({ perMinute: 1000, perDay: 1000, perSession: 30 });
    const at = new Date("2026-03-01T10:00:00Z");
    expect(budget.admit(events(20, "a"), at)).toHaveLength(20);
    expect(budget.admit(events(20, "a"), at)).toHaveLength(10);
    expect(budget.admit(events(20, "b"), at)).toHaveLength(20);
    expect(budget.admit(events(20, "a"), new Date("2026-03-02T10:00:00Z"))).toHaveLength(20);
    expect(budget.takeDropped()).toEqual({ sessionCap: 10 });
  });
});
