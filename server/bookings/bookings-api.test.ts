/** The booking API on SQLite (the suite: ./bookings-api-suite.ts). */
import { describe } from "vitest";
import { bookingsApiSuite } from "./bookings-api-suite.ts";

describe("the booking API on SQLite", () => {
  bookingsApiSuite({ databaseUrl: () => undefined });
});
