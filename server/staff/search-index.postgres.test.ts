/**
 * The inbox search after migration 0019 on a real PostgreSQL: a throwaway cluster started from the
 * server binaries (server/test-support/postgres.ts). Without the binaries these tests fail, they are
 * never skipped.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { searchIndexSuite } from "./search-index-suite.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("PostgreSQL", () => {
  searchIndexSuite({ dialect: "postgres", databaseUrl: () => cluster.url });
});
