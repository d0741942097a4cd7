/**
 * The PostgreSQL connection pool on a real server (a throwaway cluster, server/test-support/postgres.ts):
 * the server going away must never crash the process, whatever a connection is doing at that moment.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../test-support/enquiry-fixtures.ts";
import { startPostgres, type PostgresCluster } from "../test-support/postgres.ts";
import { openDatabase } from "./database.ts";

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.destroy();
}, 60_000);

describe("a PostgreSQL connection ended by the server", () => {
  it("inside a transaction, between two statements: the next statement fails, the process lives on", async () => {
    const database = await openDatabase({ databaseUrl: await cluster.createDatabase("ended"), dataDir: "" });
    const killer = await openDatabase({ databaseUrl: cluster.url, dataDir: "" });
    try {
      const outcome = database.kysely.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const pid = rows[0]!.pid;
        // The server ends this connection while it is checked out and idle: the error arrives as an event
        // on the connection, not as the answer to a query (an unhandled one would end the test run).
        await sql`select pg_terminate_backend(${pid})`.execute(killer.kysely);
        await waitFor(async () => {
          const { rows: alive } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where pid = ${pid}`.execute(killer.kysely);
          return alive[0]?.n === 0;
        }, 5000);
        await sql`select 1`.execute(trx);
      });
      await expect(outcome).rejects.toThrow();
      // The broken connection was discarded: the pool answers again.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await killer.close();
    }
  });
});
