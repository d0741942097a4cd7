/**
 * The site as it will stand on the days its figures change (docs/country-data.md, "The calendar"). The
 * build writes the whole site a second time for each day a scheduled change takes effect (and for the
 * next New Year, for the footer's year) into `<scheduledDir>/<YYYY-MM-DD>/`; the server serves, each
 * day, the newest of those sites whose day has come in India, so a figure changes on its day without a
 * build. A scheduled site that cannot be read is left out and reported: the server keeps serving the
 * last good site before it.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { isDirectory } from "./site-files.ts";

export const DAY_FOLDER = /^\d{4}-\d{2}-\d{2}$/;

/** The scheduled sites' folder beside the static directory: build/client → build/scheduled. */
export function scheduledDirFor(staticDir: string): string {
  return path.join(path.dirname(path.resolve(staticDir)), "scheduled");
}

/** The days of the scheduled sites in `dir`, oldest first; none when the folder does not exist. */
export async function scheduledDays(dir: string): Promise<string[]> {
  if (!(await isDirectory(dir))) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && DAY_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The edition to serve on `today`: the newest whose first day has come, else the base site (whose
 * `from` is null). Editions are given oldest first, the base site first of all.
 */
export function editionOn<Edition extends { from: string | null }>(
  editions: readonly Edition[],
  today: string,
): Edition {
  let chosen = editions[0];
  if (chosen === undefined) throw new Error("No edition of the site to serve");
  for (const edition of editions) {
    if (edition.from === null || edition.from <= today) chosen = edition;
  }
  return chosen;
}
