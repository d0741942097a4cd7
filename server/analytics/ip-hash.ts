/**
 * The visitor's IP is never stored (D9): only a keyed hash that changes every day (UTC), so visits can
 * be counted per day but not followed from one day to the next. The key is IP_HASH_SECRET, or a random
 * secret generated once and kept in DATA_DIR (mode 0600).
 */
import { createHmac, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const secretFileName = "ip-hash-secret";

/** The configured secret, else the one kept in dataDir (created on first use). */
export async function loadIpHashSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, secretFileName);
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx": if another instance created it meanwhile, keep theirs.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}

export type IpHasher = (ip: string, at?: Date) => string;

/** `hash(ip)`: 22 URL-safe characters, the same for one address within one UTC day. */
export function createIpHasher(secret: string): IpHasher {
  return (ip, at = new Date()) => {
    const day = at.toISOString().slice(0, 10);
    const dailyKey = createHmac("sha256", secret).update(`ip-hash:${day}`).digest();
    return createHmac("sha256", dailyKey).update(ip).digest("base64url").slice(0, 22);
  };
}
