/** The figures kept by triggers on the embedded SQLite database (the same suite runs on PostgreSQL). */
import { describe } from "vitest";
import { staffCountsSuite } from "./staff-counts-suite.ts";

describe("the staff console's kept figures on SQLite", () => {
  staffCountsSuite({ databaseUrl: () => undefined });
});
