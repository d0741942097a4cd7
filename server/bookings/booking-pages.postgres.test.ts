/**
 * The booking pages without JavaScript on a real PostgreSQL (the suite: ./booking-pages-suite.ts), a throwaway cluster started
 * from the server binaries (server/test-support/postgres.ts). Without them these tests fail.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { bookingPagesSuite } from "./booking-pages-suite.ts";

let cluster: PostgresCluster;
let databaseUrl: string | undefined;
let floodDatabaseUrl: string | undefined;

beforeAll(async () => {
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase("booking_pages");
  floodDatabaseUrl = await cluster.createDatabase("booking_pages_floods");
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("the booking pages on PostgreSQL", () => {
  bookingPagesSuite({ databaseUrl: () => databaseUrl, floodDatabaseUrl: () => floodDatabaseUrl });
});
