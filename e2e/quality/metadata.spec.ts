/**
 * Metadata, structured data and the page list across the whole build: each page's metadata is its own (no two
 * pages share a title, description or canonical), every JSON-LD block parses, and sitemap.xml and robots.txt
 * agree with the page list and with each page's robots meta. (e2e/pages.spec.ts checks each page's values.)
 */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { allPages } from "../../app/content/pages";
import { site } from "../../app/content/site";
import { absoluteUrl } from "../../app/i18n/hreflang";
import { locales } from "../../app/i18n/locales";
import { basePath, localePath } from "../../app/i18n/paths";
import { builtPages, clientDir, inlineScripts, tags, type BuiltPage } from "./built-site";

function head(page: BuiltPage) {
  const all = tags(page.html);
  const meta = (key: string) =>
    all.find((tag) => tag.name === "meta" && (tag.attributes.name === key || tag.attributes.property === key))
      ?.attributes.content;
  return {
    title: /<title>([^<]*)<\/title>/.exec(page.html)?.[1],
    description: meta("description"),
    keywords: meta("keywords"),
    robots: meta("robots"),
    canonical: all.find((tag) => tag.name === "link" && tag.attributes.rel === "canonical")?.attributes.href,
    openGraph: ["og:title", "og:description", "og:url", "og:image", "og:type"].map(meta),
    twitter: ["twitter:card", "twitter:title", "twitter:description", "twitter:image"].map(meta),
  };
}

const pages = builtPages();
const routes = pages.filter((page) => !page.route.endsWith("/404"));

test("every page has its own title, description, keywords, canonical, Open Graph and Twitter tags", () => {
  const heads = routes.map((page) => ({ route: page.route, ...head(page) }));
  for (const entry of heads) {
    const missing = Object.entries(entry)
      .filter(([key, value]) =>
        key === "robots" ? false : Array.isArray(value) ? value.some((item) => !item) : !value,
      )
      .map(([key]) => key);
    expect(missing, `${entry.route} lacks`).toEqual([]);
  }
  for (const key of ["title", "description", "canonical"] as const) {
    const values = heads.map((entry) => entry[key]);
    expect(new Set(values).size, `pages sharing a ${key}: ${values.join(" | ")}`).toBe(heads.length);
  }
});

test("every JSON-LD block of every page parses and names schema.org types", () => {
  let blocks = 0;
  for (const page of pages) {
    for (const script of inlineScripts(page.html, "application/ld+json")) {
      blocks += 1;
      const data = JSON.parse(script) as Record<string, unknown>;
      expect(data["@context"], `${page.route}: @context`).toBe("https://schema.org");
      expect(typeof data["@type"], `${page.route}: @type`).toBe("string");
    }
  }
  expect(blocks).toBeGreaterThanOrEqual(pages.length);
});

test("sitemap.xml lists exactly the indexable pages of both editions, each canonical and open to robots", () => {
  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  expect(sitemap).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
  );
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexable = allPages.filter((page) => page.indexable);
  expect(locations.sort()).toEqual(
    indexable
      .flatMap((page) => locales.map((locale) => absoluteUrl(site.siteUrl, localePath(page.path, locale))))
      .sort(),
  );
  for (const page of routes) {
    const entry = allPages.find((candidate) => candidate.path === basePath(page.route))!;
    const { canonical, robots } = head(page);
    if (entry.indexable) {
      expect(locations, `${page.route} in the sitemap`).toContain(canonical);
      expect(robots ?? "", `${page.route} robots meta`).not.toContain("noindex");
    } else {
      expect(robots, `${page.route} is kept out of search results`).toContain("noindex");
    }
  }
  for (const notFound of pages.filter((page) => page.route.endsWith("/404"))) {
    expect(head(notFound).robots, `${notFound.route} is kept out of search results`).toContain("noindex");
  }
});

test("robots.txt allows the site, keeps out the API and hidden pages, and names the sitemap", () => {
  const robots = readFileSync(join(clientDir, "robots.txt"), "utf8");
  const lines = robots.split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /api/");
  expect(lines).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  const disallowed = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
  for (const path of allPages.flatMap((page) =>
    locales.map((locale) => ({ page, path: localePath(page.path, locale) })),
  )) {
    if (path.page.indexable) expect(disallowed, `${path.path} is open to robots`).not.toContain(path.path);
    else expect(disallowed, `${path.path} is kept out`).toContain(path.path);
  }
  expect(disallowed).not.toContain("/");
});
