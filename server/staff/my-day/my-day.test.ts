/** My day, follow-ups with a time and saved views on the embedded SQLite database. */
import { describe } from "vitest";
import { myDaySuite } from "./my-day-suite.ts";

describe("My day on SQLite", () => {
  myDaySuite({ databaseUrl: () => undefined });
});
