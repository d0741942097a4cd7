/**
 * DATA_DIR holds personal data (the SQLite databases, staff mail written as `.eml` files) and secrets:
 * it must be its owner's only (mode 0700). A directory that already exists with a wider mode (an earlier
 * version, `mkdir data`, a volume mounted 0755) is tightened at start; when that is not possible (the
 * server does not own it), the start stops with a message saying what to do.
 */
import { chmodSync, mkdirSync, statSync } from "node:fs";

export class PrivateDirectoryError extends Error {
  override name = "PrivateDirectoryError";
}

/** Creates `dir` (and missing parents) with mode 0700, or makes an existing one 0700. */
export function makePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode === 0o700) return;
  try {
    chmodSync(dir, 0o700);
  } catch (error) {
    throw new PrivateDirectoryError(
      `DATA_DIR ${dir} is readable by other users of this machine (mode 0${mode.toString(8)}) and could not be made private (${(error as NodeJS.ErrnoException).code ?? String(error)}): run the server as the directory's owner, or run "chmod 700 ${dir}".`,
      { cause: error },
    );
  }
}
