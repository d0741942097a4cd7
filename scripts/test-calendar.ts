/**
 * `npm run test:calendar`: the tests run with the machine's clock moved to a day long after the figures
 * were checked and their scheduled changes took effect (2028-01-15 10:00 UTC), to prove that no test
 * depends on today's date (docs/country-data.md, "The calendar"). The clock is moved by libfaketime's
 * `faketime` (Debian: `apt-get install faketime`), for this command and everything it starts.
 *
 * - `npm run test:calendar`: the tests of what reads the day, on SQLite (what `npm test` runs; see
 *   `calendarFolders`);
 * - `npm run test:calendar -- --full`: also the PostgreSQL tests, a build of the site on that day
 *   (`npm run build`, into build/ as usual) and the e2e specs whose pages or screens change with the
 *   day, against that build (E2E_PORT as for `playwright test`).
 *
 * `--at "YYYY-MM-DD HH:MM:SS"` picks another moment (UTC).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";

const root = join(import.meta.dirname, "..");

/** The e2e specs that read the day: figures in force, the footer's year, today's follow-ups and charts. */
const calendarSpecs = [
  "e2e/country-pages.spec.ts",
  "e2e/cost-calculator.spec.ts",
  "e2e/cost-first.spec.ts",
  "e2e/pages.spec.ts",
  "e2e/staff/my-day.spec.ts",
  "e2e/staff/calls.spec.ts",
  "e2e/staff/insights.spec.ts",
  "e2e/staff/figures.spec.ts",
];

const { values } = parseArgs({
  options: {
    at: { type: "string", default: "2028-01-15 10:00:00" },
    full: { type: "boolean", default: false },
  },
});

if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(values.at)) {
  console.error(`--at takes "YYYY-MM-DD HH:MM:SS", not ${JSON.stringify(values.at)}`);
  process.exit(2);
}
if (spawnSync("faketime", ["--version"], { stdio: "ignore" }).error) {
  console.error("test:calendar needs faketime (Debian: apt-get install faketime).");
  process.exit(2);
}

/** Runs a command with the clock at `values.at` (UTC); stops this script when it fails. */
function atThatMoment(title: string, command: string[]): void {
  console.log(`\n${title} (clock at ${values.at} UTC): ${command.join(" ")}`);
  const { BUILD_DATE: _buildDate, ...env } = process.env;
  const result = spawnSync("faketime", [`${values.at} UTC`, ...command], {
    cwd: root,
    stdio: "inherit",
    env: {
      // Without BUILD_DATE, which would pin the day that the tests and the build ask about.
      ...env,
      // The PostgreSQL of the tests keeps the real clock: under libfaketime its connections open too
      // slowly for the server's one-second connect timeout, and the server never asks it for the time
      // (every timestamp is written by the server's own clock).
      FAKETIME_SKIP_CMDS: "postgres,initdb,pg_ctl",
    },
  });
  if (result.status !== 0) {
    console.error(`test:calendar: ${title} failed with the clock at ${values.at} UTC.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * What `npm test` runs on the moved clock: the tests of the code that reads the day (the figures and
 * their pages, the calendar of scheduled editions, the readiness reports, the console's figures, the
 * analytics), on SQLite. The staff and enquiry suites take their clock as a parameter in every test. The whole suite on the moved clock
 * (`--full`) takes as long again as `npm run test:unit`; run it before a release.
 */
const calendarFolders = [
  "app",
  "contract",
  "scripts",
  "server/plugins",
  "server/staff/figures",
  "server/analytics",
];
const selection = values.full
  ? ["--exclude", "**/node_modules/**"]
  : [...calendarFolders, "--exclude", "**/node_modules/**", "--exclude", "**/*.postgres.test.ts"];
atThatMoment(values.full ? "Unit, server and PostgreSQL tests" : "The tests of what reads the day", [
  "npx",
  "vitest",
  "run",
  ...selection,
]);
if (values.full) {
  atThatMoment("The build", ["npm", "run", "-s", "build"]);
  // Chromium's CPU throttling (the calculator's test on a 6× slower CPU) never finishes under faketime,
  // whatever the day: that test does not read the date, and runs in `npm test` with the real clock.
  atThatMoment("The e2e specs that read the day", [
    "npx",
    "playwright",
    "test",
    ...calendarSpecs,
    "--grep-invert",
    "slower CPU",
  ]);
}
