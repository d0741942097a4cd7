/**
 * The flood limits of the form routes on a real PostgreSQL (server/test-support/enquiry-flood-suite.ts):
 * a throwaway cluster started from the server binaries. Without the binaries these tests fail, they are
 * never skipped.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { enquiryFloodSuite } from "../test-support/enquiry-flood-suite.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("floods of enquiries on PostgreSQL", () => {
  enquiryFloodSuite({ databaseUrl: (name) => cluster.createDatabase(name) });
});
