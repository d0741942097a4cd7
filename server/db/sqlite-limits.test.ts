import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteLimitPlugin } from "./sqlite-limits.ts";

interface Schema {
  numbers: { n: number };
}

const opened: Kysely<Schema>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function numbers(count: number): Promise<Kysely<Schema>> {
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }),
    plugins: [new SqliteLimitPlugin()],
  });
  opened.push(db);
  await sql`create table numbers (n integer not null)`.execute(db);
  await db
    .insertInto("numbers")
    .values(Array.from({ length: count }, (_, index) => ({ n: index + 1 })))
    .execute();
  return db;
}

describe("SqliteLimitPlugin", () => {
  it("writes a LIMIT parameter as a cast, and the query returns as many rows as asked", async () => {
    const db = await numbers(10);
    const query = db.selectFrom("numbers").select("n").orderBy("n").limit(3);
    expect(query.compile().sql).toMatch(/limit cast\(\? as integer\)$/);
    expect(query.compile().parameters).toEqual([3]);
    expect((await query.execute()).map((row) => row.n)).toEqual([1, 2, 3]);
    for (const limit of [1, 7, 20])
      expect(await db.selectFrom("numbers").select("n").limit(limit).execute()).toHaveLength(
        Math.min(limit, 10),
      );
  });

  it("casts the LIMIT of a subquery too, and leaves OFFSET and a LIMIT that is already an expression alone", async () => {
    const db = await numbers(10);
    const inner = db.selectFrom("numbers").select("n").orderBy("n", "desc").limit(4);
    const query = db
      .selectFrom(inner.as("top"))
      .select("top.n")
      .orderBy("top.n")
      .limit(sql<number>`1 + ${1}`)
      .offset(1);
    const { sql: text } = query.compile();
    expect(text).toContain("limit cast(? as integer)) as");
    expect(text).toMatch(/limit 1 \+ \? offset \?$/);
    expect((await query.execute()).map((row) => row.n)).toEqual([8, 9]);
  });
});
