/**
 * Enquiries (D10): each is stored with its outbox row in one transaction, committed before the API
 * answers. An Idempotency-Key makes a retry return the first answer instead of a second enquiry.
 */
import { createHash, randomUUID } from "node:crypto";
import type { EnquiryContext, EnquiryKind } from "#contract/enquiry";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/database.ts";
import { isUniqueViolation, withDeadline } from "../db/errors.ts";
import type { DatabaseSchema, EnquiryTable, OutboxStatus } from "../db/schema.ts";
import { createGroupCommit, writeTransaction } from "../db/transaction.ts";

export interface NewEnquiry {
  kind: EnquiryKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comments?: string | undefined;
  context?: EnquiryContext | undefined;
  idempotencyKey?: string | undefined;
}

export interface Enquiry {
  id: string;
  kind: EnquiryKind;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comments: string | null;
  page: string | null;
  referrer: string | null;
  utm: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
  };
  idempotencyKey: string | null;
  createdAt: string;
}

export interface EnquiryWithMailStatus extends Enquiry {
  mailStatus: OutboxStatus | null;
}

export type StoreResult = { status: "created"; enquiry: Enquiry } | { status: "replayed"; enquiry: Enquiry };

/** The Idempotency-Key was used before for a different request (the API answers 422). */
export class IdempotencyConflictError extends Error {
  override name = "IdempotencyConflictError";
  constructor() {
    super("This Idempotency-Key was already used for a different request.");
  }
}

export interface EnquiryRepositoryOptions {
  /** Clock, replaceable in tests. */
  now?: () => Date;
  /** After this long a write gives up with DatabaseUnavailableError (the API must answer within 2 s). */
  deadlineMs?: number;
}

export interface EnquiryRepository {
  /** Stores the enquiry and its outbox row in one transaction; a repeated idempotency key returns the first row. */
  store(input: NewEnquiry): Promise<StoreResult>;
  findById(id: string): Promise<EnquiryWithMailStatus | undefined>;
  /** Every enquiry created at or after `since` (all when undefined), oldest first, read in pages. */
  list(options?: { since?: Date; pageSize?: number }): AsyncGenerator<EnquiryWithMailStatus>;
  count(): Promise<number>;
}

export function createEnquiryRepository(
  database: Database,
  options: EnquiryRepositoryOptions = {},
): EnquiryRepository {
  const now = options.now ?? (() => new Date());
  const deadlineMs = options.deadlineMs ?? 1800;
  const { kysely } = database;

  const withStatus = () =>
    kysely
      .selectFrom("enquiries")
      .leftJoin("outbox", "outbox.enquiry_id", "enquiries.id")
      .selectAll("enquiries")
      .select("outbox.status as mail_status");

  /** The store itself, inside a write transaction: replay, conflict, or a new enquiry and its outbox row. */
  async function storeIn(trx: Kysely<DatabaseSchema>, input: NewEnquiry, hash: string): Promise<StoreResult> {
    if (input.idempotencyKey !== undefined) {
      const existing = await trx
        .selectFrom("enquiries")
        .selectAll()
        .where("idempotency_key", "=", input.idempotencyKey)
        .executeTakeFirst();
      if (existing) {
        if (existing.request_hash !== hash) throw new IdempotencyConflictError();
        return { status: "replayed", enquiry: toEnquiry(existing) };
      }
    }
    const createdAt = now().toISOString();
    const row = toRow(input, randomUUID(), hash, createdAt);
    await trx.insertInto("enquiries").values(row).execute();
    await trx
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        enquiry_id: row.id,
        status: "pending",
        attempts: 0,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })
      .execute();
    return { status: "created", enquiry: toEnquiry(row) };
  }

  // SQLite: enquiries arriving together share one transaction (group commit): one fsync for the group.
  const groupCommit =
    database.dialect === "sqlite"
      ? createGroupCommit<{ input: NewEnquiry; hash: string }, StoreResult>(database, (trx, item) =>
          storeIn(trx, item.input, item.hash),
        )
      : undefined;

  async function attempt(input: NewEnquiry, hash: string): Promise<StoreResult> {
    if (groupCommit) return groupCommit({ input, hash });
    return writeTransaction(database, (trx) => storeIn(trx, input, hash));
  }

  return {
    store: (input) =>
      withDeadline(async () => {
        const hash = requestHash(input);
        try {
          return await attempt(input, hash);
        } catch (error) {
          // Two requests with the same new key at once: the second insert loses; read the winner.
          if (input.idempotencyKey !== undefined && isUniqueViolation(error)) return attempt(input, hash);
          throw error;
        }
      }, deadlineMs),

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

/** sha256 over the kind and every stored field, in a fixed order: the same request always hashes the same. */
export function requestHash(input: NewEnquiry): string {
  const canonical = [
    input.kind,
    input.firstName,
    input.lastName,
    input.email,
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
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

function toRow(input: NewEnquiry, id: string, hash: string, createdAt: string): Selectable<EnquiryTable> {
  const utm = input.context?.utm;
  return {
    id,
    kind: input.kind,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    comments: input.comments ?? null,
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
  };
}

export function toEnquiry(row: Selectable<EnquiryTable>): Enquiry {
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    comments: row.comments,
    page: row.page,
    referrer: row.referrer,
    utm: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
    },
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}
