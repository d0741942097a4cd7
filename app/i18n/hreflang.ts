/**
 * The `hreflang` alternates of a page: one `<link rel="alternate">` per edition (en-IN, te-IN) plus
 * `x-default` (the English page), identical on both editions' pages so that every pair is reciprocal,
 * which search engines require before they use them. The sitemap lists the same set for each URL.
 */
import { defaultLocale, localeInfo, locales, type Locale } from "./locales";
import { localePath } from "./paths";

export interface AlternateLink {
  rel: "alternate";
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

/** `siteUrl` without a trailing slash + a site path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/**
 * The alternates of the page at `path` (a path of either edition, e.g. `/study-in-uk` or
 * `/te/study-in-uk`), for a page that exists in every edition in `available` (all by default).
 */
export function hreflangAlternates(
  siteUrl: string,
  path: string,
  available: readonly Locale[] = locales,
): AlternateLink[] {
  const links: AlternateLink[] = locales
    .filter((locale) => available.includes(locale))
    .map((locale) => ({
      rel: "alternate",
      hreflang: localeInfo[locale].tag,
      href: absoluteUrl(siteUrl, localePath(path, locale)),
    }));
  if (available.includes(defaultLocale)) {
    links.push({
      rel: "alternate",
      hreflang: "x-default",
      href: absoluteUrl(siteUrl, localePath(path, defaultLocale)),
    });
  }
  return links;
}

/** The canonical URL of the page at `path` in its own edition (each edition is its own canonical). */
export function canonicalUrl(siteUrl: string, path: string, locale: Locale): string {
  return absoluteUrl(siteUrl, localePath(path, locale));
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The `<xhtml:link>` lines of one sitemap `<url>` entry (the urlset then declares
 * `xmlns:xhtml="http://www.w3.org/1999/xhtml"`).
 */
export function sitemapAlternateLines(alternates: readonly AlternateLink[], indent = "    "): string[] {
  return alternates.map(
    (link) =>
      `${indent}<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
  );
}
