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
  /** Told of rows that were not stored: the queue was full, the database refused them, or a write failed. */
  onDropped?: (reason: "queueFull" | "refused" | "writeFailed", rows: number) => void;
  /** Told of rows written to the database. */
  onStored?: (rows: number) => void;
  flushIntervalMs?: number;
  /** Write at once when this many rows wait. */
  flushAtRows?: number;
  /** Rows beyond this are dropped (and counted) rather than growing memory without bound. */
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
  const {
    repository,
    logger,
    onDropped = () => {},
    onStored = () => {},
    flushIntervalMs = 1000,
    flushAtRows = 500,
    maxQueuedRows = 20_000,
  } = options;
  let queue: EventRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const write = (): Promise<void> => {
    writing = writing.then(async () => {
      if (queue.length === 0) return;
      const rows = queue;
      queue = [];
      try {
        const { refused } = await repository.insert(rows);
        if (refused > 0) onDropped("refused", refused);
        if (rows.length > refused) onStored(rows.length - refused);
      } catch (error) {
        // A failed write loses these rows only; the next batch tries again.
        logger.warn({ err: error, rows: rows.length }, "Could not store analytics events");
        onDropped("writeFailed", rows.length);
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
      if (rows.length > room) onDropped("queueFull", rows.length - room);
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
