/**
 * Small helpers for the Telugu country pages: Telugu grammar around a formatted figure, and the English
 * page's links with Telugu link texts (the addresses stay the English module's).
 */
import type { Link } from "~/content/countries/types";

/**
 * The form a plural Telugu noun takes before a postposition: "24 గంటలు" → "24 గంటల" (as in "24 గంటల
 * వరకు", "2 సంవత్సరాల లోపు"). A text that does not end in the plural "లు" is returned as it is.
 */
export function oblique(text: string): string {
  return text.endsWith("లు") ? `${text.slice(0, -2)}ల` : text;
}

/** The English page's link with a Telugu link text; a link the English page no longer has fails the build. */
export function relabel(link: Link | undefined, label: string): Link {
  if (!link) throw new Error(`The English page has no link for "${label}".`);
  return { ...link, label };
}

/** The English page's links, in order, with Telugu link texts (one text for each link). */
export function relabelAll(links: readonly Link[], labels: readonly string[]): Link[] {
  if (links.length !== labels.length) {
    throw new Error(`The English page has ${links.length} links and the Telugu page ${labels.length} texts.`);
  }
  return links.map((link, index) => relabel(link, labels[index] ?? ""));
}
