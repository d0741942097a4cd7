/**
 * The outbox (docs/decisions/0202-transactional-outbox.md): each enquiry's staff mail and, when WEBHOOK_URL
 * is set, its webhook call (docs/enquiries.md), one row each (`kind`). A worker claims due rows of one kind
 * with a lease, delivers them, then marks each sent, or failed (retried later), or dead. Claims are one UPDATE whose row choice uses `FOR UPDATE SKIP LOCKED`
 * on PostgreSQL, so several server instances never claim the same row; a worker that dies while
 * sending leaves a lease that expires, and the row is sent again (at most one duplicate, never a loss).
 * Past the daily mail cap, rows go out in digests, one per interval (`mail_digests`, migration 0011).
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../db/database.ts";
import { toEnquiry, type Enquiry } from "../enquiries/enquiry-read-model.ts";
import type { Office } from "#contract/staff";
import type { OutboxKind, OutboxStatus } from "../db/schema.ts";

export interface ClaimedMail {
  outboxId: string;
  kind: OutboxKind;
  leaseToken: string;
  /** Attempts including this one. */
  attempts: number;
  enquiry: Enquiry;
  /** The office the enquiry was given to in the staff console, when it was (read at claim time). */
  office: Office | null;
}

export interface OutboxSummary {
  counts: Record<OutboxStatus, number>;
  /** ISO time the oldest pending row was queued, or null when none is pending. */
  oldestPendingAt: string | null;
}

export interface OutboxRepository {
  /** Claims up to `limit` due rows of one kind (default mail) for `leaseMs`. */
  claim(options: { limit: number; leaseMs: number; kind?: OutboxKind }): Promise<ClaimedMail[]>;
  /**
   * Marks rows sent, in one statement (rows whose lease was lost meanwhile are left alone). With `digest`,
   * they went out in that interval's digest, which is recorded as sent too.
   */
  markSent(mails: readonly ClaimedMail[], options?: { digest?: string }): Promise<void>;
  /**
   * Takes the digest of the interval starting at `slot` (ISO) for this worker: false when another worker
   * (or an earlier pass) took it, so at most one digest goes out per interval, all instances together.
   */
  takeDigest(slot: string): Promise<boolean>;
  /** Whether a row of this kind is due now (a read only: nothing is claimed). */
  hasDue(kind: OutboxKind): Promise<boolean>;
  /** Gives back an interval taken for a digest that carried nothing. */
  releaseDigest(slot: string): Promise<void>;
  /** Digests accepted by the mail server at or after `since`. */
  digestsSince(since: Date): Promise<number>;
  /** Schedules another attempt at `retryAt`. */
  markFailed(mail: ClaimedMail, reason: string, retryAt: Date): Promise<void>;
  /** Gives up on the row (kept for staff: it still shows in the CSV export). */
  markDead(mail: ClaimedMail, reason: string): Promise<void>;
  /** Rows by status: of one kind, or of both when none is given. */
  counts(kind?: OutboxKind): Promise<Record<OutboxStatus, number>>;
  /**
   * One kind's rows (default mail) by status, and when the oldest pending one was queued: for /api/ready
   * and `npm run leads`.
   */
  summary(kind?: OutboxKind): Promise<OutboxSummary>;
  /**
   * Mails marked sent on their own at or after `since` (the daily mail cap; webhook calls and the rows that
   * went out in digests do not count).
   */
  sentSince(since: Date): Promise<number>;
  /** Puts dead rows of both kinds back in the queue (after fixing the settings). Returns how many. */
  requeueDead(): Promise<number>;
  /** Each kind's waiting and dead rows, in one read (for GET /metrics). */
  stats(): Promise<Record<OutboxKind, OutboxStats>>;
}

/** One kind's rows that are not sent yet (GET /metrics, docs/server.md). */
export interface OutboxStats {
  pending: number;
  /** Pending rows whose last attempt failed: they wait for their next try. */
  retrying: number;
  dead: number;
  /** ISO time the oldest pending row was queued, or null when none is pending. */
  oldestPendingAt: string | null;
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

  async function counts(kind?: OutboxKind): Promise<Record<OutboxStatus, number>> {
    let query = kysely
      .selectFrom("outbox")
      .select((eb) => ["status", eb.fn.countAll<number | string | bigint>().as("total")])
      .groupBy("status");
    if (kind) query = query.where("kind", "=", kind);
    const rows = await query.execute();
    const result: Record<OutboxStatus, number> = { pending: 0, sent: 0, dead: 0 };
    for (const row of rows) result[row.status] = Number(row.total);
    return result;
  }

  return {
    claim: async ({ limit, leaseMs, kind = "mail" }) => {
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
            .where("kind", "=", kind)
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
        .leftJoin("enquiry_cases", "enquiry_cases.enquiry_id", "enquiries.id")
        .selectAll("enquiries")
        // Not `office`: the enquiry has its own (the family's nearest office).
        .select("enquiry_cases.office as case_office")
        .where(
          "enquiries.id",
          "in",
          claimed.map((row) => row.enquiry_id),
        )
        .execute();
      const byId = new Map(enquiries.map((row) => [row.id, row]));
      return claimed.flatMap((row) => {
        const enquiry = byId.get(row.enquiry_id);
        return enquiry
          ? [
              {
                outboxId: row.id,
                kind,
                leaseToken,
                attempts: Number(row.attempts),
                enquiry: toEnquiry(enquiry),
                office: enquiry.case_office ?? null,
              },
            ]
          : [];
      });
    },

    markSent: async (mails, options = {}) => {
      if (mails.length === 0) return;
      const sentAt = now().toISOString();
      const digest = options.digest ?? null;
      // One claim (one token) per batch in practice; grouped in case callers mix claims.
      const byToken = new Map<string, ClaimedMail[]>();
      for (const mail of mails) byToken.set(mail.leaseToken, [...(byToken.get(mail.leaseToken) ?? []), mail]);
      for (const [leaseToken, group] of byToken) {
        await kysely
          .updateTable("outbox")
          .set({
            status: "sent",
            sent_at: sentAt,
            digest,
            lease_token: null,
            lease_until: null,
            last_error: null,
          })
          .where(
            "id",
            "in",
            group.map((mail) => mail.outboxId),
          )
          .where("lease_token", "=", leaseToken)
          .where("status", "=", "pending")
          .execute();
      }
      if (digest !== null) {
        await kysely
          .updateTable("mail_digests")
          .set({ sent_at: sentAt, enquiries: mails.length })
          .where("slot", "=", digest)
          .execute();
      }
    },

    hasDue: async (kind) => {
      const current = now().toISOString();
      const row = await kysely
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", kind)
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", current)
        .where((w) => w.or([w("lease_until", "is", null), w("lease_until", "<=", current)]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    takeDigest: async (slot) => {
      const taken = await kysely
        .insertInto("mail_digests")
        .values({ slot, taken_at: now().toISOString() })
        .onConflict((conflict) => conflict.column("slot").doNothing())
        .returning("slot")
        .execute();
      return taken.length > 0;
    },

    releaseDigest: async (slot) => {
      await kysely.deleteFrom("mail_digests").where("slot", "=", slot).where("sent_at", "is", null).execute();
    },

    digestsSince: async (since) => {
      const { total } = await kysely
        .selectFrom("mail_digests")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .where("sent_at", "is not", null)
        .where("slot", ">=", since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(total);
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

    counts,

    summary: async (kind = "mail") => {
      const oldest = await kysely
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("created_at").as("oldest"))
        .where("kind", "=", kind)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return { counts: await counts(kind), oldestPendingAt: oldest?.oldest ?? null };
    },
    sentSince: async (since) => {
      const { total } = await kysely
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .where("kind", "=", "mail")
        .where("status", "=", "sent")
        .where("digest", "is", null)
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
    stats: async () => {
      const rows = await kysely
        .selectFrom("outbox")
        .select((eb) => [
          "kind",
          "status",
          eb.fn.countAll<number | string | bigint>().as("total"),
          eb.fn.count<number | string | bigint>("last_error").as("failed"),
          eb.fn.min("created_at").as("oldest"),
        ])
        .where("status", "in", ["pending", "dead"])
        .groupBy(["kind", "status"])
        .execute();
      const empty = (): OutboxStats => ({ pending: 0, retrying: 0, dead: 0, oldestPendingAt: null });
      const result: Record<OutboxKind, OutboxStats> = { mail: empty(), webhook: empty() };
      for (const row of rows) {
        const stats = result[row.kind];
        if (row.status === "dead") stats.dead = Number(row.total);
        else {
          stats.pending = Number(row.total);
          stats.retrying = Number(row.failed);
          stats.oldestPendingAt = row.oldest ?? null;
        }
      }
      return result;
    },
  };
}
