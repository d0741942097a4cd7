/** Migration 0018 on the embedded SQLite database (the same suite runs on PostgreSQL). */
import { describe } from "vitest";
import { languagesAsDataSuite } from "./languages-as-data-suite.ts";

describe("SQLite", () => {
  languagesAsDataSuite({ databaseUrl: () => undefined });
});
