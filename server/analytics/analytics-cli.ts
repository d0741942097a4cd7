/**
 * Staff tools for first-party analytics (docs/analytics.md), on the stores the server uses: the analytics
 * store (DATA_DIR/analytics.sqlite, or the schema `analytics` in ANALYTICS_DATABASE_URL or DATABASE_URL)
 * and, for enquiries per page, the main database:
 *
 *   npm run analytics -- report [--since 7d] [--json]
 *   npm run analytics -- purge
 *
 * `report` prints page views per path, sessions, median session duration, scroll depth, top button
 * clicks, visitors by place, top utm_source and enquiries per page, as plain-text tables or JSON.
 * `purge` deletes events older than ANALYTICS_RETENTION_DAYS now (a running server does it every 6 hours).
 * What visitors sent is printed with its control characters escaped (server/lib/control-characters.ts), so a
 * crafted label cannot drive the staff member's terminal.
 */
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig, type Env } from "../config.ts";
import { openAnalyticsDatabase, openDatabase } from "../db/database.ts";
import { jsonForTerminal } from "../lib/control-characters.ts";
import { createEventsRepository } from "./events-repository.ts";
import { buildReport, formatReport } from "./report.ts";

export const usage = `Usage:
  npm run analytics -- report [--since PERIOD] [--json]   the analytics report (default: last 7 days)
  npm run analytics -- purge                              delete events past ANALYTICS_RETENTION_DAYS

PERIOD is a duration back from now (24h, 7d, 4w) or a date (2025-03-01, UTC) or an ISO date-time.
The stores are the server's: ANALYTICS_DATABASE_URL or DATABASE_URL (schema analytics), else the SQLite
files in DATA_DIR (default ./data).`;

export class UsageError extends Error {
  override name = "UsageError";
}

export type Command = { name: "report"; since: Date; json: boolean } | { name: "purge" } | { name: "help" };

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** `7d` -> seven days before `now`; `2025-03-01` -> that day at 00:00 UTC; undefined if neither. */
export function parsePeriod(value: string, now = new Date()): Date | undefined {
  const relative = /^(\d{1,5})([hdw])$/.exec(value);
  if (relative?.[1] && relative[2]) {
    return new Date(now.getTime() - Number(relative[1]) * UNIT_MS[relative[2] as keyof typeof UNIT_MS]);
  }
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function parseArguments(args: readonly string[], now = new Date()): Command {
  const [name, ...rest] = args;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return { name: "help" };
  if (name === "purge") {
    if (rest.length > 0) throw new UsageError(`purge takes no options (got ${rest.join(" ")}).`);
    return { name };
  }
  if (name !== "report") throw new UsageError(`Unknown command "${name}".`);
  let json = false;
  let since = parsePeriod("7d", now) as Date;
  for (let i = 0; i < rest.length; i++) {
    const option = rest[i] ?? "";
    const [flag, inline] = option.startsWith("--since=") ? ["--since", option.slice(8)] : [option, undefined];
    if (flag === "--json") json = true;
    else if (flag === "--since") {
      const value = inline ?? rest[++i];
      if (value === undefined) throw new UsageError("--since needs a period, e.g. --since 7d.");
      const parsed = parsePeriod(value, now);
      if (!parsed) throw new UsageError(`--since: "${value}" is not a period like 7d, 24h or 2025-03-01.`);
      since = parsed;
    } else throw new UsageError(`Unknown option "${option}".`);
  }
  return { name: "report", since, json };
}

export async function main(args: readonly string[], env: Env, print = console.log): Promise<number> {
  let command: Command;
  try {
    command = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.name === "help") {
    print(usage);
    return 0;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const store = await openAnalyticsDatabase({
    databaseUrl: config.databaseUrl,
    analyticsDatabaseUrl: config.analyticsDatabaseUrl,
    dataDir: config.dataDir,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  try {
    const repository = createEventsRepository(store, database);
    if (command.name === "purge") {
      const cutoff = new Date(Date.now() - config.analyticsRetentionDays * UNIT_MS.d);
      const deleted = await repository.deleteReceivedBefore(cutoff);
      console.error(`${deleted} event(s) older than ${config.analyticsRetentionDays} days deleted.`);
      return 0;
    }
    const report = await buildReport(repository, command.since);
    print(command.json ? jsonForTerminal(report, 2) : formatReport(report));
    return 0;
  } finally {
    await store.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        error instanceof ConfigError
          ? error.message
          : `analytics: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
