/** The figures to re-check through HTTP on the embedded SQLite database. */
import { describe } from "vitest";
import { figuresApiSuite } from "./figures-api-suite.ts";

describe("Figures to re-check on SQLite", () => {
  figuresApiSuite({ databaseUrl: () => undefined });
});
