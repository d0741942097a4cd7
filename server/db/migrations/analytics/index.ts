/**
 * The analytics store's migrations (server/db/database.ts runs them at start, on SQLite and PostgreSQL
 * alike). Append new ones with the next number; never edit or reorder one that has shipped.
 */
import type { Migration, MigrationProvider } from "kysely";
import * as analytics from "./0001-analytics.ts";

const migrations: Record<string, Migration> = {
  "0001-analytics": analytics,
};

export const analyticsMigrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
