/**
 * Helpers for the Telugu country pages and facts (docs/decisions/0008-telugu-edition.md): Telugu grammar
 * around a formatted figure, and the joins of the Telugu words with the
 * English page's data (links, the figures each point cites, the planning numbers typed in its prose), so
 * an address, a figure or a number stays in one place.
 */
import type { Figure, Link, Point, Source } from "~/content/countries/types";

/** The words of one point: its title and text, its link's label and its indicative note where it has them. */
export interface PointWords {
  title: string;
  text: string;
  link?: string;
  indicative?: string;
}

/** A translation's value that must be there, or an error naming what is missing. */
export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The translation has no ${what}`);
  return value;
}

/** Fails unless the translation has one entry for each English one. */
export function sameLength(english: readonly unknown[], words: readonly unknown[], where: string): void {
  if (english.length !== words.length) {
    throw new Error(`${where}: ${words.length} translated entries for ${english.length} English ones`);
  }
}

/** The English page's link with a Telugu label; a link the English page no longer has fails the build. */
export function relabel(link: Link | undefined, label: string): Link {
  if (!link) throw new Error(`The English page has no link for "${label}".`);
  return { ...link, label };
}

/** The English page's links, in order, with Telugu labels (one label for each link). */
export function relabelAll(links: readonly Link[], labels: readonly string[]): Link[] {
  sameLength(links, labels, "links");
  return links.map((link, index) => relabel(link, labels[index] ?? ""));
}

/**
 * The English points with the translation's words, in the same order: the figures they cite and their
 * links' addresses stay the English page's. A link or note on one side only is an error.
 */
export function withWords(english: readonly Point[], words: readonly PointWords[], where: string): Point[] {
  sameLength(english, words, where);
  return english.map((point, index) => {
    const text = need(words[index], `entry ${index + 1} of ${where}`);
    if (!point.link !== !text.link)
      throw new Error(`${where}, entry ${index + 1}: the link differs from English`);
    if (!point.indicative !== !text.indicative) {
      throw new Error(`${where}, entry ${index + 1}: the indicative note differs from English`);
    }
    return {
      ...point,
      title: text.title,
      text: text.text,
      ...(point.link ? { link: relabel(point.link, need(text.link, `link of ${where}`)) } : {}),
      ...(point.indicative ? { indicative: need(text.indicative, `note of ${where}`) } : {}),
    };
  });
}

/**
 * The numbers written in an English sentence, in order ("10–12 months before" → ["10", "12"],
 * "6.0 to 7.0 overall" → ["6.0", "7.0"]): planning advice typed in the English prose, which a translation
 * quotes from there rather than typing it again. Fails unless there are `count` of them.
 */
export function numbersIn(text: string, count: number): string[] {
  const numbers = text.match(/\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== count) {
    throw new Error(`Expected ${count} numbers in "${text}", found ${numbers.length}`);
  }
  return numbers;
}

/**
 * Telugu: a formatted figure in the oblique form a following postposition needs (వరకు, పాటు, కోసం):
 * a plural's -లు becomes -ల ("9 నెలలు" → "9 నెలల వరకు"); a singular stays as it is ("1 నెల వరకు").
 */
export function oblique(text: string): string {
  return text.replace(/లు$/, "ల");
}

/** Telugu: a formatted figure with -లో, "within": "12 నెలలు" → "12 నెలల్లో", "1 సంవత్సరం" → "1 సంవత్సరంలో". */
export function within(text: string): string {
  return text.endsWith("లు") ? `${text.slice(0, -2)}ల్లో` : `${text}లో`;
}

/** A cited page's name in English (`name`, as the facts give it) and in the translation. */
export interface SourceName {
  name: string;
  translation: string;
}

/** The translated source names by their English names; an English name given twice is an error. */
export function sourceNameTable(entries: readonly SourceName[]): Readonly<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.name in table) throw new Error(`The source "${entry.name}" is translated twice`);
    table[entry.name] = entry.translation;
  }
  return table;
}

/** A figure's words: its label, and the reason it is indicative where the English figure has one. */
export interface FigureWords {
  label: string;
  /** A note, or a note written from the figure (e.g. naming the day it took effect). */
  indicative?: string | ((figure: Figure) => string);
}

/**
 * The figure with the translation's label and note, and its sources' names looked up by their English
 * names in `sourceNames` (the publisher kept as it is named); value, unit, dates and addresses as in English.
 */
export function withFigureWords(
  figure: Figure,
  words: FigureWords,
  sourceNames: Readonly<Record<string, string>>,
): Figure {
  const named = (source: Source): Source => ({
    ...source,
    name: need(sourceNames[source.name], `name for the source "${source.name}"`),
  });
  const note = figure.indicative ? need(words.indicative, `note for "${figure.label}"`) : undefined;
  return {
    ...figure,
    label: words.label,
    sourceName: named({ url: figure.sourceUrl, name: figure.sourceName }).name,
    ...(figure.secondary ? { secondary: named(figure.secondary) } : {}),
    ...(note === undefined ? {} : { indicative: typeof note === "string" ? note : note(figure) }),
    ...(figure.next
      ? { next: { ...figure.next, ...(figure.next.source ? { source: named(figure.next.source) } : {}) } }
      : {}),
    ...(figure.conflict ? { conflict: { ...figure.conflict, source: named(figure.conflict.source) } } : {}),
  };
}
