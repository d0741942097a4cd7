/**
 * Opens the database (D11): SQLite through better-sqlite3 in `dataDir` by default, PostgreSQL through
 * `pg` when a postgres:// address is given. Durable settings are asserted before anything is stored
 * (quality.md §5), then the one set of migrations runs. Only repositories (`*-repository.ts`) and migrations touch SQL.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations/index.ts";
import type { DatabaseSchema } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseOptions {
  /** A postgres:// (or postgresql://) address; undefined opens SQLite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL connections per process (default 10). */
  poolSize?: number;
}

export interface Database {
  dialect: Dialect;
  kysely: Kysely<DatabaseSchema>;
  /** Where the data lives, for messages: the SQLite file, or the PostgreSQL host and database (no password). */
  location: string;
  /** Resolves when the database answers a trivial query; rejects otherwise (readiness checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** SQLite file name inside DATA_DIR. */
export const sqliteFileName = "enquiries.sqlite";

/**
 * How long a write waits for SQLite's lock before giving up. better-sqlite3 waits synchronously, so this
 * also bounds how long one request can hold the event loop; the API answers 503 after it.
 */
const SQLITE_BUSY_TIMEOUT_MS = 250;

/** PostgreSQL: how long to wait for a connection, and for any one query, before answering 503. */
const PG_CONNECT_TIMEOUT_MS = 1000;
const PG_QUERY_TIMEOUT_MS = 1500;

export class DurabilityError extends Error {
  override name = "DurabilityError";
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openSqlite(options.dataDir);
  try {
    await database.assertDurable();
    await migrate(database.kysely);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

interface OpenedDatabase extends Database {
  assertDurable(): Promise<void>;
}

function openSqlite(dataDir: string): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(join(dataDir, sqliteFileName));
  const connection = new SqliteDatabase(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  const kysely = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
  });
  return {
    dialect: "sqlite",
    kysely,
    location: file,
    assertDurable: () => {
      const journal = connection.pragma("journal_mode", { simple: true });
      const synchronous = connection.pragma("synchronous", { simple: true });
      if (journal !== "wal" || synchronous !== 2) {
        throw new DurabilityError(
          `SQLite must run with journal_mode=WAL and synchronous=FULL (got journal_mode=${String(journal)}, synchronous=${String(synchronous)}).`,
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

function openPostgres(url: string, poolSize: number): OpenedDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    query_timeout: PG_QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Every commit waits for the WAL flush, whatever the server's default (quality.md §5).
    options: "-c synchronous_commit=on",
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // discards it and the next query opens a new one.
  pool.on("error", () => {});
  const kysely = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    dialect: "postgres",
    kysely,
    location: `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`,
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
    close: () => kysely.destroy(),
  };
}

async function migrate(kysely: Kysely<DatabaseSchema>): Promise<void> {
  const migrator = new Migrator({ db: kysely, provider: migrationProvider });
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
