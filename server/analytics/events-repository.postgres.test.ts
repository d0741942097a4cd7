// The analytics store on a throwaway PostgreSQL cluster (server/test-support/postgres.ts). Without the
// server binaries this fails, it is never skipped.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAnalyticsDatabase, openDatabase } from "../db/database.ts";
import { analyticsStoreSuite, eventRow } from "../test-support/analytics-store-suite.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { createEventsRepository } from "./events-repository.ts";

let cluster: PostgresCluster;
const dataDir = mkdtempSync(path.join(tmpdir(), "analytics-store-pg-"));

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("on PostgreSQL", () => {
  analyticsStoreSuite({ databaseUrl: () => cluster.url, dataDir: () => dataDir });

  it("keeps events in the schema analytics of the main database by default", async () => {
    const database = await openDatabase({ databaseUrl: cluster.url, dataDir });
    const store = await openAnalyticsDatabase({ databaseUrl: cluster.url, dataDir });
    try {
      await createEventsRepository(store, database).insert([eventRow()]);
      const { rows } = await sql<{
        schema: string;
      }>`select table_schema as schema from information_schema.tables where table_name = 'analytics_events'`.execute(
        database.kysely,
      );
      expect(rows).toEqual([{ schema: "analytics" }]);
    } finally {
      await store.close();
      await database.close();
    }
  });

  it("keeps events in the database of ANALYTICS_DATABASE_URL when it is set", async () => {
    const analyticsUrl = await cluster.createDatabase("site_analytics");
    const database = await openDatabase({ databaseUrl: cluster.url, dataDir });
    const store = await openAnalyticsDatabase({
      databaseUrl: cluster.url,
      analyticsDatabaseUrl: analyticsUrl,
      dataDir,
    });
    try {
      const row = eventRow();
      await createEventsRepository(store, database).insert([row]);
      const other = await openAnalyticsDatabase({ databaseUrl: analyticsUrl, dataDir });
      try {
        const found = await other.kysely.selectFrom("analytics_events").select("id").execute();
        expect(found).toEqual([{ id: row.id }]);
      } finally {
        await other.close();
      }
    } finally {
      await store.close();
      await database.close();
    }
  });
});
