/**
 * Buffers analytics rows in memory and writes them in batches (one transaction per second, or sooner
 * when many are waiting), so a flood of events costs the database a few writes a second and never
 * competes with enquiries for it. Analytics may lose the last second on a crash; enquiries never do.
 */
import type { FastifyBaseLogger } from "fastify";
import type { EventRow, EventsRepository } from "./events-repository.ts";

export interface EventWriterOptions {
  repository: Pick<EventsRepository, "insert">;
  logger: FastifyBaseLogger;
  flushIntervalMs?: number;
  /** Write at once when this many rows wait. */
  flushAtRows?: number;
  /** Rows beyond this are dropped (counted in the log) rather than growing memory without bound. */
  maxQueuedRows?: number;
}

export interface EventWriter {
  add(rows: readonly EventRow[]): void;
  /** Writes everything queued so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export function createEventWriter(options: EventWriterOptions): EventWriter {
  const { repository, logger, flushIntervalMs = 1000, flushAtRows = 500, maxQueuedRows = 20_000 } = options;
  let queue: EventRow[] = [];
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const write = (): Promise<void> => {
    writing = writing.then(async () => {
      if (queue.length === 0) return;
      const rows = queue;
      queue = [];
      try {
        await repository.insert(rows);
      } catch (error) {
        // A failed write loses these rows only; the next batch tries again.
        logger.warn({ err: error, rows: rows.length }, "Could not store analytics events");
      }
      if (dropped > 0) {
        logger.warn({ dropped }, "Analytics events dropped: too many waiting to be stored");
        dropped = 0;
      }
    });
    return writing;
  };

  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void write();
    }, flushIntervalMs);
    timer.unref();
  };

  return {
    add(rows) {
      const room = Math.max(0, maxQueuedRows - queue.length);
      if (rows.length > room) dropped += rows.length - room;
      queue.push(...rows.slice(0, room));
      if (queue.length >= flushAtRows) void write();
      else if (queue.length > 0) schedule();
    },
    flush: write,
    async close() {
      clearTimeout(timer);
      timer = undefined;
      await write();
    },
  };
}
