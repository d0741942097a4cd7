/**
 * Rupee formatting: the Indian grouping written by hand in format.ts (so the prerendered HTML and every
 * browser print the same characters) must agree with what `Intl` gives for `en-IN`, and lakh and crore
 * read the way a family says them.
 */
import { describe, expect, it } from "vitest";
import { formatInrEcho, formatInrShort, formatMoney, formatMoneyWithInr } from "./format";

const intlInr = (value: number) =>
  `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(Math.round(value))}`;

describe("formatMoney in rupees", () => {
  it.each([0, 7, 999, 1000, 12_345, 99_999, 1_00_000, 3_840_000, 12_34_567, 1_05_00_000, 98_76_54_321])(
    "groups %d as Intl does for en-IN",
    (value) => {
      expect(formatMoney(value, "INR")).toBe(intlInr(value));
    },
  );

  it("rounds to whole rupees and keeps other currencies in threes", () => {
    expect(formatMoney(3_840_000.4, "INR")).toBe("₹38,40,000");
    expect(formatMoney(1_234_567, "GBP")).toBe("£1,234,567");
  });
});

describe("formatInrShort", () => {
  it("reads lakh with one decimal and crore with up to two", () => {
    expect(formatInrShort(3_840_000)).toBe("₹38.4 lakh");
    expect(formatInrShort(2_000_000)).toBe("₹20 lakh");
    expect(formatInrShort(1_00_000)).toBe("₹1 lakh");
    expect(formatInrShort(1_05_00_000)).toBe("₹1.05 crore");
    expect(formatInrShort(2_00_00_000)).toBe("₹2 crore");
  });

  it("gives a sum under a lakh in full", () => {
    expect(formatInrShort(85_000)).toBe("₹85,000");
  });
});

describe("echoes of money inputs", () => {
  it("say a rupee amount in full and in lakh", () => {
    expect(formatInrEcho(2_000_000)).toBe("₹20,00,000 = ₹20 lakh");
    expect(formatInrEcho(1_25_00_000)).toBe("₹1,25,00,000 = ₹1.25 crore");
    expect(formatInrEcho(50_000)).toBe("₹50,000");
  });

  it("say a local amount in rupees at the rate in use", () => {
    expect(formatMoneyWithInr(20_000, "GBP", 118.5)).toBe("£20,000 (≈ ₹23.7 lakh)");
    expect(formatMoneyWithInr(500, "EUR", 104)).toBe("€500 (≈ ₹52,000)");
  });
});
