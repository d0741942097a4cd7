/**
 * The dashboard's team figures, fast (docs/staff-dashboard-and-privacy.md, "Team figures" and "Speed"):
 * two numbers kept on every case row by triggers whenever `first_contacted_at` or `received_at` is
 * written, whoever writes them (a status change, a logged call, a backfill), so that the dashboard does
 * no date arithmetic per row:
 *
 * - `first_contact_ms`: milliseconds from receipt to first contact, clamped at 0 (the wall clock);
 * - `first_response_office_ms`: the same span counting office hours only (Monday to Saturday, 9:00 to
 *   18:00 in India, as server/lib/office-hours.ts counts them).
 *
 * Both are null while the enquiry was never contacted. A covering index over the range's columns lets
 * the dashboard read the figures of a range from the index alone.
 *
 * `enquiry_day_versions` holds, per calendar day in India, a number that moves on whenever a case
 * received that day is inserted, changed or deleted: the dashboard keeps its figures per day and reads
 * again only the days whose number moved (a change moves one day, or two when its receipt time moves).
 *
 * Office time up to an instant is counted from a Monday at midnight in India in whole weeks plus the
 * open time of the days before it in its week plus the open part of its own day, so that the office
 * time between two instants is a difference of two such sums. India has no daylight saving time, so
 * this is exact. The office hours are written into this migration as they were when it was made; a later
 * change of the office hours needs a migration of its own (the tests compare both counts).
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const WEEK = 7 * DAY;
/** Monday to Saturday, 9:00 to 18:00 in India (server/lib/office-hours.ts). Days: 0 = Monday. */
const openDays = [true, true, true, true, true, true, false];
const opensAt = 9 * 60 * MINUTE;
const openFor = 9 * 60 * MINUTE;
/** From Unix time (ms) to ms since Monday 5 January 1970, 00:00 in India (UTC+05:30). */
const toMondayIndia = 330 * MINUTE - 4 * DAY;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Office ms from the reference Monday to the instant whose Unix time in ms is `epochMs` (SQL text). */
function officeMsUpTo(epochMs: string, postgres: boolean): string {
  const local = `(${epochMs} + ${toMondayIndia})`;
  const inWeek = `(${local} % ${WEEK})`;
  const weekday = `(${inWeek} / ${DAY})`;
  const inDay = `(${inWeek} % ${DAY})`;
  const [least, greatest] = postgres ? ["least", "greatest"] : ["min", "max"];
  let before = 0;
  const cases = openDays.map((open, day) => {
    const value = open
      ? `${before} + ${least}(${greatest}(${inDay} - ${opensAt}, 0), ${openFor})`
      : `${before}`;
    if (open) before += openFor;
    return `when ${day} then ${value}`;
  });
  return `((${local} / ${WEEK}) * ${before} + case ${weekday} ${cases.join(" ")} end)`;
}

/** Unix time in ms of an ISO text column (`new.received_at`). */
const epochMs = (column: string, postgres: boolean) =>
  postgres
    ? `round(extract(epoch from ${column}::timestamptz) * 1000)::bigint`
    : `cast(round((julianday(${column}) - 2440587.5) * 86400000) as integer)`;

function figures(row: "new", postgres: boolean) {
  const greatest = postgres ? "greatest" : "max";
  const contacted = epochMs(`${row}.first_contacted_at`, postgres);
  const received = epochMs(`${row}.received_at`, postgres);
  return {
    wallClock: `case when ${row}.first_contacted_at is null then null else ${greatest}(0, ${contacted} - ${received}) end`,
    office: `case when ${row}.first_contacted_at is null then null else ${greatest}(0, ${officeMsUpTo(contacted, postgres)} - ${officeMsUpTo(received, postgres)}) end`,
  };
}

const columns = ["first_contact_ms", "first_response_office_ms"] as const;

/** The calendar day in India of a case row's receipt (`new` or `old`), as migration 0006 counts days. */
const dayOf = (row: "new" | "old", postgres: boolean) =>
  postgres
    ? `to_char(${row}.received_at::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
    : `substr(datetime(${row}.received_at, '+330 minutes'), 1, 10)`;

const bumpDay = (row: "new" | "old", postgres: boolean) =>
  `insert into enquiry_day_versions (day, version) values (${dayOf(row, postgres)}, 1)
   on conflict (day) do update set version = enquiry_day_versions.version + 1`;

async function createDayVersions(db: AnyDatabase, postgres: boolean): Promise<void> {
  await db.schema
    .createTable("enquiry_day_versions")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("version", postgres ? "bigint" : "integer", (c) => c.notNull())
    .execute();
  if (postgres) {
    await sql`
      create function enquiry_day_versions_bump() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          ${sql.raw(bumpDay("old", true))};
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.received_at is distinct from old.received_at) then
          ${sql.raw(bumpDay("new", true))};
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger enquiry_day_versions_bump after insert or update or delete on enquiry_cases
      for each row execute function enquiry_day_versions_bump()`.execute(db);
  } else {
    await sql`create trigger enquiry_day_versions_insert after insert on enquiry_cases begin
      ${sql.raw(bumpDay("new", false))}; end`.execute(db);
    await sql`create trigger enquiry_day_versions_update after update on enquiry_cases begin
      ${sql.raw(bumpDay("old", false))};
      ${sql.raw(bumpDay("new", false))}; end`.execute(db);
    await sql`create trigger enquiry_day_versions_delete after delete on enquiry_cases begin
      ${sql.raw(bumpDay("old", false))}; end`.execute(db);
  }
}

export async function up(db: AnyDatabase): Promise<void> {
  const postgres = isPostgres(db);
  await createDayVersions(db, postgres);
  for (const column of columns) {
    await db.schema
      .alterTable("enquiry_cases")
      .addColumn(column, postgres ? "bigint" : "integer")
      .execute();
  }
  if (postgres) {
    const { wallClock, office } = figures("new", true);
    await sql`
      create function enquiry_first_response() returns trigger language plpgsql as $$
      begin
        new.first_contact_ms := ${sql.raw(wallClock)};
        new.first_response_office_ms := ${sql.raw(office)};
        return new;
      end
      $$`.execute(db);
    await sql`
      create trigger enquiry_first_response before insert or update of first_contacted_at, received_at
      on enquiry_cases for each row execute function enquiry_first_response()`.execute(db);
    // Fires the trigger above on every contacted case.
    await sql`update enquiry_cases set first_contacted_at = first_contacted_at
      where first_contacted_at is not null`.execute(db);
  } else {
    const { wallClock, office } = figures("new", false);
    const set = sql.raw(`update enquiry_cases set first_contact_ms = ${wallClock},
      first_response_office_ms = ${office} where enquiry_id = new.enquiry_id`);
    await sql`
      create trigger enquiry_first_response_insert after insert on enquiry_cases
      when new.first_contacted_at is not null begin ${set}; end`.execute(db);
    await sql`
      create trigger enquiry_first_response_update after update of first_contacted_at, received_at
      on enquiry_cases begin ${set}; end`.execute(db);
    await sql`update enquiry_cases set
      first_contact_ms = ${sql.raw(wallClock.replaceAll("new.", ""))},
      first_response_office_ms = ${sql.raw(office.replaceAll("new.", ""))}
      where first_contacted_at is not null`.execute(db);
  }
  await db.schema
    .createIndex("enquiry_cases_figures")
    .on("enquiry_cases")
    .columns(["received_at", "office", "assignee_id", "status", ...columns])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("enquiry_cases_figures").execute();
  if (isPostgres(db)) {
    await sql`drop trigger enquiry_day_versions_bump on enquiry_cases`.execute(db);
    await sql`drop function enquiry_day_versions_bump()`.execute(db);
    await sql`drop trigger enquiry_first_response on enquiry_cases`.execute(db);
    await sql`drop function enquiry_first_response()`.execute(db);
  } else {
    await sql`drop trigger enquiry_first_response_insert`.execute(db);
    await sql`drop trigger enquiry_first_response_update`.execute(db);
    for (const event of ["insert", "update", "delete"]) {
      await sql`drop trigger ${sql.raw(`enquiry_day_versions_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable("enquiry_day_versions").execute();
  for (const column of columns) await db.schema.alterTable("enquiry_cases").dropColumn(column).execute();
}
