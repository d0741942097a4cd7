/** The alert routes on SQLite (server/staff/alerts/alerts-api-suite.ts). */
import { describe } from "vitest";
import { alertsApiSuite } from "./alerts-api-suite.ts";

describe("the alert routes on SQLite", () => {
  alertsApiSuite({ databaseUrl: () => undefined });
});
