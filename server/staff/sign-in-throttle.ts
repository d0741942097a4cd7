/**
 * Slows password guessing without letting a stranger lock a person out (docs/staff-console.md, "Sessions
 * and sign-in"; the approach of OWASP ASVS 5.0 §6.3 and NIST SP 800-63B §5.2.2: growing delays, no
 * lockout). Failures are counted under two keys:
 *
 * - the account tried together with the client's address: a few failures are free, then each further
 *   failure makes that account wait from that address for a growing delay (2 s, 4 s, 8 s, … up to 15
 *   minutes). The same person at another address is not affected, and a successful sign-in clears it;
 * - the address alone, with a much looser limit, against one address trying many accounts. A successful
 *   sign-in takes that account's failures off the address's count, so one person's typos never count
 *   against a shared office address.
 *
 * Counters are forgotten an hour after their last failure, and forgotten rows are deleted as failures are
 * written (at most once a minute). Kept in the database, so every server instance sees them. Keys are
 * keyed hashes: no address or email is stored. IPv6 addresses count by their /64 network, which one
 * client usually holds whole.
 */
import { createHmac } from "node:crypto";
import type { Database } from "../db/database.ts";
import { writeTransaction } from "../db/transaction.ts";
import { clientAddressGroup } from "../lib/ip-address.ts";

export interface ThrottlePolicy {
  freeFailures: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/** One account from one address. */
export const accountAddressPolicy: ThrottlePolicy = {
  freeFailures: 5,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 3600,
};
/** One address, whatever the accounts tried: loose enough for an office's shared address. */
export const addressPolicy: ThrottlePolicy = {
  freeFailures: 30,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 3600,
};

/** How often, at most, rows forgotten long ago are deleted. */
const SWEEP_EVERY_MS = 60_000;

/** Seconds a key is blocked after its `failures`-th failure in a row (0: not blocked). */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

export interface SignInThrottle {
  /** Seconds before this account may be tried again from this address; 0 when it may. */
  waitSeconds(ip: string, account: string): Promise<number>;
  recordFailure(ip: string, account: string): Promise<void>;
  /** A successful sign-in: this account's failures from this address are forgotten. */
  recordSuccess(ip: string, account: string): Promise<void>;
}

export function createSignInThrottle(
  database: Database,
  options: { secret: string; now?: () => Date },
): SignInThrottle {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;
  const hash = (text: string) =>
    createHmac("sha256", options.secret).update(`sign-in:${text}`).digest("base64url");
  const addressKey = (ip: string) => `ip:${hash(clientAddressGroup(ip))}`;
  const pairKey = (ip: string, account: string) =>
    `pair:${hash(`${clientAddressGroup(ip)}\n${account.trim().toLowerCase()}`)}`;
  const forgotten = (lastFailureAt: string, policy: ThrottlePolicy, at: Date) =>
    at.getTime() - Date.parse(lastFailureAt) > policy.forgetAfterSeconds * 1000;
  let lastSweep = 0;

  return {
    async waitSeconds(ip, account) {
      const rows = await kysely
        .selectFrom("staff_sign_in_failures")
        .select(["blocked_until"])
        .where("key", "in", [addressKey(ip), pairKey(ip, account)])
        .execute();
      const at = now().getTime();
      let wait = 0;
      for (const row of rows) {
        if (row.blocked_until) wait = Math.max(wait, Math.ceil((Date.parse(row.blocked_until) - at) / 1000));
      }
      return wait;
    },

    async recordFailure(ip, account) {
      const at = now();
      const sweep = at.getTime() - lastSweep >= SWEEP_EVERY_MS;
      if (sweep) lastSweep = at.getTime();
      const keys: [string, ThrottlePolicy][] = [
        [addressKey(ip), addressPolicy],
        [pairKey(ip, account), accountAddressPolicy],
      ];
      await writeTransaction(database, async (trx) => {
        for (const [key, policy] of keys) {
          const row = await trx
            .selectFrom("staff_sign_in_failures")
            .selectAll()
            .where("key", "=", key)
            .executeTakeFirst();
          const failures = !row || forgotten(row.last_failure_at, policy, at) ? 1 : row.failures + 1;
          const delay = delayAfter(failures, policy);
          const values = {
            failures,
            last_failure_at: at.toISOString(),
            blocked_until: delay > 0 ? new Date(at.getTime() + delay * 1000).toISOString() : null,
          };
          if (row)
            await trx.updateTable("staff_sign_in_failures").set(values).where("key", "=", key).execute();
          else
            await trx
              .insertInto("staff_sign_in_failures")
              .values({ key, ...values })
              .execute();
        }
        if (sweep) {
          const longest = Math.max(addressPolicy.forgetAfterSeconds, accountAddressPolicy.forgetAfterSeconds);
          await trx
            .deleteFrom("staff_sign_in_failures")
            .where("last_failure_at", "<", new Date(at.getTime() - longest * 1000).toISOString())
            .execute();
        }
      });
    },

    async recordSuccess(ip, account) {
      const at = now();
      const key = pairKey(ip, account);
      await writeTransaction(database, async (trx) => {
        const pair = await trx
          .deleteFrom("staff_sign_in_failures")
          .where("key", "=", key)
          .returning(["failures", "last_failure_at"])
          .executeTakeFirst();
        if (!pair || forgotten(pair.last_failure_at, accountAddressPolicy, at)) return;
        const address = await trx
          .selectFrom("staff_sign_in_failures")
          .selectAll()
          .where("key", "=", addressKey(ip))
          .executeTakeFirst();
        if (!address) return;
        const failures = Math.max(0, address.failures - pair.failures);
        await trx
          .updateTable("staff_sign_in_failures")
          .set({
            failures,
            blocked_until: delayAfter(failures, addressPolicy) > 0 ? address.blocked_until : null,
          })
          .where("key", "=", address.key)
          .execute();
      });
    },
  };
}
