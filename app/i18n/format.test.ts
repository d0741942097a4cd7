import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/countries/types";
import { formatMoney } from "./numbers";
import { formatInrWords, formatInteger, formatLongDate, formatMonthYear, monthName } from "./format";
import { localeInfo, locales } from "./locales";

const rupees = (locale: "en-IN" | "te-IN", value: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    value,
  );

describe("te-IN formatting", () => {
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

  it.each([
    [85000, "₹85,000", "₹85,000"],
    [100000, "₹1 lakh", "₹1 లక్ష"],
    [1230000, "₹12.3 lakh", "₹12.3 లక్షలు"],
    [2500000, "₹25 lakh", "₹25 లక్షలు"],
    [10000000, "₹1 crore", "₹1 కోటి"],
    [10500000, "₹1.05 crore", "₹1.05 కోట్లు"],
    [-1230000, "−₹12.3 lakh", "−₹12.3 లక్షలు"],
  ])("writes %d in lakh and crore: %s / %s", (value, english, telugu) => {
    // The amount and its unit are joined by a no-break space, so a line never ends between them.
    expect(formatInrWords(value, "en").replace("\u00a0", " ")).toBe(english);
    expect(formatInrWords(value, "te").replace("\u00a0", " ")).toBe(telugu);
    expect(formatInrWords(value, "te")).not.toMatch(/ /);
  });

  it("names the months as CLDR does for each locale", () => {
    for (const locale of locales) {
      for (let month = 1; month <= 12; month++) {
        const intl = new Intl.DateTimeFormat(localeInfo[locale].tag, { month: "long", timeZone: "UTC" });
        expect(monthName(month, locale)).toBe(intl.format(new Date(Date.UTC(2026, month - 1, 15))));
      }
    }
    expect(() => monthName(13, "te")).toThrow(RangeError);
  });

  it.each(["2026-09-01", "2027-01-15", "2025-12-31"] as const)("writes %s as Intl's long date", (date) => {
    const utc = new Date(`${date}T00:00:00Z`);
    const long = (tag: string) =>
      new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(utc);
    const spaced = (text: string) => text.replace("\u00a0", " ");
    expect(spaced(formatLongDate(date, "te"))).toBe(long("te-IN"));
    // The English edition's own style ("1 September 2026", no comma) is kept as the site prints it today.
    expect(spaced(formatLongDate(date, "en"))).toBe(long("en-GB"));
    expect(formatLongDate(date, "te")).toMatch(/^\d+\u00a0\S+, \d{4}$/u);
  });

  it("writes an intake's month and year", () => {
    expect(formatMonthYear("2026-09-01", "te")).toBe("సెప్టెంబర్ 2026");
    expect(formatMonthYear("2026-09-01", "en")).toBe("September 2026");
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => formatLongDate("2026-13-01", "te")).toThrow(/YYYY-MM-DD/);
    expect(() => formatLongDate("1-2-3" as IsoDate, "en")).toThrow(/YYYY-MM-DD/);
  });
});
