/**
 * The analytics store, run on SQLite and on PostgreSQL: kept apart from the enquiries, one refused row
 * costs that row only, events of older versions move over, the IP hash's salts of past days go.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventsRepository, type EventRow } from "../analytics/events-repository.ts";
import { moveLegacyEvents } from "../analytics/legacy-events-repository.ts";
import { openAnalyticsDatabase, openDatabase, type Database } from "../db/database.ts";
import { legacyEventsTable } from "../db/migrations/0003-analytics-events-moved.ts";
import type { AnalyticsSchema } from "../db/schema.ts";

export function eventRow(overrides: Partial<EventRow> = {}): EventRow {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type: "page_view",
    session_id: "s_abcdefghijklmnop",
    path: "/",
    occurred_at: now,
    received_at: now,
    title: null,
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    percent: null,
    seconds: null,
    label: null,
    target: null,
    ip_hash: "hash",
    city: null,
    region: null,
    country_code: null,
    country_name: null,
    postal: null,
    latitude: null,
    longitude: null,
    org: null,
    asn: null,
    network: null,
    ...overrides,
  };
}

export function analyticsStoreSuite(options: {
  databaseUrl: () => string | undefined;
  dataDir: () => string;
}) {
  let database: Database;
  let store: Database<AnalyticsSchema>;
  const storedIds = async () =>
    (await store.kysely.selectFrom("analytics_events").select("id").execute()).map((row) => row.id).sort();

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: options.databaseUrl(), dataDir: options.dataDir() });
    store = await openAnalyticsDatabase({ databaseUrl: options.databaseUrl(), dataDir: options.dataDir() });
  }, 60_000);

  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  describe("the analytics store", () => {
    it("is apart from the database of enquiries, which has no analytics table", async () => {
      expect(store.location).not.toBe(database.location);
      await createEventsRepository(store, database).insert([eventRow()]);
      // On PostgreSQL the store is the schema "analytics" of the same database by default.
      const tables = (await database.kysely.introspection.getTables()).filter(
        (table) => table.schema !== "analytics",
      );
      expect(tables.map((table) => table.name)).not.toContain("analytics_events");
      expect(tables.map((table) => table.name)).toContain("enquiries");
    });

    it("stores every other row of a batch when the database refuses one of them", async () => {
      await store.kysely.deleteFrom("analytics_events").execute();
      const repository = createEventsRepository(store, database);
      const good = [eventRow(), eventRow(), eventRow()];
      const duplicate = eventRow({ id: good[1]?.id ?? "" });
      const batch = [good[0], good[1], duplicate, good[2]] as EventRow[];
      // PostgreSQL cannot store U+0000 in text (the contract refuses it: this row got past it somehow).
      if (store.dialect === "postgres")
        batch.push(eventRow({ label: "nul\u0000byte", type: "button_click" }));
      const result = await repository.insert(batch);
      expect(result).toEqual({ stored: 3, refused: batch.length - 3 });
      expect(await storedIds()).toEqual(good.map((row) => row.id).sort());
    });

    it("moves events kept in the main database by older versions, coarsened like new ones, and drops their table", async () => {
      await store.kysely.deleteFrom("analytics_events").execute();
      const old = eventRow({
        referrer: "https://www.google.com/search?q=asha+rao+email",
        utm_campaign: "c".repeat(180),
        network: "12.55.41.86/32",
      });
      const legacy = database.kysely.withTables<{ [legacyEventsTable]: EventRow }>();
      // A fresh database has the (renamed, empty) table of older versions until the analytics store takes
      // it; here it is made again, holding rows, as an upgraded database has it.
      await moveLegacyEvents(database, store);
      await database.kysely.schema
        .createTable(legacyEventsTable)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text")
        .addColumn("session_id", "text")
        .addColumn("path", "text")
        .addColumn("occurred_at", "text")
        .addColumn("received_at", "text")
        .addColumn("title", "text")
        .addColumn("referrer", "text")
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("utm_term", "text")
        .addColumn("utm_content", "text")
        .addColumn("percent", "integer")
        .addColumn("seconds", "integer")
        .addColumn("label", "text")
        .addColumn("target", "text")
        .addColumn("ip_hash", "text")
        .addColumn("city", "text")
        .addColumn("region", "text")
        .addColumn("country_code", "text")
        .addColumn("country_name", "text")
        .addColumn("postal", "text")
        .addColumn("latitude", "real")
        .addColumn("longitude", "real")
        .addColumn("org", "text")
        .addColumn("asn", "integer")
        .addColumn("network", "text")
        .execute();
      const others = Array.from({ length: 1200 }, () => eventRow());
      for (let i = 0; i < others.length; i += 200) {
        await legacy
          .insertInto(legacyEventsTable)
          .values(others.slice(i, i + 200))
          .execute();
      }
      await legacy.insertInto(legacyEventsTable).values(old).execute();

      expect(await moveLegacyEvents(database, store)).toBe(1201);
      expect(await createEventsRepository(store, database).count()).toBe(1201);
      const moved = await store.kysely
        .selectFrom("analytics_events")
        .selectAll()
        .where("id", "=", old.id)
        .executeTakeFirstOrThrow();
      expect(moved).toMatchObject({
        referrer: "https://www.google.com/search",
        utm_campaign: "c".repeat(100),
        network: "12.55.41.0/24",
      });
      const tables = await database.kysely.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain(legacyEventsTable);
      expect(await moveLegacyEvents(database, store)).toBe(0);
    });

    it("keeps one IP hash salt per day, the first one stored, and deletes the salts of past days", async () => {
      const repository = createEventsRepository(store, database);
      expect(await repository.ipHashSalt("2026-03-01", "first")).toBe("first");
      expect(await repository.ipHashSalt("2026-03-01", "second")).toBe("first");
      expect(await repository.ipHashSalt("2026-03-02", "next")).toBe("next");
      await repository.deleteIpHashSaltsBefore("2026-03-02");
      const days = await store.kysely.selectFrom("ip_hash_salts").select("day").execute();
      expect(days).toEqual([{ day: "2026-03-02" }]);
    });
  });
}
