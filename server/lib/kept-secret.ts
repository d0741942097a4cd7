/**
 * A secret from the environment, else a random one generated once and kept in DATA_DIR (mode 0600), so a
 * new installation is safe without configuration. Several instances behind a load balancer must share
 * it: set the variable, or share DATA_DIR.
 */
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { makePrivateDirectory } from "./private-directory.ts";

export async function loadKeptSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<string> {
  if (configured) return configured;
  // The secret is kept there: the folder is its owner's only, also when it already existed.
  makePrivateDirectory(dataDir);
  const file = path.join(dataDir, fileName);
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": if another process created it meanwhile, keep theirs.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}
