import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./time-ordered-id.ts";

const uuidV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("timeOrderedId", () => {
  it("is a version 7 UUID whose first 48 bits are the time in milliseconds", () => {
    const at = Date.UTC(2027, 4, 17, 9, 30, 12, 345);
    const id = timeOrderedId(at);
    expect(id).toMatch(uuidV7);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(at);
  });

  it("sorts by time: an id made a millisecond later sorts after, as text", () => {
    const start = Date.UTC(2027, 0, 1);
    const ids = Array.from({ length: 2000 }, (_, index) => timeOrderedId(start + index));
    expect([...ids].sort()).toEqual(ids);
  });

  it("never repeats, also within one millisecond", () => {
    const at = Date.UTC(2027, 0, 1);
    const ids = Array.from({ length: 5000 }, () => timeOrderedId(at));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(uuidV7);
  });
});
