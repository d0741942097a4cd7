/**
 * Every language's month names and long dates are CLDR's, as `Intl` in Node writes them for the
 * language's tag (contract/languages.ts), so the site prints what a reader's own phone would.
 */
import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/countries/types";
import { localeInfo } from "~/i18n/locales";
import * as en from "./en/countries/format";
import * as te from "./te/countries/format";

const formats = { en, te } as const;

describe.each(Object.entries(formats))("the %s formatters", (code, format) => {
  const tag = localeInfo[code as keyof typeof formats].tag;

  it("name the months as CLDR does", () => {
    const intl = new Intl.DateTimeFormat(tag, { month: "long", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, "0")}-15` as IsoDate;
      expect(format.formatMonthYear(date)).toBe(
        `${intl.format(new Date(Date.UTC(2026, month - 1, 15)))} 2026`,
      );
    }
  });

  it.each(["2026-09-01", "2027-01-15", "2025-12-31"] as const)("write %s as CLDR's long date", (date) => {
    const utc = new Date(`${date}T00:00:00Z`);
    // English keeps the style the site has always printed ("1 September 2026", no comma): en-GB's.
    const cldrTag = code === "en" ? "en-GB" : tag;
    const long = new Intl.DateTimeFormat(cldrTag, { dateStyle: "long", timeZone: "UTC" }).format(utc);
    const spaced = (text: string) => text.replace("\u00a0", " ");
    expect(spaced(format.formatLongDate(date))).toBe(long);
    expect(spaced(format.formatDayMonthYear(date))).toBe(long);
    expect(format.formatDayMonthYear(date)).toMatch(/^\d+\u00a0/u);
  });
});
