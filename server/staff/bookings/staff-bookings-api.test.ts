/** The console's API of booked meetings on SQLite (the suite: ./staff-bookings-api-suite.ts). */
import { describe } from "vitest";
import { staffBookingsApiSuite } from "./staff-bookings-api-suite.ts";

describe("the console's booking API on SQLite", () => {
  staffBookingsApiSuite({ databaseUrl: () => undefined });
});
