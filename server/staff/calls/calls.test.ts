/** Call logging and WhatsApp templates on the embedded SQLite database (the same suite runs on PostgreSQL). */
import { describe } from "vitest";
import { callsApiSuite } from "./calls-api-suite.ts";

describe("call logging and WhatsApp templates on SQLite", () => {
  callsApiSuite({ databaseUrl: () => undefined });
});
