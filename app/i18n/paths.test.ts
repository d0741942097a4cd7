import { describe, expect, it } from "vitest";
import { allPages } from "~/content/pages";
import { basePath, localeOfPath, localePath, pathsByLocale } from "./paths";

describe("edition paths", () => {
  it.each([
    ["/study-in-uk", "te", "/te/study-in-uk"],
    ["/", "te", "/te"],
    ["/te/study-in-uk", "en", "/study-in-uk"],
    ["/te/", "en", "/"],
    ["/te", "en", "/"],
    ["/te", "te", "/te"],
    ["/te/contact/", "te", "/te/contact"],
    ["/contact", "en", "/contact"],
    ["/te/study-in-uk", "te", "/te/study-in-uk"],
    ["/cost-calculator?country=uk&level=pg#results", "te", "/te/cost-calculator?country=uk&level=pg#results"],
    ["/te/cost-calculator?country=uk", "en", "/cost-calculator?country=uk"],
    ["/te?x=1", "en", "/?x=1"],
  ] as const)("maps %s to %s as %s", (path, locale, expected) => {
    expect(localePath(path, locale)).toBe(expected);
  });

  it("never prefixes a path twice and never mistakes a page starting with 'te' for the Telugu edition", () => {
    expect(localePath(localePath("/about", "te"), "te")).toBe("/te/about");
    expect(localeOfPath("/technology")).toBe("en");
    expect(localePath("/technology", "te")).toBe("/te/technology");
    expect(localeOfPath("/TE/About")).toBe("te");
  });

  it("round-trips every page of the page list", () => {
    for (const page of allPages) {
      const telugu = localePath(page.path, "te");
      expect(telugu === "/te" || telugu.startsWith("/te/")).toBe(true);
      expect(localeOfPath(telugu)).toBe("te");
      expect(localePath(telugu, "en")).toBe(page.path);
      expect(basePath(telugu)).toBe(page.path);
      expect(pathsByLocale(telugu)).toEqual({ en: page.path, te: telugu });
    }
  });

  it.each(["study-in-uk", "//evil.example/te", "https://evil.example/"])(
    "refuses %j, which is not a path of this site",
    (path) => {
      expect(() => localePath(path, "te")).toThrow(/site path/);
    },
  );
});
