/** The staff API on the embedded SQLite database (the same suite runs on PostgreSQL). */
import { describe } from "vitest";
import { staffApiSuite } from "./staff-api-suite.ts";

describe("the staff API on SQLite", () => {
  staffApiSuite({ databaseUrl: () => undefined });
});
