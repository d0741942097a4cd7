/**
 * The list behind "Figures to re-check" (docs/country-data.md, "Staleness is a report"): from the site's
 * figures on a day (`allFigures` of app/content/countries/staleness.ts), those last checked on their
 * official source more than WARN_AFTER_DAYS ago or whose end has passed since they were last checked,
 * and the scheduled changes that take effect within the next 60 days, as the console shows them: the
 * same figures as `npm run figures -- check` lists.
 */
import {
  figureCountries,
  type FigureCountry,
  type FigureEntry,
  type FiguresToRecheck,
} from "#contract/staff-figures";
import { ageInDays, WARN_AFTER_DAYS } from "~/content/countries/staleness";
import type { Figure } from "~/content/countries/types";

/** Scheduled changes this many days ahead are listed (as `npm run figures -- check` and /api/ready do). */
export const changesWithinDays = 60;

const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * When a figure was last read on its source (`verifiedOn`), or found unreadable there (`unreadOn`): either
 * may be missing, and a figure with neither is listed as one to check.
 */
function checksOf(figure: Figure): { checkedOn: string | null; unreadOn: string | null } {
  const dates = figure as { verifiedOn?: unknown; unreadOn?: unknown };
  return {
    checkedOn: isDay(dates.verifiedOn) ? dates.verifiedOn : null,
    unreadOn: isDay(dates.unreadOn) ? dates.unreadOn : null,
  };
}

/**
 * The day a rule was due to end unless extended (`sunset.on`), when it has come by `today` and the figure
 * was last checked before it (as the report's `endPassedUnchecked` decides); otherwise null.
 */
function endPassedOn(figure: Figure, lastChecked: string | null, today: string): string | null {
  const { sunset } = figure as { sunset?: { on?: unknown } };
  const on = sunset?.on;
  if (!isDay(on) || today < on) return null;
  return lastChecked === null || lastChecked < on ? on : null;
}

function countryOf(name: string): FigureCountry {
  const code = name.slice(0, name.indexOf("."));
  const country = figureCountries.find((known) => known === code);
  if (!country) throw new Error(`A figure of no known country: ${name}`);
  return country;
}

function entryOf(name: string, figure: Figure, today: string): FigureEntry {
  const { checkedOn, unreadOn } = checksOf(figure);
  const since = checkedOn ?? unreadOn;
  return {
    id: name,
    country: countryOf(name),
    label: figure.label,
    value: figure.value,
    ...(figure.max === undefined ? {} : { max: figure.max }),
    unit: figure.unit,
    ...(figure.per === undefined ? {} : { per: figure.per }),
    checkedOn,
    unreadOn,
    ageDays: since === null ? null : ageInDays(since, today),
    endPassedOn: endPassedOn(figure, since, today),
    source: { url: figure.sourceUrl, name: figure.sourceName },
  };
}

/** The figures to re-check and the changes due on `today` (YYYY-MM-DD), from the figures in force then. */
export function figuresToRecheck(figures: readonly [string, Figure][], today: string): FiguresToRecheck {
  const toRecheck = figures
    .map(([name, figure]) => entryOf(name, figure, today))
    .filter(
      (entry) => entry.ageDays === null || entry.ageDays > WARN_AFTER_DAYS || entry.endPassedOn !== null,
    )
    .sort((a, b) => (b.ageDays ?? Infinity) - (a.ageDays ?? Infinity) || a.id.localeCompare(b.id));
  const changesDue = figures
    .flatMap(([name, figure]) => {
      if (!figure.next) return [];
      const inDays = -ageInDays(figure.next.effectiveFrom, today);
      if (inDays <= 0 || inDays > changesWithinDays) return [];
      const { value, max, effectiveFrom } = figure.next;
      return [
        {
          ...entryOf(name, figure, today),
          next: { value, ...(max === undefined ? {} : { max }), effectiveFrom },
          inDays,
        },
      ];
    })
    .sort((a, b) => a.inDays - b.inDays || a.id.localeCompare(b.id));
  return { day: today, recheckAfterDays: WARN_AFTER_DAYS, changesWithinDays, toRecheck, changesDue };
}
