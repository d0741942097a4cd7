import { describe, expect, it } from "vitest";
import { allPages } from "~/content/pages";
import { canonicalUrl, hreflangAlternates, sitemapAlternateLines } from "./hreflang";
import { localePath } from "./paths";

const SITE = "https://www.example.com";

describe("hreflang alternates", () => {
  it("lists en-IN, te-IN and x-default (the English page) for a page", () => {
    expect(hreflangAlternates(SITE, "/study-in-uk")).toEqual([
      { rel: "alternate", hreflang: "en-IN", href: "https://www.example.com/study-in-uk" },
      { rel: "alternate", hreflang: "te-IN", href: "https://www.example.com/te/study-in-uk" },
      { rel: "alternate", hreflang: "x-default", href: "https://www.example.com/study-in-uk" },
    ]);
    expect(hreflangAlternates(`${SITE}/`, "/").map((link) => link.href)).toEqual([
      "https://www.example.com/",
      "https://www.example.com/te",
      "https://www.example.com/",
    ]);
  });

  it("is reciprocal: both editions of every page carry the same set, each naming the other", () => {
    for (const page of allPages) {
      const english = hreflangAlternates(SITE, page.path);
      const telugu = hreflangAlternates(SITE, localePath(page.path, "te"));
      expect(telugu).toEqual(english);
      const hrefs = english.map((link) => link.href);
      expect(hrefs).toContain(canonicalUrl(SITE, page.path, "en"));
      expect(hrefs).toContain(canonicalUrl(SITE, page.path, "te"));
      expect(new Set(english.map((link) => link.hreflang)).size).toBe(english.length);
    }
  });

  it("leaves out an edition the page does not have, and x-default with the English one", () => {
    expect(hreflangAlternates(SITE, "/te/only-telugu", ["te"])).toEqual([
      { rel: "alternate", hreflang: "te-IN", href: "https://www.example.com/te/only-telugu" },
    ]);
  });

  it("gives each edition its own canonical URL", () => {
    expect(canonicalUrl(SITE, "/te/contact", "te")).toBe("https://www.example.com/te/contact");
    expect(canonicalUrl(SITE, "/te/contact", "en")).toBe("https://www.example.com/contact");
  });

  it("writes escaped sitemap links", () => {
    expect(sitemapAlternateLines(hreflangAlternates("https://a.example/?a&b", "/about"), "")).toEqual([
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://a.example/?a&amp;b/about"/>',
      '<xhtml:link rel="alternate" hreflang="te-IN" href="https://a.example/?a&amp;b/te/about"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/?a&amp;b/about"/>',
    ]);
  });
});
