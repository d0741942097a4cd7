import { describe, expect, it } from "vitest";
import { allPages } from "../app/content/pages";
import { site } from "../app/content/site";
import { robotsTxt, sitemapXml } from "./site-files";

describe("sitemap.xml", () => {
  const xml = sitemapXml("2026-11-22");

  it("lists every indexable page once with its absolute URL", () => {
    for (const page of allPages.filter((candidate) => candidate.indexable)) {
      const loc = `<loc>${site.siteUrl}${page.path}</loc>`;
      expect(xml.split(loc)).toHaveLength(2);
    }
  });

  it("leaves out pages that are not indexable", () => {
    expect(xml).not.toContain("/thank-you");
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of the API and the staff console", () => {
    const robots = robotsTxt();
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /staff");
  });
});
