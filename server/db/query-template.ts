/**
 * A query that Kysely builds and compiles once, then runs again and again with other values: for the
 * statements every enquiry's write sends (docs/benchmarks.md, "API"), where building the query's tree
 * and compiling it to SQL cost more CPU time (and garbage) than SQLite takes to run it.
 *
 * `build` writes the query as usual, with a slot where each value goes; the slots are placeholders that
 * compile to parameters, and each run puts its values in their places. Values written in the query
 * itself (constants) stay as they are. A query whose shape depends on the values (a list of `in (…)`, a
 * `is null` instead of `=`) passes a `shape` naming the variant: each variant is compiled once.
 */
import { CompiledQuery, type Compilable, type Kysely } from "kysely";
import type { DatabaseSchema } from "./schema.ts";

const slotPrefix = "\u0000slot:";

export type Slots<Name extends string> = Record<Name, never>;

export interface QueryTemplate<Name extends string, Row> {
  /** Runs the query on `db` (the database or a transaction) with these values; its rows. */
  run(db: Kysely<DatabaseSchema>, values: Record<Name, unknown>, shape?: string): Promise<Row[]>;
}

export function queryTemplate<Name extends string, Row>(
  names: readonly Name[],
  // The slots are typed `never` so that Kysely takes one wherever a value of any type goes; at run
  // time they are placeholder strings, replaced by the values before the query runs.
  build: (db: Kysely<DatabaseSchema>, slots: Slots<Name>, shape: string) => Compilable<Row>,
): QueryTemplate<Name, Row> {
  const compiled = new Map<string, { sql: string; parameters: readonly unknown[] }>();
  const slots = Object.fromEntries(names.map((name) => [name, `${slotPrefix}${name}`])) as Slots<Name>;
  return {
    async run(db, values, shape = "") {
      // The SQL differs between SQLite and PostgreSQL: one entry per dialect (its adapter's class).
      const key = `${db.getExecutor().adapter.constructor.name}\n${shape}`;
      let entry = compiled.get(key);
      if (!entry) {
        entry = build(db, slots, shape).compile();
        compiled.set(key, entry);
      }
      const parameters = entry.parameters.map((parameter) =>
        typeof parameter === "string" && parameter.startsWith(slotPrefix)
          ? values[parameter.slice(slotPrefix.length) as Name]
          : parameter,
      );
      const result = await db.executeQuery<Row>(CompiledQuery.raw(entry.sql, parameters));
      return result.rows;
    },
  };
}
