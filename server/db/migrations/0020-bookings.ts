/**
 * Booked meetings (docs/bookings.md): a family books a counselling session or a visa mock interview at a
 * free time; the booking is an enquiry (kind `booking`) with its meeting.
 *
 * - `office_hours`: each office's opening hours per weekday (no row: closed that day), set by admins;
 *   filled here with the hours the offices kept until now (Monday to Saturday, 9:00 to 18:00).
 * - `office_holidays`: days an office is closed (a day in India, `YYYY-MM-DD`).
 * - `counsellor_availability`: each counsellor's weekly hours (several windows a day allowed), in minutes
 *   after midnight in India; `counsellor_time_off`: instants they are away; `counsellor_languages`: the
 *   languages they hold meetings in.
 * - `bookings`: the meeting of one enquiry (type, country of a mock interview, mode, language, office,
 *   start and end, counsellor, status).
 * - `booking_cells`: the counsellor's time a meeting takes, in cells of 15 minutes on a fixed grid, with a
 *   primary key on (counsellor, cell). Two meetings of one counsellor that overlap would share a cell, so
 *   the database itself refuses the second, on SQLite and PostgreSQL alike, inside the storing
 *   transaction. A cancelled or moved meeting gives its cells back.
 * - `booking_mails`: the family's mails (confirmation, reminder, cancellation, new time), an outbox of its
 *   own written in the same transaction as the change it tells of; `key` is unique, so a reminder is queued
 *   once whatever the number of server instances.
 * - `enquiries.kind` may be `booking` (on SQLite the CHECK of 0001 is edited as 0008 did, in the
 *   migration run's transaction).
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const offices = ["guntur", "vijayawada", "hyderabad", "vishakapatnam"];
const kindsBefore = ["contact", "service", "callback"];
const kindsAfter = [...kindsBefore, "booking"];

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `column in ('a', 'b')` for a CHECK constraint; the values are constants of this file, never input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** The text of the CHECK on kind as 0008 left it (`"kind" in ('contact', 'service', 'callback')`). */
const kindCheckText = (values: readonly string[]) =>
  `"kind" in (${values.map((value) => `'${value}'`).join(", ")})`;

/** SQLite: replaces the CHECK of `kind` in the enquiries table's definition (as 0008 did). */
async function setSqliteKindCheck(db: AnyDatabase, from: readonly string[], to: readonly string[]) {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_schema where type = 'table' and name = 'enquiries'`.execute(db);
  const definition = table.rows[0]?.sql ?? "";
  if (!definition.includes(kindCheckText(from))) {
    throw new Error(`The enquiries table has no CHECK ${kindCheckText(from)} to change.`);
  }
  const version = await sql<{ schema_version: number }>`pragma schema_version`.execute(db);
  const next = Number(version.rows[0]?.schema_version ?? 0) + 1;
  await sql`pragma writable_schema = on`.execute(db);
  try {
    await sql`
      update sqlite_schema set sql = ${definition.replace(kindCheckText(from), kindCheckText(to))}
      where type = 'table' and name = 'enquiries'`.execute(db);
    await sql.raw(`pragma schema_version = ${next}`).execute(db);
  } finally {
    await sql`pragma writable_schema = off`.execute(db);
  }
}

async function setKinds(db: AnyDatabase, from: readonly string[], to: readonly string[]) {
  if (isPostgres(db)) {
    await sql`alter table enquiries drop constraint if exists enquiries_kind_check`.execute(db);
    await sql`alter table enquiries add constraint enquiries_kind_check check (${sqlIn("kind", to)})`.execute(
      db,
    );
  } else {
    await setSqliteKindCheck(db, from, to);
  }
}

export async function up(db: AnyDatabase): Promise<void> {
  await setKinds(db, kindsBefore, kindsAfter);

  await db.schema
    .createTable("office_hours")
    .addColumn("office", "text", (c) => c.notNull().check(sqlIn("office", offices)))
    .addColumn("weekday", "integer", (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn("opens_at", "integer", (c) => c.notNull())
    .addColumn("closes_at", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("office_hours_pk", ["office", "weekday"])
    .addCheckConstraint(
      "office_hours_order",
      sql`opens_at >= 0 and opens_at < closes_at and closes_at <= 1440`,
    )
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto("office_hours")
    .values(
      offices.flatMap((office) =>
        [1, 2, 3, 4, 5, 6].map((weekday) => ({
          office,
          weekday,
          opens_at: 540,
          closes_at: 1080,
          updated_at: at,
        })),
      ),
    )
    .execute();

  await db.schema
    .createTable("office_holidays")
    .addColumn("office", "text", (c) => c.notNull().check(sqlIn("office", offices)))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("office_holidays_pk", ["office", "day"])
    .execute();

  await db.schema
    .createTable("counsellor_availability")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn("starts_at", "integer", (c) => c.notNull())
    .addColumn("ends_at", "integer", (c) => c.notNull())
    .addCheckConstraint(
      "counsellor_availability_order",
      sql`starts_at >= 0 and starts_at < ends_at and ends_at <= 1440`,
    )
    .execute();
  await db.schema
    .createIndex("counsellor_availability_staff")
    .on("counsellor_availability")
    .columns(["staff_id", "weekday"])
    .execute();

  await db.schema
    .createTable("counsellor_time_off")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("counsellor_time_off_order", sql`starts_at < ends_at`)
    .execute();
  await db.schema
    .createIndex("counsellor_time_off_staff")
    .on("counsellor_time_off")
    .columns(["staff_id", "ends_at"])
    .execute();

  await db.schema
    .createTable("counsellor_languages")
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("counsellor_languages_pk", ["staff_id", "language"])
    .execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("enquiry_id", "text", (c) =>
      c.notNull().unique().references("enquiries.id").onDelete("cascade"),
    )
    .addColumn("type", "text", (c) => c.notNull().check(sqlIn("type", ["counselling", "mock-interview"])))
    .addColumn("country", "text")
    .addColumn("mode", "text", (c) => c.notNull().check(sqlIn("mode", ["office", "phone", "video"])))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("office", "text", (c) => c.notNull().check(sqlIn("office", offices)))
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addColumn("counsellor_id", "text", (c) => c.notNull().references("staff_users.id"))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sqlIn("status", ["booked", "held", "no_show", "moved", "cancelled"])),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("bookings_order", sql`starts_at < ends_at`)
    .execute();
  await db.schema
    .createIndex("bookings_counsellor_start")
    .on("bookings")
    .columns(["counsellor_id", "starts_at"])
    .execute();
  await db.schema
    .createIndex("bookings_office_start")
    .on("bookings")
    .columns(["office", "starts_at"])
    .execute();
  await db.schema.createIndex("bookings_start").on("bookings").columns(["starts_at"]).execute();

  await db.schema
    .createTable("booking_cells")
    .addColumn("counsellor_id", "text", (c) => c.notNull())
    .addColumn("cell", "text", (c) => c.notNull())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("booking_cells_pk", ["counsellor_id", "cell"])
    .execute();
  await db.schema.createIndex("booking_cells_booking").on("booking_cells").column("booking_id").execute();

  await db.schema
    .createTable("booking_mails")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sqlIn("kind", ["confirmation", "reminder", "cancelled", "rescheduled"])),
    )
    .addColumn("status", "text", (c) => c.notNull().check(sqlIn("status", ["pending", "sent", "dead"])))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("booking_mails_due")
    .on("booking_mails")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("booking_mails_booking").on("booking_mails").column("booking_id").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const table of [
    "booking_mails",
    "booking_cells",
    "bookings",
    "counsellor_languages",
    "counsellor_time_off",
    "counsellor_availability",
    "office_holidays",
    "office_hours",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.deleteFrom("enquiries").where("kind", "=", "booking").execute();
  await setKinds(db, kindsAfter, kindsBefore);
}
