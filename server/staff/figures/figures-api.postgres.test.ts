/**
 * The figures to re-check through HTTP on a real PostgreSQL: a throwaway cluster started from the server
 * binaries (server/test-support/postgres.ts). Without the binaries these tests fail.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test-support/postgres.ts";
import { figuresApiSuite } from "./figures-api-suite.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("Figures to re-check on PostgreSQL", () => {
  figuresApiSuite({ databaseUrl: () => cluster.url });
});
