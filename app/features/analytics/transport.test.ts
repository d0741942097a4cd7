import { describe, expect, it } from "vitest";
import { eventBatchSchema, eventLimits, type AnalyticsEvent } from "#contract/events";
import { toBodies } from "./transport";

const event = (title = "Home"): AnalyticsEvent => ({
  type: "page_view",
  session: "abcdefghijklmnop",
  path: "/",
  ts: Date.UTC(2026, 0, 1),
  title,
});

describe("toBodies", () => {
  it("puts at most 50 events in one body", () => {
    const bodies = toBodies(Array.from({ length: 120 }, () => event()));
    expect(bodies.map((body) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual([
      50, 50, 20,
    ]);
  });

  it("keeps every body under 32 KiB and valid", () => {
    const bodies = toBodies(Array.from({ length: 50 }, () => event("t".repeat(eventLimits.titleMaxLength))));
    const big = toBodies(
      Array.from({ length: 50 }, (_, i) => ({ ...event(), path: `/${"p".repeat(290)}${i}` })),
    );
    for (const body of [...bodies, ...big]) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(eventLimits.maxBatchBytes);
      expect(eventBatchSchema.safeParse(JSON.parse(body)).success).toBe(true);
    }
  });

  it("sends nothing for no events", () => {
    expect(toBodies([])).toEqual([]);
  });
});
