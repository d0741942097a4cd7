/**
 * On PostgreSQL, backups are pg_dump's and restores pg_restore's (docs/backups.md, "PostgreSQL"): the
 * commands the doc gives, run on the real database of a throwaway cluster (server/test-support/postgres.ts)
 * after the app stored enquiries, notes and audit entries; a new database restored from the dump holds
 * them all, and the app runs on it.
 */
import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contract/staff";
import { findPostgresBinaries, startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { testConfig } from "../test-support/app-config.ts";
import { appWithStaff, auditLog, detail, idOf, sendEnquiry, workOn } from "./restore-fixtures.ts";

const run = promisify(execFile);
const noSite = join(import.meta.dirname, "no-site");

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("pg_dump and pg_restore, as docs/backups.md gives them", () => {
  it("restore every enquiry, note and audit entry into a new database the app runs on", async () => {
    const bin = findPostgresBinaries();
    const dump = join(await mkdtemp(join(tmpdir(), "pg-dump-")), "site.dump");
    const sent: string[] = [];
    const worked = new Map<string, EnquiryDetail>();
    const { app, cookie } = await appWithStaff(
      await testConfig({ staticDir: noSite, consoleDir: noSite, databaseUrl: cluster.url }),
    );
    let auditBefore: Awaited<ReturnType<typeof auditLog>>;
    try {
      for (let i = 0; i < 10; i += 1) {
        const email = await sendEnquiry(app);
        if (email) sent.push(email);
      }
      expect(sent).toHaveLength(10);
      for (const email of sent.slice(0, 3)) worked.set(email, await workOn(app, cookie, email));
      auditBefore = await auditLog(app);
      // While the server runs: pg_dump reads one consistent snapshot.
      await run(join(bin, "pg_dump"), ["--format=custom", `--file=${dump}`, `--dbname=${cluster.url}`]);
    } finally {
      await app.close();
    }

    const restoredUrl = await cluster.createDatabase("restored");
    await run(join(bin, "pg_restore"), ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl}`, dump]);

    const restored = await appWithStaff(
      await testConfig({ staticDir: noSite, consoleDir: noSite, databaseUrl: restoredUrl }),
    );
    try {
      for (const email of sent) expect(await idOf(restored.app, email)).toBeTruthy();
      for (const [email, before] of worked) {
        const after = await detail(restored.app, restored.cookie, await idOf(restored.app, email));
        expect(after.notes).toEqual(before.notes);
        expect(after.timeline).toEqual(before.timeline);
      }
      expect(await auditLog(restored.app)).toEqual(expect.arrayContaining(auditBefore));
    } finally {
      await restored.app.close();
    }
  }, 120_000);
});
