/**
 * sitemap.xml and robots.txt, made from the one page list, so they never disagree with it. Every page is
 * listed in both editions, each with the same `hreflang` alternates as its head
 * (docs/decisions/0008-telugu-edition.md).
 */
import { allPages } from "../app/content/pages.ts";
import { site } from "../app/content/site.ts";
import { absoluteUrl, hreflangAlternates, sitemapAlternateLines } from "../app/i18n/hreflang.ts";
import { locales } from "../app/i18n/locales.ts";
import { localePath } from "../app/i18n/paths.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(lastModified: string): string {
  const urls = allPages
    .filter((page) => page.indexable)
    .flatMap((page) =>
      locales.map((locale) =>
        [
          "  <url>",
          `    <loc>${escapeXml(absoluteUrl(site.siteUrl, localePath(page.path, locale)))}</loc>`,
          ...sitemapAlternateLines(hreflangAlternates(site.siteUrl, page.path)),
          `    <lastmod>${lastModified}</lastmod>`,
          `    <priority>${page.priority.toFixed(1)}</priority>`,
          "  </url>",
        ].join("\n"),
      ),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(): string {
  const hidden = allPages
    .filter((page) => !page.indexable)
    .flatMap((page) => locales.map((locale) => `Disallow: ${localePath(page.path, locale)}`));
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    // The staff console (its pages also say noindex).
    "Disallow: /staff",
    ...hidden,
    "",
    `Sitemap: ${site.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
