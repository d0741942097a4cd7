/**
 * What the console holds about a person, found by email or by their full phone number: to hand it over
 * (export) and to erase it (docs/staff-dashboard-and-privacy.md). Phones are stored as typed; both sides
 * are compared in E.164 (libphonenumber-js; a number without a country code is Indian, +91), so
 * +91 98480 22338 never matches +1 (984) 802-2338, which has the same last 10 digits. Erasing an enquiry deletes its personal fields (name, email,
 * phone, comments, and the context that could identify: referrer, utm_term, utm_content, the client's
 * idempotency key and the request hash), its notes, and its unsent staff mail; it keeps what the
 * dashboard counts (form, page, utm source, medium and campaign, status, office, times) and marks the
 * case erased, which hides it from every list, detail, export and search. The audit log keeps its
 * PII-free history plus one `erased` entry (the tombstone).
 *
 * The retention job anonymises enquiries that nobody has worked on for a number of months (whatever
 * their status) the same way.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { phoneE164, phoneKeys } from "../lib/phone.ts";
import type { StaffUser } from "#contract/staff";
import {
  selectionMaxIds,
  type PersonExport,
  type PersonMatch,
  type PersonQuery,
} from "#contract/staff-privacy";
import type { Database } from "../db/database.ts";
import { contextOf, formFieldsOf, toEnquiry } from "../enquiries/enquiry-read-model.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { writeTransaction } from "../db/transaction.ts";

export type ErasureReason = "request" | "retention";

export interface Erasure {
  /** Ids of the enquiries erased now (those already erased are left out). */
  erased: string[];
  mailCancelled: number;
  /** The digest mails (their intervals) that carried any of them: their files hold their data too. */
  digests: string[];
}

export interface PrivacyRepository {
  /** Enquiries (not erased) whose email or full phone number matches, newest first. */
  search(query: PersonQuery): Promise<PersonMatch[]>;
  /** Everything held about these enquiries (the caller has checked that they are the person's). */
  export(query: PersonQuery, ids: readonly string[], at?: Date): Promise<PersonExport>;
  /**
   * Erases those of `ids` not erased yet, then has SQLite move the change out of its write-ahead log
   * (`actor` null for the retention job).
   */
  erase(actor: StaffUser | null, ids: readonly string[], reason: ErasureReason): Promise<Erasure>;
  /** Enquiries of any status, not erased, with no change since `cutoff` (the retention job's candidates). */
  expired(cutoff: Date, limit: number): Promise<string[]>;
  countExpired(cutoff: Date): Promise<number>;
  /** An audit entry without an enquiry (e.g. a person's data exported). */
  audit(actor: StaffUser, action: string, details: Record<string, unknown>): Promise<void>;
}

let sequence = 0;
/** Audit ids sort in the order they were written (time, then a counter), like the console's own. */
function auditId(): string {
  sequence = (sequence + 1) % 1_679_616;
  return `${Date.now().toString(36).padStart(9, "0")}${sequence.toString(36).padStart(4, "0")}-${randomUUID()}`;
}

const CHUNK = 200;

const queryOf = (query: PersonQuery) => ({ email: query.email ?? null, phone: query.phone ?? null });
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export function createPrivacyRepository(
  database: Database,
  options: { now?: () => Date } = {},
): PrivacyRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  /** Candidates: the same email, or a phone with the same last digits (the indexes); `matchOf` decides. */
  function candidates(query: PersonQuery) {
    const email = query.email?.trim().toLowerCase();
    const keys = query.phone ? phoneKeys(query.phone) : [];
    return kysely
      .selectFrom("enquiry_cases as c")
      .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
      .where("c.erased_at", "is", null)
      .where((eb) =>
        eb.or([
          ...(email ? [eb("c.email_key", "=", email)] : []),
          ...(keys.length > 0 ? [eb("c.phone_key", "in", keys)] : []),
        ]),
      );
  }

  /**
   * Not erased, and neither changed nor written about since `cutoff`, whatever the status: closed and
   * enrolled enquiries are finished, and an open one nobody has worked on for the whole period is not
   * being helped any more (the privacy notice, app/content/privacy.ts, "How long we keep it").
   */
  function expiredCases(cutoff: Date) {
    const iso = cutoff.toISOString();
    return kysely
      .selectFrom("enquiry_cases as c")
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

  /** Why an enquiry is the person's: its email (case-insensitive), its full phone number, both or neither. */
  const matchOf = (query: PersonQuery, row: { email_key: string; phone: string }) => {
    const match: ("email" | "phone")[] = [];
    const email = query.email?.trim().toLowerCase();
    if (email && row.email_key === email) match.push("email");
    if (query.phone && row.phone && phoneE164(row.phone) === phoneE164(query.phone)) match.push("phone");
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
      const rows = await candidates(query)
        .select([
          "c.enquiry_id",
          "c.received_at",
          "c.office",
          "c.status",
          "c.email_key",
          "e.first_name",
          "e.last_name",
          "e.email",
          "e.phone",
        ])
        .orderBy("c.received_at", "desc")
        .limit(1000)
        .execute();
      return rows
        .map((row) => ({
          id: row.enquiry_id,
          name: `${row.first_name} ${row.last_name ?? ""}`.trim(),
          email: row.email,
          phone: row.phone,
          receivedAt: row.received_at,
          office: row.office,
          status: row.status,
          match: matchOf(query, row),
        }))
        .filter((match) => match.match.length > 0)
        .slice(0, selectionMaxIds);
    },

    async export(query, chosen, at = now()) {
      if (chosen.length === 0) return { generatedAt: at.toISOString(), query: queryOf(query), enquiries: [] };
      const rows = await kysely
        .selectFrom("enquiry_cases as c")
        .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
        .where("c.erased_at", "is", null)
        .where("c.enquiry_id", "in", chosen)
        .leftJoin("staff_users as u", "u.id", "c.assignee_id")
        .selectAll("e")
        .select([
          "c.status",
          "c.close_reason",
          "c.office",
          // The family's own choice; `office` above is the case's (the enquiry's column has the same name).
          "e.office as nearest_office",
          "c.follow_up_on",
          "c.first_contacted_at",
          "c.updated_at",
          "u.name as assignee_name",
        ])
        .orderBy("c.received_at", "desc")
        .execute();
      const ids = rows.map((row) => row.id);
      const [notes, audit, mail, calls] = ids.length
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
            kysely
              .selectFrom("enquiry_calls as k")
              .leftJoin("staff_users as u", "u.id", "k.staff_id")
              .select([
                "k.enquiry_id",
                "k.at",
                "k.channel",
                "k.outcome",
                "k.call_back_at",
                "k.message",
                "u.name as staff_name",
              ])
              .where("k.enquiry_id", "in", ids)
              .orderBy("k.at")
              .execute(),
          ])
        : [[], [], [], []];
      return {
        generatedAt: at.toISOString(),
        query: queryOf(query),
        enquiries: rows.map((row) => {
          // The family's nearest office in place of the case's (the query reads both as `office`).
          const enquiry = toEnquiry({ ...row, office: row.nearest_office });
          return {
            id: enquiry.id,
            kind: enquiry.kind,
            receivedAt: enquiry.createdAt,
            ...formFieldsOf(enquiry),
            duplicateOf: enquiry.duplicateOf,
            context: contextOf(enquiry),
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
            calls: calls
              .filter((call) => call.enquiry_id === row.id)
              .map((call) => ({
                at: call.at,
                by: call.staff_name,
                channel: call.channel,
                outcome: call.outcome,
                callBackAt: call.call_back_at,
                message: call.message,
              })),
          };
        }),
      };
    },

    async erase(actor, ids, reason) {
      if (ids.length === 0) return { erased: [], mailCancelled: 0, digests: [] };
      const result = await writeTransaction(database, async (trx): Promise<Erasure> => {
        const at = now().toISOString();
        const erased: string[] = [];
        let mailCancelled = 0;
        const digests = new Set<string>();
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
              follow_up_time: null,
              erased_at: at,
            })
            .where("enquiry_id", "in", liveIds)
            .execute();
          await trx.deleteFrom("enquiry_notes").where("enquiry_id", "in", liveIds).execute();
          // Logged calls stay as counts (outcome, who, when); the WhatsApp messages sent held the name.
          await trx
            .updateTable("enquiry_calls")
            .set({ message: null })
            .where("enquiry_id", "in", liveIds)
            .execute();
          // The digests that carried any of them, before their outbox rows go (docs/enquiries.md).
          const carried = await trx
            .selectFrom("outbox")
            .select("digest")
            .distinct()
            .where("enquiry_id", "in", liveIds)
            .where("digest", "is not", null)
            .execute();
          for (const row of carried) if (row.digest) digests.add(row.digest);
          // Mail not sent yet is cancelled (a dead one too: requeueing it must not send an empty mail), and
          // so are webhook calls not made yet.
          const cancelled = await trx
            .deleteFrom("outbox")
            .where("enquiry_id", "in", liveIds)
            .where("status", "in", ["pending", "dead"])
            .returning("kind")
            .execute();
          mailCancelled += cancelled.filter((row) => row.kind === "mail").length;
          // A booked meeting not held yet is cancelled and its time given back; its mails not sent yet
          // go (docs/bookings.md): nobody is left to meet or to write to.
          const meetings = await trx
            .selectFrom("bookings")
            .select("id")
            .where("enquiry_id", "in", liveIds)
            .where("status", "=", "booked")
            .execute();
          const meetingIds = meetings.map((row) => row.id);
          if (meetingIds.length > 0) {
            await trx
              .updateTable("bookings")
              .set({ status: "cancelled", updated_at: at })
              .where("id", "in", meetingIds)
              .execute();
            await trx.deleteFrom("booking_cells").where("booking_id", "in", meetingIds).execute();
          }
          await trx
            .deleteFrom("booking_mails")
            .where("booking_id", "in", (eb) =>
              eb.selectFrom("bookings").select("id").where("enquiry_id", "in", liveIds),
            )
            .where("status", "in", ["pending", "dead"])
            .execute();
          for (const id of liveIds) await writeAudit(trx, actor?.id ?? null, "erased", { reason }, at, id);
          erased.push(...liveIds);
        }
        // The inbox's kept counts are keyed by the source text, which holds the referrer: a key nobody
        // counts any more goes, so an erased referrer does not stay behind as a count of zero.
        if (erased.length > 0) await trx.deleteFrom("enquiry_case_counts").where("n", "<=", 0).execute();
        return { erased, mailCancelled, digests: [...digests] };
      });
      // SQLite zeroes what the erasure deleted (secure_delete) in the pages it wrote to the write-ahead
      // log; the log still holds the pages as they were before. Copy it into the file and empty it now.
      if (result.erased.length > 0) await database.checkpoint();
      return result;
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
