/**
 * The case rows of new enquiries on SQLite (server/enquiries/case-rows-suite.ts): written by the group
 * commit at its end; and the same row as the trigger of migration 0008 wrote, which 0022's down puts back.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrationProvider } from "../db/migrations/index.ts";
import { sampleEnquiry, tempDatabase } from "../test-support/enquiry-fixtures.ts";
import { caseRowsSuite } from "./case-rows-suite.ts";
import { createEnquiryRepository } from "./enquiry-repository.ts";

describe("case rows of new enquiries on SQLite", () => {
  caseRowsSuite({ databaseUrl: () => Promise.resolve(undefined) });

  it("writes the row the trigger of migration 0008 wrote, which migration 0022's down puts back", async () => {
    const temp = await tempDatabase();
    try {
      const { kysely } = temp.database;
      const enquiries = createEnquiryRepository(temp.database);
      const input = sampleEnquiry({
        firstName: "Ravi",
        lastName: "TEJA",
        email: "Ravi.Teja@Example.IN",
        phone: "+91 (98480) 22-338/9",
      });
      const mine = await enquiries.store(input);
      const migrations = await migrationProvider.getMigrations();
      await migrations["0022-case-rows-per-group"]?.down?.(kysely);
      const theirs = await enquiries.store({ ...input, email: "ravi.teja@example.in" });
      const row = (id: string) =>
        sql<Record<string, unknown>>`select * from enquiry_cases where enquiry_id = ${id}`.execute(kysely);
      const [ours] = (await row(mine.enquiry.id)).rows;
      const [trigger] = (await row(theirs.enquiry.id)).rows;
      expect(trigger).toEqual({
        ...ours,
        enquiry_id: theirs.enquiry.id,
        received_at: trigger?.received_at,
        updated_at: trigger?.updated_at,
      });
      expect(trigger?.phone_key).toBe("8480223389");
    } finally {
      await temp.remove();
    }
  });
});
