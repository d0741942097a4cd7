import { CompiledQuery, sql, type Kysely } from "kysely";
import type { Database } from "./database.ts";
import { unavailableReason } from "./errors.ts";
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

/** The savepoint of each write of a group, compiled once (the same text every time). */
const oneWrite = {
  open: CompiledQuery.raw("savepoint one_write"),
  rollback: CompiledQuery.raw("rollback to one_write"),
  release: CompiledQuery.raw("release one_write"),
};

/** Most writes one group commit takes (the rest wait for the next one, right after). */
const GROUP_LIMIT = 64;

type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** Work of a whole group commit, around its writes (createGroupCommit). */
export interface GroupHooks<G> {
  /** A fresh state for each group, passed to each of its writes. */
  open: () => G;
  /**
   * Runs in the group's transaction after its last write, outside every write's savepoint, before the
   * commit; a throw fails the whole group (nothing of it is stored).
   */
  finish: (trx: Kysely<DatabaseSchema>, group: G) => Promise<void>;
}

/**
 * Group commit for SQLite: each call joins the writes queued in the same turn of the event loop, and all
 * of them run in one `begin immediate` transaction, each inside its own savepoint, then one commit (one
 * fsync). A call resolves only after that commit. A write that fails on its own (an idempotency
 * conflict, a defect) is rolled back to its savepoint without touching the others; a failure of the
 * database itself (lock, I/O, the commit) fails the whole group, and nothing of it is stored. `hooks`
 * give each group a state of its own and a last step before its commit (the enquiries' case rows:
 * server/db/case-rows.ts).
 */
export function createGroupCommit<T, R, G = undefined>(
  database: Database,
  work: (trx: Kysely<DatabaseSchema>, item: T, group: G) => Promise<R>,
  hooks?: GroupHooks<G>,
): (item: T) => Promise<R> {
  let queue: { item: T; resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const group = queue.slice(0, GROUP_LIMIT);
    queue = queue.slice(GROUP_LIMIT);
    if (queue.length > 0) schedule();
    let outcomes: Outcome<R>[];
    try {
      outcomes = await writeTransaction(database, async (trx) => {
        const results: Outcome<R>[] = [];
        // Without hooks G is undefined, and so is the state.
        const state = hooks ? hooks.open() : (undefined as G);
        for (const { item } of group) {
          await trx.executeQuery(oneWrite.open);
          try {
            results.push({ ok: true, value: await work(trx, item, state) });
          } catch (error) {
            if (unavailableReason(error) !== undefined) throw error;
            await trx.executeQuery(oneWrite.rollback);
            results.push({ ok: false, error });
          }
          await trx.executeQuery(oneWrite.release);
        }
        await hooks?.finish(trx, state);
        return results;
      });
    } catch (error) {
      for (const { reject } of group) reject(error);
      return;
    }
    group.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) resolve(outcome.value);
      else reject(outcome ? outcome.error : new Error("group commit lost a result"));
    });
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
