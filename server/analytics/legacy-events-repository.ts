/**
 * Moves analytics events that older versions kept in the main database (renamed by migration
 * server/db/migrations/0003-analytics-events-moved.ts) into the analytics store, then drops the old
 * table. Runs when the analytics store opens; rows already copied (by a start that was interrupted, or by
 * another process starting at the same time) are skipped, so it is safe to run again. Rows are stored
 * as new ones are: referrer without its query, UTM values cut short, the network at most a /24 or /48.
 */
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { legacyEventsTable } from "../db/migrations/0003-analytics-events-moved.ts";
import type { AnalyticsEventsTable, AnalyticsSchema } from "../db/schema.ts";
import { storedNetworkOfCidr } from "../lib/ip-address.ts";
import { storedReferrer, storedUtm } from "./stored-text.ts";

const CHUNK = 500;

/** Copies the old table's rows into `store` and drops it; returns how many rows it copied (0 without one). */
export async function moveLegacyEvents(main: Database, store: Database<AnalyticsSchema>): Promise<number> {
  const legacy = main.kysely.withTables<{ [legacyEventsTable]: AnalyticsEventsTable }>();
  const present =
    main.dialect === "sqlite"
      ? await sql<{
          found: number;
        }>`select 1 as found from sqlite_master where type = 'table' and name = ${legacyEventsTable}`.execute(
          main.kysely,
        )
      : await sql<{
          found: number;
        }>`select 1 as found where to_regclass(${legacyEventsTable}) is not null`.execute(main.kysely);
  if (present.rows.length === 0) return 0;
  let copied = 0;
  let after = "";
  for (;;) {
    const rows = await legacy
      .selectFrom(legacyEventsTable)
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(CHUNK)
      .execute();
    if (rows.length === 0) break;
    await store.kysely
      .insertInto("analytics_events")
      .values(
        rows.map((row) => ({
          ...row,
          referrer: storedReferrer(row.referrer),
          utm_source: storedUtm(row.utm_source),
          utm_medium: storedUtm(row.utm_medium),
          utm_campaign: storedUtm(row.utm_campaign),
          utm_term: storedUtm(row.utm_term),
          utm_content: storedUtm(row.utm_content),
          network: row.network === null ? null : storedNetworkOfCidr(row.network),
        })),
      )
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    copied += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
  await main.kysely.schema.dropTable(legacyEventsTable).ifExists().execute();
  return copied;
}
