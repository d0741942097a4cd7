/**
 * Enquiries as the staff console works them: the inbox (filters, search, counts, cursor paging), one
 * enquiry with its context, mail state, duplicates, notes and timeline, and the workflow changes. Every
 * read takes the signed-in person and returns only what they may see (`visibleTo`); every change is
 * written together with its audit-log row in one transaction.
 */
import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { writeTransaction } from "../db/transaction.ts";
import { INDIA_OFFSET } from "../lib/office-hours.ts";
import { phoneKeys, samePhone } from "../lib/phone.ts";
import { callLogText } from "./calls/call-text.ts";
import { searchIndexOf } from "./search-index-repository.ts";
import { contextOf, formFieldsOf, toEnquiry } from "../enquiries/enquiry-read-model.ts";
import type { CsvEnquiry } from "../lib/csv.ts";
import {
  callbackSlotText,
  helpPurposeLabels,
  type CallbackSlot,
  type EnquiryKind,
  type HelpPurpose,
} from "#contract/enquiry-fields";
import {
  closeReasonLabels,
  contactWithinHours,
  duplicateWindowDays,
  enquiryStatuses,
  officeLabels,
  statusLabels,
  type CloseReason,
  type EnquiryDetail,
  type EnquiryStatus,
  type InboxItem,
  type InboxPage,
  type Office,
  type StaffUser,
  type TimelineEntry,
} from "#contract/staff";
import { followUpOverdue, followUpText } from "#contract/staff-my-day";
import { routedText } from "#contract/staff-routing";

/** The inbox filters after parsing (see contract `inboxQuerySchema`). */
export interface InboxFilters {
  status?: EnquiryStatus | undefined;
  kind?: EnquiryKind | undefined;
  office?: Office | "none" | undefined;
  /** A staff id, or "none" for unassigned (`me` is resolved by the route). */
  assignee?: string | undefined;
  destination?: string | undefined;
  /** Received at or after this instant (ISO), and before `before`. */
  since?: string | undefined;
  before?: string | undefined;
  source?: string | undefined;
  q?: string | undefined;
  /** Follow-ups due on or before this day (YYYY-MM-DD). */
  dueBy?: string | undefined;
  /** The "Today" view: received since `since` (the day's start) or with a follow-up due on `day`. */
  today?: { day: string; since: string } | undefined;
}

export interface InboxRequest {
  filters: InboxFilters;
  cursor?: string | undefined;
  limit: number;
}

export type AuditAction =
  | TimelineEntry["action"]
  | "sessions_revoked"
  | "invited"
  | "deactivated"
  | "reactivated"
  | "exported"
  | "template_saved"
  | "template_deleted"
  | "routing_rule_added"
  | "routing_rule_changed"
  | "routing_rule_deleted"
  | "routing_rule_moved"
  | "away_set"
  | "away_cleared";

export interface CaseRepository {
  inbox(viewer: StaffUser, request: InboxRequest): Promise<InboxPage>;
  /** One enquiry, or undefined when it does not exist or the viewer may not see it. */
  detail(viewer: StaffUser, id: string): Promise<EnquiryDetail | undefined>;
  changeStatus(
    viewer: StaffUser,
    id: string,
    change: { status: EnquiryStatus; closeReason?: CloseReason | undefined; note?: string | undefined },
  ): Promise<boolean>;
  /**
   * Sets the assignee and the office (`undefined`: the office stays as it is, or for a counsellor taking
   * an unrouted enquiry, becomes theirs). "hidden": no such enquiry for this viewer; "forbidden": a
   * counsellor's change that `counsellorMayAssign` refuses.
   */
  assign(
    viewer: StaffUser,
    id: string,
    assignee: StaffUser | null,
    office: Office | null | undefined,
  ): Promise<"assigned" | "hidden" | "forbidden">;
  /** Sets the follow-up's day and its time of day in India (`at`, null: the start of the day). */
  setFollowUp(viewer: StaffUser, id: string, on: string | null, at?: string | null): Promise<boolean>;
  addNote(viewer: StaffUser, id: string, body: string): Promise<boolean>;
  /**
   * Enquiries of the filtered view with every field, newest first, `limit` at a time after `after`
   * (the last row of the previous batch): the admins' CSV export.
   */
  exportBatch(
    viewer: StaffUser,
    filters: InboxFilters,
    after: { receivedAt: string; id: string } | undefined,
    limit: number,
  ): Promise<ExportRow[]>;
  /** An entry of the audit log that concerns no enquiry (e.g. sessions revoked). */
  audit(
    actor: StaffUser,
    action: AuditAction,
    details: Record<string, unknown>,
    subjectUserId?: string,
  ): Promise<void>;
}

/** One enquiry as the console's CSV export writes it: the read model, its case's receipt and workflow. */
export type ExportRow = Required<CsvEnquiry>;

type Builder = ExpressionBuilder<DatabaseSchema & { c: DatabaseSchema["enquiry_cases"] }, "c">;

/**
 * The rows a person may see: admins everything; counsellors their office, unrouted ones and their own.
 * Erased enquiries (server/staff/privacy-repository.ts) nobody sees.
 *
 * `unindexedLive`: SQLite only. Written `+c.erased_at is null`, the condition cannot pick an index that
 * starts with erased_at: the counts of the due view then read the narrow index of follow-ups (migration
 * 0006), which the planner would not choose without statistics.
 *
 * `newestFirst`: SQLite only. A counsellor's condition is written with `+` on its columns, so that it
 * picks no index: the list then walks `enquiry_cases_received` newest first and stops after its page,
 * instead of gathering every row of the office from three index searches and sorting them (since
 * migration 0021 no covering index of the live rows serves that walk).
 */
export function visibleTo(viewer: StaffUser, unindexedLive = false, newestFirst = false) {
  return (eb: Builder) => {
    const live = unindexedLive ? sql<boolean>`+c.erased_at is null` : eb("c.erased_at", "is", null);
    if (viewer.role === "admin") return live;
    const own = newestFirst
      ? sql<boolean>`(+c.office = ${viewer.office} or +c.office is null or +c.assignee_id = ${viewer.id})`
      : eb.or([
          eb("c.office", "=", viewer.office),
          eb("c.office", "is", null),
          eb("c.assignee_id", "=", viewer.id),
        ]);
    return eb.and([live, own]);
  };
}

/**
 * What a counsellor may do with an enquiry's assignment (docs/staff-console.md, "People and access"):
 * work within their own office. The enquiry must be of their office, or not yet routed; the assignee
 * must be nobody, themselves or an active colleague of their office (`assignee` is looked up and checked
 * active by the caller); the office stays as it is, except that an unrouted enquiry given to someone
 * enters the counsellor's office. A counsellor never routes an enquiry to another office nor takes one
 * out of theirs. Admins may do anything and are not asked.
 */
export function counsellorAssignment(
  viewer: StaffUser,
  currentOffice: Office | null,
  assignee: StaffUser | null,
  requestedOffice: Office | null | undefined,
): { office: Office | null } | undefined {
  if (currentOffice !== null && currentOffice !== viewer.office) return undefined;
  if (assignee && assignee.office !== viewer.office) return undefined;
  const office = currentOffice ?? (assignee ? viewer.office : null);
  if (requestedOffice !== undefined && requestedOffice !== office) {
    // Naming their own office for an unrouted enquiry routes it there; any other office is refused.
    if (!(currentOffice === null && requestedOffice === viewer.office)) return undefined;
    return { office: requestedOffice };
  }
  return { office };
}

/** `%text%` for LIKE, with LIKE's own wildcards escaped (used with `escape '\'`). */
function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What a search looks for: a phone's digits, or a text in the name or email (in lower case).
 * `indexed`: SQLite's trigram index can find it (at least 3 characters, none of LIKE's wildcards).
 */
function searchOf(q: string): { digits?: string; text: string; probe: string; indexed: boolean } {
  const digits = phoneDigits(q);
  const text = digits ?? q.trim().toLowerCase();
  // What the trigram index is asked for: the text, or of an email address the part before the `@` (the
  // domain's trigrams are in most rows and cost more than they narrow). The rows found are then
  // matched against the whole text.
  const [local = "", domain = ""] = text.split("@");
  const probe = !text.includes("@") ? text : [...local].length >= 3 ? local : domain;
  return {
    ...(digits ? { digits } : {}),
    text,
    probe,
    indexed: [...probe].length >= 3 && !/[\\%_\n]/.test(text),
  };
}

/** The digits of a search that is a phone number (at least 3 digits and phone punctuation), else undefined. */
function phoneDigits(q: string): string | undefined {
  const digits = q.replace(/[\s()+\-./]/g, "");
  return /^\d{3,}$/.test(digits) ? digits : undefined;
}

let auditSequence = 0;

/**
 * Audit ids sort in the order they were written within one process (time, then a counter), so
 * entries written in the same millisecond (a status change and its note) keep their order.
 */
export function auditId(): string {
  auditSequence = (auditSequence + 1) % 1_679_616;
  return `${Date.now().toString(36).padStart(9, "0")}${auditSequence.toString(36).padStart(4, "0")}-${randomUUID()}`;
}

/** Writes one row of the audit log (the timeline), in the caller's transaction. */
export async function writeAudit(
  trx: Kysely<DatabaseSchema>,
  actor: StaffUser,
  action: AuditAction,
  details: Record<string, unknown>,
  at: string,
  target: { enquiryId?: string; subjectUserId?: string } = {},
) {
  await trx
    .insertInto("staff_audit_log")
    .values({
      id: auditId(),
      at,
      actor_id: actor.id,
      action,
      enquiry_id: target.enquiryId ?? null,
      subject_user_id: target.subjectUserId ?? null,
      details: JSON.stringify(details),
    })
    .execute();
}

export function encodeCursor(receivedAt: string, id: string): string {
  return Buffer.from(`${receivedAt}|${id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): { receivedAt: string; id: string } | undefined {
  const [receivedAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!receivedAt || !id || rest.length > 0 || Number.isNaN(Date.parse(receivedAt))) return undefined;
  return { receivedAt, id };
}

const fullName = (first: string, last: string | null) => `${first} ${last ?? ""}`.trim();

const formNames: Record<EnquiryKind, string> = {
  contact: "Contact form",
  service: "Service enquiry",
  callback: "Call-back request",
  booking: "Booked meeting",
};

function summaryOf(
  kind: EnquiryKind,
  comments: string | null,
  purpose: HelpPurpose | null,
  page: string | null,
): string {
  const text = comments?.replace(/\s+/g, " ").trim();
  if (text) return text.length > 120 ? `${text.slice(0, 119)}…` : text;
  if (purpose) return helpPurposeLabels[purpose];
  const form = formNames[kind];
  return page ? `${form} on ${page}` : form;
}

/** A call-back request's slot in words with its day in India, from when it was received. */
const callbackOf = (slot: CallbackSlot | null, receivedAt: string) =>
  slot ? callbackSlotText(slot, receivedAt) : null;

/** The day (YYYY-MM-DD) and time of day (HH:MM) in India at an instant. */
export function istClock(at: Date): { day: string; time: string } {
  const iso = new Date(at.getTime() + INDIA_OFFSET).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function isOverdue(status: EnquiryStatus, receivedAt: string, now: Date): boolean {
  return status === "new" && now.getTime() - Date.parse(receivedAt) > contactWithinHours * 3600_000;
}

function timelineText(
  action: AuditAction,
  details: Record<string, unknown>,
  names: Map<string, string>,
): string {
  switch (action) {
    case "received":
      return "Enquiry received";
    case "status_changed": {
      const from = statusLabels[details.from as EnquiryStatus] ?? String(details.from);
      const to = statusLabels[details.to as EnquiryStatus] ?? String(details.to);
      const reason = details.reason ? ` (${closeReasonLabels[details.reason as CloseReason]})` : "";
      const byCall = details.byCall ? " (the call reached them)" : "";
      return `Status changed from ${from} to ${to}${reason}${byCall}`;
    }
    case "assigned": {
      const who = details.assigneeId ? (names.get(String(details.assigneeId)) ?? "a former colleague") : null;
      // Routed as the enquiry was stored (docs/staff-console.md, "Routing").
      if (details.routed) return routedText(details, who);
      const office = details.office ? officeLabels[details.office as Office] : null;
      if (who) return `Assigned to ${who}${office ? ` (${office})` : ""}`;
      return office ? `Unassigned; office ${office}` : "Unassigned";
    }
    case "follow_up_set":
      return typeof details.on === "string"
        ? `Follow-up set for ${followUpText(details.on, typeof details.at === "string" ? details.at : null)}`
        : "Follow-up cleared";
    case "call_logged":
      return callLogText(details);
    case "note_added":
      return "Note added";
    case "escalated":
      return "Escalated to admins";
    case "sessions_revoked":
      return "Sessions revoked";
    case "invited":
      return "Person invited";
    case "deactivated":
      return "Account deactivated";
    case "reactivated":
      return "Account reactivated";
    case "exported":
      return "Enquiries exported";
    case "template_saved":
      return "WhatsApp template saved";
    case "template_deleted":
      return "WhatsApp template deleted";
    case "routing_rule_added":
      return "Routing rule added";
    case "routing_rule_changed":
      return "Routing rule changed";
    case "routing_rule_deleted":
      return "Routing rule deleted";
    case "routing_rule_moved":
      return "Routing rule moved";
    case "away_set":
      return "Marked away";
    case "away_cleared":
      return "Back from away";
  }
}

/** The case columns a list reads for its page of rows, before joining them to their enquiries (inbox, My day). */
export const pageColumns = [
  "c.enquiry_id",
  "c.received_at",
  "c.status",
  "c.office",
  "c.assignee_id",
  "c.follow_up_on",
  "c.follow_up_time",
] as const;

export function createCaseRepository(database: Database, options: { now?: () => Date } = {}): CaseRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;
  const searchIndex = searchIndexOf(database);

  /** A search reads SQLite's trigram index: the enquiries stored since its last run go into it first. */
  async function indexBeforeSearch(filters: InboxFilters): Promise<void> {
    if (filters.q && database.dialect === "sqlite") await searchIndex.indexPending();
  }

  /**
   * The enquiries of a view, read from the case rows alone (they carry copies of the enquiry's form,
   * page, source and name: migration 0005), so that counts and paging need no join per row; the list
   * and the export join the enquiries of the page they show.
   */
  function filtered(viewer: StaffUser, filters: InboxFilters, withStatus: boolean, counting = false) {
    const plain = kysely.selectFrom("enquiry_cases as c");
    const search = filters.q ? searchOf(filters.q) : undefined;
    // A search that SQLite's trigram index can answer (migration 0006) starts from the index's matches
    // (CROSS JOIN fixes that order), not from every case row. The query reads and returns case columns
    // only, so it is typed as the plain one.
    let query =
      search?.indexed && database.dialect === "sqlite"
        ? (kysely
            .selectFrom("enquiry_search as s")
            .crossJoin("enquiry_search_rows as r")
            .crossJoin("enquiry_cases as c")
            .whereRef("r.id", "=", "s.rowid")
            .whereRef("c.enquiry_id", "=", "r.enquiry_id")
            .where(
              sql<boolean>`${sql.ref(search.digits ? "s.phone" : "s.keys")} like ${`%${search.probe}%`}`,
            ) as unknown as typeof plain)
        : plain;
    const f = filters;
    const narrowIndex =
      counting && database.dialect === "sqlite" && !search && !f.since && !f.before && !!f.dueBy;
    query = query.where(visibleTo(viewer, narrowIndex, database.dialect === "sqlite" && !counting));
    if (withStatus && f.status) query = query.where("c.status", "=", f.status);
    if (f.kind) query = query.where("c.kind", "=", f.kind);
    if (f.office === "none") query = query.where("c.office", "is", null);
    else if (f.office) query = query.where("c.office", "=", f.office);
    if (f.assignee === "none") query = query.where("c.assignee_id", "is", null);
    else if (f.assignee) query = query.where("c.assignee_id", "=", f.assignee);
    if (f.destination) query = query.where("c.page", "=", `/study-in-${f.destination}`);
    if (f.since) query = query.where("c.received_at", ">=", f.since);
    if (f.before) query = query.where("c.received_at", "<", f.before);
    if (f.dueBy) {
      query = query
        .where("c.follow_up_on", "<=", f.dueBy)
        .where("c.status", "not in", ["closed", "enrolled"]);
    }
    if (f.today) {
      const { day, since } = f.today;
      query = query.where((eb) =>
        eb.or([
          eb("c.received_at", ">=", since),
          eb.and([eb("c.follow_up_on", "=", day), eb("c.status", "not in", ["closed", "enrolled"])]),
        ]),
      );
    }
    if (f.source) {
      query = query.where(sql<boolean>`c.source_key like ${contains(f.source)} escape '\\'`);
    }
    if (search?.digits) {
      query = query.where(sql<boolean>`c.phone_digits like ${contains(search.digits)} escape '\\'`);
    } else if (search) {
      const pattern = contains(search.text);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`c.name_key like ${pattern} escape '\\'`,
          sql<boolean>`c.email_key like ${pattern} escape '\\'`,
        ]),
      );
    }
    return query;
  }

  /**
   * The counts per status of a view from the counters (migration 0006), when the view filters by
   * nothing they do not count by; undefined otherwise (then the rows are counted).
   */
  async function maintainedCounts(viewer: StaffUser, f: InboxFilters) {
    if (f.since || f.before || f.dueBy || f.today || f.q) return undefined;
    let query = kysely
      .selectFrom("enquiry_case_counts as k")
      .select(["k.status", (eb) => eb.fn.sum<number | string | bigint>("k.n").as("total")])
      .groupBy("k.status");
    if (viewer.role !== "admin") {
      query = query.where((eb) =>
        eb.or([
          eb("k.office", "=", viewer.office),
          eb("k.office", "=", ""),
          eb("k.assignee_id", "=", viewer.id),
        ]),
      );
    }
    if (f.kind) query = query.where("k.kind", "=", f.kind);
    if (f.office) query = query.where("k.office", "=", f.office === "none" ? "" : f.office);
    if (f.assignee) query = query.where("k.assignee_id", "=", f.assignee === "none" ? "" : f.assignee);
    if (f.destination) query = query.where("k.page", "=", `/study-in-${f.destination}`);
    if (f.source) query = query.where(sql<boolean>`k.source_key like ${contains(f.source)} escape '\\'`);
    return query.execute();
  }

  /** The case row as the viewer may see it; on PostgreSQL locked until the transaction ends. */
  async function visibleCase(trx: Kysely<DatabaseSchema>, viewer: StaffUser, id: string) {
    return trx
      .selectFrom("enquiry_cases as c")
      .selectAll("c")
      .where("c.enquiry_id", "=", id)
      .where(visibleTo(viewer))
      .$if(database.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
  }

  async function insertNote(
    trx: Kysely<DatabaseSchema>,
    author: StaffUser,
    id: string,
    body: string,
    at: string,
  ) {
    const noteId = randomUUID();
    await trx
      .insertInto("enquiry_notes")
      .values({ id: noteId, enquiry_id: id, author_id: author.id, body, created_at: at })
      .execute();
    await writeAudit(trx, author, "note_added", { noteId }, at, { enquiryId: id });
  }

  /** Runs a change on an enquiry the viewer may see; false when it is not there for them. */
  function change(
    viewer: StaffUser,
    id: string,
    work: (
      trx: Kysely<DatabaseSchema>,
      current: NonNullable<Awaited<ReturnType<typeof visibleCase>>>,
      at: string,
    ) => Promise<void>,
  ): Promise<boolean> {
    return writeTransaction(database, async (trx) => {
      const current = await visibleCase(trx, viewer, id);
      if (!current) return false;
      await work(trx, current, now().toISOString());
      return true;
    });
  }

  return {
    async inbox(viewer, { filters, cursor, limit }) {
      await indexBeforeSearch(filters);
      const after = cursor ? decodeCursor(cursor) : undefined;
      // The page's case rows first (from the index, or from a search's matches), then their enquiries
      // and assignees: a join for the rows shown, not for every match.
      let pageQuery = filtered(viewer, filters, true)
        .select(pageColumns)
        .orderBy("c.received_at", "desc")
        .orderBy("c.enquiry_id", "desc")
        .limit(limit + 1);
      if (after) {
        // `<=` first: a range the index walks; the `or` then only orders rows of the same instant.
        pageQuery = pageQuery
          .where("c.received_at", "<=", after.receivedAt)
          .where((eb) =>
            eb.or([
              eb("c.received_at", "<", after.receivedAt),
              eb.and([eb("c.received_at", "=", after.receivedAt), eb("c.enquiry_id", "<", after.id)]),
            ]),
          );
      }
      const query = kysely
        .selectFrom(pageQuery.as("c"))
        .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
        // The calls' figures of the page's rows only: the page itself is read from the covering index.
        .innerJoin("enquiry_cases as calls", "calls.enquiry_id", "c.enquiry_id")
        .leftJoin("staff_users as u", "u.id", "c.assignee_id")
        .select([
          "c.enquiry_id",
          "c.received_at",
          "c.status",
          "c.office",
          "c.assignee_id",
          "c.follow_up_on",
          "calls.call_attempts",
          "calls.last_call_outcome",
          "calls.last_call_at",
          "c.follow_up_time",
          "e.kind",
          "e.first_name",
          "e.last_name",
          "e.comments",
          "e.page",
          "e.purpose",
          "e.language",
          "e.page_language",
          "e.callback_slot",
          "e.duplicate_of",
          "u.name as assignee_name",
        ])
        .orderBy("c.received_at", "desc")
        .orderBy("c.enquiry_id", "desc");
      const countRows =
        (await maintainedCounts(viewer, filters)) ??
        (await filtered(viewer, filters, false, true)
          .select(["c.status", (eb) => eb.fn.countAll<number | string | bigint>().as("total")])
          .groupBy("c.status")
          .execute());
      const rows = await query.execute();
      const at = now();
      const clock = istClock(at);
      const page = rows.slice(0, limit);
      const items: InboxItem[] = page.map((row) => ({
        id: row.enquiry_id,
        name: fullName(row.first_name, row.last_name),
        kind: row.kind,
        summary: summaryOf(row.kind, row.comments, row.purpose, row.page),
        language: row.language,
        pageLanguage: row.page_language,
        callback: callbackOf(row.callback_slot, row.received_at),
        duplicateOf: row.duplicate_of,
        office: row.office,
        receivedAt: row.received_at,
        status: row.status,
        assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
        followUpOn: row.follow_up_on,
        followUpTime: row.follow_up_time,
        followUpOverdue: followUpOverdue(row.follow_up_on, row.follow_up_time, clock.day, clock.time),
        overdue: isOverdue(row.status, row.received_at, at),
        callAttempts: Number(row.call_attempts),
        lastCallOutcome: row.last_call_outcome,
        lastCallAt: row.last_call_at,
      }));
      const counts = Object.fromEntries(enquiryStatuses.map((status) => [status, 0])) as Record<
        EnquiryStatus,
        number
      >;
      for (const row of countRows) counts[row.status] = Number(row.total);
      const last = page.at(-1);
      return {
        items,
        nextCursor: rows.length > limit && last ? encodeCursor(last.received_at, last.enquiry_id) : null,
        counts,
      };
    },

    async detail(viewer, id) {
      const row = await kysely
        .selectFrom("enquiry_cases as c")
        .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
        .leftJoin("staff_users as u", "u.id", "c.assignee_id")
        .leftJoin("outbox as o", (join) =>
          join.onRef("o.enquiry_id", "=", "c.enquiry_id").on("o.kind", "=", "mail"),
        )
        .selectAll("e")
        .select([
          "c.status",
          "c.close_reason",
          "c.office",
          // The family's own choice; `office` above is the case's (the enquiry's column has the same name).
          "e.office as nearest_office",
          "c.assignee_id",
          "c.follow_up_on",
          "c.follow_up_time",
          "c.phone_key",
          "c.email_key",
          "c.received_at",
          "c.call_attempts",
          "c.last_call_outcome",
          "c.last_call_at",
          "u.name as assignee_name",
          "o.status as mail_status",
          "o.attempts as mail_attempts",
          "o.last_error as mail_last_error",
          "o.sent_at as mail_sent_at",
        ])
        .where("c.enquiry_id", "=", id)
        .where(visibleTo(viewer))
        .executeTakeFirst();
      if (!row) return undefined;
      const at = now();
      const clock = istClock(at);

      const received = Date.parse(row.received_at);
      const windowMs = duplicateWindowDays * 86_400_000;
      const [duplicates, notes, audit, messages] = await Promise.all([
        kysely
          .selectFrom("enquiry_cases as c")
          .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
          .select(["c.enquiry_id", "c.received_at", "c.email_key", "e.phone", "e.first_name", "e.last_name"])
          .where("c.enquiry_id", "!=", id)
          .where((eb) =>
            eb.or([
              // The keys narrow the lookup; the same number in E.164 decides (server/lib/phone.ts).
              eb("c.phone_key", "in", phoneKeys(row.phone)),
              // A call-back request has no email (its key is empty): only its phone matches.
              ...(row.email_key ? [eb("c.email_key", "=", row.email_key)] : []),
            ]),
          )
          .where("c.received_at", ">=", new Date(received - windowMs).toISOString())
          .where("c.received_at", "<=", new Date(received + windowMs).toISOString())
          .where(visibleTo(viewer))
          .orderBy("c.received_at", "desc")
          .limit(20)
          .execute(),
        kysely
          .selectFrom("enquiry_notes as n")
          .leftJoin("staff_users as u", "u.id", "n.author_id")
          .select(["n.id", "n.body", "n.created_at", "n.author_id", "u.name as author_name"])
          .where("n.enquiry_id", "=", id)
          .orderBy("n.created_at")
          .orderBy("n.id")
          .execute(),
        kysely
          .selectFrom("staff_audit_log as a")
          .leftJoin("staff_users as u", "u.id", "a.actor_id")
          .select(["a.id", "a.at", "a.action", "a.details", "a.actor_id", "u.name as actor_name"])
          .where("a.enquiry_id", "=", id)
          .orderBy("a.at")
          .orderBy("a.id")
          .execute(),
        // The WhatsApp messages sent, shown on the timeline with their entry.
        kysely
          .selectFrom("enquiry_calls")
          .select(["id", "message"])
          .where("enquiry_id", "=", id)
          .where("message", "is not", null)
          .execute(),
      ]);

      const names = new Map<string, string>();
      const assigneeIds = audit
        .map((entry) => (JSON.parse(entry.details) as { assigneeId?: string }).assigneeId)
        .filter((value): value is string => typeof value === "string");
      if (assigneeIds.length > 0) {
        const people = await kysely
          .selectFrom("staff_users")
          .select(["id", "name"])
          .where("id", "in", assigneeIds)
          .execute();
        for (const person of people) names.set(person.id, person.name);
      }
      const noteBodies = new Map(notes.map((note) => [note.id, note.body]));
      const messageTexts = new Map(messages.map((message) => [message.id, message.message]));
      const person = (personId: string | null, name: string | null) =>
        personId ? { id: personId, name: name ?? "A former colleague" } : null;

      const timeline: TimelineEntry[] = [
        {
          id: `received-${id}`,
          at: row.created_at,
          actor: null,
          action: "received",
          text: "Enquiry received",
          note: null,
        },
        ...audit.map((entry) => {
          const details = JSON.parse(entry.details) as Record<string, unknown>;
          const action = entry.action as TimelineEntry["action"];
          return {
            id: entry.id,
            at: entry.at,
            actor: person(entry.actor_id, entry.actor_name),
            action,
            text: timelineText(action, details, names),
            note:
              action === "note_added"
                ? (noteBodies.get(String(details.noteId)) ?? null)
                : action === "call_logged"
                  ? (messageTexts.get(String(details.callId)) ?? null)
                  : null,
          };
        }),
      ];

      // The family's nearest office in place of the case's (the query reads both as `office`).
      const enquiry = toEnquiry({ ...row, office: row.nearest_office });
      return {
        id: enquiry.id,
        kind: enquiry.kind,
        ...formFieldsOf(enquiry),
        callback: callbackOf(enquiry.callbackSlot, enquiry.createdAt),
        duplicateOf: enquiry.duplicateOf,
        context: contextOf(enquiry),
        receivedAt: enquiry.createdAt,
        status: row.status,
        closeReason: row.close_reason,
        office: row.office,
        assignee: person(row.assignee_id, row.assignee_name),
        followUpOn: row.follow_up_on,
        followUpTime: row.follow_up_time,
        followUpOverdue: followUpOverdue(row.follow_up_on, row.follow_up_time, clock.day, clock.time),
        overdue: isOverdue(row.status, row.received_at, at),
        callAttempts: Number(row.call_attempts),
        lastCallOutcome: row.last_call_outcome,
        lastCallAt: row.last_call_at,
        mail: row.mail_status
          ? {
              status: row.mail_status,
              attempts: Number(row.mail_attempts ?? 0),
              lastError: row.mail_last_error,
              sentAt: row.mail_sent_at,
            }
          : null,
        duplicates: duplicates
          .filter(
            (dup) => samePhone(dup.phone, row.phone) || (row.email_key && dup.email_key === row.email_key),
          )
          .map((dup) => ({
            id: dup.enquiry_id,
            name: fullName(dup.first_name, dup.last_name),
            receivedAt: dup.received_at,
            match: samePhone(dup.phone, row.phone) ? ("phone" as const) : ("email" as const),
          })),
        notes: notes.map((note) => ({
          id: note.id,
          at: note.created_at,
          author: person(note.author_id, note.author_name),
          body: note.body,
        })),
        timeline,
      };
    },

    changeStatus: (viewer, id, { status, closeReason, note }) =>
      change(viewer, id, async (trx, current, at) => {
        if (current.status !== status || (current.close_reason ?? undefined) !== closeReason) {
          await trx
            .updateTable("enquiry_cases")
            .set({
              status,
              close_reason: status === "closed" ? (closeReason ?? null) : null,
              first_contacted_at: current.first_contacted_at ?? (status !== "new" ? at : null),
              updated_at: at,
            })
            .where("enquiry_id", "=", id)
            .execute();
          await writeAudit(
            trx,
            viewer,
            "status_changed",
            { from: current.status, to: status, reason: closeReason ?? null },
            at,
            {
              enquiryId: id,
            },
          );
        }
        if (note) await insertNote(trx, viewer, id, note, at);
      }),

    assign: (viewer, id, assignee, office) =>
      writeTransaction(database, async (trx) => {
        const current = await visibleCase(trx, viewer, id);
        if (!current) return "hidden" as const;
        let newOffice = office === undefined ? current.office : office;
        if (viewer.role !== "admin") {
          const allowed = counsellorAssignment(viewer, current.office, assignee, office);
          if (!allowed) return "forbidden" as const;
          newOffice = allowed.office;
        }
        const at = now().toISOString();
        await trx
          .updateTable("enquiry_cases")
          .set({ assignee_id: assignee?.id ?? null, office: newOffice, updated_at: at })
          .where("enquiry_id", "=", id)
          .execute();
        await writeAudit(
          trx,
          viewer,
          "assigned",
          { assigneeId: assignee?.id ?? null, office: newOffice },
          at,
          {
            enquiryId: id,
          },
        );
        return "assigned" as const;
      }),

    setFollowUp: (viewer, id, on, time) =>
      change(viewer, id, async (trx, _current, at) => {
        const followUpTime = on === null ? null : (time ?? null);
        await trx
          .updateTable("enquiry_cases")
          .set({ follow_up_on: on, follow_up_time: followUpTime, updated_at: at })
          .where("enquiry_id", "=", id)
          .execute();
        await writeAudit(trx, viewer, "follow_up_set", { on, at: followUpTime }, at, { enquiryId: id });
      }),

    addNote: (viewer, id, body) =>
      change(viewer, id, async (trx, _current, at) => {
        await insertNote(trx, viewer, id, body, at);
      }),

    async exportBatch(viewer, filters, after, limit) {
      await indexBeforeSearch(filters);
      let query = filtered(viewer, filters, true)
        .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
        .leftJoin("staff_users as u", "u.id", "c.assignee_id")
        .leftJoin("outbox as o", (join) =>
          join.onRef("o.enquiry_id", "=", "c.enquiry_id").on("o.kind", "=", "mail"),
        )
        .selectAll("e")
        .select([
          "c.received_at",
          "c.status",
          "c.close_reason",
          "c.office",
          "e.office as nearest_office",
          "c.follow_up_on",
          "u.name as assignee_name",
          "o.status as mail_status",
        ])
        .orderBy("c.received_at", "desc")
        .orderBy("c.enquiry_id", "desc")
        .limit(limit);
      if (after) {
        // `<=` first: a range the index walks; the `or` then only orders rows of the same instant.
        query = query
          .where("c.received_at", "<=", after.receivedAt)
          .where((eb) =>
            eb.or([
              eb("c.received_at", "<", after.receivedAt),
              eb.and([eb("c.received_at", "=", after.receivedAt), eb("c.enquiry_id", "<", after.id)]),
            ]),
          );
      }
      const rows = await query.execute();
      return rows.map((row) => ({
        enquiry: {
          ...toEnquiry({ ...row, office: row.nearest_office }),
          mailStatus: row.mail_status,
        },
        receivedAt: row.received_at,
        workflow: {
          status: row.status,
          closeReason: row.close_reason,
          office: row.office,
          assignee: row.assignee_name,
          followUpOn: row.follow_up_on,
        },
      }));
    },

    async audit(actor, action, details, subjectUserId) {
      await writeTransaction(database, (trx) =>
        writeAudit(trx, actor, action, details, now().toISOString(), subjectUserId ? { subjectUserId } : {}),
      );
    },
  };
}
