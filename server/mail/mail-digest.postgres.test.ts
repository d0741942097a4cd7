/**
 * Mail past the daily cap on a real PostgreSQL (server/mail/mail-digest-suite.ts): a throwaway cluster
 * started from the server binaries (server/test-support/postgres.ts). Without the binaries these tests
 * fail, they are never skipped.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { mailDigestSuite } from "./mail-digest-suite.ts";

let cluster: PostgresCluster;
let databaseUrl: string | undefined;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

beforeEach(async () => {
  databaseUrl = await cluster.createDatabase(`digest_${randomUUID().replaceAll("-", "")}`);
});

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

mailDigestSuite({ databaseUrl: () => databaseUrl });
