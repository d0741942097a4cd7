import { describe, expect, it } from "vitest";
import { defaultLocale, isLocale, localeFromTag, localeInfo, locales } from "./locales";

describe("locales", () => {
  it("has English at the root and Telugu under /te", () => {
    expect(defaultLocale).toBe("en");
    expect(localeInfo.en.prefix).toBe("");
    expect(localeInfo.te.prefix).toBe("/te");
    expect(localeInfo.te).toMatchObject({ lang: "te", tag: "te-IN", ogLocale: "te_IN" });
  });

  it("uses language tags Intl knows, so formatters and hreflang agree", () => {
    for (const locale of locales) {
      expect(Intl.NumberFormat.supportedLocalesOf([localeInfo[locale].tag])).toEqual([
        localeInfo[locale].tag,
      ]);
    }
  });

  it("names each language in its own script for the language switch", () => {
    expect(new Intl.DisplayNames(["te"], { type: "language" }).of("te")).toBe(localeInfo.te.endonym);
    expect(localeInfo.en.endonym).toBe("English");
  });

  it.each([
    ["te", "te"],
    ["te-IN", "te"],
    ["TE_in", "te"],
    ["en-GB", "en"],
    [" en ", "en"],
    ["hi-IN", undefined],
    ["", undefined],
    ["constructor", undefined],
  ])("reads the language tag %j as %j", (tag, locale) => {
    expect(localeFromTag(tag)).toBe(locale);
  });

  it("recognises only the site's locales", () => {
    expect(isLocale("te")).toBe(true);
    expect(isLocale("toString")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
