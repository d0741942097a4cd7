// The server's exchange rates with the enquiries on a throwaway PostgreSQL cluster
// (server/test-support/postgres.ts; the suite: ./rates-suite.ts). Without the server binaries this fails,
// it is never skipped.
import { afterAll, beforeAll } from "vitest";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { exchangeRatesSuite } from "./rates-suite.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

exchangeRatesSuite(() => ({ databaseUrl: cluster.url }));
