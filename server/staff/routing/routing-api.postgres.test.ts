/**
 * The routing API on a real PostgreSQL (routing-api-suite.ts). Without the server binaries these tests
 * fail, they are never skipped.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test-support/postgres.ts";
import { routingApiSuite } from "./routing-api-suite.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("the routing API on PostgreSQL", () => {
  routingApiSuite({ databaseUrl: () => cluster.url });
});
