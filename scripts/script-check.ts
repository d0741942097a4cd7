/**
 * The script check of an edition's built pages (scripts/postbuild.ts), driven by the language's `script`
 * in contract/languages.ts: on a page of a language not written in Latin script (Telugu), the text a
 * visitor reads or hears (its title, description and social texts, every text node, and the alt, title,
 * aria-label and placeholder attributes) may hold Latin letters only for the proper nouns of
 * app/i18n/proper-nouns.ts, the names the content data holds, figures, e-mail addresses and web
 * addresses. A text that still comes from English words shows up here, so an untranslated text fails the
 * build instead of reaching a parent unnoticed (docs/decisions/0008-telugu-edition.md). The pseudo-locale's
 * check (scripts/pseudo-locale.ts) reads the pages with the same functions.
 */
import { team } from "../app/content/about.ts";
import { germanyPage } from "../app/content/countries/germany/page.ts";
import { irelandPage } from "../app/content/countries/ireland/page.ts";
import { ukPage } from "../app/content/countries/uk/page.ts";
import { usaPage } from "../app/content/countries/usa/page.ts";
import { canadaPage } from "../app/content/countries/canada/page.ts";
import { formatAddress, site } from "../app/content/site.ts";
import { testimonials } from "../app/content/testimonials.ts";
import { untranslatedWords } from "../app/i18n/proper-nouns.ts";
import type { LanguageInfo } from "../contract/languages.ts";
import { initials } from "../app/lib/initials.ts";

/**
 * Names the content data holds, which stay as they are on both editions: people (and the initials shown
 * for them), postal addresses as the post office reads them, and the universities the country pages list.
 */
export const namesInContent: readonly string[] = [
  ...team.members.flatMap((member) => [member.name, initials(member.name)]),
  ...testimonials.map((testimonial) => testimonial.name),
  // A testimonial's title reads "Course, University, Country"; the university keeps its name.
  ...testimonials.flatMap((testimonial) => testimonial.title.split(", ").slice(1, -1)),
  site.grievanceOfficer.name,
  ...[site.office.address, ...site.branches.map((branch) => branch.address)].map(formatAddress),
  // "Technical University of Munich (TUM)": the page marks the abbreviation up on its own, so the name
  // before it is a text of its own too.
  ...[ukPage, usaPage, canadaPage, germanyPage, irelandPage]
    .flatMap((page) => page.universities.names)
    .flatMap((name) => [name, name.replace(/ \([^)]*\)$/, "")]),
].sort((a, b) => b.length - a.length);

/**
 * The text without the names of the content data (longest first, so a name is not split by a shorter one),
 * each as a whole word: the initials "PA" leave "CGPA" whole.
 */
function withoutNames(text: string): string {
  return namesPattern ? text.replace(namesPattern, " ") : text;
}

/** The names as whole words: "PA" (someone's initials) is not removed from "PAL". */
const namesPattern =
  namesInContent.length > 0
    ? new RegExp(
        `(?<![A-Za-z])(?:${namesInContent.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![A-Za-z])`,
        "g",
      )
    : undefined;

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
 * and elements marked as another language than the page's (the language switch's link to another
 * edition, the wordmark marked as English on a Telugu page).
 */
export function readableTexts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(READ_META)) texts.push(decodeEntities(match[1] ?? ""));
  const pageLanguage = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/<(?!\/?title)[^>]*>/g, " "))
    .replace(/<(a|span|p|div)\b[^>]*\slang="([^"]*)"[^>]*>[\s\S]*?<\/\1>/g, (element, _tag, lang: string) =>
      lang === pageLanguage ? element : " ",
    );
  for (const tag of body.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attribute of tag[0].matchAll(READ_ATTRIBUTES)) texts.push(decodeEntities(attribute[1] ?? ""));
  }
  for (const text of body.replace(/<[^>]*>/g, "\n").split("\n")) {
    const trimmed = decodeEntities(text).trim();
    if (trimmed) texts.push(trimmed);
  }
  return texts;
}

/**
 * Each text of a page that holds Latin-script words outside proper nouns, names, figures and addresses,
 * with the words: on a page in a language not written in Latin script, words that were not translated.
 */
export function untranslatedTexts(html: string): { text: string; words: string[] }[] {
  return readableTexts(html)
    .map((text) => ({ text, words: untranslatedWords(withoutNames(text)) }))
    .filter((found) => found.words.length > 0);
}

/**
 * The texts of an edition's page that are not in the edition's script (`untranslatedTexts`); none for a
 * language written in Latin script, whose words the check cannot tell from English ones.
 */
export function textsOutOfScript(
  html: string,
  language: Pick<LanguageInfo, "script">,
): { text: string; words: string[] }[] {
  return language.script === "Latin" ? [] : untranslatedTexts(html);
}
