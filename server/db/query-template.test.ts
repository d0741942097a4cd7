/** Queries compiled once and run with other values (server/db/query-template.ts). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDatabase, type TempDatabase } from "../test-support/enquiry-fixtures.ts";
import { queryTemplate } from "./query-template.ts";

let temp: TempDatabase | undefined;

afterEach(async () => {
  await temp?.remove();
  temp = undefined;
});

describe("a query template", () => {
  it("builds each shape once, puts each run's values in the slots and keeps the constants", async () => {
    temp = await tempDatabase();
    const { kysely } = temp.database;
    const build = vi.fn((db: typeof kysely, slot: { id: never; at: never }, shape: string) =>
      db
        .insertInto("mail_digests")
        .values({ slot: slot.id, taken_at: slot.at, enquiries: Number(shape) })
        .returning(["slot", "taken_at", "enquiries"]),
    );
    const insert = queryTemplate(["id", "at"], build);
    const rows = [
      ...(await insert.run(kysely, { id: "a", at: "2025-03-01T10:00:00.000Z" }, "1")),
      ...(await insert.run(kysely, { id: "b", at: "2025-03-01T11:00:00.000Z" }, "1")),
      ...(await insert.run(kysely, { id: "c", at: "2025-03-01T12:00:00.000Z" }, "2")),
    ];
    expect(rows).toEqual([
      { slot: "a", taken_at: "2025-03-01T10:00:00.000Z", enquiries: 1 },
      { slot: "b", taken_at: "2025-03-01T11:00:00.000Z", enquiries: 1 },
      { slot: "c", taken_at: "2025-03-01T12:00:00.000Z", enquiries: 2 },
    ]);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
