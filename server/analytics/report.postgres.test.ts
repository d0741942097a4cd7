// The analytics report on a throwaway PostgreSQL cluster (server/test-support/postgres.ts). Without the
// server binaries this fails, it is never skipped.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { analyticsReportSuite } from "../test-support/analytics-report-suite.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";

let cluster: PostgresCluster;
const dataDir = mkdtempSync(path.join(tmpdir(), "analytics-report-pg-"));

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("on PostgreSQL", () => {
  analyticsReportSuite({ databaseUrl: () => cluster.url, dataDir: () => dataDir });
});
