/**
 * Languages are data (docs/decisions/0009-words-apart-from-logic.md, "A language is data"): the CHECK
 * constraints that listed `en` and `te` on `enquiries.language` (0008), `enquiries.page_language` (0009)
 * and `whatsapp_templates.language` (0016) go. The application checks a language against the one list,
 * contract/languages.ts (the forms' and the console's zod schemas are built from it), so adding a language
 * needs no migration.
 *
 * PostgreSQL: the constraints on those columns are dropped by name, whatever name they were given.
 *
 * SQLite: a column's CHECK has no name and no ALTER TABLE drops it. As in 0008, the table's text in
 * sqlite_schema is edited under writable_schema and schema_version moved on, inside the migration run's
 * transaction: SQLite's documented procedure for a change that loosens a constraint
 * (https://sqlite.org/lang_altertable.html, "making other kinds of table schema changes"). Every stored
 * row satisfies the looser table, so nothing changes on disk, and every index, trigger (the case trigger,
 * the search index's, the counters'), and foreign key on or to these tables stays exactly as it was. A
 * rebuilt table could not promise that here: the run is one transaction with foreign keys on, where
 * dropping `enquiries` would delete through the foreign keys that point at it.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The languages the CHECKs allowed: the only ones the older schema can hold again (`down`). */
const checkedLanguages = ["en", "te"];

/** The columns whose CHECK listed the languages. */
const languageColumns = [
  { table: "enquiries", column: "language" },
  { table: "enquiries", column: "page_language" },
  { table: "whatsapp_templates", column: "language" },
] as const;

/** The CHECK as Kysely wrote it in the table's definition: ` check ("language" in ('en', 'te'))`. */
const sqliteCheckText = (column: string) =>
  ` check ("${column}" in (${checkedLanguages.map((code) => `'${code}'`).join(", ")}))`;

/** `column in ('en', 'te')`; the values are constants of this file, never input. */
const checkOf = (column: string) =>
  sql`${sql.ref(column)} in (${sql.join(checkedLanguages.map((code) => sql.lit(code)))})`;

/** SQLite: each table's definition rewritten by `edit`, then schema_version moved on once. */
async function editSqliteTables(db: AnyDatabase, edit: (table: string, definition: string) => string) {
  const tables = [...new Set(languageColumns.map(({ table }) => table))];
  const definitions = new Map<string, string>();
  for (const table of tables) {
    const result = await sql<{ sql: string }>`
      select sql from sqlite_schema where type = 'table' and name = ${table}`.execute(db);
    definitions.set(table, edit(table, result.rows[0]?.sql ?? ""));
  }
  const version = await sql<{ schema_version: number }>`pragma schema_version`.execute(db);
  const next = Number(version.rows[0]?.schema_version ?? 0) + 1;
  await sql`pragma writable_schema = on`.execute(db);
  try {
    for (const [table, definition] of definitions) {
      await sql`update sqlite_schema set sql = ${definition} where type = 'table' and name = ${table}`.execute(
        db,
      );
    }
    await sql.raw(`pragma schema_version = ${next}`).execute(db);
  } finally {
    await sql`pragma writable_schema = off`.execute(db);
  }
}

/** PostgreSQL: the names of the CHECK constraints on one column of a table of the current schema. */
async function postgresChecks(db: AnyDatabase, table: string, column: string): Promise<string[]> {
  const result = await sql<{ conname: string }>`
    select con.conname
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_namespace nsp on nsp.oid = rel.relnamespace
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
    where con.contype = 'c' and nsp.nspname = current_schema() and rel.relname = ${table}
      and att.attname = ${column}`.execute(db);
  return result.rows.map((row) => row.conname);
}

export async function up(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) {
    for (const { table, column } of languageColumns) {
      for (const name of await postgresChecks(db, table, column)) {
        await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db);
      }
    }
    return;
  }
  await editSqliteTables(db, (table, definition) => {
    let edited = definition;
    for (const { column } of languageColumns.filter((entry) => entry.table === table)) {
      const check = sqliteCheckText(column);
      if (!edited.includes(check)) throw new Error(`The ${table} table has no CHECK${check} to remove.`);
      edited = edited.replace(check, "");
    }
    return edited;
  });
}

export async function down(db: AnyDatabase): Promise<void> {
  // The older schema holds English and Telugu only: a row in another language must go first.
  for (const { table, column } of languageColumns) {
    const other = await db
      .selectFrom(table)
      .select(column)
      .where(column, "is not", null)
      .where(column, "not in", checkedLanguages)
      .executeTakeFirst();
    if (other) throw new Error(`${table}.${column} holds a language other than en and te.`);
  }
  if (isPostgres(db)) {
    for (const { table, column } of languageColumns) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_${column}_check`)} check (${checkOf(column)})`.execute(
        db,
      );
    }
    return;
  }
  await editSqliteTables(db, (table, definition) => {
    let edited = definition;
    for (const { column } of languageColumns.filter((entry) => entry.table === table)) {
      // The column's definition as 0008, 0009 and 0016 wrote it, up to where its CHECK stood.
      const declared = new RegExp(`"${column}" text( not null)?(?= check|,|\\)$)`);
      const match = declared.exec(edited);
      if (!match) throw new Error(`The ${table} table has no column ${column}.`);
      const end = match.index + match[0].length;
      edited = `${edited.slice(0, end)}${sqliteCheckText(column)}${edited.slice(end)}`;
    }
    return edited;
  });
}
