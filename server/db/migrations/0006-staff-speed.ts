/**
 * The staff console at 100,000 enquiries and more (docs/benchmarks.md "Staff console"): figures kept up
 * to date by triggers on `enquiry_cases`, so that the inbox and the dashboard no longer count rows per
 * request, and a substring index for the inbox search.
 *
 * - `enquiry_case_counts`: live (not erased) enquiries per office, assignee, status, form, page and
 *   source text (`source_key`: a few hundred different ones at most). The inbox's counts per status of
 *   a view that filters by nothing else, or by office, assignee, form, destination or source, are a sum
 *   of some of these rows.
 * - `enquiry_daily_counts`: every enquiry (erased ones too: the dashboard still counts them) per calendar
 *   day in India and office, once per dimension: its form (`kind`), status, page and source. The
 *   dashboard's enquiry charts are sums of these rows. `value` is never null (a primary key column): the
 *   form or status as it is, `''` for none; a page as `=` followed by the page, `''` for none; a source as
 *   `1:` (a referrer sent it) or `0:` followed by the utm_source as sent, so the dashboard applies its own
 *   rule (server/staff/dashboard-repository.ts `sourceOf`) exactly as before.
 * - Search: on SQLite an FTS5 table with the trigram tokenizer (`enquiry_search`: the name and email,
 *   one per line, and the phone's digits; `detail=none`, the smallest and fastest index: it may find a
 *   few rows too many, and the case row's own columns decide), whose rows are numbered by
 *   `enquiry_search_rows` (an integer key that VACUUM never changes, unlike a rowid of `enquiry_cases`);
 *   erased enquiries are not in it. On PostgreSQL trigram GIN indexes (pg_trgm) on the same columns,
 *   which the planner uses for the very same LIKE queries when they pay; where the extension cannot be
 *   created (a role without the right), the search reads the rows as before.
 * - `enquiry_changes`: one number that moves on with every change of a case row (insert, update,
 *   delete), so that the dashboard may keep its figures for a short while and still never show an
 *   enquiry figure older than the last change (server/staff/dashboard-repository.ts).
 *
 * The triggers subtract a row's old contribution and add its new one on every update of a counted column;
 * rows that fall to zero stay (sums skip them). The counts start from the rows already there.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The key of a row of enquiry_case_counts, from a case row (`new` or `old`). */
const countKey = (row: string) =>
  `coalesce(${row}.office, ''), coalesce(${row}.assignee_id, ''), ${row}.status, coalesce(${row}.kind, ''), coalesce(${row}.page, ''), coalesce(${row}.source_key, '')`;

/** The calendar day in India of a case's received_at (ISO text in UTC). */
const istDay = (row: string, postgres: boolean) =>
  postgres
    ? `to_char(${row}.received_at::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : `substr(datetime(${row}.received_at, '+330 minutes'), 1, 10)`;

/** The four rows of enquiry_daily_counts a case counts in: (day, office, dimension, value). */
function dailyKeys(row: string, postgres: boolean): [string, string][] {
  return [
    ["kind", `coalesce(${row}.kind, '')`],
    ["status", `${row}.status`],
    ["page", `coalesce('=' || ${row}.page, '')`],
    [
      "source",
      `(case when ${row}.from_referrer = 1 then '1:' else '0:' end) || coalesce(${row}.utm_source, '')`,
    ],
  ].map(([dimension, value]) => [
    `${istDay(row, postgres)}, coalesce(${row}.office, ''), '${dimension}'`,
    value as string,
  ]);
}

/** Statements adding `by` (1 or -1) for a case row to both tables. */
function countStatements(row: string, by: 1 | -1, postgres: boolean, which: "cases" | "daily"): string[] {
  if (which === "cases") {
    return by === 1
      ? [
          `insert into enquiry_case_counts (office, assignee_id, status, kind, page, source_key, n)
             select ${countKey(row)}, 1 where ${row}.erased_at is null
             on conflict (office, assignee_id, status, kind, page, source_key) do update set n = enquiry_case_counts.n + 1`,
        ]
      : [
          `update enquiry_case_counts set n = n - 1
             where ${row}.erased_at is null and (office, assignee_id, status, kind, page, source_key) = (${countKey(row)})`,
        ];
  }
  return dailyKeys(row, postgres).map(([key, value]) =>
    by === 1
      ? `insert into enquiry_daily_counts (day, office, dimension, value, n)
           values (${key}, ${value}, 1)
           on conflict (day, office, dimension, value) do update set n = enquiry_daily_counts.n + 1`
      : `update enquiry_daily_counts set n = n - 1
           where (day, office, dimension, value) = (${key}, ${value})`,
  );
}

const caseCountColumns = ["status", "office", "assignee_id", "kind", "page", "source_key", "erased_at"];
const dailyCountColumns = ["received_at", "status", "office", "kind", "page", "utm_source", "from_referrer"];
const searchColumns = ["name_key", "email_key", "phone_digits", "erased_at"];

/** The search text of a case row: name and email, one per line (a search never spans lines). */
const searchKeys = (row: string) => `coalesce(${row}.name_key, '') || char(10) || ${row}.email_key`;

async function createCountTables(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("enquiry_case_counts")
    .addColumn("office", "text", (c) => c.notNull())
    .addColumn("assignee_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("source_key", "text", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("enquiry_case_counts_key", [
      "office",
      "assignee_id",
      "status",
      "kind",
      "page",
      "source_key",
    ])
    .execute();
  await db.schema
    .createTable("enquiry_daily_counts")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("office", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("enquiry_daily_counts_key", ["day", "office", "dimension", "value"])
    .execute();
}

/** One row: a number that every change of an enquiry's case moves on (the dashboard's cache key). */
async function createChangeCounter(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("enquiry_changes")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("enquiry_changes").values({ id: 1, version: 0 }).execute();
}

const bumpVersion = "update enquiry_changes set version = version + 1 where id = 1";

async function fillCountTables(db: AnyDatabase, postgres: boolean): Promise<void> {
  await sql`
    insert into enquiry_case_counts (office, assignee_id, status, kind, page, source_key, n)
    select ${sql.raw(countKey("c"))}, count(*) from enquiry_cases c where c.erased_at is null
    group by 1, 2, 3, 4, 5, 6`.execute(db);
  for (const [key, value] of dailyKeys("c", postgres)) {
    await sql`
      insert into enquiry_daily_counts (day, office, dimension, value, n)
      select ${sql.raw(key)}, ${sql.raw(value)}, count(*) from enquiry_cases c
      group by 1, 2, 3, 4`.execute(db);
  }
}

/**
 * Narrow indexes: the first-contact times of a range by office (the dashboard's medians), and what the
 * inbox counts for the due view.
 */
async function createIndexes(db: AnyDatabase): Promise<void> {
  await db.schema
    .createIndex("enquiry_cases_due")
    .on("enquiry_cases")
    .columns(["follow_up_on", "status", "office", "assignee_id", "erased_at"])
    .where(sql.ref("follow_up_on"), "is not", null)
    .execute();

  await db.schema
    .createIndex("enquiry_cases_first_contact")
    .on("enquiry_cases")
    .columns(["received_at", "office", "first_contacted_at"])
    .where(sql.ref("first_contacted_at"), "is not", null)
    .execute();
}

async function upSqlite(db: AnyDatabase): Promise<void> {
  await createCountTables(db);
  await createChangeCounter(db);
  await fillCountTables(db, false);
  const body = (statements: string[]) => sql.raw(statements.map((statement) => `${statement};`).join("\n"));
  await sql`
    create trigger enquiry_case_counts_insert after insert on enquiry_cases begin
      ${body([...countStatements("new", 1, false, "cases"), ...countStatements("new", 1, false, "daily"), bumpVersion])}
    end`.execute(db);
  await sql`
    create trigger enquiry_case_counts_update after update of ${sql.raw(caseCountColumns.join(", "))}
    on enquiry_cases begin
      ${body([...countStatements("old", -1, false, "cases"), ...countStatements("new", 1, false, "cases")])}
    end`.execute(db);
  await sql`
    create trigger enquiry_daily_counts_update after update of ${sql.raw(dailyCountColumns.join(", "))}
    on enquiry_cases begin
      ${body([...countStatements("old", -1, false, "daily"), ...countStatements("new", 1, false, "daily")])}
    end`.execute(db);
  await sql`
    create trigger enquiry_case_counts_delete after delete on enquiry_cases begin
      ${body([...countStatements("old", -1, false, "cases"), ...countStatements("old", -1, false, "daily"), bumpVersion])}
    end`.execute(db);
  await sql`
    create trigger enquiry_changes_update after update on enquiry_cases begin
      ${body([bumpVersion])}
    end`.execute(db);

  await db.schema
    .createTable("enquiry_search_rows")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) => c.notNull().unique())
    .execute();
  await sql`create virtual table enquiry_search using fts5(keys, phone, tokenize = 'trigram', detail = 'none')`.execute(
    db,
  );
  await sql`insert into enquiry_search_rows (enquiry_id) select enquiry_id from enquiry_cases`.execute(db);
  await sql`
    insert into enquiry_search (rowid, keys, phone)
    select r.id, ${sql.raw(searchKeys("c"))}, c.phone_digits
    from enquiry_cases c join enquiry_search_rows r on r.enquiry_id = c.enquiry_id
    where c.erased_at is null`.execute(db);
  const searchRow = (row: string) =>
    `(select id from enquiry_search_rows where enquiry_id = ${row}.enquiry_id)`;
  const indexNew = `insert into enquiry_search (rowid, keys, phone)
      select ${searchRow("new")}, ${searchKeys("new")}, new.phone_digits where new.erased_at is null;`;
  await sql`
    create trigger enquiry_search_insert after insert on enquiry_cases begin
      insert into enquiry_search_rows (enquiry_id) values (new.enquiry_id);
      ${sql.raw(indexNew)}
    end`.execute(db);
  await sql`
    create trigger enquiry_search_update after update of ${sql.raw(searchColumns.join(", "))}
    on enquiry_cases begin
      delete from enquiry_search where rowid = ${sql.raw(searchRow("old"))};
      ${sql.raw(indexNew)}
    end`.execute(db);
  await sql`
    create trigger enquiry_search_delete after delete on enquiry_cases begin
      delete from enquiry_search where rowid = ${sql.raw(searchRow("old"))};
      delete from enquiry_search_rows where enquiry_id = old.enquiry_id;
    end`.execute(db);

  await createIndexes(db);
}

/** Whether this role may create pg_trgm here (it is there already, or trusted or the role a superuser). */
async function canUseTrigrams(db: AnyDatabase): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
          and ((select rolsuper from pg_roles where rolname = current_user)
               or ((select bool_or(trusted) from pg_available_extension_versions where name = 'pg_trgm')
                   and has_database_privilege(current_database(), 'CREATE')))) as ok`.execute(db);
  return rows[0]?.ok === true;
}

async function upPostgres(db: AnyDatabase): Promise<void> {
  await createCountTables(db);
  await createChangeCounter(db);
  await fillCountTables(db, true);
  const body = (statements: string[]) => sql.raw(statements.map((statement) => `${statement};`).join("\n"));
  await sql`
    create function enquiry_counts_on_change() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        ${body([...countStatements("old", -1, true, "cases"), ...countStatements("old", -1, true, "daily")])}
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        ${body([...countStatements("new", 1, true, "cases"), ...countStatements("new", 1, true, "daily")])}
      end if;
      return null;
    end
    $$`.execute(db);
  const changed = [...new Set([...caseCountColumns, ...dailyCountColumns])]
    .map((column) => `old.${column} is distinct from new.${column}`)
    .join(" or ");
  await sql`
    create trigger enquiry_counts_insert_delete after insert or delete on enquiry_cases
    for each row execute function enquiry_counts_on_change()`.execute(db);
  await sql`
    create trigger enquiry_counts_update after update on enquiry_cases
    for each row when (${sql.raw(changed)}) execute function enquiry_counts_on_change()`.execute(db);

  await sql`
    create function enquiry_changes_bump() returns trigger language plpgsql as $$
    begin
      ${body([bumpVersion])}
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger enquiry_changes_bump after insert or update or delete on enquiry_cases
    for each statement execute function enquiry_changes_bump()`.execute(db);

  if (await canUseTrigrams(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of ["name_key", "email_key", "phone_digits"]) {
      await sql`create index ${sql.raw(`enquiry_cases_${column}_trigrams`)} on enquiry_cases
        using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
    }
  }
  await createIndexes(db);
}

export async function up(db: AnyDatabase): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const index of ["enquiry_cases_first_contact", "enquiry_cases_due"]) {
    await db.schema.dropIndex(index).execute();
  }
  if (isPostgres(db)) {
    for (const column of ["name_key", "email_key", "phone_digits"]) {
      await db.schema.dropIndex(`enquiry_cases_${column}_trigrams`).ifExists().execute();
    }
    await sql`drop trigger enquiry_counts_update on enquiry_cases`.execute(db);
    await sql`drop trigger enquiry_counts_insert_delete on enquiry_cases`.execute(db);
    await sql`drop function enquiry_counts_on_change()`.execute(db);
    await sql`drop trigger enquiry_changes_bump on enquiry_cases`.execute(db);
    await sql`drop function enquiry_changes_bump()`.execute(db);
  } else {
    for (const trigger of [
      "enquiry_changes_update",
      "enquiry_search_delete",
      "enquiry_search_update",
      "enquiry_search_insert",
      "enquiry_case_counts_delete",
      "enquiry_daily_counts_update",
      "enquiry_case_counts_update",
      "enquiry_case_counts_insert",
    ]) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table enquiry_search`.execute(db);
    await db.schema.dropTable("enquiry_search_rows").execute();
  }
  await db.schema.dropTable("enquiry_changes").execute();
  await db.schema.dropTable("enquiry_daily_counts").execute();
  await db.schema.dropTable("enquiry_case_counts").execute();
}
