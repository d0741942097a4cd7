/**
 * The enquiry API on a real PostgreSQL: a throwaway cluster started from the server binaries
 * (server/test-support/postgres.ts). Without the binaries these tests fail, they are never skipped.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";
import { enquiryApiSuite } from "../test-support/enquiry-api-suite.ts";
import { sampleBody, waitFor } from "../test-support/enquiry-fixtures.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { readMail, startSmtpPeer, type SmtpPeer } from "../test-support/smtp.ts";
import { enquiryPaths } from "./routes.ts";

const noSite = join(import.meta.dirname, "no-site");
let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("the enquiry API on PostgreSQL", () => {
  enquiryApiSuite({
    databaseUrl: () => cluster.url,
    makeUnavailable: () => cluster.stop(),
    makeAvailable: () => cluster.start(),
  });
});

describe("several server instances on one PostgreSQL database", () => {
  let peer: SmtpPeer;
  let apps: App[] = [];

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const databaseUrl = await cluster.createDatabase("instances");
    // Started together: the migrations run once, under Kysely's migration lock.
    apps = await Promise.all(
      [1, 2, 3].map(async () =>
        buildApp(
          await testConfig({
            staticDir: noSite,
            databaseUrl,
            smtpUrl: peer.url,
            outboxPollMs: 50,
            rateLimitFormsPerMinute: 10_000,
          }),
        ),
      ),
    );
    await Promise.all(apps.map((app) => app.ready()));
  }, 30_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await peer.close();
  });

  const post = (app: App, body: unknown, key?: string) =>
    app.inject({
      method: "POST",
      url: enquiryPaths.contact,
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      payload: JSON.stringify(body),
    });

  it("commits with synchronous_commit=on", async () => {
    const { rows } = await sql<{
      value: string;
    }>`select current_setting('synchronous_commit') as value`.execute(apps[0]!.database.kysely);
    expect(rows).toEqual([{ value: "on" }]);
  });

  it("never sends one mail twice while every instance's worker runs (FOR UPDATE SKIP LOCKED)", async () => {
    const total = 45;
    const answers = await Promise.all(
      Array.from({ length: total }, (_, i) =>
        post(apps[i % apps.length]!, sampleBody({ firstName: `Student${i}` })),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body)).toEqual([]);
    // Wake every worker at once so they compete for the same rows.
    for (const app of apps) app.outboxWorker.notify();
    await waitFor(async () => (await apps[0]!.outbox.counts()).sent === total, 20_000);
    const ids = peer.received.map((mail) => /^Message-ID: (.*)$/m.exec(readMail(mail.raw).headers)?.[1]);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const names = peer.received.map(
      (mail) => /First name: (\S+)/.exec(readMail(mail.raw).parts[0]?.body ?? "")?.[1],
    );
    expect(new Set(names).size).toBe(total);
  }, 30_000);

  it("keeps one enquiry when the same key reaches different instances at once", async () => {
    const key = randomUUID();
    const body = sampleBody({ firstName: "Retry" });
    const answers = await Promise.all(apps.flatMap((app) => [post(app, body, key), post(app, body, key)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const rows = await apps[0]!.database.kysely
      .selectFrom("enquiries")
      .select("id")
      .where("idempotency_key", "=", key)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
