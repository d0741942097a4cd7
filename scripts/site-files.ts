/** sitemap.xml and robots.txt, made from the one page list, so they never disagree with it. */
import { allPages } from "../app/content/pages.ts";
import { site } from "../app/content/site.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(lastModified: string): string {
  const urls = allPages
    .filter((page) => page.indexable)
    .map((page) => {
      const loc = `${site.siteUrl}${page.path === "/" ? "/" : page.path}`;
      return [
        "  <url>",
        `    <loc>${escapeXml(loc)}</loc>`,
        `    <lastmod>${lastModified}</lastmod>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
        "  </url>",
      ].join("\n");
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(): string {
  const hidden = allPages.filter((page) => !page.indexable).map((page) => `Disallow: ${page.path}`);
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
