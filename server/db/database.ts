/**
 * Opens the databases (docs/decisions/0201-one-schema-sqlite-or-postgres.md): SQLite through
 * better-sqlite3 in `dataDir` by default, PostgreSQL through `pg` when a postgres:// address is given.
 *
 * - The main database holds enquiries and their mail outbox. Durable settings are asserted before
 *   anything is stored, then its migrations run.
 * - The analytics store holds analytics events only, apart from the enquiries so that events can never
 *   fill or lock the database that holds leads (docs/analytics.md): its own SQLite file in `dataDir`, or,
 *   on PostgreSQL, the schema `analytics` in ANALYTICS_DATABASE_URL, else in DATABASE_URL.
 *
 * DATA_DIR is made readable by its owner only (0700, also when it exists), and every SQLite file in it (0600; SQLite
 * gives its -wal and -shm files the mode of the database file). On SQLite, the whole migration run holds
 * the write lock (`begin immediate`) and is one transaction: processes that start together wait for each
 * other instead of creating the same table twice, and a crash leaves no half-made schema. (Kysely's
 * migration lock does nothing on SQLite; on PostgreSQL it is an advisory lock and the run one transaction.)
 *
 * Only repositories (`*-repository.ts`) and migrations touch SQL.
 */
import { chmodSync, closeSync, existsSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from "kysely";
import pg from "pg";
import { makePrivateDirectory } from "../lib/private-directory.ts";
import { analyticsMigrationProvider } from "./migrations/analytics/index.ts";
import { migrationProvider } from "./migrations/index.ts";
import type { AnalyticsSchema, DatabaseSchema } from "./schema.ts";
import { SqliteLimitPlugin } from "./sqlite-limits.ts";
import { LockWaitingSqliteDialect } from "./sqlite-lock-wait.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseOptions {
  /** A postgres:// (or postgresql://) address; undefined opens SQLite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL connections per process (default 10). */
  poolSize?: number;
}

export interface Database<Schema = DatabaseSchema> {
  dialect: Dialect;
  kysely: Kysely<Schema>;
  /** Where the data lives, for messages: the SQLite file, or the PostgreSQL host and database (no password). */
  location: string;
  /** Resolves when the database answers a trivial query; rejects otherwise (readiness checks). */
  ping(): Promise<void>;
  /**
   * After an erasure: SQLite copies the write-ahead log into the database file and empties it
   * (`wal_checkpoint(TRUNCATE)`), so the erased data's old pages leave the log; false when another
   * connection's read kept it from finishing. Nothing to do on PostgreSQL (docs/staff-dashboard-and-privacy.md).
   */
  checkpoint(): Promise<boolean>;
  close(): Promise<void>;
}

/** SQLite file name inside DATA_DIR. */
export const sqliteFileName = "enquiries.sqlite";
/** The analytics store's SQLite file inside DATA_DIR. */
export const analyticsSqliteFileName = "analytics.sqlite";
/** The analytics store's schema on PostgreSQL. */
export const analyticsPostgresSchema = "analytics";

/**
 * How long a statement waits synchronously for SQLite's lock: not at all. better-sqlite3 would wait with
 * the event loop stopped; the dialect waits between tries instead, up to SQLITE_LOCK_WAIT_MS
 * (server/db/sqlite-lock-wait.ts), and the API answers 503 after it.
 */
const SQLITE_BUSY_TIMEOUT_MS = 0;
/**
 * How long a starting process waits for another one's migrations (or its switch to WAL) to finish. Only
 * at start, before the server listens.
 */
const SQLITE_START_LOCK_TIMEOUT_MS = 30_000;
/** One synchronous wait for the migration lock, between pauses that let the event loop run. */
const SQLITE_LOCK_TRY_MS = 50;

/** PostgreSQL: how long to wait for a connection, and for any one query, before answering 503. */
const PG_CONNECT_TIMEOUT_MS = 1000;
const PG_QUERY_TIMEOUT_MS = 1500;
/** PostgreSQL: the deadline of one migration statement (or of waiting for another server's migrations). */
const PG_MIGRATION_TIMEOUT_MS = 120_000;

export class DurabilityError extends Error {
  override name = "DurabilityError";
}

/** Opens the main database (enquiries and the mail outbox) and runs its migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres<DatabaseSchema>(options.databaseUrl, options.poolSize ?? 10)
    : openSqlite<DatabaseSchema>(options.dataDir, sqliteFileName, {
        synchronous: "FULL",
        journalsInMemory: true,
      });
  try {
    await database.assertDurable();
    await database.migrate(migrationProvider);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export interface AnalyticsDatabaseOptions {
  /** The main database's address; undefined means SQLite. */
  databaseUrl?: string | undefined;
  /** A postgres:// address for the analytics store; undefined means the main database's server (or SQLite). */
  analyticsDatabaseUrl?: string | undefined;
  dataDir: string;
}

/**
 * Opens the analytics store and runs its migrations: `analytics.sqlite` in dataDir, or the schema
 * `analytics` on PostgreSQL (ANALYTICS_DATABASE_URL, else DATABASE_URL). Analytics may lose its last
 * moments on a power cut, so it does not wait for every commit to reach the disk (SQLite
 * `synchronous=NORMAL`, PostgreSQL `synchronous_commit=off`); enquiries always do.
 */
export async function openAnalyticsDatabase(
  options: AnalyticsDatabaseOptions,
): Promise<Database<AnalyticsSchema>> {
  const url = options.analyticsDatabaseUrl ?? options.databaseUrl;
  const database = url
    ? openPostgres<AnalyticsSchema>(url, ANALYTICS_POOL_SIZE, {
        schema: analyticsPostgresSchema,
        synchronousCommit: "off",
      })
    : openSqlite<AnalyticsSchema>(options.dataDir, analyticsSqliteFileName, {
        synchronous: "NORMAL",
        journalsInMemory: false,
      });
  try {
    await database.migrate(analyticsMigrationProvider);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** PostgreSQL connections of the analytics store per process: one writer, one for the report. */
const ANALYTICS_POOL_SIZE = 2;

interface OpenedDatabase<Schema> extends Database<Schema> {
  assertDurable(): Promise<void>;
  migrate(provider: MigrationProvider): Promise<void>;
}

/** Creates `dir` (and missing parents) readable by the owner only, or makes an existing one so (0700). */
export function createPrivateDirectory(dir: string): void {
  makePrivateDirectory(dir);
}

/**
 * Makes the SQLite file and its -wal and -shm companions readable by the owner only: creates the
 * database file with mode 0600 before SQLite opens it (SQLite then creates the others with the same
 * mode), and tightens files that an older version created with the default mode.
 */
function makeSqliteFilesPrivate(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/**
 * `journal_mode = WAL` on a file that other processes are opening at the same moment: SQLite may answer
 * the switch with SQLITE_BUSY at once, without waiting through the busy timeout, so it is tried again
 * after short pauses (synchronous: this runs once, at start, before anything is served).
 */
function switchToWal(connection: SqliteDatabase.Database): void {
  const deadline = Date.now() + SQLITE_START_LOCK_TIMEOUT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      connection.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
      Atomics.wait(pause, 0, 0, SQLITE_LOCK_TRY_MS * (0.5 + Math.random()));
    }
  }
}

interface SqliteSettings {
  synchronous: "FULL" | "NORMAL";
  /**
   * The journals of savepoints and statements (the pages SQLite may have to put back) in memory rather
   * than in temporary files. The main database: each enquiry of a group commit has a savepoint of its own,
   * and SQLite wrote its journal into a deleted temporary file, one system call per page (docs/benchmarks.md,
   * "API"); no copy of a row passes through a temporary file either. Not the analytics store: its report's
   * distinct counts over months of events would then build their temporary tables in memory too.
   */
  journalsInMemory: boolean;
}

function openSqlite<Schema>(
  dataDir: string,
  fileName: string,
  { synchronous, journalsInMemory }: SqliteSettings,
): OpenedDatabase<Schema> {
  createPrivateDirectory(dataDir);
  const file = resolve(join(dataDir, fileName));
  makeSqliteFilesPrivate(file);
  // Switching a new file to WAL takes an exclusive lock: wait for other starting processes.
  const connection = new SqliteDatabase(file, { timeout: SQLITE_START_LOCK_TIMEOUT_MS });
  switchToWal(connection);
  connection.pragma(`synchronous = ${synchronous}`);
  connection.pragma("foreign_keys = ON");
  // Deleted and overwritten content is zeroed in the file, not left in free space where anyone reading
  // the file finds it: an erased enquiry (or an expired event) must be gone (docs/staff-dashboard-and-privacy.md).
  connection.pragma("secure_delete = ON");
  if (journalsInMemory) connection.pragma("temp_store = MEMORY");
  const kysely = new Kysely<Schema>({
    dialect: new LockWaitingSqliteDialect(
      { database: withStatementCache(connection) },
      { inTransaction: () => connection.inTransaction },
    ),
    plugins: [new SqliteLimitPlugin()],
  });
  const expectedSynchronous = synchronous === "FULL" ? 2 : 1;
  return {
    dialect: "sqlite",
    kysely,
    location: file,
    migrate: async (provider) => {
      try {
        await migrateSqlite(kysely, provider, connection);
      } finally {
        connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      }
    },
    assertDurable: () => {
      const journal = connection.pragma("journal_mode", { simple: true });
      const synchronous = connection.pragma("synchronous", { simple: true });
      if (journal !== "wal" || synchronous !== expectedSynchronous) {
        throw new DurabilityError(
          `SQLite must run with journal_mode=WAL and synchronous=${synchronous} (got journal_mode=${String(journal)}, synchronous=${String(synchronous)}).`,
        );
      }
      return Promise.resolve();
    },
    // Readiness means "can store an enquiry now": take the write lock and let it go at once.
    ping: () =>
      kysely.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        await sql`rollback`.execute(connection);
      }),
    checkpoint: async () => {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(kysely);
      return rows[0]?.busy === 0;
    },
    close: () => kysely.destroy(),
  };
}

/** Most prepared statements kept per connection (queries with `in (…)` lists vary in length). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs about as much as running a small insert. The
 * repositories send a few dozen distinct statements, so keep them. (Kysely runs one query at a time
 * on the single SQLite connection, so a cached statement is never in use twice at once.)
 */
function withStatementCache(connection: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare: (query: string) => {
      let statement = statements.get(query);
      if (!statement) {
        statement = connection.prepare(query);
        if (statements.size < STATEMENT_CACHE_SIZE) statements.set(query, statement);
      }
      return statement;
    },
  };
}

interface PostgresStoreOptions {
  /** Tables live in this schema (created if missing), which is the connections' search_path. */
  schema?: string;
  synchronousCommit?: "on" | "off";
}

/** A pool of connections with a deadline for each query; `options` are the connections' settings. */
function openPool(url: string, max: number, queryTimeoutMs: number, options: string[]): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    query_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
    // synchronous_commit (the main database waits for every WAL flush, whatever the server's default)
    // and search_path.
    options: options.join(" "),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // discards it and the next query opens a new one.
  pool.on("error", () => {});
  // The same for a connection that is checked out between two statements of a transaction: pg-pool only
  // listens on idle ones, so without this a server going away mid-transaction crashes the process. The
  // transaction's next statement fails (503) and the broken connection is discarded on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return pool;
}

function openPostgres<Schema>(
  url: string,
  poolSize: number,
  { schema, synchronousCommit = "on" }: PostgresStoreOptions = {},
): OpenedDatabase<Schema> {
  const options = [`-c synchronous_commit=${synchronousCommit}`];
  if (schema) options.push(`-c search_path=${schema}`);
  const pool = openPool(url, poolSize, PG_QUERY_TIMEOUT_MS, options);
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    dialect: "postgres",
    kysely,
    location: `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}${schema ? ` (schema ${schema})` : ""}`,
    migrate: async (provider) => {
      // Migrations get a connection of their own without the per-query deadline: a backfill on a large
      // table, or waiting for another starting server's migration lock, can take longer than a request may.
      const migrating = new Kysely<Schema>({
        dialect: new PostgresDialect({ pool: openPool(url, 1, PG_MIGRATION_TIMEOUT_MS, options) }),
      });
      try {
        if (schema) await createSchema(migrating, schema);
        await runMigrator(migrating, provider, schema);
      } finally {
        await migrating.destroy();
      }
    },
    assertDurable: async () => {
      const { rows } = await sql<{
        fsync: string;
        synchronous_commit: string;
      }>`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit`.execute(
        kysely,
      );
      const settings = rows[0];
      if (settings?.fsync !== "on" || settings.synchronous_commit !== "on") {
        throw new DurabilityError(
          `PostgreSQL must run with fsync=on and synchronous_commit=on (got fsync=${settings?.fsync}, synchronous_commit=${settings?.synchronous_commit}).`,
        );
      }
    },
    ping: async () => {
      await sql`select 1`.execute(kysely);
    },
    checkpoint: () => Promise.resolve(true),
    close: () => kysely.destroy(),
  };
}

/** `create schema if not exists`, under an advisory lock: two servers starting together could otherwise both try. */
async function createSchema<Schema>(kysely: Kysely<Schema>, schema: string): Promise<void> {
  await kysely.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`create schema ${schema}`}))`.execute(trx);
    await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
  });
}

/**
 * SQLite: the whole run in one `begin immediate` transaction on the one connection. Another process (or
 * another connection of this one) that holds the lock is waited for, up to SQLITE_START_LOCK_TIMEOUT_MS,
 * in short synchronous waits with pauses between them: a long synchronous wait would block the event
 * loop, and with it a connection of this same process that holds the lock and needs the loop to finish.
 */
async function migrateSqlite<Schema>(
  kysely: Kysely<Schema>,
  provider: MigrationProvider,
  connection: SqliteDatabase.Database,
): Promise<void> {
  connection.pragma(`busy_timeout = ${SQLITE_LOCK_TRY_MS}`);
  const deadline = Date.now() + SQLITE_START_LOCK_TIMEOUT_MS;
  // better-sqlite3 runs SQLite in defensive mode, which refuses writable_schema: a migration may need it
  // to widen a CHECK that no ALTER TABLE can change (0008). Off for the run, on again after it.
  connection.unsafeMode(true);
  try {
    await runSqliteMigrations(kysely, provider, deadline);
  } finally {
    connection.unsafeMode(false);
  }
}

async function runSqliteMigrations<Schema>(
  kysely: Kysely<Schema>,
  provider: MigrationProvider,
  deadline: number,
): Promise<void> {
  await kysely.connection().execute(async (db) => {
    // A busy database at any step (taking the lock, a statement of a migration while another process
    // opens or closes the file, the commit) rolls the run back and tries again: the migrator then skips
    // what another process has finished meanwhile.
    for (;;) {
      try {
        await sql`begin immediate`.execute(db);
        try {
          await runMigrator(db, provider);
          await sql`commit`.execute(db);
        } catch (error) {
          try {
            await sql`rollback`.execute(db);
          } catch {
            // Nothing left to roll back: the original error is what matters.
          }
          throw error;
        }
        return;
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, SQLITE_LOCK_TRY_MS * (0.5 + Math.random())));
      }
    }
  });
}

/** SQLITE_BUSY (and its extended codes), also when the migrator wrapped it as the cause of its error. */
function isSqliteBusy(error: unknown): boolean {
  for (let current = error; current instanceof Error || typeof current === "object";) {
    if (current === null) return false;
    const code = String((current as { code?: unknown }).code);
    if (code.startsWith("SQLITE_BUSY")) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `schema`: where Kysely keeps its own migration tables (else the default schema). */
async function runMigrator<Schema>(
  kysely: Kysely<Schema>,
  provider: MigrationProvider,
  schema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db: kysely,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}
