/** Routing of new enquiries on SQLite (routing-suite.ts). */
import { describe } from "vitest";
import { routingSuite } from "./routing-suite.ts";

describe("routing on SQLite", () => {
  routingSuite({ databaseUrl: async () => undefined });
});
