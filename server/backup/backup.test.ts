/**
 * Backups that restore (docs/backups.md), through the real app and the real commands: enquiries stored
 * over HTTP (app.inject), a backup made by the server's own backup process while enquiries keep
 * arriving, DATA_DIR destroyed, `npm run restore`, and every enquiry acknowledged before the backup back
 * with its notes and audit log. Then what a restore must refuse, BACKUP_AFTER_COMMAND, the rotation and
 * what /api/ready says.
 */
import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contract/staff";
import { appWithStaff, auditLog, detail, idOf, sendEnquiry, workOn } from "./restore-fixtures.ts";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { loadConfig } from "../config.ts";
import { analyticsSqliteFileName, sqliteFileName } from "../db/database.ts";
import { testConfig } from "../test-support/app-config.ts";
import {
  afterCommandArguments,
  backupDatabases,
  backupFileName,
  listBackups,
  postgresMessage,
  readBackupStatus,
  rotateBackups,
  runsToKeep,
  serverPidFileName,
} from "./backup.ts";
import { runBackupCli } from "./backup-cli.ts";
import { backupReport, backupWarnings, firstBackupDelay, FIRST_BACKUP_DELAY_MS } from "./plugin.ts";

const run = promisify(execFile);
const cli = join(import.meta.dirname, "backup-cli.ts");
const noSite = join(import.meta.dirname, "no-site");

/** `npm run backup` / `npm run restore` as an operator runs them: their own process, settings from the environment. */
async function command(
  args: string[],
  config: Config,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { ...process.env, DATA_DIR: config.dataDir, BACKUP_DIR: config.backupDir, DATABASE_URL: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe("a backup made while enquiries arrive restores every acknowledged enquiry", () => {
  let config: Config;
  const acknowledgedBefore: string[] = [];
  const annotated = new Map<string, EnquiryDetail>();
  let auditBefore: Awaited<ReturnType<typeof auditLog>> = [];

  beforeAll(async () => {
    config = await testConfig({ staticDir: noSite, consoleDir: noSite });
    const { app, cookie } = await appWithStaff(config);
    try {
      for (let i = 0; i < 30; i += 1) {
        const email = await sendEnquiry(app);
        if (email) acknowledgedBefore.push(email);
      }
      expect(acknowledgedBefore).toHaveLength(30);
      // Staff work on some: a note, a status change (each in the audit log).
      for (const email of acknowledgedBefore.slice(0, 5))
        annotated.set(email, await workOn(app, cookie, email));
      auditBefore = await auditLog(app);
      expect(auditBefore.length).toBeGreaterThanOrEqual(10);

      // The backup, by the server's own backup process, while enquiries keep arriving.
      let backingUp = true;
      const arriving = (async () => {
        let sent = 0;
        while (backingUp || sent < 5) {
          await sendEnquiry(app);
          sent += 1;
        }
        return sent;
      })();
      const result = await app.backups.run();
      backingUp = false;
      expect(result).toMatchObject({ status: 0 });
      expect(await arriving).toBeGreaterThanOrEqual(5);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("writes private, checked, compressed copies of both databases", async () => {
    const backups = await listBackups(config.backupDir);
    expect(backups.map((b) => b.database).sort()).toEqual(["analytics", "enquiries"]);
    expect(mode(config.backupDir)).toBe(0o700);
    for (const backup of backups) {
      expect(mode(backup.path)).toBe(0o600);
      const bytes = gunzipSync(await readFile(backup.path));
      expect(bytes.subarray(0, 16).toString("latin1")).toBe("SQLite format 3\0");
    }
    expect(await readBackupStatus(config.backupDir)).toMatchObject({ ok: true });
    // Nothing but the backups and the status file is left behind.
    expect((await readdir(config.backupDir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("after DATA_DIR is destroyed, npm run restore brings back every enquiry, note and audit entry", async () => {
    const backups = await listBackups(config.backupDir);
    await rm(config.dataDir, { recursive: true, force: true });
    const restored = await command(["restore", ...backups.map((b) => b.path)], config);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(mode(join(config.dataDir, sqliteFileName))).toBe(0o600);
    expect(mode(join(config.dataDir, analyticsSqliteFileName))).toBe(0o600);

    const { app, cookie } = await appWithStaff(config);
    try {
      for (const email of acknowledgedBefore) expect(await idOf(app, email)).toBeTruthy();
      for (const [email, before] of annotated) {
        const after = await detail(app, cookie, await idOf(app, email));
        expect(after.notes).toEqual(before.notes);
        expect(after.timeline).toEqual(before.timeline);
        expect(after.status).toBe("contacted");
      }
      const auditAfter = await auditLog(app);
      expect(auditAfter).toEqual(expect.arrayContaining(auditBefore));
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe("npm run restore refuses", () => {
  let config: Config;
  let backup: string;

  beforeAll(async () => {
    config = await testConfig({ staticDir: noSite, consoleDir: noSite });
    const app = await buildApp(config);
    await app.ready();
    await sendEnquiry(app);
    await app.close();
    const result = await backupDatabases({ ...config, keepDaily: 7, keepWeekly: 4 });
    const enquiries = result.files.find((file) => file.database === "enquiries");
    if (!enquiries) throw new Error("no enquiries backup");
    backup = enquiries.path;
  }, 60_000);

  const current = () => readFile(join(config.dataDir, sqliteFileName));

  it("while the server runs on DATA_DIR, and changes nothing", async () => {
    const app = await buildApp(config);
    try {
      await app.ready();
      expect(existsSync(join(config.dataDir, serverPidFileName))).toBe(true);
      const before = await current();
      const result = await command(["restore", backup], config);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`process ${process.pid}`);
      expect((await current()).equals(before)).toBe(true);
    } finally {
      await app.close();
    }
    // Stopped, the server leaves no pid file behind.
    expect(existsSync(join(config.dataDir, serverPidFileName))).toBe(false);
  }, 60_000);

  it("a truncated backup, with a clear message, leaving the current data untouched", async () => {
    const cut = join(await mkdtemp(join(tmpdir(), "backup-cut-")), "enquiries.sqlite.gz");
    const bytes = await readFile(backup);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const before = await current();
    const result = await command(["restore", cut], config);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("truncated or damaged");
    expect(result.stderr).toContain("DATA_DIR is unchanged");
    expect((await current()).equals(before)).toBe(true);
    expect((await readdir(config.dataDir)).filter((name) => name.startsWith(".restore-"))).toEqual([]);
  }, 60_000);

  it("a corrupt database inside a sound gzip file", async () => {
    const bytes = gunzipSync(await readFile(backup));
    // Page 2's header (pages are 4096 bytes): no valid b-tree page type.
    bytes.fill(0xee, 4096, 4096 + 12);
    const corrupt = join(await mkdtemp(join(tmpdir(), "backup-corrupt-")), "enquiries.sqlite.gz");
    await writeFile(corrupt, gzipSync(bytes));
    const before = await current();
    const result = await command(["restore", corrupt], config);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/corrupt|not a sound SQLite database/);
    expect((await current()).equals(before)).toBe(true);
  }, 60_000);

  it("a file that is not a backup at all", async () => {
    const other = join(await mkdtemp(join(tmpdir(), "backup-other-")), "notes.txt");
    await writeFile(other, "not a database");
    const result = await command(["restore", other], config);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("neither a backup");
  }, 60_000);

  it("two files of the same database", async () => {
    const before = await current();
    const result = await command(["restore", backup, backup], config);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("both hold the enquiries database");
    expect((await current()).equals(before)).toBe(true);
  }, 60_000);

  it("keeps the database it replaces aside", async () => {
    const before = await current();
    const result = await command(["restore", backup], config);
    expect(result.code).toBe(0);
    const aside = (await readdir(config.dataDir)).find((name) => name.startsWith("replaced-"));
    expect(aside).toBeDefined();
    expect((await readFile(join(config.dataDir, aside ?? "", sqliteFileName))).equals(before)).toBe(true);
  }, 60_000);
});

describe("BACKUP_AFTER_COMMAND", () => {
  it("runs once per file without a shell, with the path as an argument and in BACKUP_FILE", async () => {
    const config = await testConfig();
    const app = await buildApp(config);
    await app.ready();
    await app.close();
    const dir = await mkdtemp(join(tmpdir(), "backup-after-"));
    const script = join(dir, "record.mjs");
    await writeFile(
      script,
      `import { appendFileSync } from "node:fs";
appendFileSync(process.argv[2], JSON.stringify({ args: process.argv.slice(3), file: process.env.BACKUP_FILE }) + "\\n");`,
    );
    const log = join(dir, "calls.jsonl");
    // A shell would run the $(…) and expand $HOME; without one they are plain words.
    const command = `${process.execPath} ${script} ${log} {file} $(touch${"\t"}${join(dir, "pwned")}) $HOME`;
    const result = await backupDatabases({ ...config, keepDaily: 7, keepWeekly: 4, afterCommand: command });
    expect(result.afterCommandErrors).toEqual([]);
    const calls = (await readFile(log, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { args: string[]; file: string });
    expect(calls.map((call) => call.file).sort()).toEqual(result.files.map((file) => file.path).sort());
    for (const call of calls)
      expect(call.args).toEqual([call.file, "$(touch", `${join(dir, "pwned")})`, "$HOME"]);
    expect(existsSync(join(dir, "pwned"))).toBe(false);
  }, 60_000);

  it("failing: the backup is kept, the failure is reported by /api/ready and by the exit status", async () => {
    const config = await testConfig({ staticDir: noSite, consoleDir: noSite });
    const app = await buildApp(config);
    try {
      await app.ready();
      const result = await run(process.execPath, ["--import", "tsx", cli, "backup"], {
        env: {
          ...process.env,
          DATA_DIR: config.dataDir,
          BACKUP_DIR: config.backupDir,
          DATABASE_URL: "",
          BACKUP_AFTER_COMMAND: `${process.execPath} -e process.exit(3)`,
        },
      }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("exited with status 3");
      expect(await listBackups(config.backupDir)).toHaveLength(2);
      const ready = await app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json<{ warnings: string[] }>().warnings).toContain(backupWarnings.afterCommandFailed);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe("/api/ready", () => {
  it("warns when the newest backup is older than twice BACKUP_EVERY_HOURS, and not before", async () => {
    const config = await testConfig({ staticDir: noSite, consoleDir: noSite, backupEveryHours: 1 });
    const app = await buildApp(config);
    try {
      await app.ready();
      const warnings = async () =>
        (await app.inject({ method: "GET", url: "/api/ready" })).json<{ warnings: string[] }>().warnings;
      const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
      await writeFile(join(config.backupDir, backupFileName("enquiries", old)), "");
      expect(await warnings()).toContain(backupWarnings.stale(2, 1));
      const recent = new Date(Date.now() - 60 * 60 * 1000);
      await writeFile(join(config.backupDir, backupFileName("enquiries", recent)), "");
      expect((await warnings()).filter((w) => w.startsWith("backups:"))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("with the schedule off, warns only about failures", () => {
    const now = new Date("2026-01-10T00:00:00Z");
    const long = new Date("2025-01-01T00:00:00Z");
    const report = (status?: { at: string; ok: boolean; error?: string }) =>
      backupReport({ lastBackupAt: undefined, status, everyHours: 0, startedAt: long, now });
    expect(report().warning).toBeUndefined();
    expect(report({ at: now.toISOString(), ok: false, error: "disk full" }).warning).toBe(
      backupWarnings.failed,
    );
  });

  it("does not warn about a missing backup before the server has run twice the interval", () => {
    const now = new Date("2026-01-10T00:00:00Z");
    const state = { lastBackupAt: undefined, status: undefined, everyHours: 24, now };
    expect(backupReport({ ...state, startedAt: new Date("2026-01-09T00:00:00Z") }).warning).toBeUndefined();
    expect(backupReport({ ...state, startedAt: new Date("2026-01-07T00:00:00Z") }).warning).toBe(
      backupWarnings.stale(48, 24),
    );
  });
});

describe("the schedule and the rotation", () => {
  it("runs the first backup soon after the start when one is due, else when it falls due", () => {
    const now = new Date("2026-01-10T12:00:00Z");
    expect(firstBackupDelay(undefined, now, 24)).toBe(FIRST_BACKUP_DELAY_MS);
    expect(firstBackupDelay(new Date("2026-01-08T12:00:00Z"), now, 24)).toBe(FIRST_BACKUP_DELAY_MS);
    expect(firstBackupDelay(new Date("2026-01-10T06:00:00Z"), now, 24)).toBe(18 * 60 * 60 * 1000);
    expect(firstBackupDelay(new Date("2026-02-10T06:00:00Z"), now, 24)).toBe(24 * 60 * 60 * 1000);
  });

  it("keeps the newest of each of the last 7 days and of each of the last 4 weeks", () => {
    // Every 6 hours for 60 days, ending on Saturday 2026-03-07.
    const end = Date.parse("2026-03-07T18:00:00Z");
    const times = Array.from({ length: 240 }, (_, i) => new Date(end - i * 6 * 60 * 60 * 1000));
    const kept = [...runsToKeep(times, { keepDaily: 7, keepWeekly: 4 })]
      .sort((a, b) => b - a)
      .map((t) => new Date(t).toISOString());
    expect(kept).toEqual([
      // the last 7 days (the newest of each, 18:00): they hold the newest of this week (Monday 2 March to
      // Saturday 7 March) and of the week before (Sunday 1 March is its last day)
      "2026-03-07T18:00:00.000Z",
      "2026-03-06T18:00:00.000Z",
      "2026-03-05T18:00:00.000Z",
      "2026-03-04T18:00:00.000Z",
      "2026-03-03T18:00:00.000Z",
      "2026-03-02T18:00:00.000Z",
      "2026-03-01T18:00:00.000Z",
      // the newest of the two weeks before those (Sundays): four weeks in all
      "2026-02-22T18:00:00.000Z",
      "2026-02-15T18:00:00.000Z",
    ]);
  });

  it("deletes only the files the rotation drops, and never other files", async () => {
    const backupDir = await mkdtemp(join(tmpdir(), "backup-rotation-"));
    const other = join(backupDir, "README.txt");
    await writeFile(other, "keep me");
    for (let day = 1; day <= 10; day += 1) {
      const at = new Date(Date.UTC(2026, 0, day, 3));
      await writeFile(join(backupDir, backupFileName("enquiries", at)), "");
      await writeFile(join(backupDir, backupFileName("analytics", at)), "");
    }
    const removed = await rotateBackups(backupDir, { keepDaily: 3, keepWeekly: 0 });
    expect(removed).toHaveLength(14);
    expect((await listBackups(backupDir)).map((b) => b.at.getUTCDate())).toEqual([10, 10, 9, 9, 8, 8]);
    expect(existsSync(other)).toBe(true);
  });
});

describe("settings and PostgreSQL", () => {
  it("splits BACKUP_AFTER_COMMAND into words and puts the file where {file} stands (else last)", () => {
    expect(afterCommandArguments("rclone copy {file} offsite:backups", "/b/x.gz")).toEqual([
      "rclone",
      "copy",
      "/b/x.gz",
      "offsite:backups",
    ]);
    expect(afterCommandArguments("/usr/local/bin/ship", "/b/x.gz")).toEqual([
      "/usr/local/bin/ship",
      "/b/x.gz",
    ]);
  });

  it("refuses a BACKUP_DIR inside DATA_DIR", () => {
    expect(() => loadConfig({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data/backups" })).toThrow(
      /BACKUP_DIR/,
    );
    expect(() => loadConfig({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data" })).toThrow(/BACKUP_DIR/);
    expect(loadConfig({ DATA_DIR: "/srv/data", BACKUP_DIR: "/srv/data-backups" }).backupDir).toBe(
      "/srv/data-backups",
    );
  });

  it("npm run backup and restore explain that they handle SQLite only when DATABASE_URL is set", async () => {
    for (const args of [["backup"], ["restore", "x.sqlite.gz"]]) {
      const errors: string[] = [];
      const status = await runBackupCli(
        args,
        { DATABASE_URL: "postgres://db.example.com/site" },
        {
          out: () => {},
          err: (line) => errors.push(line),
        },
      );
      expect(status).toBe(1);
      expect(errors).toEqual([postgresMessage]);
    }
  });
});
