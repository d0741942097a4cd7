import SqliteDatabase from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { caseRowColumns, caseRowKeys, caseRowValues } from "./case-rows.ts";

const db = new SqliteDatabase(":memory:");
afterAll(() => db.close());

/** The case row's values SQLite computes (`caseRowValues`) for this email and phone, by column. */
const caseRow = db
  .prepare<[string | null, string], unknown[]>(
    `select ${caseRowValues} from (
       select 'id' as id, '2026-01-01T00:00:00.000Z' as created_at, ? as email, ? as phone,
              'contact' as kind, null as page, null as utm_source, null as referrer, 'Asha' as first_name,
              null as last_name
     ) e`,
  )
  .raw();
const columns = caseRowColumns.split(", ");
function keysInSql(email: string | null, phone: string) {
  const values = caseRow.get(email, phone) ?? [];
  const column = (name: string) => values[columns.indexOf(name)];
  return { email_key: column("email_key"), phone_key: column("phone_key") };
}

describe("caseRowKeys", () => {
  it.each([
    ["Asha.Rao@Example.IN", "+91 98480-22338"],
    ["asha@example.in", "(0863) 223.4567/8"],
    ["ASHA+STUDY@GMAIL.COM", "9848022338"],
    [null, "+1 (984) 802-2338"],
    ["", "  +44 20 7946 0958  "],
    ["MiXeD.CaSe@Ex-Ample.Co.Uk", "0091-98480-22338"],
  ])("computes the keys SQLite writes for %s and %s, exactly", (email, phone) => {
    const keys = caseRowKeys(email, phone);
    const row = keysInSql(email, phone);
    expect(keys).toEqual({ emailKey: row.email_key, phoneKey: row.phone_key, exact: true });
  });

  it("says a key is not exact when its characters go beyond ASCII", () => {
    expect(caseRowKeys("ÁSHA@example.in", "9848022338").exact).toBe(false);
    expect(caseRowKeys("asha@example.in", "٩٨٤٨٠٢٢٣٣٨").exact).toBe(false);
  });
});
