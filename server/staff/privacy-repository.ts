/**
 * What the console holds about a person, found by email or phone: to hand it over (export) and to erase
 * it (docs/staff-dashboard-and-privacy.md). Erasing an enquiry deletes its personal fields (name, email,
 * phone, comments, and the context that could identify: referrer, utm_term, utm_content, the client's
 * idempotency key and the request hash), its notes, and its unsent staff mail; it keeps what the
 * dashboard counts (form, page, utm source, medium and campaign, status, office, times) and marks the
 * case erased, which hides it from every list, detail, export and search. The audit log keeps its
 * PII-free history plus one `erased` entry (the tombstone).
 *
 * The retention job anonymises closed enquiries untouched for a number of months the same way.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { EnquiryStatus, StaffUser } from "#contract/staff";
import type { PersonExport, PersonMatch, PersonQuery } from "#contract/staff-privacy";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { writeTransaction } from "../db/transaction.ts";

export type ErasureReason = "request" | "retention";

export interface Erasure {
  /** Ids of the enquiries erased now (those already erased are left out). */
  erased: string[];
  mailCancelled: number;
}

export interface PrivacyRepository {
  /** Enquiries (not erased) whose email or phone matches, newest first. */
  search(query: PersonQuery): Promise<PersonMatch[]>;
  /** Everything held about the enquiries that match. */
  export(query: PersonQuery, at?: Date): Promise<PersonExport>;
  /** Erases those of `ids` that still match the person; `actor` null for the retention job. */
  erase(actor: StaffUser | null, ids: readonly string[], reason: ErasureReason): Promise<Erasure>;
  /** Closed enquiries, not erased, with no change since `cutoff` (the retention job's candidates). */
  expired(cutoff: Date, limit: number): Promise<string[]>;
  countExpired(cutoff: Date): Promise<number>;
  /** An audit entry without an enquiry (e.g. a person's data exported). */
  audit(actor: StaffUser, action: string, details: Record<string, unknown>): Promise<void>;
}

/** The last 10 digits, as `enquiry_cases.phone_key` stores them. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

let sequence = 0;
/** Audit ids sort in the order they were written (time, then a counter), like the console's own. */
function auditId(): string {
  sequence = (sequence + 1) % 1_679_616;
  return `${Date.now().toString(36).padStart(9, "0")}${sequence.toString(36).padStart(4, "0")}-${randomUUID()}`;
}

const CHUNK = 200;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export function createPrivacyRepository(
  database: Database,
  options: { now?: () => Date } = {},
): PrivacyRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  function matching(query: PersonQuery) {
    const email = query.email?.trim().toLowerCase();
    const phone = query.phone ? phoneKey(query.phone) : undefined;
    return kysely
      .selectFrom("enquiry_cases as c")
      .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
      .where("c.erased_at", "is", null)
      .where((eb) =>
        eb.or([
          ...(email ? [eb("c.email_key", "=", email)] : []),
          ...(phone ? [eb("c.phone_key", "=", phone)] : []),
        ]),
      );
  }

  /** Closed, not erased, and neither changed nor written about since `cutoff`. */
  function expiredCases(cutoff: Date) {
    const iso = cutoff.toISOString();
    return kysely
      .selectFrom("enquiry_cases as c")
      .where("c.status", "=", "closed" satisfies EnquiryStatus)
      .where("c.updated_at", "<", iso)
      .where("c.erased_at", "is", null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("staff_audit_log as a")
              .select("a.id")
              .whereRef("a.enquiry_id", "=", "c.enquiry_id")
              .where("a.at", ">=", iso),
          ),
        ),
      );
  }

  const matchOf = (query: PersonQuery, row: { email_key: string; phone_key: string }) => {
    const match: ("email" | "phone")[] = [];
    if (query.email && row.email_key === query.email.trim().toLowerCase()) match.push("email");
    if (query.phone && row.phone_key === phoneKey(query.phone)) match.push("phone");
    return match;
  };

  async function writeAudit(
    trx: Kysely<DatabaseSchema>,
    actorId: string | null,
    action: string,
    details: Record<string, unknown>,
    at: string,
    enquiryId: string | null,
  ) {
    await trx
      .insertInto("staff_audit_log")
      .values({
        id: auditId(),
        at,
        actor_id: actorId,
        action,
        enquiry_id: enquiryId,
        subject_user_id: null,
        details: JSON.stringify(details),
      })
      .execute();
  }

  return {
    async search(query) {
      const rows = await matching(query)
        .select([
          "c.enquiry_id",
          "c.received_at",
          "c.office",
          "c.status",
          "c.email_key",
          "c.phone_key",
          "e.first_name",
          "e.last_name",
          "e.email",
          "e.phone",
        ])
        .orderBy("c.received_at", "desc")
        .limit(500)
        .execute();
      return rows.map((row) => ({
        id: row.enquiry_id,
        name: `${row.first_name} ${row.last_name ?? ""}`.trim(),
        email: row.email,
        phone: row.phone,
        receivedAt: row.received_at,
        office: row.office,
        status: row.status,
        match: matchOf(query, row),
      }));
    },

    async export(query, at = now()) {
      const rows = await matching(query)
        .leftJoin("staff_users as u", "u.id", "c.assignee_id")
        .selectAll("e")
        .select([
          "c.status",
          "c.close_reason",
          "c.office",
          "c.follow_up_on",
          "c.first_contacted_at",
          "c.updated_at",
          "u.name as assignee_name",
        ])
        .orderBy("c.received_at", "desc")
        .execute();
      const ids = rows.map((row) => row.id);
      const [notes, audit, mail] = ids.length
        ? await Promise.all([
            kysely
              .selectFrom("enquiry_notes as n")
              .leftJoin("staff_users as u", "u.id", "n.author_id")
              .select(["n.enquiry_id", "n.created_at", "n.body", "u.name as author_name"])
              .where("n.enquiry_id", "in", ids)
              .orderBy("n.created_at")
              .execute(),
            kysely
              .selectFrom("staff_audit_log as a")
              .leftJoin("staff_users as u", "u.id", "a.actor_id")
              .select(["a.enquiry_id", "a.at", "a.action", "a.details", "u.name as actor_name"])
              .where("a.enquiry_id", "in", ids)
              .orderBy("a.at")
              .orderBy("a.id")
              .execute(),
            kysely
              .selectFrom("outbox")
              .select(["enquiry_id", "status", "attempts", "created_at", "sent_at"])
              .where("enquiry_id", "in", ids)
              .where("kind", "=", "mail")
              .orderBy("created_at")
              .execute(),
          ])
        : [[], [], []];
      return {
        generatedAt: at.toISOString(),
        query: { email: query.email ?? null, phone: query.phone ?? null },
        enquiries: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          receivedAt: row.created_at,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: row.phone,
          comments: row.comments,
          language: row.language,
          pageLanguage: row.page_language,
          purpose: row.purpose,
          callbackSlot: row.callback_slot,
          duplicateOf: row.duplicate_of,
          context: {
            page: row.page,
            referrer: row.referrer,
            utm: {
              source: row.utm_source,
              medium: row.utm_medium,
              campaign: row.utm_campaign,
              term: row.utm_term,
              content: row.utm_content,
            },
          },
          workflow: {
            status: row.status,
            closeReason: row.close_reason,
            office: row.office,
            assignee: row.assignee_name,
            followUpOn: row.follow_up_on,
            firstContactedAt: row.first_contacted_at,
            updatedAt: row.updated_at,
          },
          notes: notes
            .filter((note) => note.enquiry_id === row.id)
            .map((note) => ({ at: note.created_at, author: note.author_name, body: note.body })),
          timeline: audit
            .filter((entry) => entry.enquiry_id === row.id)
            .map((entry) => ({
              at: entry.at,
              actor: entry.actor_name,
              action: entry.action,
              details: JSON.parse(entry.details) as Record<string, unknown>,
            })),
          mail: mail
            .filter((item) => item.enquiry_id === row.id)
            .map((item) => ({
              status: item.status,
              attempts: Number(item.attempts),
              createdAt: item.created_at,
              sentAt: item.sent_at,
            })),
        })),
      };
    },

    async erase(actor, ids, reason) {
      if (ids.length === 0) return { erased: [], mailCancelled: 0 };
      return writeTransaction(database, async (trx) => {
        const at = now().toISOString();
        const erased: string[] = [];
        let mailCancelled = 0;
        for (const group of chunks(ids)) {
          const live = await trx
            .selectFrom("enquiry_cases")
            .select("enquiry_id")
            .where("enquiry_id", "in", group)
            .where("erased_at", "is", null)
            .execute();
          const liveIds = live.map((row) => row.enquiry_id);
          if (liveIds.length === 0) continue;
          await trx
            .updateTable("enquiries")
            .set({
              first_name: "",
              last_name: "",
              email: "",
              phone: "",
              comments: null,
              referrer: null,
              utm_term: null,
              utm_content: null,
              idempotency_key: null,
              request_hash: "",
            })
            .where("id", "in", liveIds)
            .execute();
          await trx
            .updateTable("enquiry_cases")
            .set({
              phone_digits: "",
              phone_key: "",
              email_key: "",
              name_key: null,
              source_key: null,
              follow_up_on: null,
              erased_at: at,
            })
            .where("enquiry_id", "in", liveIds)
            .execute();
          await trx.deleteFrom("enquiry_notes").where("enquiry_id", "in", liveIds).execute();
          // Mail not sent yet is cancelled (a dead one too: requeueing it must not send an empty mail), and
          // so are webhook calls not made yet.
          const cancelled = await trx
            .deleteFrom("outbox")
            .where("enquiry_id", "in", liveIds)
            .where("status", "in", ["pending", "dead"])
            .returning("kind")
            .execute();
          mailCancelled += cancelled.filter((row) => row.kind === "mail").length;
          for (const id of liveIds) await writeAudit(trx, actor?.id ?? null, "erased", { reason }, at, id);
          erased.push(...liveIds);
        }
        return { erased, mailCancelled };
      });
    },

    async expired(cutoff, limit) {
      const rows = await expiredCases(cutoff)
        .select("c.enquiry_id")
        .orderBy("c.updated_at")
        .limit(limit)
        .execute();
      return rows.map((row) => row.enquiry_id);
    },

    async countExpired(cutoff) {
      const row = await expiredCases(cutoff)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async audit(actor, action, details) {
      await writeTransaction(database, (trx) =>
        writeAudit(trx, actor.id, action, details, now().toISOString(), null),
      );
    },
  };
}
