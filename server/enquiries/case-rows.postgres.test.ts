/**
 * The case rows of new enquiries on a real PostgreSQL (server/enquiries/case-rows-suite.ts), where the
 * enquiries table's trigger writes them: a throwaway cluster started from the server binaries. Without
 * the binaries these tests fail, they are never skipped.
 */
import { afterAll, beforeAll, describe } from "vitest";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { caseRowsSuite } from "./case-rows-suite.ts";

let cluster: PostgresCluster;
let databases = 0;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("case rows of new enquiries on PostgreSQL", () => {
  caseRowsSuite({ databaseUrl: () => cluster.createDatabase(`case_rows_${(databases += 1)}`) });
});
