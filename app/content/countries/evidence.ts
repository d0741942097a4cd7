/**
 * How we know a figure (docs/country-data.md, "The evidence rule"): a figure's official page was either
 * read on a day and stated its value (`verifiedOn`), or could not be read on a day (`unreadOn`). Both are
 * the day someone last looked, which is what the staleness report counts from.
 */
import type { Figure, IsoDate } from "./types";

/** The day someone last tried the figure's official page, whether or not it could be read. */
export function lastCheckedOn(figure: Figure): IsoDate {
  return figure.verifiedOn ?? figure.unreadOn;
}

/** Whether the figure's official page was read and stated its value. */
export function officialPageRead(figure: Figure): figure is Figure & { verifiedOn: IsoDate } {
  return figure.verifiedOn !== undefined;
}
