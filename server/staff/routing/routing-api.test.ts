/** The routing API on SQLite (routing-api-suite.ts). */
import { describe } from "vitest";
import { routingApiSuite } from "./routing-api-suite.ts";

describe("the routing API on SQLite", () => {
  routingApiSuite({ databaseUrl: () => undefined });
});
