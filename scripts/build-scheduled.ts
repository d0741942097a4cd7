/**
 * `npm run build:scheduled` (part of `npm run build`, before the site's own build): the site as it will
 * stand on each day a scheduled change takes effect, so that the server shows the new figure on its day
 * without anyone building again (server/lib/scheduled-sites.ts, docs/country-data.md "The calendar").
 * For every future day of a figure's `next` value, and for the next New Year (the footer's year), it
 * builds the public site with BUILD_DATE set to that day and moves it to build/scheduled/<day>/. The build
 * of today's site (build/client) comes after it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildDate } from "../app/content/countries/schedule.ts";
import { allFigures } from "../app/content/countries/staleness.ts";

const root = join(import.meta.dirname, "..");
const client = join(root, "build", "client");
const scheduled = join(root, "build", "scheduled");

/** The days after `today` on which something the pages show changes by itself, oldest first. */
export function scheduledDaysAfter(today: string): string[] {
  const changes = allFigures(today as typeof buildDate).flatMap(([, figure]) =>
    figure.next && figure.next.effectiveFrom > today ? [figure.next.effectiveFrom] : [],
  );
  const newYear = `${Number(today.slice(0, 4)) + 1}-01-01`;
  return [...new Set([...changes, newYear])].sort();
}

function main(): void {
  rmSync(scheduled, { recursive: true, force: true });
  const days = scheduledDaysAfter(buildDate);
  for (const day of days) {
    console.log(`build:scheduled: the site as it stands on ${day}`);
    const result = spawnSync("npm", ["run", "-s", "build:site"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BUILD_DATE: day },
    });
    if (result.status !== 0) throw new Error(`The site for ${day} did not build (exit ${result.status})`);
    if (!existsSync(join(client, "404.html"))) throw new Error(`The site for ${day} has no 404 page`);
    mkdirSync(scheduled, { recursive: true });
    renameSync(client, join(scheduled, day));
  }
  console.log(`build:scheduled: ${days.length} scheduled editions (${days.join(", ")}) in build/scheduled`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
