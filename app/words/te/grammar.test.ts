import { describe, expect, it } from "vitest";
import { formatInrRange, formatInrShort } from "./countries/format";
import { locative, oblique, within } from "./grammar";

describe("Telugu case before a postposition", () => {
  it("puts lakhs and crores in the oblique form: ₹20 లక్షల రుణాన్ని, ₹47.5 లక్షల నుంచి ₹58 లక్షల వరకు", () => {
    const lakhs = formatInrShort(2_000_000);
    expect(lakhs).toMatch(/లక్షలు$/);
    expect(oblique(lakhs)).toMatch(/^₹20\sలక్షల$/);
    expect(`${oblique(formatInrShort(4_750_000))} నుంచి ${oblique(formatInrShort(5_800_000))} వరకు`).toMatch(
      /^₹47\.5\sలక్షల నుంచి ₹58\sలక్షల వరకు$/,
    );
    expect(oblique(formatInrShort(12_000_000))).toMatch(/కోట్ల$/);
  });

  it("leaves a singular as it is, and a figure with no plural ending", () => {
    expect(oblique(formatInrShort(100_000))).toBe(formatInrShort(100_000));
    expect(oblique(formatInrShort(10_000_000))).toBe(formatInrShort(10_000_000));
    expect(oblique("1 నెల")).toBe("1 నెల");
    expect(oblique("9 నెలలు")).toBe("9 నెలల");
    expect(oblique(formatInrRange(3_650_000, 6_990_000))).toMatch(/లక్షల$/);
  });

  it("joins -లో to a name and a figure", () => {
    expect(locative("ఐర్లాండ్")).toBe("ఐర్లాండ్\u200cలో");
    expect(locative("యూకే")).toBe("యూకేలో");
    expect(within("12 నెలలు")).toBe("12 నెలల్లో");
    expect(within("1 సంవత్సరం")).toBe("1 సంవత్సరంలో");
  });
});
