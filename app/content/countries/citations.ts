/**
 * The numbered sources of a country page: each page a figure comes from is listed once, in the order the
 * figures are declared, with the day it was last checked (or, for an official page that could not be read,
 * the day it was tried); a figure cites its sources by these numbers.
 */
import { lastCheckedOn } from "./evidence";
import type { Figure, IsoDate, Source } from "./types";

export interface CitedSource extends Source {
  /** 1, 2, 3… in the order of the list. */
  number: number;
  /** The earliest day any figure it backs was checked on it (so the date holds for all of them); null when
   *  it is the official page of a figure and could not be read. */
  checkedOn: IsoDate | null;
  /** The day the official page was tried and could not be read (then the page gives no checked-on date). */
  unreadOn: IsoDate | null;
  /** The figures it is the main source of. */
  figures: Figure[];
  /** The figures it reports beside their main source (a second page, an announcement, the end of a rule). */
  reports: Figure[];
}

export interface Citations {
  sources: readonly CitedSource[];
  /** The numbers a figure cites: its main source first. Empty for a figure none of whose sources is listed. */
  numbersOf(figure: Figure): number[];
}

/** A figure's sources, its main one first, without repeats. */
export function sourcesOf(figure: Figure): Source[] {
  const all: Source[] = [
    { url: figure.sourceUrl, name: figure.sourceName },
    ...(figure.secondary ? [figure.secondary] : []),
    ...(figure.next?.source ? [figure.next.source] : []),
    ...(figure.sunset?.source ? [figure.sunset.source] : []),
  ];
  return all.filter((source, index) => all.findIndex((other) => other.url === source.url) === index);
}

function earlier(a: IsoDate | null, b: IsoDate): IsoDate {
  return a !== null && a < b ? a : b;
}

/** The same figure may be passed twice (e.g. in force and as listed); it is listed once. */
function key(figure: Figure): string {
  return `${figure.label}|${figure.value}|${figure.sourceUrl}`;
}

/** The numbered source list of a page whose official figures are `figures` (order kept). */
export function citationsFor(figures: readonly Figure[]): Citations {
  const byUrl = new Map<string, CitedSource>();
  const seen = new Set<string>();
  for (const figure of figures) {
    if (seen.has(key(figure))) continue;
    seen.add(key(figure));
    sourcesOf(figure).forEach((source, index) => {
      const entry = byUrl.get(source.url) ?? {
        ...source,
        number: byUrl.size + 1,
        checkedOn: null,
        unreadOn: null,
        figures: [],
        reports: [],
      };
      byUrl.set(source.url, entry);
      const isOfficialPage = index === 0;
      if (isOfficialPage && figure.unreadOn) {
        entry.unreadOn = earlier(entry.unreadOn, figure.unreadOn);
      } else {
        entry.checkedOn = earlier(entry.checkedOn, lastCheckedOn(figure));
      }
      (isOfficialPage ? entry.figures : entry.reports).push(figure);
    });
  }
  // A page that could not be read as some figure's official source has no checked-on date at all.
  const sources = [...byUrl.values()].map((entry) =>
    entry.unreadOn ? { ...entry, checkedOn: null } : entry,
  );
  return {
    sources,
    numbersOf: (figure) =>
      sourcesOf(figure).flatMap((source) => {
        const entry = byUrl.get(source.url);
        return entry ? [entry.number] : [];
      }),
  };
}
