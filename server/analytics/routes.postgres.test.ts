// POST /api/events on a throwaway PostgreSQL cluster (server/test-support/postgres.ts). Without the server
// binaries this fails, it is never skipped.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsEvent, EventBatchAnswer } from "#contract/events";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";

let cluster: PostgresCluster;
let app: App;

const pageView: AnalyticsEvent = {
  type: "page_view",
  session: "s_abcdefghijklmnop",
  path: "/study-in-uk",
  ts: Date.UTC(2026, 0, 15, 10, 0, 0),
};

beforeAll(async () => {
  cluster = await startPostgres();
  app = await buildApp(await testConfig({ staticDir: "/nonexistent", databaseUrl: cluster.url }));
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await cluster?.destroy();
}, 60_000);

const post = (events: unknown[]) =>
  app.inject({
    method: "POST",
    url: "/api/events",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ events }),
  });

describe("POST /api/events on PostgreSQL", () => {
  it("stores events in the schema analytics, apart from the enquiries", async () => {
    expect((await post([pageView])).statusCode).toBe(204);
    await app.analytics.flush();
    const { rows } = await sql<{
      count: string;
    }>`select count(*) as count from analytics.analytics_events`.execute(app.database.kysely);
    expect(rows).toEqual([{ count: "1" }]);
  });

  it("refuses an event with a NUL in any text field (PostgreSQL cannot store it), never 500, and stores the rest", async () => {
    for (const event of [
      { ...pageView, title: "Study\u0000" },
      { ...pageView, path: "/\u0000" },
      { ...pageView, referrer: "https://a.example/\u0000" },
      { ...pageView, utm: { source: "\u0000" } },
      { ...pageView, type: "button_click", label: "Get\u0000Started" },
    ]) {
      await app.analytics.flush();
      await sql`delete from analytics.analytics_events`.execute(app.database.kysely);
      const response = await post([pageView, event]);
      expect(response.statusCode, JSON.stringify(event)).toBe(200);
      expect(response.json<EventBatchAnswer>().refused.map((refused) => refused.index)).toEqual([1]);
      expect((await post([event])).statusCode, JSON.stringify(event)).toBe(400);
      await app.analytics.flush();
      const { rows } = await sql<{
        count: string;
      }>`select count(*) as count from analytics.analytics_events`.execute(app.database.kysely);
      expect(rows).toEqual([{ count: "1" }]);
    }
  });
});
