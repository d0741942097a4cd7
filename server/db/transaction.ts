import { sql, type Kysely } from "kysely";
import type { Database } from "./database.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * Runs `work` in one write transaction. On SQLite the transaction starts with `begin immediate`, which
 * takes the write lock at once: a read that later upgrades to a write could otherwise fail half-way when
 * another process (a second server, `npm run leads`) wrote in between.
 */
export async function writeTransaction<T>(
  database: Database,
  work: (trx: Kysely<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  if (database.dialect === "postgres") return database.kysely.transaction().execute(work);
  return database.kysely.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      try {
        await sql`rollback`.execute(connection);
      } catch {
        // No transaction left to roll back (SQLite already did): the original error is what matters.
      }
      throw error;
    }
  });
}
