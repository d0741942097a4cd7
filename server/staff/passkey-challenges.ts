/**
 * The passkey challenges the server hands out (docs/staff-console.md, "Passkeys"): random, single use,
 * valid five minutes, kept in `staff_verifications`. Anyone may ask for a sign-in challenge, so what is
 * kept is bounded: at most `perAddress` live ones per client address (IPv6: per /64) and `total` in all;
 * asking for more drops the oldest. Expired challenges are never accepted, and are deleted as
 * challenges are written (at most once a minute).
 * Registration challenges belong to a signed-in person: one at a time each.
 */
import { createHmac, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { writeTransaction } from "../db/transaction.ts";
import { addressGroup } from "./sign-in-throttle.ts";

export const challengeLimits = {
  /** How long a challenge may be answered. */
  validMs: 5 * 60_000,
  /** Live sign-in challenges kept per client address. */
  perAddress: 10,
  /** Live sign-in challenges kept in all. */
  total: 1000,
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
      .update(`passkey:${addressGroup(ip)}`)
      .digest("base64url");

  /** Deletes the expired challenges of both kinds. */
  async function deleteExpired(trx: Kysely<DatabaseSchema>, at: Date) {
    for (const prefix of [signInPrefix, registrationPrefix]) {
      await trx
        .deleteFrom("staff_verifications")
        .where("identifier", "like", startingWith(prefix))
        .where("expires_at", "<=", at.toISOString())
        .execute();
    }
  }

  /** Deletes these rows (a few at most). */
  async function drop(trx: Kysely<DatabaseSchema>, rows: { id: string }[]) {
    if (rows.length > 0)
      await trx
        .deleteFrom("staff_verifications")
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
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
        // One writer at a time (SQLite's write lock does this there): concurrent trims of the oldest
        // rows would otherwise deadlock on PostgreSQL.
        if (database.dialect === "postgres")
          await sql`select pg_advisory_xact_lock(hashtext('staff-passkey-challenges'))`.execute(trx);
        const at = new Date(Math.max(now().getTime(), lastIssued + 1));
        lastIssued = at.getTime();
        if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) {
          lastSweep = at.getTime();
          await deleteExpired(trx, at);
        }
        const identifier = `${signInPrefix}${addressId(ip)}`;
        const stored = row(identifier, challenge, at);
        await trx.insertInto("staff_verifications").values(stored).execute();
        // This address's challenges beyond its newest few, then the oldest of all beyond the total.
        const byAge = (direction: "asc" | "desc") =>
          trx
            .selectFrom("staff_verifications")
            .select("id")
            .orderBy("created_at", direction)
            .orderBy("id", direction);
        await drop(
          trx,
          await byAge("desc")
            .where("identifier", "=", identifier)
            .limit(100)
            .offset(limits.perAddress)
            .execute(),
        );
        const { count } = await trx
          .selectFrom("staff_verifications")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("identifier", "like", startingWith(signInPrefix))
          .executeTakeFirstOrThrow();
        const over = Math.min(Number(count) - limits.total, 100);
        if (over > 0)
          await drop(
            trx,
            await byAge("asc").where("identifier", "like", startingWith(signInPrefix)).limit(over).execute(),
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
