/**
 * The alert routes on a real PostgreSQL (server/staff/alerts/alerts-api-suite.ts): a throwaway cluster
 * started from the server binaries (server/test-support/postgres.ts). Without the binaries these tests fail.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test-support/postgres.ts";
import { alertsApiSuite } from "./alerts-api-suite.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("the alert routes on PostgreSQL", () => {
  alertsApiSuite({ databaseUrl: () => cluster.url });
});
