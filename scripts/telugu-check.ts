/**
 * The Telugu edition's completeness check, run on the built pages (scripts/postbuild.ts): the text a
 * visitor reads or hears on a Telugu page (its title, description and social texts, every text node, and
 * the alt, title, aria-label and placeholder attributes) may hold Latin script only for the proper nouns
 * of app/i18n/proper-nouns.ts, figures, e-mail addresses and web addresses. A module without a Telugu twin
 * that still holds English words shows up here, so an untranslated text fails the build instead of
 * reaching a parent unnoticed (docs/decisions/0008-telugu-edition.md).
 */
import { untranslatedWords } from "../app/i18n/proper-nouns.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Attributes whose values people read or hear. */
const READ_ATTRIBUTES = /\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g;
/** Meta tags whose content is shown by search engines and link previews. */
const READ_META =
  /<meta\s+(?:name|property)="(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description)"\s+content="([^"]*)"/g;

/**
 * The texts of a built page a visitor reads: text nodes and the read attributes, without scripts, styles,
 * and elements marked as another language (`lang="en"`, the language switch).
 */
export function readableTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(READ_META)) texts.push(decodeEntities(match[1] ?? ""));
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/<(?!\/?title)[^>]*>/g, " "))
    .replace(/<(a|span|p|div)\b[^>]*\slang="en[^"]*"[^>]*>[\s\S]*?<\/\1>/g, " ");
  for (const tag of body.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attribute of tag[0].matchAll(READ_ATTRIBUTES)) texts.push(decodeEntities(attribute[1] ?? ""));
  }
  for (const text of body.replace(/<[^>]*>/g, "\n").split("\n")) {
    const trimmed = decodeEntities(text).trim();
    if (trimmed) texts.push(trimmed);
  }
  return texts;
}

/** Each text of a Telugu page that holds untranslated words, with the words. */
export function untranslatedTexts(html: string): { text: string; words: string[] }[] {
  return readableTexts(html)
    .map((text) => ({ text, words: untranslatedWords(text) }))
    .filter((found) => found.words.length > 0);
}
