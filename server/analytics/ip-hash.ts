/**
 * The visitor's IP is never stored (docs/analytics.md): only a keyed hash that changes every day (UTC), so
 * visits can be counted per day but not followed from one day to the next. The key mixes a secret
 * (IP_HASH_SECRET, or a random one generated once and kept in DATA_DIR, mode 0600) with a random salt of
 * the day, kept in the analytics store (so every server process of the site uses the same one) and
 * deleted when the day is over. With the salt gone, nobody, not even with the secret and an old backup,
 * can recompute a past day's hashes to test which address they belong to.
 */
import { createHmac, randomBytes } from "node:crypto";
import { loadKeptSecret } from "../lib/kept-secret.ts";

export const secretFileName = "ip-hash-secret";

/** The configured secret, else the one kept in dataDir (created on first use). */
export function loadIpHashSecret(configured: string | undefined, dataDir: string): Promise<string> {
  return loadKeptSecret(configured, dataDir, secretFileName);
}

/** Where the daily salts live (the analytics store). */
export interface SaltStore {
  /** The salt of `day`: `candidate` if none is stored yet, else the one stored first. */
  ipHashSalt(day: string, candidate: string): Promise<string>;
}

export type IpHasher = (ip: string, at?: Date) => Promise<string>;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** `hash(ip)`: 22 URL-safe characters, the same for one address within one UTC day. */
export function createIpHasher(secret: string, salts: SaltStore): IpHasher {
  // The current day's key only: a past day's key is forgotten with its day.
  let cached: { day: string; key: Promise<Buffer> } | undefined;
  const keyOf = (day: string) => {
    if (cached?.day !== day) {
      const key = salts
        .ipHashSalt(day, randomBytes(32).toString("base64url"))
        .then((salt) => createHmac("sha256", secret).update(`ip-hash:${day}:${salt}`).digest());
      // A failed read is not kept: the next event asks again.
      key.catch(() => {
        if (cached?.key === key) cached = undefined;
      });
      cached = { day, key };
    }
    return cached.key;
  };
  return async (ip, at = new Date()) => {
    const key = await keyOf(utcDay(at));
    return createHmac("sha256", key).update(ip).digest("base64url").slice(0, 22);
  };
}
