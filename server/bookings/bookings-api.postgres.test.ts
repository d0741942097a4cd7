/**
 * The booking API on a real PostgreSQL (the suite: ./bookings-api-suite.ts), a throwaway cluster started
 * from the server binaries (server/test-support/postgres.ts). Without them these tests fail.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { bookingsApiSuite } from "./bookings-api-suite.ts";

let cluster: PostgresCluster;
let databaseUrl: string | undefined;

beforeAll(async () => {
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase("bookings");
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("the booking API on PostgreSQL", () => {
  bookingsApiSuite({ databaseUrl: () => databaseUrl });
});
