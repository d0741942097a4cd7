/** The inbox search's index after migration 0019 on SQLite (the same suite runs on PostgreSQL). */
import { describe } from "vitest";
import { searchIndexSuite } from "./search-index-suite.ts";

describe("SQLite", () => {
  searchIndexSuite({ dialect: "sqlite", databaseUrl: () => undefined });
});
