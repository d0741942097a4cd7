/**
 * Alerts to staff (docs/staff-console.md, "Alerts"): the queue of personal mails (`staff_alerts`,
 * migration 0014) with its leases, each person's choice of alerts, the count of new assignments, the
 * escalations and the 9:00 digests. Claims are one UPDATE whose row choice uses `FOR UPDATE SKIP LOCKED`
 * on PostgreSQL, as in the outbox (server/mail/outbox-repository.ts), so two server instances never send
 * the same alert; a worker that dies mid-send leaves a lease that expires and the alert is sent again.
 * Escalations and digests are queued under a unique key, so several instances queue each one once.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { StaffAlertKind } from "../../db/schema.ts";
import { writeTransaction } from "../../db/transaction.ts";
import { addOfficeMinutes, INDIA_OFFSET, indiaDay, isOfficeTime } from "../../lib/office-hours.ts";
import { defaultAlertPreferences, type AlertCount, type AlertPreferences } from "#contract/staff-alerts";
import type { EnquiryKind } from "#contract/enquiry-fields";
import type { EnquiryStatus, Office, StaffRole } from "#contract/staff";

export interface ClaimedAlert {
  id: string;
  kind: StaffAlertKind;
  key: string;
  staffId: string;
  enquiryId: string | null;
  createdAt: string;
  leaseToken: string;
  /** Attempts including this one. */
  attempts: number;
}

export interface AlertRecipient {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  office: Office;
  active: boolean;
  preferences: AlertPreferences;
}

/** What an assignment or escalation mail says about the enquiry: no contact details. */
export interface AlertEnquiry {
  id: string;
  firstName: string;
  kind: EnquiryKind;
  office: Office | null;
  status: EnquiryStatus;
  assigneeId: string | null;
  receivedAt: string;
  contacted: boolean;
  erased: boolean;
}

export interface DigestItem {
  id: string;
  firstName: string;
  kind: EnquiryKind;
  /** Follow-ups: the day (YYYY-MM-DD) and time (HH:MM, India) or null; new enquiries: null. */
  followUpOn: string | null;
  followUpTime: string | null;
  receivedAt: string;
}

export interface Digest {
  dueToday: DigestItem[];
  overdue: DigestItem[];
  newEnquiries: DigestItem[];
}

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface AlertRepository {
  preferences(staffId: string): Promise<AlertPreferences>;
  setPreferences(staffId: string, preferences: AlertPreferences): Promise<void>;
  /** The enquiries assigned to this person that they have not opened since (and still theirs). */
  count(staffId: string): Promise<AlertCount>;
  /** The person opened the enquiry: its assignment alerts are no longer new for them. */
  markSeen(staffId: string, enquiryId: string): Promise<void>;

  claim(options: { limit: number; leaseMs: number }): Promise<ClaimedAlert[]>;
  markSent(alert: ClaimedAlert): Promise<void>;
  /** Not sent because it no longer applies (turned off, reassigned, contacted, erased, deactivated). */
  markSkipped(alert: ClaimedAlert, reason: string): Promise<void>;
  markFailed(alert: ClaimedAlert, reason: string, retryAt: Date): Promise<void>;
  markDead(alert: ClaimedAlert, reason: string): Promise<void>;
  /** Whether an alert is due now (a read only). */
  hasDue(): Promise<boolean>;
  /** Alerts by status (for tests and /api/ready). */
  counts(): Promise<Record<"pending" | "sent" | "skipped" | "dead", number>>;

  recipient(staffId: string): Promise<AlertRecipient | undefined>;
  enquiry(enquiryId: string): Promise<AlertEnquiry | undefined>;
  /** A person's day in India (`day`, YYYY-MM-DD): follow-ups due that day and before, new enquiries. */
  digest(staffId: string, day: string): Promise<Digest>;

  /**
   * Escalates every new enquiry nobody contacted within `afterMinutes` of office time: once each, to the
   * admins of its office (all admins when it has none), with an entry on its timeline. Returns how many.
   */
  escalate(afterMinutes: number): Promise<number>;
  /** From 9:00 to 18:00 on an office day in India: queues each active person's digest of the day once. */
  queueDigests(): Promise<number>;

  /** Deletes alerts done before `before` (sent, skipped or dead, and no longer counted as new). */
  prune(before: Date): Promise<number>;

  addPushSubscription(staffId: string, subscription: PushSubscriptionRow): Promise<void>;
  removePushSubscription(staffId: string, endpoint: string): Promise<void>;
  pushSubscriptions(staffId: string): Promise<PushSubscriptionRow[]>;
  /** The push service said the subscription is gone (404/410). */
  forgetPushSubscription(endpoint: string): Promise<void>;
}

const MINUTE = 60_000;
/**
 * How far escalations look back: the office days `afterMinutes` can span (9 hours each), plus 3 days for
 * a Sunday and a late start. An enquiry left uncontacted longer is for the inbox's overdue mark, not for
 * a mail, so a first start after an upgrade escalates only the last few days' waiting enquiries.
 */
export const escalationLookbackDays = (afterMinutes: number) => 3 + Math.ceil(afterMinutes / 540);
/** Escalations made per pass at most (a backlog goes out over the next minutes, not in one burst). */
const escalationsPerPass = 50;

/** Minutes after midnight in India of an instant. */
function indiaMinutes(at: Date): number {
  const shifted = new Date(at.getTime() + INDIA_OFFSET);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

export const digestHour = 9;

let idSequence = 0;
/** Ids that sort in the order they were written within one process, like the audit log's. */
function orderedId(): string {
  idSequence = (idSequence + 1) % 1_679_616;
  return `${Date.now().toString(36).padStart(9, "0")}${idSequence.toString(36).padStart(4, "0")}-${randomUUID()}`;
}

const on = (value: number | boolean | null | undefined) => value === undefined || value === null || !!value;

const openStatuses = ["new", "contacted", "counselling", "applied", "offer_received", "visa_filed"] as const;

export function createAlertRepository(
  database: Database,
  options: { now?: () => Date } = {},
): AlertRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  const finish = (alert: ClaimedAlert) =>
    kysely
      .updateTable("staff_alerts")
      .where("id", "=", alert.id)
      .where("lease_token", "=", alert.leaseToken)
      .where("status", "=", "pending");

  async function preferences(staffId: string): Promise<AlertPreferences> {
    const row = await kysely
      .selectFrom("staff_alert_preferences")
      .selectAll()
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    if (!row) return { ...defaultAlertPreferences };
    return {
      assignmentMail: on(row.assignment_mail),
      browser: on(row.browser),
      escalationMail: on(row.escalation_mail),
      digestMail: on(row.digest_mail),
    };
  }

  const digestItems = (staffId: string) =>
    kysely
      .selectFrom("enquiry_cases as c")
      .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
      .select([
        "c.enquiry_id as id",
        "e.first_name",
        "e.kind",
        "c.follow_up_on",
        "c.follow_up_time",
        "c.received_at",
      ])
      .where("c.assignee_id", "=", staffId)
      .where("c.erased_at", "is", null);

  const toItem = (row: {
    id: string;
    first_name: string;
    kind: EnquiryKind;
    follow_up_on: string | null;
    follow_up_time: string | null;
    received_at: string;
  }): DigestItem => ({
    id: row.id,
    firstName: row.first_name,
    kind: row.kind,
    followUpOn: row.follow_up_on,
    followUpTime: row.follow_up_time,
    receivedAt: row.received_at,
  });

  return {
    preferences,

    setPreferences: async (staffId, next) => {
      const values = {
        assignment_mail: next.assignmentMail ? 1 : 0,
        browser: next.browser ? 1 : 0,
        escalation_mail: next.escalationMail ? 1 : 0,
        digest_mail: next.digestMail ? 1 : 0,
        updated_at: now().toISOString(),
      };
      await kysely
        .insertInto("staff_alert_preferences")
        .values({ staff_id: staffId, ...values })
        .onConflict((conflict) => conflict.column("staff_id").doUpdateSet(values))
        .execute();
    },

    count: async (staffId) => {
      // The partial index staff_alerts_unseen holds exactly the rows read here.
      const rows = await kysely
        .selectFrom("staff_alerts as a")
        .innerJoin("enquiry_cases as c", "c.enquiry_id", "a.enquiry_id")
        .innerJoin("enquiries as e", "e.id", "a.enquiry_id")
        .select(["a.enquiry_id", "e.first_name", "a.created_at"])
        .where("a.staff_id", "=", staffId)
        .where("a.kind", "=", "assigned")
        .where("a.seen_at", "is", null)
        .where("c.assignee_id", "=", staffId)
        .where("c.erased_at", "is", null)
        .orderBy("a.created_at", "desc")
        .limit(1000)
        .execute();
      const ids = new Set(rows.map((row) => row.enquiry_id));
      const latest = rows[0];
      return {
        newForMe: ids.size,
        latest:
          latest && latest.enquiry_id
            ? { id: latest.enquiry_id, firstName: latest.first_name, at: latest.created_at }
            : null,
      };
    },

    markSeen: async (staffId, enquiryId) => {
      await kysely
        .updateTable("staff_alerts")
        .set({ seen_at: now().toISOString() })
        .where("staff_id", "=", staffId)
        .where("enquiry_id", "=", enquiryId)
        .where("kind", "=", "assigned")
        .where("seen_at", "is", null)
        .execute();
    },

    claim: async ({ limit, leaseMs }) => {
      const at = now();
      const current = at.toISOString();
      const leaseToken = randomUUID();
      const rows = await kysely
        .updateTable("staff_alerts")
        .set((eb) => ({
          lease_token: leaseToken,
          lease_until: new Date(at.getTime() + leaseMs).toISOString(),
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", (eb) => {
          const due = eb
            .selectFrom("staff_alerts")
            .select("id")
            .where("status", "=", "pending")
            .where("next_attempt_at", "<=", current)
            .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<=", current)]))
            .orderBy("next_attempt_at")
            .limit(limit);
          return database.dialect === "postgres" ? due.forUpdate().skipLocked() : due;
        })
        .returning(["id", "kind", "key", "staff_id", "enquiry_id", "created_at", "attempts"])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        key: row.key,
        staffId: row.staff_id,
        enquiryId: row.enquiry_id,
        createdAt: row.created_at,
        leaseToken,
        attempts: Number(row.attempts),
      }));
    },

    markSent: async (alert) => {
      await finish(alert)
        .set({
          status: "sent",
          sent_at: now().toISOString(),
          lease_token: null,
          lease_until: null,
          last_error: null,
        })
        .execute();
    },
    markSkipped: async (alert, reason) => {
      await finish(alert)
        .set({ status: "skipped", lease_token: null, lease_until: null, last_error: reason })
        .execute();
    },
    markFailed: async (alert, reason, retryAt) => {
      await finish(alert)
        .set({
          next_attempt_at: retryAt.toISOString(),
          lease_token: null,
          lease_until: null,
          last_error: reason,
        })
        .execute();
    },
    markDead: async (alert, reason) => {
      await finish(alert)
        .set({ status: "dead", lease_token: null, lease_until: null, last_error: reason })
        .execute();
    },
    hasDue: async () => {
      const current = now().toISOString();
      const row = await kysely
        .selectFrom("staff_alerts")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", current)
        .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<=", current)]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    counts: async () => {
      const rows = await kysely
        .selectFrom("staff_alerts")
        .select((eb) => ["status", eb.fn.countAll<number | string | bigint>().as("total")])
        .groupBy("status")
        .execute();
      const result = { pending: 0, sent: 0, skipped: 0, dead: 0 };
      for (const row of rows) result[row.status] = Number(row.total);
      return result;
    },

    recipient: async (staffId) => {
      const row = await kysely
        .selectFrom("staff_users")
        .select(["id", "name", "email", "role", "office", "deactivated_at"])
        .where("id", "=", staffId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        office: row.office,
        active: row.deactivated_at === null,
        preferences: await preferences(staffId),
      };
    },

    enquiry: async (enquiryId) => {
      const row = await kysely
        .selectFrom("enquiry_cases as c")
        .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
        .select([
          "c.enquiry_id",
          "e.first_name",
          "e.kind",
          "c.office",
          "e.office as chosen_office",
          "c.status",
          "c.assignee_id",
          "c.received_at",
          "c.first_contacted_at",
          "c.erased_at",
        ])
        .where("c.enquiry_id", "=", enquiryId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.enquiry_id,
        firstName: row.first_name,
        kind: row.kind,
        office: row.office ?? row.chosen_office ?? null,
        status: row.status,
        assigneeId: row.assignee_id,
        receivedAt: row.received_at,
        contacted: row.first_contacted_at !== null || row.status !== "new",
        erased: row.erased_at !== null,
      };
    },

    digest: async (staffId, day) => {
      const [followUps, fresh] = await Promise.all([
        digestItems(staffId)
          .where("c.follow_up_on", "<=", day)
          .where("c.status", "in", openStatuses)
          .orderBy("c.follow_up_on")
          .orderBy("c.follow_up_time")
          .limit(200)
          .execute(),
        digestItems(staffId)
          .where("c.status", "=", "new")
          .where("c.first_contacted_at", "is", null)
          .orderBy("c.received_at")
          .limit(200)
          .execute(),
      ]);
      const items = followUps.map(toItem);
      return {
        dueToday: items
          .filter((item) => item.followUpOn === day)
          .sort((a, b) => (a.followUpTime ?? "").localeCompare(b.followUpTime ?? "")),
        overdue: items.filter((item) => item.followUpOn !== null && item.followUpOn < day),
        newEnquiries: fresh.map(toItem),
      };
    },

    escalate: async (afterMinutes) => {
      const at = now();
      const current = at.toISOString();
      // Office minutes never outrun wall-clock minutes: an enquiry younger than `afterMinutes` cannot be due.
      const candidates = await kysely
        .selectFrom("enquiry_cases as c")
        .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
        .leftJoin("enquiry_escalations as x", "x.enquiry_id", "c.enquiry_id")
        .select(["c.enquiry_id", "c.received_at", "c.office", "e.office as chosen_office"])
        .where("c.status", "=", "new")
        .where("c.first_contacted_at", "is", null)
        .where("c.erased_at", "is", null)
        .where("x.enquiry_id", "is", null)
        .where("c.received_at", "<=", new Date(at.getTime() - afterMinutes * MINUTE).toISOString())
        .where(
          "c.received_at",
          ">=",
          new Date(at.getTime() - escalationLookbackDays(afterMinutes) * 24 * 60 * MINUTE).toISOString(),
        )
        .orderBy("c.received_at")
        .limit(escalationsPerPass)
        .execute();
      let escalated = 0;
      for (const candidate of candidates) {
        const dueAt = addOfficeMinutes(new Date(candidate.received_at), afterMinutes);
        if (dueAt.getTime() > at.getTime()) continue;
        const office = candidate.office ?? candidate.chosen_office ?? null;
        const done = await writeTransaction(database, async (trx) => {
          // Still new and uncontacted, read again inside the transaction.
          const still = await trx
            .selectFrom("enquiry_cases")
            .select("enquiry_id")
            .where("enquiry_id", "=", candidate.enquiry_id)
            .where("status", "=", "new")
            .where("first_contacted_at", "is", null)
            .where("erased_at", "is", null)
            .executeTakeFirst();
          if (!still) return false;
          let admins = trx
            .selectFrom("staff_users")
            .select("id")
            .where("role", "=", "admin")
            .where("deactivated_at", "is", null);
          if (office) admins = admins.where("office", "=", office);
          const adminIds = (await admins.execute()).map((row) => row.id);
          const taken = await trx
            .insertInto("enquiry_escalations")
            .values({
              enquiry_id: candidate.enquiry_id,
              office,
              due_at: dueAt.toISOString(),
              escalated_at: current,
              admins: adminIds.length,
            })
            .onConflict((conflict) => conflict.column("enquiry_id").doNothing())
            .returning("enquiry_id")
            .execute();
          if (taken.length === 0) return false;
          if (adminIds.length > 0) {
            await trx
              .insertInto("staff_alerts")
              .values(
                adminIds.map((adminId) => ({
                  id: randomUUID(),
                  key: `escalated:${candidate.enquiry_id}:${adminId}`,
                  kind: "escalated" as const,
                  staff_id: adminId,
                  enquiry_id: candidate.enquiry_id,
                  created_at: current,
                  next_attempt_at: current,
                })),
              )
              .onConflict((conflict) => conflict.column("key").doNothing())
              .execute();
          }
          await trx
            .insertInto("staff_audit_log")
            .values({
              id: orderedId(),
              at: current,
              actor_id: null,
              action: "escalated",
              enquiry_id: candidate.enquiry_id,
              subject_user_id: null,
              details: JSON.stringify({ office, admins: adminIds.length, afterMinutes }),
            })
            .execute();
          return true;
        });
        if (done) escalated += 1;
      }
      return escalated;
    },

    queueDigests: async () => {
      const at = now();
      if (!isOfficeTime(at) || indiaMinutes(at) < digestHour * 60) return 0;
      const day = indiaDay(at);
      const current = at.toISOString();
      const people = await kysely
        .selectFrom("staff_users as u")
        .leftJoin("staff_alerts as a", (join) =>
          join
            .onRef("a.staff_id", "=", "u.id")
            .on("a.key", "=", sql<string>`'digest:' || u.id || ':' || ${day}`),
        )
        .select("u.id")
        .where("u.deactivated_at", "is", null)
        .where("a.id", "is", null)
        .execute();
      if (people.length === 0) return 0;
      const inserted = await kysely
        .insertInto("staff_alerts")
        .values(
          people.map((person) => ({
            id: randomUUID(),
            key: `digest:${person.id}:${day}`,
            kind: "digest" as const,
            staff_id: person.id,
            enquiry_id: null,
            created_at: current,
            next_attempt_at: current,
          })),
        )
        .onConflict((conflict) => conflict.column("key").doNothing())
        .returning("id")
        .execute();
      return inserted.length;
    },

    prune: async (before) => {
      const result = await kysely
        .deleteFrom("staff_alerts")
        .where("status", "in", ["sent", "skipped", "dead"])
        .where("created_at", "<", before.toISOString())
        .where((eb) => eb.or([eb("kind", "!=", "assigned"), eb("seen_at", "is not", null)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    addPushSubscription: async (staffId, subscription) => {
      const values = {
        staff_id: staffId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        created_at: now().toISOString(),
      };
      await kysely
        .insertInto("staff_push_subscriptions")
        .values({ id: randomUUID(), endpoint: subscription.endpoint, ...values })
        .onConflict((conflict) => conflict.column("endpoint").doUpdateSet(values))
        .execute();
    },
    removePushSubscription: async (staffId, endpoint) => {
      await kysely
        .deleteFrom("staff_push_subscriptions")
        .where("staff_id", "=", staffId)
        .where("endpoint", "=", endpoint)
        .execute();
    },
    pushSubscriptions: async (staffId) =>
      kysely
        .selectFrom("staff_push_subscriptions")
        .select(["endpoint", "p256dh", "auth"])
        .where("staff_id", "=", staffId)
        .execute(),
    forgetPushSubscription: async (endpoint) => {
      await kysely.deleteFrom("staff_push_subscriptions").where("endpoint", "=", endpoint).execute();
    },
  };
}
