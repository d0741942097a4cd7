/**
 * GET /metrics on a real PostgreSQL (server/test-support/postgres.ts): the outbox read when scraped, and
 * no backup metrics (PostgreSQL is backed up with pg_dump). Without the binaries these tests fail, they
 * are never skipped.
 */
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody, waitFor } from "../test-support/enquiry-fixtures.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { metricsPath } from "./metrics.ts";

let cluster: PostgresCluster;
let app: App;

beforeAll(async () => {
  cluster = await startPostgres();
  // A mail server that refuses every connection: the mail stays pending and is retried.
  app = await buildApp(
    await testConfig({
      staticDir: join(import.meta.dirname, "no-site"),
      analyticsEnabled: false,
      databaseUrl: cluster.url,
      smtpUrl: "smtp://127.0.0.1:9",
    }),
  );
}, 60_000);

afterAll(async () => {
  await app?.close();
  await cluster?.destroy();
}, 60_000);

async function value(name: string, labels: string): Promise<number | undefined> {
  const body = (await app.inject({ url: metricsPath })).body;
  const line = body.split("\n").find((text) => text.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(" ")[1]);
}

describe("GET /metrics on PostgreSQL", () => {
  it("reads the outbox when scraped, and has no backup metrics", async () => {
    const answer = await app.inject({
      method: "POST",
      url: enquiryPaths.contact,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(sampleBody()),
    });
    expect(answer.statusCode).toBe(201);
    expect(await value("site_enquiries_stored_total", '{form="contact"}')).toBe(1);
    await waitFor(async () => (await value("site_outbox_retrying", '{kind="mail"}')) === 1);
    expect(await value("site_outbox_pending", '{kind="mail"}')).toBe(1);

    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await sql`update outbox set created_at = ${twoHoursAgo}`.execute(app.database.kysely);
    expect(await value("site_outbox_oldest_pending_age_seconds", '{kind="mail"}')).toBeGreaterThan(7000);
    await sql`update outbox set status = 'dead'`.execute(app.database.kysely);
    expect(await value("site_outbox_dead", '{kind="mail"}')).toBe(1);
    expect(await value("site_outbox_pending", '{kind="mail"}')).toBe(0);

    const body = (await app.inject({ url: metricsPath })).body;
    expect(body).not.toContain("site_backup_");
    expect(body).toContain("site_metrics_read_errors_total");
    expect(body).not.toMatch(/^site_metrics_read_errors_total\{/m);
  });
});
