/**
 * Telugu words for a country's official figures. A Telugu facts module keeps every figure of its English
 * source (value, unit, dates, addresses) and replaces only the words a visitor reads: what the figure is,
 * the link texts of its sources and the reason it is indicative.
 */
import type { Figure } from "~/content/countries/types";

/** The Telugu words of one figure. */
export interface FigureWords {
  label: string;
  /** The link text of the figure's source: the publisher in Latin script, then Telugu words. */
  sourceName: string;
  /** Required when the figure has a secondary source. */
  secondaryName?: string;
  /** Required when the figure is indicative. */
  indicative?: string;
  /** Required when the figure announces a next value with its own source. */
  nextSourceName?: string;
  /** Required when another source gives a lower value. */
  conflictSourceName?: string;
}

function need(id: string, what: string, text: string | undefined): string {
  // A figure whose Telugu words are incomplete would show English on a Telugu page: fail the build instead.
  if (text === undefined) throw new Error(`The Telugu words of the figure "${id}" lack its ${what}.`);
  return text;
}

/** One figure with its Telugu words. */
export function translateFigure(id: string, figure: Figure, words: FigureWords): Figure {
  const { secondary, indicative, next, conflict } = figure;
  return {
    ...figure,
    label: words.label,
    sourceName: words.sourceName,
    ...(secondary
      ? { secondary: { ...secondary, name: need(id, "secondary source", words.secondaryName) } }
      : {}),
    ...(indicative === undefined ? {} : { indicative: need(id, "indicative reason", words.indicative) }),
    ...(next?.source
      ? { next: { ...next, source: { ...next.source, name: need(id, "next source", words.nextSourceName) } } }
      : {}),
    ...(conflict
      ? {
          conflict: {
            ...conflict,
            source: { ...conflict.source, name: need(id, "conflicting source", words.conflictSourceName) },
          },
        }
      : {}),
  };
}

/** Every figure of a record with its Telugu words, keyed alike (a figure without words is a type error). */
export function translateFigures<Key extends string>(
  figures: { readonly [K in Key]: Figure },
  words: { readonly [K in Key]: FigureWords },
): { [K in Key]: Figure } {
  const entries = (Object.keys(figures) as Key[]).map((id) => [
    id,
    translateFigure(id, figures[id], words[id]),
  ]);
  return Object.fromEntries(entries) as { [K in Key]: Figure };
}
