/**
 * Routing of new enquiries on a real PostgreSQL (routing-suite.ts), a fresh database per test. Without
 * the server binaries these tests fail, they are never skipped.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test-support/postgres.ts";
import { routingSuite } from "./routing-suite.ts";

let cluster: PostgresCluster;
let databases = 0;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("routing on PostgreSQL", () => {
  routingSuite({
    databaseUrl: () => {
      databases += 1;
      return cluster.createDatabase(`routing_${databases}`);
    },
  });
});
