/** The flood limits of the form routes on SQLite (server/test-support/enquiry-flood-suite.ts). */
import { describe } from "vitest";
import { enquiryFloodSuite } from "../test-support/enquiry-flood-suite.ts";

describe("floods of enquiries on SQLite", () => {
  enquiryFloodSuite({ databaseUrl: async () => undefined });
});
