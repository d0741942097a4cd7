/**
 * Builds every page's metadata: title, description, keywords, canonical URL, Open Graph
 * and Twitter tags, from the page list. The page layout (app/layouts/site-layout.astro) writes them into
 * the prerendered HTML.
 */
import { locale } from "~/content/locale";
import { ogImageAlt, pages, type Page } from "~/content/pages";
import { site } from "~/content/site";
import { localeInfo, locales } from "~/i18n/locales";
import { shareImage, shareImagePath } from "~/lib/share-image";

/** The edition's share card (1200×630, app/lib/share-image.ts): a Telugu page's preview shows the Telugu one. */
const ogImage = {
  path: shareImagePath(locale),
  ...shareImage,
  alt: ogImageAlt(site.brandName),
} as const;

/** One element of a page's head. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path === "/" ? "/" : path}`;
}

export function pageMeta(page: Page): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(ogImage.path);
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: ogImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (!page.indexable) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}

/** A JSON-LD script for the page head (structured data: organisation, FAQ, breadcrumbs). */
function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/**
 * BreadcrumbList from the edition's home page to the page, in the page's language: the home page's name
 * and path are the edition's (`హోమ్`, `/te` on a Telugu page).
 */
export function breadcrumbJsonLd(page: Page, home: Pick<Page, "name" | "path"> = pages.home): MetaDescriptor {
  return jsonLd({
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: home.name, item: absoluteUrl(home.path) },
      { "@type": "ListItem", position: 2, name: page.name, item: absoluteUrl(page.path) },
    ],
  });
}

/** FAQPage structured data for a list of questions with their answers (home, country pages, calculator). */
export function faqJsonLd(entries: readonly { question: string; answer: string }[]): MetaDescriptor {
  return jsonLd({
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  });
}
