/**
 * The passkey challenges the server hands out (docs/staff-console.md, "Passkeys"): random, single use,
 * valid five minutes, kept in `staff_verifications`. Anyone may ask for a sign-in challenge, so what is
 * kept is bounded: at most `perAddress` live ones per client address (IPv6: per /64) and `total` in all
 * (requests that run at the same time may leave a few more for a moment, which the next one deletes);
 * asking for more drops the oldest. Expired challenges are never accepted, and are deleted as
 * challenges are written (at most once a minute).
 * Registration challenges belong to a signed-in person: one at a time each.
 */
import { createHmac, randomUUID } from "node:crypto";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { writeTransaction } from "../db/transaction.ts";
import { clientAddressGroup } from "../lib/ip-address.ts";

export const challengeLimits = {
  /** How long a challenge may be answered. */
  validMs: 5 * 60_000,
  /** Live sign-in challenges kept per client address. */
  perAddress: 10,
  /** Live sign-in challenges kept in all (for a moment a few more, while many requests run at once). */
  total: 1000,
  /** The most rows one request deletes beyond the limits (and so the most the total may be over). */
  trimAtOnce: 100,
};

/** How often, at most, expired challenges are deleted (they can never be used in any case). */
const SWEEP_EVERY_MS = 60_000;
const signInPrefix = "staff-passkey-authentication:";
const registrationPrefix = "staff-passkey-registration:";
/** The identifiers that start with `prefix` (which has no LIKE wildcards). */
const startingWith = (prefix: string) => `${prefix}%`;

export interface PasskeyChallenges {
  /** Keeps a sign-in challenge for a client; returns the id the client answers with. */
  issueSignIn(ip: string, challenge: string): Promise<string>;
  /** The sign-in challenge with this id, once (it is deleted as it is read); undefined when expired. */
  takeSignIn(id: string): Promise<string | undefined>;
  /** Keeps a person's registration challenge (replacing theirs, if any). */
  issueRegistration(userId: string, challenge: string): Promise<void>;
  takeRegistration(userId: string): Promise<string | undefined>;
}

export function createPasskeyChallenges(
  database: Database,
  options: { secret: string; now?: () => Date; limits?: typeof challengeLimits },
): PasskeyChallenges {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? challengeLimits;
  let lastSweep = 0;
  let lastIssued = 0;
  const addressId = (ip: string) =>
    createHmac("sha256", options.secret)
      .update(`passkey:${clientAddressGroup(ip)}`)
      .digest("base64url");

  const postgres = database.dialect === "postgres";

  /**
   * Deletes the rows that `select` picks, in one statement. On PostgreSQL rows another transaction is
   * deleting are skipped (`for update skip locked`): concurrent requests never wait for one another.
   */
  async function deleteSelected(
    trx: Kysely<DatabaseSchema>,
    select: (
      query: SelectQueryBuilder<DatabaseSchema, "staff_verifications", { id: string }>,
    ) => typeof query,
  ) {
    const picked = select(trx.selectFrom("staff_verifications").select("id"));
    await trx
      .deleteFrom("staff_verifications")
      .where("id", "in", postgres ? picked.forUpdate().skipLocked() : picked)
      .execute();
  }

  /** Deletes the expired challenges of both kinds. */
  async function deleteExpired(trx: Kysely<DatabaseSchema>, at: Date) {
    for (const prefix of [signInPrefix, registrationPrefix])
      await deleteSelected(trx, (query) =>
        query.where("identifier", "like", startingWith(prefix)).where("expires_at", "<=", at.toISOString()),
      );
  }

  async function take(where: { id?: string; identifier?: string }, prefix: string) {
    const at = now();
    let query = database.kysely
      .deleteFrom("staff_verifications")
      .where("identifier", "like", startingWith(prefix));
    if (where.id !== undefined) query = query.where("id", "=", where.id);
    if (where.identifier !== undefined) query = query.where("identifier", "=", where.identifier);
    const rows = await query.returning(["value", "expires_at"]).execute();
    const live = rows.find((row) => new Date(row.expires_at).getTime() > at.getTime());
    return live?.value;
  }

  function row(identifier: string, value: string, at: Date) {
    return {
      id: randomUUID(),
      identifier,
      value,
      expires_at: new Date(at.getTime() + limits.validMs).toISOString(),
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
    };
  }

  return {
    issueSignIn(ip, challenge) {
      return writeTransaction(database, async (trx) => {
        // Strictly increasing within this process, so that "the oldest" is the one issued first.
        const at = new Date(Math.max(now().getTime(), lastIssued + 1));
        lastIssued = at.getTime();
        if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) {
          lastSweep = at.getTime();
          await deleteExpired(trx, at);
        }
        const identifier = `${signInPrefix}${addressId(ip)}`;
        const stored = row(identifier, challenge, at);
        await trx.insertInto("staff_verifications").values(stored).execute();
        // This address's challenges beyond its newest few, then all challenges beyond the newest total.
        await deleteSelected(trx, (query) =>
          query
            .where("identifier", "=", identifier)
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(limits.trimAtOnce)
            .offset(limits.perAddress),
        );
        await deleteSelected(trx, (query) =>
          query
            .where("identifier", "like", startingWith(signInPrefix))
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(limits.trimAtOnce)
            .offset(limits.total),
        );
        return stored.id;
      });
    },

    takeSignIn: (id) => take({ id }, signInPrefix),

    async issueRegistration(userId, challenge) {
      const identifier = `${registrationPrefix}${userId}`;
      await writeTransaction(database, async (trx) => {
        const at = now();
        await deleteExpired(trx, at);
        await trx.deleteFrom("staff_verifications").where("identifier", "=", identifier).execute();
        await trx
          .insertInto("staff_verifications")
          .values(row(identifier, challenge, at))
          .execute();
      });
    },

    takeRegistration: (userId) => take({ identifier: `${registrationPrefix}${userId}` }, registrationPrefix),
  };
}
