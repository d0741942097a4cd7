/**
 * Staff tools for enquiries (docs/enquiries.md), on the database the server uses (DATA_DIR or DATABASE_URL):
 *
 *   npm run leads -- export --csv [--since DATE] [--no-bom] [--out FILE]
 *   npm run leads -- retry-dead
 *   npm run leads -- status
 *
 * Without --out the CSV goes to stdout: use `npm run -s leads …` (silent) when redirecting it, or npm's
 * own "> study-abroad-site@… leads" banner lands at the top of the file.
 * `export` writes every enquiry (or those received since DATE: `2025-03-01`, midnight India time, or
 * an ISO date-time) as CSV to stdout, oldest first. The file starts with a UTF-8 byte order mark, so Excel
 * shows Telugu and Hindi names correctly when the file is double-clicked; `--no-bom` leaves it out for
 * tools that do not expect one (`--bom`, the earlier way to ask for it, is still accepted).
 * `retry-dead` puts mail and webhook calls that ran out of attempts (or that the webhook refused) back in
 * the outbox (after fixing the SMTP or webhook settings).
 * `status` (and every export, on stderr) tells how many mails and webhook calls wait, since when, and how
 * many are dead.
 * The CSV file is created readable by its owner only (0600). Every line printed passes through
 * escapeControlCharacters (server/lib/control-characters.ts): visitor text cannot act on the terminal.
 */
import { open, rename, rm } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig, type Env } from "../config.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { createEnquiryRepository } from "./enquiry-repository.ts";
import { createOutboxRepository, type OutboxSummary } from "../mail/outbox-repository.ts";
import { escapeControlCharacters } from "../lib/control-characters.ts";
import { csvByteOrderMark, csvRecord, enquiryColumns, enquiryRecord, parseSince } from "../lib/csv.ts";

export const usage = `Usage:
  npm run leads -- export --csv [--since DATE] [--no-bom] [--out FILE]
      enquiries as CSV, oldest first, to FILE or stdout (redirecting? use npm run -s leads …);
      the file starts with a UTF-8 byte order mark for Excel unless --no-bom
  npm run leads -- retry-dead
      send dead mail and webhook calls again (after fixing SMTP_URL or WEBHOOK_URL)
  npm run leads -- status
      how many staff mails (and webhook calls) are pending (and since when), sent and dead

DATE is 2025-03-01 (midnight India time) or an ISO date-time such as 2025-03-01T09:30:00Z.
The database is the server's: DATABASE_URL, else the SQLite file in DATA_DIR (default ./data).`;

export class UsageError extends Error {
  override name = "UsageError";
}

export type Command =
  | { name: "export"; since: Date | undefined; bom: boolean; out: string | undefined }
  | { name: "retry-dead" }
  | { name: "status" }
  | { name: "help" };

export function parseArguments(args: readonly string[]): Command {
  const [name, ...rest] = args;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return { name: "help" };
  if (name === "retry-dead" || name === "status") {
    if (rest.length > 0) throw new UsageError(`${name} takes no options (got ${rest.join(" ")}).`);
    return { name };
  }
  if (name !== "export") throw new UsageError(`Unknown command "${name}".`);
  let csv = false;
  let bom = true;
  let since: Date | undefined;
  let out: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const option = rest[i] ?? "";
    const equals = option.indexOf("=");
    const [flag, inline] =
      option.startsWith("--") && equals > 0
        ? [option.slice(0, equals), option.slice(equals + 1)]
        : [option, undefined];
    if (flag === "--csv") csv = true;
    else if (flag === "--bom") bom = true;
    else if (flag === "--no-bom") bom = false;
    else if (flag === "--out") {
      out = inline ?? rest[++i];
      if (!out) throw new UsageError("--out needs a file name, e.g. --out enquiries.csv.");
    } else if (flag === "--since") {
      const value = inline ?? rest[++i];
      if (value === undefined) throw new UsageError("--since needs a date, e.g. --since 2025-03-01.");
      since = parseSince(value);
      if (!since)
        throw new UsageError(`--since: "${value}" is not a date like 2025-03-01 or 2025-03-01T09:30:00Z.`);
    } else throw new UsageError(`Unknown option "${option}".`);
  }
  if (!csv) throw new UsageError("export needs --csv (the only format so far).");
  return { name: "export", since, bom, out };
}

export interface Output {
  /** Resolves when the chunk is handed over (waits while the reader is slow). */
  write(chunk: string): Promise<void>;
}

/** Writes the CSV; returns how many enquiries it wrote. */
export async function exportCsv(
  database: Database,
  options: { since?: Date | undefined; bom: boolean },
  output: Output,
): Promise<number> {
  const enquiries = createEnquiryRepository(database);
  await output.write(`${options.bom ? csvByteOrderMark : ""}${csvRecord(enquiryColumns)}`);
  let count = 0;
  for await (const enquiry of enquiries.list({ since: options.since })) {
    await output.write(enquiryRecord(enquiry));
    count += 1;
  }
  return count;
}

function stdoutOutput(): Output {
  return {
    write: (chunk) =>
      new Promise((resolve, reject) => {
        process.stdout.write(chunk, (error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Writes to `${file}.partial`, renamed to `file` once complete: a failed export leaves no half file. */
async function fileOutput(
  file: string,
): Promise<Output & { finish(): Promise<void>; abandon(): Promise<void> }> {
  const partial = `${file}.partial`;
  // Personal data: readable by its owner only. A partial file left by a crash is replaced, not reused.
  await rm(partial, { force: true });
  const handle = await open(partial, "wx", 0o600);
  return {
    write: async (chunk) => {
      await handle.write(chunk);
    },
    finish: async () => {
      await handle.close();
      await rename(partial, file);
    },
    abandon: async () => {
      await handle.close();
      await rm(partial, { force: true });
    },
  };
}

/** Prints a line for staff on stderr, control characters made visible. */
function tell(line: string): void {
  console.error(escapeControlCharacters(line, { keepLineBreaks: true }));
}

/** One paragraph on the staff mail: what waits, since when, what is dead. */
export function describeMail(summary: OutboxSummary, now = new Date()): string {
  const { pending, sent, dead } = summary.counts;
  const lines = [`Staff mail: ${pending} pending, ${sent} sent, ${dead} dead.`];
  if (summary.oldestPendingAt) {
    const hours = Math.max(0, (now.getTime() - new Date(summary.oldestPendingAt).getTime()) / 3_600_000);
    lines.push(
      `The oldest pending mail has waited since ${summary.oldestPendingAt} (${hours.toFixed(1)} h).`,
    );
  }
  if (dead > 0)
    lines.push("Dead mail was never delivered: fix SMTP_URL, then run `npm run leads -- retry-dead`.");
  return lines.join("\n");
}

/** The webhook's backlog (docs/enquiries.md, "Webhook"); empty when it never had a call to make. */
export function describeWebhook(summary: OutboxSummary, now = new Date()): string {
  const { pending, sent, dead } = summary.counts;
  if (pending + sent + dead === 0) return "";
  const lines = [`Webhook: ${pending} pending, ${sent} delivered, ${dead} dead.`];
  if (summary.oldestPendingAt) {
    const hours = Math.max(0, (now.getTime() - new Date(summary.oldestPendingAt).getTime()) / 3_600_000);
    lines.push(
      `The oldest pending webhook call has waited since ${summary.oldestPendingAt} (${hours.toFixed(1)} h).`,
    );
  }
  if (dead > 0)
    lines.push(
      "Dead webhook calls were refused or never answered: fix WEBHOOK_URL or the receiver (see the server log), then run `npm run leads -- retry-dead`.",
    );
  return lines.join("\n");
}

/** Mail, then the webhook when it has rows: what `status` prints and every export tells on stderr. */
async function describeOutbox(outbox: ReturnType<typeof createOutboxRepository>): Promise<string> {
  const webhook = describeWebhook(await outbox.summary("webhook"));
  return [describeMail(await outbox.summary("mail")), webhook].filter(Boolean).join("\n");
}

export async function main(args: readonly string[], env: Env): Promise<number> {
  let command: Command;
  try {
    command = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    tell(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.name === "help") {
    console.log(usage);
    return 0;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outbox = createOutboxRepository(database);
    if (command.name === "retry-dead") {
      const count = await outbox.requeueDead();
      tell(
        `${count} dead mail(s) and webhook call(s) put back in the outbox; a running server sends them within its poll interval.`,
      );
      return 0;
    }
    if (command.name === "status") {
      console.log(escapeControlCharacters(await describeOutbox(outbox), { keepLineBreaks: true }));
      return 0;
    }
    let count: number;
    if (command.out) {
      const output = await fileOutput(command.out);
      try {
        count = await exportCsv(database, command, output);
        await output.finish();
      } catch (error) {
        await output.abandon();
        throw error;
      }
    } else {
      count = await exportCsv(database, command, stdoutOutput());
    }
    tell(`${count} enquiries exported from ${database.location}${command.out ? ` to ${command.out}` : ""}.`);
    tell(await describeOutbox(outbox));
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // A reader that stops early (`| head`) is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      tell(
        error instanceof ConfigError
          ? error.message
          : `leads: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
