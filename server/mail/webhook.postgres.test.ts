/**
 * The enquiry webhook on a real PostgreSQL (server/mail/webhook-suite.ts): a throwaway cluster started from
 * the server binaries (server/test-support/postgres.ts). Without the binaries these tests fail, they are
 * never skipped.
 */
import { afterAll, beforeAll } from "vitest";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { useFreshDatabases, webhookSuite } from "./webhook-suite.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
  useFreshDatabases((name) => cluster.createDatabase(name));
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

webhookSuite({ databaseUrl: () => cluster.url });
