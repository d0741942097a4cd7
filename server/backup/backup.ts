/**
 * Backups of the SQLite databases and their restore (docs/backups.md).
 *
 * A backup run copies each SQLite database in DATA_DIR (the enquiries' and the analytics store) with
 * SQLite's online backup API while the server may be writing to it, checks the copy
 * (`PRAGMA integrity_check`), gzips it (streamed) into BACKUP_DIR as `<database>-<time>.sqlite.gz`, then
 * applies the rotation and runs BACKUP_AFTER_COMMAND once for each new file. BACKUP_DIR is readable by its
 * owner only (0700) and so is every file in it (0600): the backups hold personal data.
 *
 * A restore unpacks and checks every given file before it touches DATA_DIR; only then does it move the
 * current database files aside (into `DATA_DIR/replaced-<time>/`) and put the restored ones in their
 * place. It refuses while a server uses DATA_DIR (its `server.pid` names a live process).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdir, open, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import SqliteDatabase from "better-sqlite3";
import { analyticsSqliteFileName, createPrivateDirectory, sqliteFileName } from "../db/database.ts";

/** The SQLite databases a backup holds, and a table that tells each one apart from the other. */
export const backedUpDatabases = [
  { name: "enquiries", fileName: sqliteFileName, table: "enquiries" },
  { name: "analytics", fileName: analyticsSqliteFileName, table: "ip_hash_salts" },
] as const;

export type DatabaseName = (typeof backedUpDatabases)[number]["name"];

/** Written by a running server into DATA_DIR: its process id. A restore refuses while that process lives. */
export const serverPidFileName = "server.pid";
/** The outcome of the latest backup run, in BACKUP_DIR (read by /api/ready). */
export const statusFileName = "last-backup.json";

/** How long BACKUP_AFTER_COMMAND may run for one file before it is stopped (and counted as failed). */
export const AFTER_COMMAND_TIMEOUT_MS = 30 * 60 * 1000;
/** Unfinished files of a run that stopped half-way are removed by a later run once they are this old. */
const LEFTOVER_AGE_MS = 6 * 60 * 60 * 1000;
/** Every page in one step of the backup API: the copy is one consistent snapshot of the database. */
const ALL_PAGES = 0x7fffffff;
/** Waits for a write lock held by the server while the copy starts (a read in WAL mode rarely waits). */
const SQLITE_TIMEOUT_MS = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

const backupFilePattern =
  /^(enquiries|analytics)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.sqlite\.gz$/;

/** What `npm run backup` and `npm run restore` say when the enquiries are in PostgreSQL. */
export const postgresMessage =
  "DATABASE_URL is set: the enquiries are in PostgreSQL. npm run backup and npm run restore handle the " +
  "SQLite databases only; back PostgreSQL up with pg_dump and restore it with pg_restore as docs/backups.md " +
  '("PostgreSQL") shows.';

export class BackupError extends Error {
  override name = "BackupError";
}

export interface BackupFile {
  database: DatabaseName;
  /** The run's time, shared by the files of one run. */
  at: Date;
  path: string;
}

/** `enquiries-2026-03-01T02-00-00.000Z.sqlite.gz`: the time in the name sorts and survives copying. */
export function backupFileName(database: DatabaseName, at: Date): string {
  return `${database}-${at.toISOString().replace(/:/g, "-")}.sqlite.gz`;
}

export function parseBackupFileName(name: string): { database: DatabaseName; at: Date } | undefined {
  const match = backupFilePattern.exec(name);
  if (!match) return undefined;
  const [, database, day, hours, minutes, seconds, ms] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  return { database: database as DatabaseName, at };
}

/** The backups in `backupDir`, newest first (files of other names are ignored, never touched). */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const parsed = parseBackupFileName(name);
      return parsed ? [{ ...parsed, path: join(backupDir, name) }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

export interface Rotation {
  /** The newest run of each of this many most recent UTC days that have one. */
  keepDaily: number;
  /** The newest run of each of this many most recent ISO weeks (Monday to Sunday, UTC) that have one. */
  keepWeekly: number;
}

/**
 * The runs (by time) that the rotation keeps: the newest always, the newest of each of the last
 * `keepDaily` days and of each of the last `keepWeekly` weeks that have a backup. A run in both counts once.
 */
export function runsToKeep(times: readonly Date[], rotation: Rotation): Set<number> {
  const runs = [...new Set(times.map((at) => at.getTime()))].sort((a, b) => b - a);
  const keep = new Set<number>(runs.slice(0, 1));
  const days = new Set<number>();
  const weeks = new Set<number>();
  for (const run of runs) {
    const day = Math.floor(run / DAY_MS);
    // 1970-01-01 was a Thursday: three days on, weeks start on Mondays.
    const week = Math.floor((day + 3) / 7);
    if (!days.has(day) && days.size < rotation.keepDaily) {
      days.add(day);
      keep.add(run);
    }
    if (!weeks.has(week) && weeks.size < rotation.keepWeekly) {
      weeks.add(week);
      keep.add(run);
    }
  }
  return keep;
}

/** Deletes the backups the rotation does not keep; returns their paths. */
export async function rotateBackups(backupDir: string, rotation: Rotation): Promise<string[]> {
  const backups = await listBackups(backupDir);
  const keep = runsToKeep(
    backups.map((backup) => backup.at),
    rotation,
  );
  const removed = backups.filter((backup) => !keep.has(backup.at.getTime())).map((backup) => backup.path);
  for (const path of removed) await rm(path, { force: true });
  return removed;
}

/**
 * BACKUP_AFTER_COMMAND as a program and its arguments: words separated by spaces, run without a shell.
 * A word `{file}` is replaced by the backup file's path; without one, the path is added at the end.
 */
export function afterCommandArguments(command: string, file: string): string[] {
  const words = command.trim().split(/\s+/).filter(Boolean);
  if (!words.includes("{file}")) return [...words, file];
  return words.map((word) => (word === "{file}" ? file : word));
}

/** Runs BACKUP_AFTER_COMMAND for one file (no shell; BACKUP_FILE is set too). Rejects with why it failed. */
export function runAfterCommand(command: string, file: string): Promise<void> {
  const [program, ...args] = afterCommandArguments(command, file);
  if (program === undefined) return Promise.resolve();
  return new Promise((resolve, reject) => {
    execFile(
      program,
      args,
      {
        env: { ...process.env, BACKUP_FILE: file },
        timeout: AFTER_COMMAND_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
      },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const output = String(stderr).trim().slice(-500);
        const how =
          error.killed || error.signal
            ? `was stopped (${error.signal ?? "timeout"})`
            : typeof error.code === "number"
              ? `exited with status ${error.code}`
              : `could not run (${error.message})`;
        reject(
          new BackupError(`BACKUP_AFTER_COMMAND ${how} for ${basename(file)}${output ? `: ${output}` : ""}`),
        );
      },
    );
  });
}

export interface BackupStatus {
  /** When the latest run started (ISO). */
  at: string;
  ok: boolean;
  /** Why the run failed (no backup was made). */
  error?: string;
  /** Why BACKUP_AFTER_COMMAND failed for a file of the run (the backup itself is kept). */
  afterCommandError?: string;
}

export async function readBackupStatus(backupDir: string): Promise<BackupStatus | undefined> {
  try {
    return JSON.parse(await readFile(join(backupDir, statusFileName), "utf8")) as BackupStatus;
  } catch {
    return undefined;
  }
}

async function writeBackupStatus(backupDir: string, status: BackupStatus): Promise<void> {
  const file = join(backupDir, statusFileName);
  const partial = `${file}.${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, `${JSON.stringify(status)}\n`, { mode: 0o600 });
  await rename(partial, file);
}

export interface BackupOptions extends Rotation {
  dataDir: string;
  backupDir: string;
  afterCommand?: string | undefined;
  now?: () => Date;
}

export interface BackupResult {
  /** The files written, one per database found in DATA_DIR. */
  files: BackupFile[];
  /** Older backups the rotation deleted. */
  removed: string[];
  /** One message per file BACKUP_AFTER_COMMAND failed for (the backups are kept all the same). */
  afterCommandErrors: string[];
}

/** Makes BACKUP_DIR (0700, also when it exists) and returns it. */
async function prepareBackupDir(backupDir: string): Promise<void> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  await chmod(backupDir, 0o700);
}

/** Removes temporary files left by a run that stopped half-way (a crash, a full disk). */
async function removeLeftovers(backupDir: string, now: Date): Promise<void> {
  for (const name of await readdir(backupDir)) {
    const match = /^\.partial-(\d+)-/.exec(name);
    if (match && now.getTime() - Number(match[1]) > LEFTOVER_AGE_MS) {
      await rm(join(backupDir, name), { force: true });
    }
  }
}

/** Waits until a written file is on the disk. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function removeSqliteFiles(file: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) await rm(`${file}${suffix}`, { force: true });
}

/** Which database a file holds (by its tables), after checking that SQLite finds it sound. */
function checkDatabase(file: string, label: string): DatabaseName {
  let connection: SqliteDatabase.Database | undefined;
  try {
    connection = new SqliteDatabase(file, { fileMustExist: true });
    // A copy of a WAL database says "WAL" in its header: make it a single self-contained file.
    connection.pragma("journal_mode = DELETE");
    const problems = connection.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    const found = problems.map((row) => row.integrity_check);
    if (found.length !== 1 || found[0] !== "ok") {
      throw new BackupError(`${label} is corrupt: ${found.slice(0, 3).join("; ")}`);
    }
    const tables = new Set(
      (
        connection.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
      ).map((row) => row.name),
    );
    const database = backedUpDatabases.find((candidate) => tables.has(candidate.table));
    if (!database) throw new BackupError(`${label} holds neither the enquiries nor the analytics database.`);
    return database.name;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = String((error as { code?: unknown }).code ?? "");
    if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT")
      throw new BackupError(`${label} is not a sound SQLite database (${(error as Error).message}).`);
    throw error;
  } finally {
    connection?.close();
  }
}

/**
 * One backup run (`npm run backup`, or the server's schedule): every SQLite database in DATA_DIR, copied
 * while the server keeps writing, checked, gzipped into BACKUP_DIR; then the rotation and
 * BACKUP_AFTER_COMMAND. Throws a BackupError when no backup could be made; the status file says how the
 * run went either way.
 */
export async function backupDatabases(options: BackupOptions): Promise<BackupResult> {
  const startedAt = (options.now ?? (() => new Date()))();
  const { backupDir } = options;
  await prepareBackupDir(backupDir);
  try {
    const result = await makeBackups(options, startedAt);
    const afterCommandErrors: string[] = [];
    if (options.afterCommand) {
      for (const file of result.files) {
        try {
          await runAfterCommand(options.afterCommand, file.path);
        } catch (error) {
          afterCommandErrors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    await writeBackupStatus(backupDir, {
      at: startedAt.toISOString(),
      ok: true,
      ...(afterCommandErrors.length > 0 ? { afterCommandError: afterCommandErrors.join("\n") } : {}),
    });
    return { ...result, afterCommandErrors };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeBackupStatus(backupDir, { at: startedAt.toISOString(), ok: false, error: message }).catch(
      () => {},
    );
    throw error instanceof BackupError ? error : new BackupError(message, { cause: error });
  }
}

async function makeBackups(
  options: BackupOptions,
  startedAt: Date,
): Promise<{ files: BackupFile[]; removed: string[] }> {
  const { backupDir, dataDir } = options;
  await removeLeftovers(backupDir, startedAt);
  const present = backedUpDatabases.filter((database) => existsSync(join(dataDir, database.fileName)));
  if (present.length === 0) {
    throw new BackupError(
      `No SQLite database in DATA_DIR (${dataDir}): nothing to back up. Is DATA_DIR the server's?`,
    );
  }
  const files: BackupFile[] = [];
  for (const database of present) {
    const prefix = join(backupDir, `.partial-${startedAt.getTime()}-${randomBytes(6).toString("hex")}`);
    const copy = `${prefix}.sqlite`;
    const packed = `${prefix}.sqlite.gz`;
    try {
      // Created first with mode 0600: SQLite would make it readable by everyone (umask permitting).
      await writeFile(copy, "", { mode: 0o600, flag: "wx" });
      const source = new SqliteDatabase(join(dataDir, database.fileName), {
        fileMustExist: true,
        timeout: SQLITE_TIMEOUT_MS,
      });
      try {
        await source.backup(copy, { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
      const found = checkDatabase(copy, `The copy of ${database.fileName}`);
      if (found !== database.name)
        throw new BackupError(`${database.fileName} holds the ${found} database: is DATA_DIR the server's?`);
      await pipeline(
        createReadStream(copy),
        createGzip(),
        createWriteStream(packed, { flags: "wx", mode: 0o600 }),
      );
      await syncFile(packed);
      const path = join(backupDir, backupFileName(database.name, startedAt));
      await rename(packed, path);
      files.push({ database: database.name, at: startedAt, path });
    } finally {
      await removeSqliteFiles(copy);
      await rm(packed, { force: true });
    }
  }
  const removed = await rotateBackups(backupDir, options);
  return { files, removed };
}

/** The process id in DATA_DIR/server.pid when that process is alive; undefined otherwise. */
export async function runningServerPid(dataDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(join(dataDir, serverPidFileName), "utf8");
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  // A stale file from a server that crashed: its number may even be this process's own now.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

export interface RestoreOptions {
  dataDir: string;
  /** Backup files (`.sqlite.gz`, or a plain SQLite file), at most one per database. */
  files: readonly string[];
  now?: () => Date;
}

export interface RestoreResult {
  restored: { database: DatabaseName; from: string }[];
  /** Where the database files that were replaced now are; undefined when there were none. */
  replacedDir: string | undefined;
}

const gzipMagic = Buffer.from([0x1f, 0x8b]);
const sqliteMagic = Buffer.from("SQLite format 3\0", "latin1");

/** Unpacks a backup file into `target` (0600): gunzipped, or copied when it is a plain SQLite file. */
async function unpack(file: string, target: string): Promise<void> {
  let head: Buffer;
  try {
    const handle = await open(file, "r");
    try {
      head = Buffer.alloc(16);
      const { bytesRead } = await handle.read(head, 0, 16, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const gzipped = head.subarray(0, 2).equals(gzipMagic);
  if (!gzipped && !head.equals(sqliteMagic)) {
    throw new BackupError(`${file} is neither a backup (.sqlite.gz) nor an SQLite database.`);
  }
  const written = createWriteStream(target, { flags: "wx", mode: 0o600 });
  try {
    if (gzipped) await pipeline(createReadStream(file), createGunzip(), written);
    else await pipeline(createReadStream(file), written);
  } catch (error) {
    if (error instanceof Error && "code" in error && String(error.code).startsWith("Z_")) {
      throw new BackupError(`${file} is truncated or damaged (${error.message}).`);
    }
    throw error;
  }
  await syncFile(target);
}

/**
 * `npm run restore FILE…`: puts the databases of the given backup files in DATA_DIR, for a server that
 * is stopped. Every file is unpacked and checked first; a problem with any of them leaves DATA_DIR as it
 * was. The database files replaced go to DATA_DIR/replaced-<time>/ (with their -wal and -shm files).
 */
export async function restoreBackups(options: RestoreOptions): Promise<RestoreResult> {
  const { dataDir, files } = options;
  if (files.length === 0) throw new BackupError("Name the backup files to restore.");
  const pid = await runningServerPid(dataDir);
  if (pid !== undefined) {
    throw new BackupError(
      `A server is running on DATA_DIR ${dataDir} (process ${pid}, see ${join(dataDir, serverPidFileName)}): stop it, then restore. Nothing was changed.`,
    );
  }
  createPrivateDirectory(dataDir);
  const stamp = (options.now ?? (() => new Date()))().toISOString().replace(/:/g, "-");
  const unpacked: { database: DatabaseName; from: string; temp: string }[] = [];
  const temps: string[] = [];
  try {
    for (const file of files) {
      const temp = join(dataDir, `.restore-${randomBytes(6).toString("hex")}.sqlite`);
      temps.push(temp);
      await unpack(file, temp);
      const database = checkDatabase(temp, file);
      const twice = unpacked.find((entry) => entry.database === database);
      if (twice) throw new BackupError(`${twice.from} and ${file} both hold the ${database} database.`);
      unpacked.push({ database, from: file, temp });
    }
  } catch (error) {
    for (const temp of temps) await removeSqliteFiles(temp);
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${message} Nothing was restored; DATA_DIR is unchanged.`, { cause: error });
  }
  const replacedDir = join(dataDir, `replaced-${stamp}`);
  let movedAside = false;
  for (const entry of unpacked) {
    const fileName = backedUpDatabases.find((database) => database.name === entry.database)?.fileName;
    if (!fileName) continue;
    const current = join(dataDir, fileName);
    for (const suffix of ["", "-wal", "-shm", "-journal"]) {
      if (!existsSync(`${current}${suffix}`)) continue;
      if (!movedAside) {
        await mkdir(replacedDir, { recursive: true, mode: 0o700 });
        movedAside = true;
      }
      await rename(`${current}${suffix}`, join(replacedDir, `${fileName}${suffix}`));
    }
    await rename(entry.temp, current);
    await chmod(current, 0o600);
  }
  return {
    restored: unpacked.map(({ database, from }) => ({ database, from })),
    replacedDir: movedAside ? replacedDir : undefined,
  };
}
