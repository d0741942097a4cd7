/**
 * Enquiries (docs/decisions/0202-transactional-outbox.md): each is stored with its outbox row in one transaction, committed before the API
 * answers. An Idempotency-Key makes a retry return the first answer instead of a second enquiry.
 */
import { hash as digestOf } from "node:crypto";
import { defaultLanguage } from "#contract/languages";
import type {
  CallbackSlot,
  EnquiryContext,
  EnquiryKind,
  EnquiryLanguage,
  EnquiryOffice,
  HelpPurpose,
} from "#contract/enquiry";
import { CompiledQuery, sql, type Kysely, type Selectable } from "kysely";
import { caseRowKeys, writeCaseRows } from "../db/case-rows.ts";
import type { Database } from "../db/database.ts";
import { DatabaseUnavailableError, isUniqueViolation, unavailableReason } from "../db/errors.ts";
import type { DatabaseSchema, EnquiryTable } from "../db/schema.ts";
import { queryTemplate } from "../db/query-template.ts";
import { timeOrderedId } from "../db/time-ordered-id.ts";
import { createGroupCommit, writeTransaction } from "../db/transaction.ts";
import { phoneKey, phoneKeys, samePhone } from "../lib/phone.ts";
import {
  applyRoute,
  createEnquiryRouter,
  type EnquiryRouter,
  type RouteOutcome,
} from "../staff/routing/route-enquiry.ts";
import { searchIndexOf } from "../staff/search-index-repository.ts";
import { toEnquiry, type Enquiry, type EnquiryWithMailStatus } from "./enquiry-read-model.ts";

// The read model lives in its own module (one mapper for every reader); these names stay importable here.
export { toEnquiry, type Enquiry, type EnquiryWithMailStatus };

export interface NewEnquiry {
  kind: EnquiryKind;
  /** A call-back request's one name. */
  firstName: string;
  /** Absent for call-back requests. */
  lastName?: string | undefined;
  /** Absent for call-back requests. */
  email?: string | undefined;
  phone: string;
  comments?: string | undefined;
  language?: EnquiryLanguage | undefined;
  /** The language of the page the form was on; English when not given. */
  pageLanguage?: EnquiryLanguage | undefined;
  purpose?: HelpPurpose | undefined;
  /** The office the family chose as nearest (routing reads it). */
  office?: EnquiryOffice | undefined;
  callbackSlot?: CallbackSlot | undefined;
  context?: EnquiryContext | undefined;
  idempotencyKey?: string | undefined;
  /**
   * More fields of the request that the Idempotency-Key must cover (a booking's meeting), appended to the
   * request hash when given.
   */
  hashExtra?: readonly string[] | undefined;
  /**
   * Work of the same transaction, right after the enquiry's insert (a booking's meeting,
   * docs/bookings.md): a throw rolls the enquiry back too and reaches the caller; an outcome it returns
   * routes the enquiry in place of the routing rules.
   */
  within?:
    | ((trx: Kysely<DatabaseSchema>, enquiry: Enquiry, at: string) => Promise<RouteOutcome | undefined>)
    | undefined;
}

export type StoreResult = { status: "created"; enquiry: Enquiry } | { status: "replayed"; enquiry: Enquiry };

/** The Idempotency-Key was used before for a different request (the API answers 422). */
export class IdempotencyConflictError extends Error {
  override name = "IdempotencyConflictError";
  constructor() {
    super("This Idempotency-Key was already used for a different request.");
  }
}

/** The site-wide daily cap on enquiries is reached (the API answers 503 and says so). */
export class DailyCapReachedError extends Error {
  override name = "DailyCapReachedError";
  constructor(readonly cap: number) {
    super(`The daily cap of ${cap} enquiries is reached.`);
  }
}

/**
 * The email address or the phone number has sent `limit` enquiries today (UTC), likely duplicates
 * included (the API answers 429 and tells the visitor how to reach the office).
 */
export class SenderLimitError extends Error {
  override name = "SenderLimitError";
  constructor(readonly limit: number) {
    super(`This email address or phone number has sent ${limit} enquiries today.`);
  }
}

/**
 * The site is under a flood (site-wide, or from this network) and the request carries no valid solution
 * of a proof-of-work challenge (the API answers 428 with a new challenge).
 */
export class ChallengeRequiredError extends Error {
  override name = "ChallengeRequiredError";
  constructor(readonly reason: "network" | "hour" | "day") {
    super("A solved challenge is required.");
  }
}

/** Thrown inside the transaction for a write whose caller already gave up: it is rolled back, never stored. */
class DeadlinePassedError extends Error {
  override name = "DeadlinePassedError";
}

export interface EnquiryRepositoryOptions {
  /** Clock, replaceable in tests. */
  now?: () => Date;
  /**
   * A write that has not started after this long is dropped and its caller gets DatabaseUnavailableError
   * (the API must answer within 2 s). One that started runs to its end: a 503 always means "not stored",
   * so the visitor's retry is never a duplicate.
   */
  deadlineMs?: number;
  /** Writes waiting at once; past it `store` fails at once with DatabaseUnavailableError("queue-full"). */
  queueMax?: number;
  /**
   * New enquiries (likely duplicates not counted) per UTC day, site-wide. Past it, an enquiry from an
   * email or phone seen today fails with DailyCapReachedError, and a new sender's needs a solved
   * challenge. Default: no cap.
   */
  dailyCap?: number;
  /**
   * Enquiries stored per UTC day from one email or one phone (likely duplicates included); past it
   * `store` fails with SenderLimitError. Default: no limit.
   */
  senderDailyLimit?: number;
  /**
   * New enquiries per UTC day from one network (`Admission.network`); past it that network's enquiries
   * need a solved challenge. Counted by this process. Default: no limit.
   */
  networkDailyLimit?: number;
  /**
   * New enquiries in the last hour, site-wide, past which every enquiry needs a solved challenge (0:
   * always). Default: never.
   */
  challengePerHour?: number;
  /**
   * WEBHOOK_URL is set: each enquiry also gets an outbox row of kind `webhook`, in the same transaction
   * (docs/enquiries.md, "Webhook"). Default: false.
   */
  webhook?: boolean;
  /**
   * A second enquiry of the same form with the same details (name, email, phone and message) within this
   * many ms is a likely duplicate (docs/enquiries.md, "Likely duplicates"): stored and marked, not mailed to the office
   * again. Default (and 0): no such check.
   */
  duplicateWindowMs?: number;
  /**
   * Routes each new enquiry to an office and a counsellor in the storing transaction (docs/staff-console.md,
   * "Routing"). Default: the console's routing rules. A routing that fails leaves the enquiry stored and
   * unrouted, and calls `onRoutingError` (never with personal data).
   */
  route?: EnquiryRouter;
  onRoutingError?: (error: unknown) => void;
}

/** Where the daily cap stands (for /api/ready). */
export interface DailyCapStatus {
  cap: number;
  /** New enquiries (likely duplicates not counted) since midnight UTC, as last counted (again every few seconds). */
  today: number;
  reached: boolean;
}

/** What the flood limits of `store` need to know of the request (docs/enquiries.md, "Floods"). */
export interface Admission {
  /** The client's network (server/enquiries/network.ts). */
  network: string;
  /** Whether the request carries a valid solution of a challenge; asked only when one is needed. */
  solved: () => Promise<boolean>;
}

export interface EnquiryRepository {
  /**
   * Stores the enquiry and its outbox row (two with the webhook: mail and webhook) in one transaction; a
   * repeated idempotency key returns the first row. With `admission`, the flood limits apply first (a
   * replay of an Idempotency-Key is exempt): SenderLimitError, DailyCapReachedError,
   * ChallengeRequiredError.
   */
  store(input: NewEnquiry, admission?: Admission): Promise<StoreResult>;
  findById(id: string): Promise<EnquiryWithMailStatus | undefined>;
  /** Every enquiry created at or after `since` (all when undefined), oldest first, read in pages. */
  list(options?: { since?: Date; pageSize?: number }): AsyncGenerator<EnquiryWithMailStatus>;
  count(): Promise<number>;
  /** Enquiries stored since `since`. */
  countSince(since: Date): Promise<number>;
  /** Where the daily cap stands; undefined without a cap. */
  dailyCapStatus(): Promise<DailyCapStatus | undefined>;
}

/** The key an enquiry's sender is known by besides its phone's (`phoneKey`): its email in lower case ('' without). */
function emailKeyOf(input: NewEnquiry): string {
  return input.email?.trim().toLowerCase() ?? "";
}

/** How often the site-wide counts are read again from the database (other server instances write too). */
const DAILY_COUNT_REFRESH_MS = 10_000;

/** Midnight UTC of `date`'s day. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

// The statements of every enquiry's write, each compiled once (server/db/query-template.ts).

const byIdempotencyKey = queryTemplate(["key"], (db, slot) =>
  db.selectFrom("enquiries").selectAll().where("idempotency_key", "=", slot.key),
);

const replayOf = queryTemplate(["key"], (db, slot) =>
  db.selectFrom("enquiries").select("id").where("idempotency_key", "=", slot.key),
);

const enquiryColumns = [
  "id",
  "kind",
  "first_name",
  "last_name",
  "email",
  "phone",
  "comments",
  "language",
  "page_language",
  "purpose",
  "callback_slot",
  "duplicate_of",
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "idempotency_key",
  "request_hash",
  "created_at",
  "office",
] as const satisfies readonly (keyof EnquiryTable)[];
// Every column of the table is in the list (a column added later and left out would not be stored).
const everyColumnListed: Record<Exclude<keyof EnquiryTable, (typeof enquiryColumns)[number]>, never> = {};
void everyColumnListed;

const insertEnquiry = queryTemplate(enquiryColumns, (db, slot) => db.insertInto("enquiries").values(slot));

/** One outbox row per delivery; `shape` is how many (mail, webhook, or both). */
const insertOutbox = queryTemplate(["enquiryId", "at", "id0", "kind0", "id1", "kind1"], (db, slot, shape) =>
  db.insertInto("outbox").values(
    [
      { id: slot.id0, kind: slot.kind0 },
      { id: slot.id1, kind: slot.kind1 },
    ]
      .slice(0, Number(shape))
      .map(({ id, kind }) => ({
        id,
        enquiry_id: slot.enquiryId,
        kind,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: slot.at,
        created_at: slot.at,
      })),
  ),
);

/** Up to three phone keys (server/lib/phone.ts `phoneKeys`): the slots of an `in (…)` list. */
const phoneKeySlots = ["phone0", "phone1", "phone2"] as const;

/** Today's enquiries of one email address, up to `limit`. */
const senderByEmail = queryTemplate(["today", "emailKey", "limit"], (db, slot) =>
  db
    .selectFrom("enquiry_cases as c")
    .select("c.enquiry_id")
    .where("c.received_at", ">=", slot.today)
    .where("c.email_key", "=", slot.emailKey)
    .limit(slot.limit),
);

/** Today's enquiries of one phone number's keys (`shape`: how many keys, and `email` when one is excluded). */
const senderByPhone = queryTemplate(["today", ...phoneKeySlots, "emailKey", "limit"], (db, slot, shape) => {
  const [keys = "1", email = ""] = shape.split(" ");
  return db
    .selectFrom("enquiry_cases as c")
    .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
    .select("e.phone")
    .where("c.received_at", ">=", slot.today)
    .where(
      "c.phone_key",
      "in",
      phoneKeySlots.slice(0, Number(keys)).map((name) => slot[name]),
    )
    .$if(email === "email", (query) => query.where("c.email_key", "!=", slot.emailKey))
    .limit(slot.limit);
});

/**
 * Earlier enquiries with the same details (`shape`: how many phone keys, and whether the last name and
 * the message are absent: `null` compiles to `is null`, not to a value).
 */
const sameDetails = queryTemplate(
  ["since", "kind", ...phoneKeySlots, "emailKey", "firstName", "lastName", "comments"],
  (db, slot, shape) => {
    const [keys = "1", lastName = "", comments = ""] = shape.split(" ");
    return db
      .selectFrom("enquiry_cases as c")
      .innerJoin("enquiries as e", "e.id", "c.enquiry_id")
      .select(["e.id", "e.duplicate_of", "e.phone"])
      .where("c.erased_at", "is", null)
      .where("c.received_at", ">=", slot.since)
      .where("c.kind", "=", slot.kind)
      .where(
        "c.phone_key",
        "in",
        phoneKeySlots.slice(0, Number(keys)).map((name) => slot[name]),
      )
      .where("c.email_key", "=", slot.emailKey)
      .where("e.first_name", "=", slot.firstName)
      .where((eb) =>
        lastName === "null" ? eb("e.last_name", "is", null) : eb("e.last_name", "=", slot.lastName),
      )
      .where((eb) =>
        comments === "null" ? eb("e.comments", "is", null) : eb("e.comments", "=", slot.comments),
      )
      .orderBy("c.received_at");
  },
);

/** Routing's savepoint, compiled once (it is the same text for every enquiry). */
const routingSavepoint = {
  open: CompiledQuery.raw("savepoint routing"),
  rollback: CompiledQuery.raw("rollback to savepoint routing"),
  release: CompiledQuery.raw("release savepoint routing"),
};

/**
 * The enquiries of one group commit (SQLite) whose case rows are written at the group's end
 * (server/db/case-rows.ts), with the keys their case rows get.
 */
interface GroupCases {
  pending: { id: string; emailKey: string; phoneKey: string; exact: boolean }[];
}

/** The values of the phone key slots, and how many there are. */
interface PhoneKeyValues {
  values: Record<(typeof phoneKeySlots)[number], string | null>;
  count: number;
}

/**
 * The phone key slots' values of a number (server/lib/phone.ts `phoneKeys` parses it twice: the sender's
 * count and the duplicate lookup of one write ask for them once).
 */
function phoneKeyValues(phone: string): PhoneKeyValues {
  const keys = phoneKeys(phone).slice(0, phoneKeySlots.length);
  return {
    values: { phone0: keys[0] ?? null, phone1: keys[1] ?? null, phone2: keys[2] ?? null },
    count: keys.length,
  };
}

export function createEnquiryRepository(
  database: Database,
  options: EnquiryRepositoryOptions = {},
): EnquiryRepository {
  const now = options.now ?? (() => new Date());
  const deadlineMs = options.deadlineMs ?? 1800;
  const queueMax = options.queueMax ?? Number.POSITIVE_INFINITY;
  const { kysely } = database;
  let waiting = 0;
  const route = options.route ?? createEnquiryRouter(database.dialect);
  const searchIndex = searchIndexOf(database);
  const onRoutingError =
    options.onRoutingError ??
    ((error: unknown) =>
      console.error(`Routing a new enquiry failed (${errorName(error)}); it is stored unrouted.`));

  /**
   * Routes a new enquiry inside its savepoint: a routing that throws is rolled back alone, and the
   * enquiry stays stored, unrouted, as before routing existed. An enquiry that the router says nothing
   * routes (`mayRoute`, reads only) opens no savepoint.
   */
  async function routeSafely(trx: Kysely<DatabaseSchema>, row: Selectable<EnquiryTable>, at: string) {
    const enquiry = toEnquiry(row);
    if (route.mayRoute) {
      try {
        if (!(await route.mayRoute(trx, enquiry))) return;
      } catch (error) {
        onRoutingError(error);
        return;
      }
    }
    await trx.executeQuery(routingSavepoint.open);
    try {
      await route(trx, enquiry, at);
    } catch (error) {
      await trx.executeQuery(routingSavepoint.rollback);
      onRoutingError(error);
    }
    await trx.executeQuery(routingSavepoint.release);
  }

  const withStatus = () =>
    kysely
      .selectFrom("enquiries")
      .leftJoin("outbox", (join) =>
        join.onRef("outbox.enquiry_id", "=", "enquiries.id").on("outbox.kind", "=", "mail"),
      )
      .selectAll("enquiries")
      .select("outbox.status as mail_status");

  /**
   * Before a read of the case rows by the sender's keys (the sender's count, the duplicate lookup): the
   * case rows of this group's earlier enquiries, written now (one statement for all of them) when one of
   * them may share a key with `input`, so that the read sees it; otherwise they wait for the group's end.
   * A row written here and rolled back with a failed write is written again at the end (`writeCaseRows`
   * skips the rows already there).
   */
  async function writeCasesSharingKeys(
    trx: Kysely<DatabaseSchema>,
    group: GroupCases,
    input: NewEnquiry,
    phoneKeysOf: () => PhoneKeyValues,
  ): Promise<void> {
    if (group.pending.length === 0) return;
    const emailKey = emailKeyOf(input);
    const phone = phoneKeysOf();
    const phoneValues = Object.values(phone.values).slice(0, phone.count);
    const sharing = group.pending.some(
      (earlier) =>
        !earlier.exact ||
        (emailKey !== "" && earlier.emailKey === emailKey) ||
        phoneValues.includes(earlier.phoneKey),
    );
    if (sharing)
      await writeCaseRows(
        trx,
        group.pending.map((earlier) => earlier.id),
      );
  }

  /**
   * The store itself, inside a write transaction: replay, conflict, or a new enquiry and its outbox rows.
   * `group`: the enquiry is part of a group commit that writes the case rows at its end (SQLite).
   */
  async function storeIn(
    trx: Kysely<DatabaseSchema>,
    input: NewEnquiry,
    hash: string,
    group?: GroupCases,
  ): Promise<StoreResult> {
    if (input.idempotencyKey !== undefined) {
      const [existing] = await byIdempotencyKey.run(trx, { key: input.idempotencyKey });
      if (existing) {
        if (existing.request_hash !== hash) throw new IdempotencyConflictError();
        return { status: "replayed", enquiry: toEnquiry(existing) };
      }
    }
    const received = now();
    const createdAt = received.toISOString();
    // Checked again here, in the write transaction, so that requests of one sender arriving at once cannot
    // pass it together (nor each miss the other as a duplicate): SQLite writes one transaction at a time;
    // on PostgreSQL the transactions of one sender take its locks first, in one order.
    if (database.dialect === "postgres") await lockSender(trx, input);
    let phone: PhoneKeyValues | undefined;
    const phoneKeysOf = () => (phone ??= phoneKeyValues(input.phone));
    const limit = options.senderDailyLimit;
    if (group && (limit !== undefined || (options.duplicateWindowMs ?? 0) > 0))
      await writeCasesSharingKeys(trx, group, input, phoneKeysOf);
    if (limit !== undefined && (await senderCountToday(trx, input, received, limit, phoneKeysOf)) >= limit)
      throw new SenderLimitError(limit);
    const first = await firstOfDuplicate(trx, input, received, phoneKeysOf);
    const row = toRow(input, timeOrderedId(received.getTime()), hash, createdAt, first);
    await insertEnquiry.run(trx, row);
    group?.pending.push({ id: row.id, ...caseRowKeys(row.email, row.phone) });
    // The work of the same transaction (a booking) sees the case rows, this enquiry's too.
    if (input.within && group)
      await writeCaseRows(
        trx,
        group.pending.map((earlier) => earlier.id),
      );
    const placed = input.within ? await input.within(trx, toEnquiry(row), createdAt) : undefined;
    if (placed) await applyRoute(trx, row.id, placed, createdAt);
    else await routeSafely(trx, row, createdAt);
    // A likely duplicate is not mailed again; the webhook still gets it (marked), so a CRM sees every row.
    const deliveries = [
      ...(first === null ? (["mail"] as const) : []),
      ...(options.webhook ? (["webhook"] as const) : []),
    ];
    if (deliveries.length === 0) return { status: "created", enquiry: toEnquiry(row) };
    await insertOutbox.run(
      trx,
      {
        enquiryId: row.id,
        at: createdAt,
        id0: timeOrderedId(received.getTime()),
        kind0: deliveries[0],
        id1: deliveries[1] ? timeOrderedId(received.getTime()) : null,
        kind1: deliveries[1] ?? null,
      },
      String(deliveries.length),
    );
    return { status: "created", enquiry: toEnquiry(row) };
  }

  /**
   * The first enquiry of the same form with the same details (first and last name, email, the same phone
   * number in E.164, message) within `duplicateWindowMs` (the earliest, and the one it is itself a
   * duplicate of if so), else null. Anything else is a new enquiry: junk sent with someone's phone number
   * does not make their own enquiry a duplicate. Reads the case rows' keys (server/db/case-rows.ts; the
   * group's earlier rows are written first when they may share one); the keys only narrow the lookup
   * (server/lib/phone.ts).
   */
  async function firstOfDuplicate(
    trx: Kysely<DatabaseSchema>,
    input: NewEnquiry,
    received: Date,
    phoneKeysOf: () => PhoneKeyValues,
  ): Promise<string | null> {
    const windowMs = options.duplicateWindowMs ?? 0;
    if (windowMs <= 0) return null;
    const emailKey = emailKeyOf(input);
    const phone = phoneKeysOf();
    const earlier = await sameDetails.run(
      trx,
      {
        since: new Date(received.getTime() - windowMs).toISOString(),
        kind: input.kind,
        ...phone.values,
        emailKey,
        firstName: input.firstName,
        lastName: input.lastName ?? null,
        comments: input.comments ?? null,
      },
      `${phone.count} ${input.lastName === undefined ? "null" : "value"} ${input.comments === undefined ? "null" : "value"}`,
    );
    const first = earlier.find((row) => samePhone(row.phone, input.phone));
    return first ? (first.duplicate_of ?? first.id) : null;
  }

  /** PostgreSQL: transaction-level advisory locks on the sender's phone and email keys, in sorted order. */
  async function lockSender(trx: Kysely<DatabaseSchema>, input: NewEnquiry): Promise<void> {
    const emailKey = emailKeyOf(input);
    const keys = [`phone:${phoneKey(input.phone)}`, ...(emailKey ? [`email:${emailKey}`] : [])].sort();
    for (const key of keys) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`enquiry-sender:${key}`}, 0))`.execute(trx);
    }
  }

  /**
   * Enquiries stored today (UTC) from the enquiry's email or its phone number (the same number in E.164:
   * `+1 984 802 2338` is not `+91 98480 22338`), likely duplicates included, counted up to `atMost`: the
   * limits only ask whether a sender has reached a number, so a write reads a few rows, never all of a
   * busy sender's day.
   */
  async function senderCountToday(
    db: Kysely<DatabaseSchema>,
    input: NewEnquiry,
    received: Date,
    atMost: number,
    phoneKeysOf: () => PhoneKeyValues,
  ): Promise<number> {
    const emailKey = emailKeyOf(input);
    const byPhone = phoneKey(input.phone).length >= 7;
    const today = startOfUtcDay(received).toISOString();
    const byEmail = emailKey ? (await senderByEmail.run(db, { today, emailKey, limit: atMost })).length : 0;
    if (!byPhone || byEmail >= atMost) return byEmail;
    // The rest, by phone. The last 10 digits only narrow the lookup; another country's number with the same
    // digits is someone else. Such rows are rare, so a few more than needed are read to see past them.
    const wanted = atMost - byEmail;
    const phone = phoneKeysOf();
    const rows = await senderByPhone.run(
      db,
      { today, ...phone.values, emailKey, limit: wanted * 4 },
      `${phone.count} ${emailKey !== "" ? "email" : ""}`,
    );
    const same = new Map<string, boolean>();
    const matches = rows.filter((row) => {
      if (!same.has(row.phone)) same.set(row.phone, samePhone(row.phone, input.phone));
      return same.get(row.phone);
    }).length;
    return byEmail + Math.min(matches, wanted);
  }

  /** One write's ticket: the deadline timer and the transaction both look at it, never at once. */
  interface Ticket {
    expired: boolean;
    started: boolean;
  }
  function begin(ticket: Ticket) {
    if (ticket.expired) throw new DeadlinePassedError("The caller gave up before this write started.");
    ticket.started = true;
  }

  // SQLite: enquiries arriving together share one transaction (group commit): one fsync for the group.
  const groupCommit =
    database.dialect === "sqlite"
      ? createGroupCommit<{ input: NewEnquiry; hash: string; ticket: Ticket }, StoreResult, GroupCases>(
          database,
          (trx, item, group) => {
            begin(item.ticket);
            return storeIn(trx, item.input, item.hash, group);
          },
          {
            open: () => ({ pending: [] }),
            // The case rows of the group's enquiries, in one statement, committed with them.
            finish: (trx, group) =>
              writeCaseRows(
                trx,
                group.pending.map((enquiry) => enquiry.id),
              ),
          },
        )
      : undefined;

  async function attempt(input: NewEnquiry, hash: string, ticket: Ticket): Promise<StoreResult> {
    if (groupCommit) return groupCommit({ input, hash, ticket });
    return writeTransaction(database, (trx) => {
      begin(ticket);
      return storeIn(trx, input, hash);
    });
  }

  /** `timeLeftMs`: what is left of the write's deadline (reading the daily count may have used some). */
  async function storeOnce(input: NewEnquiry, timeLeftMs: number): Promise<StoreResult> {
    const hash = requestHash(input);
    const ticket: Ticket = { expired: false, started: false };
    const run = async () => {
      try {
        return await attempt(input, hash, ticket);
      } catch (error) {
        // Two requests with the same new key at once: the second insert loses; read the winner.
        if (input.idempotencyKey !== undefined && isUniqueViolation(error))
          return attempt(input, hash, ticket);
        throw error;
      }
    };
    waiting += 1;
    const work = run().finally(() => (waiting -= 1));
    return new Promise<StoreResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (ticket.started) return; // It runs to its end; its outcome is the answer.
        ticket.expired = true;
        reject(new DatabaseUnavailableError("deadline"));
      }, timeLeftMs);
      work.then(resolve, (error: unknown) => {
        const reason = unavailableReason(error);
        reject(
          reason !== undefined && !(error instanceof DatabaseUnavailableError)
            ? new DatabaseUnavailableError(reason, { cause: error })
            : error,
        );
      });
      void work.catch(() => {}).finally(() => clearTimeout(timer));
    });
  }

  const countSince = async (since: Date) => {
    const { total } = await kysely
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
      .where("created_at", ">=", since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(total);
  };

  /** New enquiries (likely duplicates not counted) created at or after `since`. */
  const countNewSince = async (since: Date) => {
    const { total } = await kysely
      .selectFrom("enquiries")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
      .where("created_at", ">=", since.toISOString())
      .where("duplicate_of", "is", null)
      .executeTakeFirstOrThrow();
    return Number(total);
  };

  // The site-wide counts: new enquiries today and in the last hour, read from the database every few
  // seconds (several server instances may share it) and kept up to date in between by this process's
  // own writes.
  let site: { day: number; today: number; lastHour: number; readAt: number } | undefined;
  async function siteCounts(): Promise<{ today: number; lastHour: number }> {
    const at = now();
    const day = startOfUtcDay(at).getTime();
    if (!site || site.day !== day || Date.now() - site.readAt > DAILY_COUNT_REFRESH_MS) {
      const [today, lastHour] = await Promise.all([
        countNewSince(new Date(day)),
        countNewSince(new Date(at.getTime() - 3_600_000)),
      ]);
      site = { day, today, lastHour, readAt: Date.now() };
    }
    return site;
  }

  // New enquiries per network today, counted by this process (a network is a /24 or a /64).
  let networks: { day: number; counts: Map<string, number> } = { day: 0, counts: new Map() };
  function networkCounts(): Map<string, number> {
    const day = startOfUtcDay(now()).getTime();
    if (networks.day !== day) networks = { day, counts: new Map() };
    return networks.counts;
  }

  const asUnavailable = (error: unknown) => {
    const reason = unavailableReason(error);
    return reason === undefined ? error : new DatabaseUnavailableError(reason, { cause: error });
  };

  /**
   * The flood limits, in order (docs/enquiries.md, "Floods"): the sender's, then the network's, then the
   * site's. Only a sender seen today can be refused by the site-wide cap; a new one may be asked to solve a
   * challenge, never turned away.
   */
  async function admit(input: NewEnquiry, admission: Admission): Promise<void> {
    const at = now();
    const { senderDailyLimit, networkDailyLimit, dailyCap, challengePerHour } = options;
    const fromNetwork = networkCounts().get(admission.network) ?? 0;
    const { today, lastHour } = await siteCounts();
    const capReached = dailyCap !== undefined && today >= dailyCap;
    const reason =
      networkDailyLimit !== undefined && fromNetwork >= networkDailyLimit
        ? "network"
        : capReached
          ? "day"
          : challengePerHour !== undefined && lastHour >= challengePerHour
            ? "hour"
            : undefined;
    // Without a flood the sender's count is left to the write transaction, which counts again anyway and
    // refuses past the limit with the same error: reading it here too cost every enquiry two more queries.
    // A replay needs no lookup here either: nothing below refuses it, and the write answers it.
    if (reason === undefined) return;
    if (input.idempotencyKey !== undefined) {
      const [replay] = await replayOf.run(kysely, { key: input.idempotencyKey });
      if (replay) return; // The first answer again (or 422), whatever the limits say now.
    }
    // Enough to tell whether the sender reached its limit, and whether it was seen today at all: a sender
    // past its share is refused before being asked for a challenge.
    const seen = await senderCountToday(kysely, input, at, senderDailyLimit ?? 1, () =>
      phoneKeyValues(input.phone),
    );
    if (senderDailyLimit !== undefined && seen >= senderDailyLimit)
      throw new SenderLimitError(senderDailyLimit);
    if (capReached && seen > 0) throw new DailyCapReachedError(dailyCap);
    if (!(await admission.solved())) throw new ChallengeRequiredError(reason);
  }

  return {
    store: async (input, admission) => {
      if (waiting >= queueMax) throw new DatabaseUnavailableError("queue-full");
      // One deadline from the request to the answer: the admission's counts may wait for the connection too.
      const deadline = Date.now() + deadlineMs;
      if (admission) {
        await admit(input, admission).catch((error: unknown) => {
          throw asUnavailable(error);
        });
      } else if (options.dailyCap !== undefined) {
        const { today } = await siteCounts().catch((error: unknown) => {
          throw asUnavailable(error);
        });
        if (today >= options.dailyCap) throw new DailyCapReachedError(options.dailyCap);
      }
      const result = await storeOnce(input, Math.max(0, deadline - Date.now()));
      // The inbox search's index takes the new case row soon after, in a transaction of its own.
      if (result.status === "created") searchIndex.indexSoon();
      if (result.status === "created" && result.enquiry.duplicateOf === null) {
        if (site) {
          site.today += 1;
          site.lastHour += 1;
        }
        if (admission) {
          const counts = networkCounts();
          counts.set(admission.network, (counts.get(admission.network) ?? 0) + 1);
        }
      }
      return result;
    },

    dailyCapStatus: async () => {
      if (options.dailyCap === undefined) return undefined;
      const { today } = await siteCounts();
      return { cap: options.dailyCap, today, reached: today >= options.dailyCap };
    },

    countSince,

    findById: async (id) => {
      const row = await withStatus().where("enquiries.id", "=", id).executeTakeFirst();
      return row && { ...toEnquiry(row), mailStatus: row.mail_status };
    },

    list: async function* ({ since, pageSize = 500 } = {}) {
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        let query = withStatus().orderBy("enquiries.created_at").orderBy("enquiries.id").limit(pageSize);
        if (since) query = query.where("enquiries.created_at", ">=", since.toISOString());
        if (after) {
          const { createdAt, id } = after;
          query = query.where((eb) =>
            eb.or([
              eb("enquiries.created_at", ">", createdAt),
              eb.and([eb("enquiries.created_at", "=", createdAt), eb("enquiries.id", ">", id)]),
            ]),
          );
        }
        const rows = await query.execute();
        for (const row of rows) yield { ...toEnquiry(row), mailStatus: row.mail_status };
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = { createdAt: last.created_at, id: last.id };
      }
    },

    count: async () => {
      const { total } = await kysely
        .selectFrom("enquiries")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
  };
}

/** An error's class name (a SQL error's message may quote values; its name does not). */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

/** sha256 over the kind and every stored field, in a fixed order: the same request always hashes the same. */
export function requestHash(input: NewEnquiry): string {
  const canonical = [
    input.kind,
    input.firstName,
    input.lastName ?? null,
    input.email ?? null,
    input.phone,
    input.comments ?? null,
    input.context?.page ?? null,
    input.context?.referrer ?? null,
    input.context?.utm?.source ?? null,
    input.context?.utm?.medium ?? null,
    input.context?.utm?.campaign ?? null,
    input.context?.utm?.term ?? null,
    input.context?.utm?.content ?? null,
  ];
  // Fields added later come last, and only when sent, so a request sent before they existed hashes the same.
  const added = [input.language ?? null, input.purpose ?? null, input.callbackSlot ?? null];
  if (added.some((value) => value !== null)) canonical.push(...added);
  // The page's language, only when it is not the default, so an English request hashes as before.
  if (input.pageLanguage && input.pageLanguage !== defaultLanguage)
    canonical.push(`page:${input.pageLanguage}`);
  // The nearest office, only when one was chosen, so a request without it hashes as before.
  if (input.office) canonical.push(`office:${input.office}`);
  if (input.hashExtra) canonical.push(...input.hashExtra);
  return digestOf("sha256", JSON.stringify(canonical), "hex");
}

function toRow(
  input: NewEnquiry,
  id: string,
  hash: string,
  createdAt: string,
  duplicateOf: string | null,
): Selectable<EnquiryTable> {
  const utm = input.context?.utm;
  return {
    id,
    kind: input.kind,
    first_name: input.firstName,
    last_name: input.lastName ?? null,
    email: input.email ?? null,
    phone: input.phone,
    comments: input.comments ?? null,
    language: input.language ?? null,
    page_language: input.pageLanguage ?? null,
    purpose: input.purpose ?? null,
    callback_slot: input.callbackSlot ?? null,
    duplicate_of: duplicateOf,
    page: input.context?.page ?? null,
    referrer: input.context?.referrer ?? null,
    utm_source: utm?.source ?? null,
    utm_medium: utm?.medium ?? null,
    utm_campaign: utm?.campaign ?? null,
    utm_term: utm?.term ?? null,
    utm_content: utm?.content ?? null,
    idempotency_key: input.idempotencyKey ?? null,
    request_hash: hash,
    created_at: createdAt,
    office: input.office ?? null,
  };
}
