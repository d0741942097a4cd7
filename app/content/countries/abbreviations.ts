/**
 * Abbreviations on the country pages and what they stand for. A page spells each one out where it is
 * first used: the first mention is marked up with its expansion as a title, and the first mention in
 * running text also gets the words in brackets, unless that text already says them (in the words of the
 * expansion or of another wording the language lists). The expansions are words, one catalogue per language
 * (app/words/<language>/countries/abbreviations.ts); a language may leave an expansion empty where its
 * readers know the abbreviation better than any expansion (IELTS, TOEFL), and then nothing is added.
 */
import {
  abbreviations as abbreviationWords,
  pluralOf as defaultPluralOf,
} from "~words/countries/abbreviations";

/** The abbreviations the pages use, as they are written in every language. */
export const abbreviationIds = [
  "APS",
  "BC",
  "CAS",
  "CEFR",
  "CLB",
  "CPT",
  "DAAD",
  "DLI",
  "DS-160",
  "DSH",
  "EMI",
  "GIC",
  "GMAT",
  "GRE",
  "IELTS",
  "IHS",
  "ILEP",
  "IRCC",
  "KIT",
  "LLM",
  "LRS",
  "MBA",
  "MRV",
  "NBFC",
  "OPT",
  "PAL",
  "PGWP",
  "PPS",
  "PTE",
  "QQI",
  "QS",
  "SC",
  "SEVIS",
  "SEVP",
  "ST",
  "STEM",
  "TAL",
  "TB",
  "TCS",
  "TestDaF",
  "THE",
  "TK",
  "TOEFL",
  "TUM",
  "UCAS",
  "UKVI",
  "USCIS",
] as const;

export type AbbreviationId = (typeof abbreviationIds)[number];

/** What an abbreviation stands for, in one language. */
export interface AbbreviationWords {
  /** The expansion; empty when the language adds none. */
  long: string;
  /** The expansion for the plural ("NBFCs"), when the language's own rule (`pluralOf`) does not make it. */
  longPlural?: string;
  /** Other wordings that spell it out too (a sentence that says one needs no brackets). */
  saidAs?: readonly string[];
}

export interface Abbreviation extends AbbreviationWords {
  short: string;
}

/** The words of one language's catalogue (the shape of app/words/<language>/countries/abbreviations.ts). */
export interface AbbreviationCatalogue {
  abbreviations: Readonly<Record<AbbreviationId, AbbreviationWords>>;
  pluralOf: (long: string) => string;
}

/** The abbreviations with a language's expansions, in the list's order. */
export function abbreviationsIn(words: AbbreviationCatalogue): Abbreviation[] {
  return abbreviationIds.map((short) => {
    const entry = words.abbreviations[short];
    return { short, ...entry, longPlural: entry.longPlural ?? words.pluralOf(entry.long) };
  });
}

export const abbreviations: readonly Abbreviation[] = abbreviationsIn({
  abbreviations: abbreviationWords,
  pluralOf: defaultPluralOf,
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** Any abbreviation as a whole word, with an optional plural "s". */
export const abbreviationPattern = new RegExp(
  `(?<![\\w-])(${[...abbreviationIds]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(s?)(?![\\w-])`,
  "g",
);

/** A piece of text: plain, or an abbreviation with its expansion (and whether to spell it out after it). */
export type TextPiece = string | { short: string; title: string; spellOut: boolean };

/**
 * How a "prose" text (a sentence) or a "label" (a heading, a table cell, a short value) is shown.
 * A label gets the title only, so a heading stays short; the words follow at the first sentence.
 */
export type TextKind = "prose" | "label";

export interface AbbreviationTracker {
  pieces(text: string, kind: TextKind): TextPiece[];
  /** For plain strings (the hero's): the text with the words in brackets after each first mention. */
  spellOut(text: string): string;
}

/**
 * A tracker for one page: create one per rendering of the page, and pass every text through it in page
 * order. The expansions are the edition's, or those of the catalogue given (a test of another language).
 */
export function createAbbreviationTracker(words?: AbbreviationCatalogue): AbbreviationTracker {
  return abbreviationTrackerFor(words ? abbreviationsIn(words) : abbreviations);
}

/** A tracker that spells out the abbreviations of `list` (each language has its own expansions). */
export function abbreviationTrackerFor(list: readonly Abbreviation[]): AbbreviationTracker {
  const byShort = new Map(list.map((entry) => [entry.short, entry]));
  const titled = new Set<string>();
  const spelled = new Set<string>();

  function pieces(text: string, kind: TextKind): TextPiece[] {
    const result: TextPiece[] = [];
    let last = 0;
    const lower = text.toLowerCase();
    for (const match of text.matchAll(abbreviationPattern)) {
      const short = match[1] ?? "";
      const entry = byShort.get(short);
      if (!entry?.long) continue;
      const plural = match[2] === "s";
      const words = plural ? (entry.longPlural ?? entry.long) : entry.long;
      const saidHere = [entry.long, ...(entry.saidAs ?? [])].some((wording) =>
        lower.includes(wording.toLowerCase()),
      );
      if (kind === "prose" && saidHere) spelled.add(short);
      const needsTitle = !titled.has(short) && !spelled.has(short);
      const needsWords = kind === "prose" && !spelled.has(short);
      if (!needsTitle && !needsWords) continue;
      const index = match.index;
      if (index > last) result.push(text.slice(last, index));
      result.push({ short: match[0], title: words, spellOut: needsWords });
      titled.add(short);
      if (needsWords) spelled.add(short);
      last = index + match[0].length;
    }
    if (last < text.length) result.push(text.slice(last));
    return result;
  }

  return {
    pieces,
    spellOut: (text) =>
      pieces(text, "prose")
        .map((piece) =>
          typeof piece === "string"
            ? piece
            : piece.spellOut
              ? `${piece.short} (${piece.title})`
              : piece.short,
        )
        .join(""),
  };
}

/** A tracker that marks nothing (texts rendered outside a country page). */
export const plainText: AbbreviationTracker = {
  pieces: (text) => [text],
  spellOut: (text) => text,
};
