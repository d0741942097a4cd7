/**
 * The console's API of booked meetings on a real PostgreSQL (the suite: ./staff-bookings-api-suite.ts),
 * a throwaway cluster started from the server binaries (server/test-support/postgres.ts).
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test-support/postgres.ts";
import { staffBookingsApiSuite } from "./staff-bookings-api-suite.ts";

let cluster: PostgresCluster;
let databaseUrl: string | undefined;

beforeAll(async () => {
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase("staff_bookings");
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("the console's booking API on PostgreSQL", () => {
  staffBookingsApiSuite({ databaseUrl: () => databaseUrl });
});
