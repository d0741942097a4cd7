/**
 * Alerts to staff (docs/staff-console.md, "Alerts"): the queue of personal mails (a new assignment, an
 * escalation to admins, the 9:00 digest), each person's choice of alerts, the escalations made, and the
 * browsers that asked for notifications.
 *
 * - `staff_alerts`: one row per mail to send, claimed by a worker with a lease like the outbox. Its `key`
 *   is unique, so an escalation (`escalated:<enquiry>:<admin>`) or a digest (`digest:<person>:<day>`) is
 *   queued once whatever the number of server instances. `seen_at` on an assignment: when its person
 *   opened the enquiry (the console's count of new assignments).
 * - Triggers on `enquiry_cases` queue an `assigned` row whenever a case gets an assignee (inserted with one,
 *   or `assignee_id` changed to another person; the earlier person's unseen rows are marked seen, so the
 *   enquiry leaves their count), in the transaction that makes the change: whoever
 *   assigns (a person, routing, a bulk action, a hand-off) the alert commits with the assignment, or
 *   neither does. The row's time is the case's `updated_at` (written by the server's clock).
 * - `staff_alert_preferences`: one row per person who changed a setting (no row: everything on).
 * - `enquiry_escalations`: one row per enquiry escalated (its key makes the escalation happen once).
 * - `staff_push_subscriptions`: the Web Push subscriptions of each person's browsers.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

function isPostgres(db: AnyDatabase): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The statement that queues the assignment alert of the case row `new` (when it has an assignee). */
function queueAssignment(postgres: boolean): string {
  const id = postgres ? "replace(gen_random_uuid()::text, '-', '')" : "lower(hex(randomblob(16)))";
  return `insert into staff_alerts (id, key, kind, staff_id, enquiry_id, created_at, next_attempt_at)
    select ${id}, 'assigned:' || ${id},
           'assigned', new.assignee_id, new.enquiry_id, new.updated_at, new.updated_at
    where new.assignee_id is not null`;
}

/** An enquiry taken from its person is no longer new for them (it leaves their count). */
const leaveEarlierAssignees = `update staff_alerts set seen_at = new.updated_at
    where enquiry_id = new.enquiry_id and kind = 'assigned' and seen_at is null`;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("staff_alerts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('assigned', 'escalated', 'digest')`))
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("enquiry_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'sent', 'skipped', 'dead')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("seen_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_alerts_due")
    .on("staff_alerts")
    .columns(["next_attempt_at"])
    .where(sql.ref("status"), "=", "pending")
    .execute();
  await db.schema
    .createIndex("staff_alerts_unseen")
    .on("staff_alerts")
    .columns(["staff_id", "enquiry_id"])
    .where(sql<boolean>`kind = 'assigned' and seen_at is null`)
    .execute();
  await db.schema.createIndex("staff_alerts_enquiry").on("staff_alerts").columns(["enquiry_id"]).execute();

  await db.schema
    .createTable("staff_alert_preferences")
    .addColumn("staff_id", "text", (c) => c.primaryKey())
    .addColumn("assignment_mail", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("browser", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("escalation_mail", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("digest_mail", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("enquiry_escalations")
    .addColumn("enquiry_id", "text", (c) => c.primaryKey())
    .addColumn("office", "text")
    .addColumn("due_at", "text", (c) => c.notNull())
    .addColumn("escalated_at", "text", (c) => c.notNull())
    .addColumn("admins", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("staff_push_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("staff_push_subscriptions_staff")
    .on("staff_push_subscriptions")
    .columns(["staff_id"])
    .execute();

  if (isPostgres(db)) {
    await sql`
      create function staff_alert_on_assignment() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          ${sql.raw(leaveEarlierAssignees)};
        end if;
        ${sql.raw(queueAssignment(true))};
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger staff_alert_assigned_insert after insert on enquiry_cases
      for each row when (new.assignee_id is not null) execute function staff_alert_on_assignment()`.execute(
      db,
    );
    await sql`
      create trigger staff_alert_assigned_update after update of assignee_id on enquiry_cases
      for each row when (new.assignee_id is distinct from old.assignee_id)
      execute function staff_alert_on_assignment()`.execute(db);
  } else {
    await sql`
      create trigger staff_alert_assigned_insert after insert on enquiry_cases
      when new.assignee_id is not null
      begin
        ${sql.raw(queueAssignment(false))};
      end`.execute(db);
    await sql`
      create trigger staff_alert_assigned_update after update of assignee_id on enquiry_cases
      when new.assignee_id is not old.assignee_id
      begin
        ${sql.raw(leaveEarlierAssignees)};
        ${sql.raw(queueAssignment(false))};
      end`.execute(db);
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger staff_alert_assigned_update on enquiry_cases`.execute(db);
    await sql`drop trigger staff_alert_assigned_insert on enquiry_cases`.execute(db);
    await sql`drop function staff_alert_on_assignment()`.execute(db);
  } else {
    await sql`drop trigger staff_alert_assigned_update`.execute(db);
    await sql`drop trigger staff_alert_assigned_insert`.execute(db);
  }
  await db.schema.dropTable("staff_push_subscriptions").execute();
  await db.schema.dropTable("enquiry_escalations").execute();
  await db.schema.dropTable("staff_alert_preferences").execute();
  await db.schema.dropTable("staff_alerts").execute();
}
