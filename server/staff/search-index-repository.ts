/**
 * The inbox search's index on SQLite, written after the enquiries' own transactions (migration 0019,
 * docs/enquiries.md, "Search index"): new case rows wait, numbered, above
 * `enquiry_search_progress.indexed_to`; `indexPending` puts all of them into the FTS5 index in one
 * statement and moves the mark, in one transaction of its own. It runs soon after enquiries are stored
 * (`indexSoon`) and before every search that reads the index, so a search finds every enquiry stored
 * before it. On PostgreSQL there is nothing to do: its trigram indexes are kept by PostgreSQL itself.
 */
import { sql } from "kysely";
import type { Database } from "../db/database.ts";
import { writeTransaction } from "../db/transaction.ts";

/** How long after a stored enquiry its row is indexed, at the latest, when nobody searches before. */
export const SEARCH_INDEX_DELAY_MS = 1000;
/**
 * Most rows indexed in one transaction: a database that comes with many rows
 * waiting (a bulk import) is indexed in steps, not in one long stop of the event loop.
 */
const SEARCH_INDEX_CHUNK = 1000;

export interface SearchIndex {
  /** Indexes every row waiting, if any (a read when none is). */
  indexPending(): Promise<void>;
  /**
   * Indexes the waiting rows within SEARCH_INDEX_DELAY_MS (one run for all the enquiries stored
   * meanwhile); a failure is left for the next run or the next search.
   */
  indexSoon(): void;
  /** Before the database closes: no run starts any more, and the one under way ends. */
  close(): Promise<void>;
}

/** One per database, shared by the repositories that store enquiries and those that search them. */
const indexes = new WeakMap<Database, SearchIndex>();

export function searchIndexOf(database: Database): SearchIndex {
  let index = indexes.get(database);
  if (!index) {
    index = createSearchIndex(database);
    indexes.set(database, index);
  }
  return index;
}

export function createSearchIndex(
  database: Database,
  options: { delayMs?: number; chunkRows?: number; onError?: (error: unknown) => void } = {},
): SearchIndex {
  const { kysely } = database;
  const delayMs = options.delayMs ?? SEARCH_INDEX_DELAY_MS;
  const chunkRows = options.chunkRows ?? SEARCH_INDEX_CHUNK;
  // A run that fails (the write lock held elsewhere, the database closing) leaves the rows waiting for
  // the next run or the next search, which reports its own failure.
  const onError = options.onError ?? (() => {});
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  /** The last row waiting to be indexed, or undefined when none is. */
  async function lastWaiting(): Promise<number | undefined> {
    try {
      const { rows } = await sql<{ last: number | null }>`
        select max(id) as last from enquiry_search_rows
          where id > (select indexed_to from enquiry_search_progress where id = 1)`.execute(kysely);
      return rows[0]?.last ?? undefined;
    } catch (error) {
      // A database migrated down below 0019: its triggers index every row at once.
      if (error instanceof Error && /no such table: enquiry_search_progress/.test(error.message))
        return undefined;
      throw error;
    }
  }

  /**
   * Indexes the next rows waiting up to row `last`, at most `chunkRows` of them, in one
   * transaction; the row indexed up to after it.
   */
  async function indexChunk(last: number): Promise<number> {
    return writeTransaction(database, async (trx) => {
      const mark = sql`(select indexed_to from enquiry_search_progress where id = 1)`;
      const { rows } = await sql<{ up_to: number | null }>`
        select max(id) as up_to from (select id from enquiry_search_rows where id > ${mark} and id <= ${last}
          order by id limit ${chunkRows})`.execute(trx);
      const upTo = rows[0]?.up_to;
      if (upTo === null || upTo === undefined) return last;
      await sql`
        insert into enquiry_search (rowid, keys, phone)
        select r.id, coalesce(c.name_key, '') || char(10) || c.email_key, c.phone_digits
        from enquiry_search_rows r join enquiry_cases c on c.enquiry_id = r.enquiry_id
        where r.id > ${mark} and r.id <= ${upTo} and c.erased_at is null
        order by r.id`.execute(trx);
      await sql`update enquiry_search_progress set indexed_to = ${upTo} where id = 1`.execute(trx);
      return upTo;
    });
  }

  /**
   * The rows waiting when it starts, a chunk at a time: other requests are served between two chunks.
   * Rows stored meanwhile are left to the next run: under a steady stream of enquiries, a run that chased
   * them would index a few at a time, each few a transaction and a flush to the disk of its own.
   */
  async function indexPending(): Promise<void> {
    if (database.dialect !== "sqlite") return;
    const last = await lastWaiting();
    if (last === undefined) return;
    while (!closed && (await indexChunk(last)) < last) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    indexPending,
    indexSoon: () => {
      if (database.dialect !== "sqlite" || timer || closed) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (closed) return;
        running = indexPending()
          .catch(onError)
          .finally(() => (running = undefined));
      }, delayMs);
      timer.unref();
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
