import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/countries/types";
import { formatMoney } from "./numbers";
import { dateParts, formatInteger, inrInWords, monthOf } from "./format";

const rupees = (locale: "en-IN" | "te-IN", value: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    value,
  );

describe("numbers in every language", () => {
  it("groups rupees the Indian way, as Intl does for te-IN and en-IN", () => {
    for (const value of [0, 7, 999, 1000, 85000, 100000, 1234567, 123456789]) {
      expect(formatMoney(value, "INR")).toBe(rupees("te-IN", value));
      expect(formatMoney(value, "INR")).toBe(rupees("en-IN", value));
    }
    expect(formatMoney(1234567, "INR")).toBe("₹12,34,567");
  });

  it("groups plain numbers the Indian way with Latin digits, as Intl does for te-IN", () => {
    for (const value of [5, 1234, 12345, 123456789]) {
      expect(formatInteger(value)).toBe(new Intl.NumberFormat("te-IN").format(value));
    }
    expect(formatInteger(-1234567)).toBe("−12,34,567");
    expect(new Intl.NumberFormat("te-IN").resolvedOptions().numberingSystem).toBe("latn");
  });

  const words = { lakh: ["one lakh", "lakhs"], crore: ["one crore", "crores"] } as const;

  it.each([
    [85000, "₹85,000"],
    [100000, "₹1\u00a0one lakh"],
    [1230000, "₹12.3\u00a0lakhs"],
    [10000000, "₹1\u00a0one crore"],
    [10500000, "₹1.05\u00a0crores"],
    [-1230000, "−₹12.3\u00a0lakhs"],
  ])("says %d in a language's lakh and crore: %s", (value, said) => {
    expect(inrInWords(value, words)).toBe(said);
  });

  it("joins the amount and its word as asked", () => {
    expect(inrInWords(2500000, words, " ")).toBe("₹25 lakhs");
  });
});

describe("dates in every language", () => {
  it("reads a date's parts and refuses anything that is not YYYY-MM-DD", () => {
    expect(dateParts("2027-01-15")).toEqual({ year: 2027, month: 1, day: 15 });
    expect(() => dateParts("2026-13-01")).toThrow(/YYYY-MM-DD/);
    expect(() => dateParts("1-2-3" as IsoDate)).toThrow(/YYYY-MM-DD/);
  });

  it("names a month from a language's twelve names, and refuses a thirteenth", () => {
    const names = Array.from({ length: 12 }, (_, index) => `m${index + 1}`);
    expect(monthOf(names, 1)).toBe("m1");
    expect(monthOf(names, 12)).toBe("m12");
    expect(() => monthOf(names, 13)).toThrow(RangeError);
  });
});
