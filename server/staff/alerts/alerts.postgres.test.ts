/**
 * Alerts to staff on a real PostgreSQL (server/staff/alerts/alerts-suite.ts): a throwaway cluster started
 * from the server binaries (server/test-support/postgres.ts). Without the binaries these tests fail.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test-support/postgres.ts";
import { alertsSuite } from "./alerts-suite.ts";

let cluster: PostgresCluster;
let databaseUrl: string | undefined;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

beforeEach(async () => {
  databaseUrl = await cluster.createDatabase(`alerts_${randomUUID().replaceAll("-", "")}`);
});

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

alertsSuite({ databaseUrl: () => databaseUrl });
