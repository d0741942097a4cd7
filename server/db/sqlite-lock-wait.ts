/**
 * Waiting for SQLite's write lock without blocking the event loop (docs/server.md, "Limits and
 * timeouts"). better-sqlite3 is synchronous: with a busy timeout, a statement that finds another process
 * (a second server, `npm run leads`, a backup) holding the write lock stops the whole process, every page
 * and every request, until the lock comes free or the timeout passes; a queue of such statements stops it
 * for their sum.
 *
 * So the connection runs with `busy_timeout = 0`, and this Kysely dialect waits instead: a statement
 * refused with SQLITE_BUSY outside a transaction (nothing of it happened: a `begin immediate`, or one
 * statement on its own) is tried again after a short pause, while the event loop serves other requests,
 * until `lockWaitMs` after the connection was asked for; then its SQLITE_BUSY error reaches the caller
 * (the API answers 503). Kysely's transactions begin with `begin immediate`, so they too wait for the
 * lock before their first statement, never half-way through.
 */
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
} from "kysely";

/** How long a statement waits for SQLite's write lock, from the moment it asks for the connection. */
export const SQLITE_LOCK_WAIT_MS = 1500;
/** The pause between two tries, in ms (jittered by half either way). */
const RETRY_PAUSE_MS = 10;

export interface LockWaitOptions {
  /** Is the connection inside a transaction now? (better-sqlite3's `inTransaction`.) */
  inTransaction: () => boolean;
  lockWaitMs?: number;
}

function isBusy(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    String(error.code).startsWith("SQLITE_BUSY")
  );
}

const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * (0.5 + Math.random())));

function lockWaiting(
  connection: DatabaseConnection,
  deadline: number,
  inTransaction: () => boolean,
): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      for (;;) {
        const alone = !inTransaction();
        try {
          return await connection.executeQuery<R>(query);
        } catch (error) {
          if (!alone || !isBusy(error) || Date.now() >= deadline) throw error;
          await pause();
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

class LockWaitingDriver extends SqliteDriver {
  readonly #options: Required<LockWaitOptions>;

  constructor(config: SqliteDialectConfig, options: Required<LockWaitOptions>) {
    super(config);
    this.#options = options;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const deadline = Date.now() + this.#options.lockWaitMs;
    const connection = await super.acquireConnection();
    return lockWaiting(connection, deadline, this.#options.inTransaction);
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** Kysely's SQLite dialect, waiting for the write lock as described above. */
export class LockWaitingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #options: Required<LockWaitOptions>;

  constructor(config: SqliteDialectConfig, options: LockWaitOptions) {
    super(config);
    this.#config = config;
    this.#options = { lockWaitMs: SQLITE_LOCK_WAIT_MS, ...options };
  }

  override createDriver(): Driver {
    return new LockWaitingDriver(this.#config, this.#options);
  }
}
