/**
 * Migration 0018 on a real PostgreSQL: a throwaway cluster started from the server binaries
 * (server/test-support/postgres.ts). Without the binaries these tests fail, they are never skipped.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test-support/postgres.ts";
import { languagesAsDataSuite } from "./languages-as-data-suite.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("PostgreSQL", () => {
  languagesAsDataSuite({ databaseUrl: () => cluster.url });
});
