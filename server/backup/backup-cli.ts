/**
 * Backups of the SQLite databases (docs/backups.md):
 *
 *   npm run backup              copy, check and gzip every SQLite database into BACKUP_DIR, rotate,
 *                               then run BACKUP_AFTER_COMMAND for each new file
 *   npm run restore FILE…       put the databases of these backup files into a stopped server's DATA_DIR
 *
 * Exit status: 0 done; 1 nothing was backed up or restored (the message says why); 2 the backup was made
 * and kept, but BACKUP_AFTER_COMMAND failed. The server runs this same file for its schedule
 * (BACKUP_EVERY_HOURS), in a process of its own.
 */
import { pathToFileURL } from "node:url";
import { ConfigError, loadConfig, type Config, type Env } from "../config.ts";
import { escapeControlCharacters } from "../lib/control-characters.ts";
import { BackupError, backupDatabases, postgresMessage, restoreBackups } from "./backup.ts";

export const usage = `Usage:
  npm run backup             back up every SQLite database of DATA_DIR into BACKUP_DIR
  npm run restore FILE…      restore backup files (.sqlite.gz) into DATA_DIR; the server must be stopped

The settings are the server's: DATA_DIR (default ./data), BACKUP_DIR (default ./backups),
BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY and BACKUP_AFTER_COMMAND. docs/backups.md explains them.`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command; returns the exit status. */
export async function runBackupCli(args: readonly string[], env: Env, output: Output): Promise<number> {
  const [command, ...rest] = args;
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
  const say = (line: string) => output.out(escapeControlCharacters(line, { keepLineBreaks: true }));
  const complain = (line: string) => output.err(escapeControlCharacters(line, { keepLineBreaks: true }));
  if (command !== "backup" && command !== "restore") {
    complain(usage);
    return 1;
  }
  if (config.databaseUrl) {
    complain(postgresMessage);
    return 1;
  }
  try {
    if (command === "backup") {
      if (rest.length > 0) {
        complain(`npm run backup takes no arguments (got ${rest.join(" ")}).\n${usage}`);
        return 1;
      }
      const result = await backupDatabases({
        dataDir: config.dataDir,
        backupDir: config.backupDir,
        keepDaily: config.backupKeepDaily,
        keepWeekly: config.backupKeepWeekly,
        afterCommand: config.backupAfterCommand,
      });
      for (const file of result.files) say(`Backed up ${file.database}: ${file.path}`);
      if (result.removed.length > 0) say(`Rotation removed ${result.removed.length} older file(s).`);
      if (config.analyticsDatabaseUrl)
        say("The analytics store is in PostgreSQL (ANALYTICS_DATABASE_URL): see docs/backups.md.");
      for (const problem of result.afterCommandErrors) complain(problem);
      return result.afterCommandErrors.length > 0 ? 2 : 0;
    }
    const result = await restoreBackups({ dataDir: config.dataDir, files: rest });
    for (const entry of result.restored) say(`Restored ${entry.database} from ${entry.from}`);
    if (result.replacedDir) say(`The databases it replaced are in ${result.replacedDir}`);
    say("Start the server: it brings the restored databases up to date (migrations) as it starts.");
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      complain(`${command === "backup" ? "Backup" : "Restore"} failed: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const status = await runBackupCli(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
  process.exitCode = status;
}
