/**
 * `npm run figures -- check [--date YYYY-MM-DD] [--strict]`: the country figures to re-check (checked on
 * their official source more than WARN_AFTER_DAYS ago) and the scheduled changes that take effect within
 * the next 60 days, for the person who keeps the figures true (docs/country-data.md). It exits with 0
 * whatever it finds, so the calendar never breaks a build; `--strict` makes it exit with 1 when it lists
 * anything, for a scheduled job that should alert.
 */
import { parseArgs } from "node:util";
import { buildDate } from "../app/content/countries/schedule.ts";
import {
  allFigures,
  changesDueWithin,
  staleFigures,
  WARN_AFTER_DAYS,
} from "../app/content/countries/staleness.ts";
import type { IsoDate } from "../app/content/countries/types.ts";

const CHANGES_WINDOW_DAYS = 60;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { date: { type: "string" }, strict: { type: "boolean", default: false } },
});

if (positionals[0] !== "check") {
  console.error("Usage: npm run figures -- check [--date YYYY-MM-DD] [--strict]");
  process.exit(2);
}
if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
  console.error(`--date takes a day as YYYY-MM-DD, not ${JSON.stringify(values.date)}`);
  process.exit(2);
}

const today = (values.date ?? buildDate) as IsoDate;
const figures = allFigures(today);
const stale = staleFigures(figures, today, WARN_AFTER_DAYS);
const due = changesDueWithin(figures, today, CHANGES_WINDOW_DAYS);

const section = (title: string, lines: string[]) =>
  `${title}: ${lines.length === 0 ? "none" : `${lines.length}\n  ${lines.join("\n  ")}`}`;
process.stdout.write(
  [
    `Country figures on ${today} (${figures.length} figures)`,
    section(`To re-check (checked more than ${WARN_AFTER_DAYS} days ago)`, stale),
    section(`Scheduled changes in the next ${CHANGES_WINDOW_DAYS} days`, due),
  ].join("\n") + "\n",
);
if (values.strict && stale.length + due.length > 0) process.exitCode = 1;
