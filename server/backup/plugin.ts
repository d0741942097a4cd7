/**
 * Backups in the server (docs/backups.md), on SQLite only (DATABASE_URL empty):
 *
 * - writes its process id to DATA_DIR/server.pid while it runs, so that `npm run restore` refuses to
 *   replace databases under a running server;
 * - every BACKUP_EVERY_HOURS (0: never) runs `npm run backup`'s code in a process of its own (copying,
 *   checking and compressing a large database must not hold this process's event loop or memory): the
 *   first run comes FIRST_BACKUP_DELAY_MS after the start when the newest backup in BACKUP_DIR is older
 *   than the interval, else when it falls due;
 * - reports in /api/ready when the last backup was made, and warns when it is older than twice the
 *   interval, when the last run failed, or when BACKUP_AFTER_COMMAND failed.
 */
import { spawn } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { ReadinessReport } from "../plugins/readiness.ts";
import {
  listBackups,
  postgresMessage,
  readBackupStatus,
  serverPidFileName,
  type BackupStatus,
} from "./backup.ts";

const HOUR_MS = 60 * 60 * 1000;
/** A scheduled backup that is due at start waits this long, until the server has settled. */
export const FIRST_BACKUP_DELAY_MS = 60_000;
/** Output of one backup process kept for the log. */
const OUTPUT_LIMIT = 16 * 1024;

export interface BackupRun {
  /** Exit status of the backup process: 0 done, 1 no backup made, 2 made but BACKUP_AFTER_COMMAND failed. */
  status: number | null;
  /** What the process printed (paths and messages; no personal data). */
  output: string;
}

export interface Backups {
  /** Runs one backup now, in its own process (a run in progress is shared). */
  run(): Promise<BackupRun>;
}

declare module "fastify" {
  interface FastifyInstance {
    backups: Backups;
  }
}

/** What /api/ready says about backups; each is a complete warning. */
export const backupWarnings = {
  stale: (hours: number, everyHours: number) =>
    `backups: no backup in the last ${hours} hours (BACKUP_EVERY_HOURS is ${everyHours}); see docs/backups.md`,
  failed: "backups: the last backup failed; the server's log says why (docs/backups.md)",
  afterCommandFailed:
    "backups: BACKUP_AFTER_COMMAND failed after the last backup (the backup is kept); the server's log says why",
};

/**
 * The readiness report: the newest backup's time, and warnings. A backup older than twice the interval is
 * late (so is having none, once the server has run that long); with the schedule off, only failures warn.
 */
export function backupReport(state: {
  lastBackupAt: Date | undefined;
  status: BackupStatus | undefined;
  everyHours: number;
  startedAt: Date;
  now: Date;
}): ReadinessReport {
  const { lastBackupAt, status, everyHours, startedAt, now } = state;
  const warnings: string[] = [];
  if (everyHours > 0) {
    const limitMs = 2 * everyHours * HOUR_MS;
    const since = lastBackupAt ?? startedAt;
    if (now.getTime() - since.getTime() > limitMs)
      warnings.push(backupWarnings.stale(2 * everyHours, everyHours));
  }
  const lastFailed = status !== undefined && !status.ok;
  const afterCommandFailed = status?.ok === true && status.afterCommandError !== undefined;
  if (lastFailed) warnings.push(backupWarnings.failed);
  if (afterCommandFailed) warnings.push(backupWarnings.afterCommandFailed);
  return {
    ...(warnings.length > 0 ? { warning: warnings.join("; ") } : {}),
    details: {
      lastBackupAt: lastBackupAt?.toISOString() ?? null,
      everyHours,
      lastRunFailed: lastFailed,
      afterCommandFailed,
    },
  };
}

/**
 * How long until the first scheduled backup: when the newest is one interval old (at most one interval
 * away), but not before FIRST_BACKUP_DELAY_MS.
 */
export function firstBackupDelay(lastBackupAt: Date | undefined, now: Date, everyHours: number): number {
  const intervalMs = everyHours * HOUR_MS;
  if (!lastBackupAt) return FIRST_BACKUP_DELAY_MS;
  // A backup dated in the future (the clock was changed) waits one interval, not longer.
  const due = Math.min(intervalMs, lastBackupAt.getTime() + intervalMs - now.getTime());
  return Math.max(FIRST_BACKUP_DELAY_MS, due);
}

/**
 * The command of one backup process: the bundled backup-cli.mjs beside the server bundle in production,
 * the TypeScript source through tsx when the server runs from its sources.
 */
export function backupCommand(moduleUrl: string): string[] {
  if (moduleUrl.endsWith(".ts")) {
    return [
      process.execPath,
      "--import",
      "tsx",
      fileURLToPath(new URL("./backup-cli.ts", moduleUrl)),
      "backup",
    ];
  }
  return [process.execPath, fileURLToPath(new URL("./backup-cli.mjs", moduleUrl)), "backup"];
}

/** The backup process reads its settings from the environment: the server's, with its own config on top. */
function backupEnvironment(config: Config): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: config.nodeEnv,
    DATA_DIR: config.dataDir,
    DATABASE_URL: "",
    BACKUP_DIR: config.backupDir,
    BACKUP_KEEP_DAILY: String(config.backupKeepDaily),
    BACKUP_KEEP_WEEKLY: String(config.backupKeepWeekly),
    BACKUP_AFTER_COMMAND: config.backupAfterCommand ?? "",
  };
}

async function backupPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (config.databaseUrl) {
    // PostgreSQL is backed up with pg_dump (docs/backups.md): nothing to run here.
    app.decorate<Backups>("backups", { run: async () => ({ status: 1, output: postgresMessage }) });
    return;
  }
  const pidFile = join(config.dataDir, serverPidFileName);
  const startedAt = new Date();
  const everyHours = config.backupEveryHours;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BackupRun> | undefined;
  let child: ReturnType<typeof spawn> | undefined;
  let closing = false;

  const runOnce = () =>
    new Promise<BackupRun>((resolve) => {
      const [program = process.execPath, ...args] = backupCommand(import.meta.url);
      let output = "";
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString("utf8")).slice(-OUTPUT_LIMIT);
      };
      child = spawn(program, args, { env: backupEnvironment(config), stdio: ["ignore", "pipe", "pipe"] });
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      child.once("error", (error) => resolve({ status: null, output: error.message }));
      child.once("close", (status) => resolve({ status, output: output.trim() }));
    }).then((result) => {
      child = undefined;
      if (result.status === 0) app.log.info({ output: result.output }, "Backup done");
      else if (result.status === 2)
        app.log.error({ output: result.output }, "Backup done, but BACKUP_AFTER_COMMAND failed");
      else app.log.error({ status: result.status, output: result.output }, "Backup failed");
      return result;
    });

  const run = () => {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  const schedule = (delayMs: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      void run().then(() => schedule(everyHours * HOUR_MS));
    }, delayMs).unref();
  };

  app.decorate<Backups>("backups", { run });

  app.readiness.report("backups", async () => {
    const [newest] = await listBackups(config.backupDir);
    return backupReport({
      lastBackupAt: newest?.at,
      status: await readBackupStatus(config.backupDir),
      everyHours,
      startedAt,
      now: new Date(),
    });
  });

  app.addHook("onReady", async () => {
    await writeFile(pidFile, `${process.pid}\n`, { mode: 0o600 });
    if (everyHours > 0) {
      const [newest] = await listBackups(config.backupDir);
      schedule(firstBackupDelay(newest?.at, new Date(), everyHours));
    }
  });

  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(timer);
    // A backup cut short leaves only temporary files, which a later run removes.
    child?.kill("SIGTERM");
    const written = await readFile(pidFile, "utf8").catch(() => "");
    if (written.trim() === String(process.pid)) await rm(pidFile, { force: true });
  });
}

export default fp(backupPlugin, { name: "backups", dependencies: ["readiness", "database"] });
