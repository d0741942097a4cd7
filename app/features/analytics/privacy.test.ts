import { describe, expect, it } from "vitest";
import { collectionAllowed } from "./privacy";

describe("collectionAllowed: Do Not Track and Global Privacy Control", () => {
  it.each([
    [{}, {}, true],
    [{ doNotTrack: "0" }, {}, true],
    [{ doNotTrack: "1" }, {}, false],
    [{ doNotTrack: "yes" }, {}, false],
    [{}, { doNotTrack: "1" }, false],
    [{ globalPrivacyControl: true }, {}, false],
    [{ globalPrivacyControl: false }, {}, true],
  ])("navigator %j, window %j -> %s", (nav, win, expected) => {
    expect(collectionAllowed(nav, win)).toBe(expected);
  });

  it("is off where there is no browser", () => {
    expect(collectionAllowed(undefined, undefined)).toBe(false);
  });
});
