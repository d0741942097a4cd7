/**
 * Limits sign-in attempts per client IP and per account (the email tried, whether or not it exists):
 * a few failures are free, then each further failure blocks that key for a growing delay (2 s, 4 s,
 * 8 s, … up to 15 minutes). Counters are forgotten an hour after the last failure, and an account's
 * counter is cleared by a successful sign-in. Kept in the database, so every server instance sees them.
 * The IP key is a keyed hash: no raw address is stored.
 */
import { createHmac } from "node:crypto";
import type { Database } from "../db/database.ts";
import { writeTransaction } from "../db/transaction.ts";

export interface ThrottlePolicy {
  freeFailures: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

export const accountPolicy: ThrottlePolicy = {
  freeFailures: 3,
  maxDelaySeconds: 900,
  forgetAfterSeconds: 3600,
};
export const ipPolicy: ThrottlePolicy = { freeFailures: 10, maxDelaySeconds: 900, forgetAfterSeconds: 3600 };

/** Seconds a key is blocked after its `failures`-th failure in a row (0: not blocked). */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures), policy.maxDelaySeconds);
}

export interface SignInThrottle {
  /** Seconds to wait before another attempt is allowed for this IP or account; 0 when allowed. */
  waitSeconds(ip: string, email: string): Promise<number>;
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export function createSignInThrottle(
  database: Database,
  options: { secret: string; now?: () => Date },
): SignInThrottle {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;
  const ipKey = (ip: string) =>
    `ip:${createHmac("sha256", options.secret).update(`sign-in:${ip}`).digest("base64url")}`;
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const keys = (ip: string, email: string): [string, ThrottlePolicy][] => [
    [ipKey(ip), ipPolicy],
    [accountKey(email), accountPolicy],
  ];

  return {
    async waitSeconds(ip, email) {
      const rows = await kysely
        .selectFrom("staff_sign_in_failures")
        .select(["blocked_until"])
        .where("key", "in", [ipKey(ip), accountKey(email)])
        .execute();
      const at = now().getTime();
      let wait = 0;
      for (const row of rows) {
        if (row.blocked_until) wait = Math.max(wait, Math.ceil((Date.parse(row.blocked_until) - at) / 1000));
      }
      return wait;
    },

    async recordFailure(ip, email) {
      const at = now();
      await writeTransaction(database, async (trx) => {
        for (const [key, policy] of keys(ip, email)) {
          const row = await trx
            .selectFrom("staff_sign_in_failures")
            .selectAll()
            .where("key", "=", key)
            .executeTakeFirst();
          const forgotten =
            !row || at.getTime() - Date.parse(row.last_failure_at) > policy.forgetAfterSeconds * 1000;
          const failures = forgotten ? 1 : row.failures + 1;
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
      });
    },

    async recordSuccess(email) {
      await kysely.deleteFrom("staff_sign_in_failures").where("key", "=", accountKey(email)).execute();
    },
  };
}
