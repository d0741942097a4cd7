/**
 * Which database failures mean "the database is unavailable right now" (the API answers 503 with
 * Retry-After and the client tries again) rather than a defect in our code.
 */

/** Thrown by repositories when the database cannot take the write right now. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  /** A short code for logs (an SQLite or PostgreSQL error code, or a connection error): never data. */
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable (${reason}).`, options);
    this.reason = reason;
  }
}

const SQLITE_UNAVAILABLE = [
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_READONLY",
  "SQLITE_IOERR",
  "SQLITE_CANTOPEN",
  "SQLITE_FULL",
  "SQLITE_PROTOCOL",
  "SQLITE_NOLFS",
];

/** SQLSTATE classes: 08 connection, 53 insufficient resources, 57 operator intervention, 58 system error. */
const PG_UNAVAILABLE_CLASSES = ["08", "53", "57", "58"];
/** Single SQLSTATEs worth a retry: serialization failure, deadlock, read-only transaction (failover). */
const PG_UNAVAILABLE_STATES = ["40001", "40P01", "25006"];

const NETWORK_CODES = [
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
];

/** Messages of node-postgres errors that carry no code. */
const PG_CLIENT_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error",
  "Client was closed",
  "Cannot use a pool after calling end",
];

/** The reason code when `error` means the database is unavailable, else undefined. */
export function unavailableReason(error: unknown): string | undefined {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  if (typeof error !== "object" || error === null) return undefined;
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code) {
    if (SQLITE_UNAVAILABLE.some((prefix) => code.startsWith(prefix))) return code;
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (PG_UNAVAILABLE_CLASSES.includes(code.slice(0, 2)) || PG_UNAVAILABLE_STATES.includes(code))
        return code;
    }
    if (NETWORK_CODES.includes(code)) return code;
  }
  const message = error instanceof Error ? error.message : "";
  if (PG_CLIENT_MESSAGES.some((known) => message.includes(known))) return "connection";
  if (error instanceof AggregateError) {
    return error.errors.map(unavailableReason).find((reason) => reason !== undefined);
  }
  return undefined;
}

/** Is `error` a unique-constraint violation (a concurrent insert of the same idempotency key)? */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return (
    error.code === "23505" ||
    error.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    error.code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** Runs `work`; a database-unavailable failure becomes a DatabaseUnavailableError, a slow one too after `deadlineMs`. */
export async function withDeadline<T>(work: () => Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError("deadline")), deadlineMs);
  });
  try {
    return await Promise.race([work(), deadline]);
  } catch (error) {
    const reason = unavailableReason(error);
    if (reason !== undefined && !(error instanceof DatabaseUnavailableError)) {
      throw new DatabaseUnavailableError(reason, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
