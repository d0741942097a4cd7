/** The booking pages without JavaScript on SQLite (the suite: ./booking-pages-suite.ts). */
import { describe } from "vitest";
import { bookingPagesSuite } from "./booking-pages-suite.ts";

describe("the booking pages on SQLite", () => {
  bookingPagesSuite({ databaseUrl: () => undefined, floodDatabaseUrl: () => undefined });
});
