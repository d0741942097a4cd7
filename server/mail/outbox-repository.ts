/**
 * The mail outbox (docs/decisions/0202-transactional-outbox.md). A worker claims due rows with a lease, sends them, then marks each sent, or
 * failed (retried later), or dead. Claims are one UPDATE whose row choice uses `FOR UPDATE SKIP LOCKED`
 * on PostgreSQL, so several server instances never claim the same row; a worker that dies while
 * sending leaves a lease that expires, and the row is sent again (at most one duplicate, never a loss).
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../db/database.ts";
import { toEnquiry, type Enquiry } from "../enquiries/enquiry-repository.ts";
import type { OutboxStatus } from "../db/schema.ts";

export interface ClaimedMail {
  outboxId: string;
  leaseToken: string;
  /** Attempts including this one. */
  attempts: number;
  enquiry: Enquiry;
}

export interface OutboxSummary {
  counts: Record<OutboxStatus, number>;
  /** ISO time the oldest pending mail was queued, or null when none is pending. */
  oldestPendingAt: string | null;
}

export interface OutboxRepository {
  /** Claims up to `limit` due rows for `leaseMs`. */
  claim(options: { limit: number; leaseMs: number }): Promise<ClaimedMail[]>;
  /** Marks rows sent, in one statement (rows whose lease was lost meanwhile are left alone). */
  markSent(mails: readonly ClaimedMail[]): Promise<void>;
  /** Schedules another attempt at `retryAt`. */
  markFailed(mail: ClaimedMail, reason: string, retryAt: Date): Promise<void>;
  /** Gives up on the row (kept for staff: it still shows in the CSV export). */
  markDead(mail: ClaimedMail, reason: string): Promise<void>;
  counts(): Promise<Record<OutboxStatus, number>>;
  /** Counts by status, and when the oldest pending mail was queued: for /api/ready and `npm run leads`. */
  summary(): Promise<OutboxSummary>;
  /** Mails marked sent at or after `since` (the daily mail cap). */
  sentSince(since: Date): Promise<number>;
  /** Puts dead rows back in the queue (after fixing the mail settings). Returns how many. */
  requeueDead(): Promise<number>;
}

export function createOutboxRepository(
  database: Database,
  options: { now?: () => Date } = {},
): OutboxRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  const finish = (mail: ClaimedMail) =>
    kysely
      .updateTable("outbox")
      .where("id", "=", mail.outboxId)
      .where("lease_token", "=", mail.leaseToken)
      .where("status", "=", "pending");

  return {
    claim: async ({ limit, leaseMs }) => {
      const at = now();
      const current = at.toISOString();
      const leaseToken = randomUUID();
      const claimed = await kysely
        .updateTable("outbox")
        .set((eb) => ({
          lease_token: leaseToken,
          lease_until: new Date(at.getTime() + leaseMs).toISOString(),
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", (eb) => {
          const due = eb
            .selectFrom("outbox")
            .select("id")
            .where("status", "=", "pending")
            .where("next_attempt_at", "<=", current)
            .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<=", current)]))
            .orderBy("next_attempt_at")
            .limit(limit);
          return database.dialect === "postgres" ? due.forUpdate().skipLocked() : due;
        })
        .returning(["id", "enquiry_id", "attempts"])
        .execute();
      if (claimed.length === 0) return [];
      const enquiries = await kysely
        .selectFrom("enquiries")
        .selectAll()
        .where(
          "id",
          "in",
          claimed.map((row) => row.enquiry_id),
        )
        .execute();
      const byId = new Map(enquiries.map((row) => [row.id, toEnquiry(row)]));
      return claimed.flatMap((row) => {
        const enquiry = byId.get(row.enquiry_id);
        return enquiry ? [{ outboxId: row.id, leaseToken, attempts: Number(row.attempts), enquiry }] : [];
      });
    },

    markSent: async (mails) => {
      if (mails.length === 0) return;
      const sentAt = now().toISOString();
      // One claim (one token) per batch in practice; grouped in case callers mix claims.
      const byToken = new Map<string, ClaimedMail[]>();
      for (const mail of mails) byToken.set(mail.leaseToken, [...(byToken.get(mail.leaseToken) ?? []), mail]);
      for (const [leaseToken, group] of byToken) {
        await kysely
          .updateTable("outbox")
          .set({ status: "sent", sent_at: sentAt, lease_token: null, lease_until: null, last_error: null })
          .where(
            "id",
            "in",
            group.map((mail) => mail.outboxId),
          )
          .where("lease_token", "=", leaseToken)
          .where("status", "=", "pending")
          .execute();
      }
    },

    markFailed: async (mail, reason, retryAt) => {
      await finish(mail)
        .set({
          next_attempt_at: retryAt.toISOString(),
          lease_token: null,
          lease_until: null,
          last_error: reason,
        })
        .execute();
    },

    markDead: async (mail, reason) => {
      await finish(mail)
        .set({ status: "dead", lease_token: null, lease_until: null, last_error: reason })
        .execute();
    },

    counts: async () => {
      const rows = await kysely
        .selectFrom("outbox")
        .select((eb) => ["status", eb.fn.countAll<number | string | bigint>().as("total")])
        .groupBy("status")
        .execute();
      const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, dead: 0 };
      for (const row of rows) counts[row.status] = Number(row.total);
      return counts;
    },

    summary: async () => {
      const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, dead: 0 };
      const rows = await kysely
        .selectFrom("outbox")
        .select((eb) => ["status", eb.fn.countAll<number | string | bigint>().as("total")])
        .groupBy("status")
        .execute();
      for (const row of rows) counts[row.status] = Number(row.total);
      const oldest = await kysely
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("created_at").as("oldest"))
        .where("status", "=", "pending")
        .executeTakeFirst();
      return { counts, oldestPendingAt: oldest?.oldest ?? null };
    },
    sentSince: async (since) => {
      const { total } = await kysely
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .where("status", "=", "sent")
        .where("sent_at", ">=", since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(total);
    },
    requeueDead: async () => {
      const result = await kysely
        .updateTable("outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: now().toISOString(), last_error: null })
        .where("status", "=", "dead")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
