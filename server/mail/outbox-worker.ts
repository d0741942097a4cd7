/**
 * The outbox worker (D10): runs inside the server process, claims due outbox rows, sends each enquiry's
 * mail to the office, and marks the row sent; a failure is retried with capped exponential backoff
 * and jitter, and after the last attempt the row is marked dead and logged (ids and error codes only:
 * never personal data). `notify()` after a new enquiry sends it at once instead of at the next poll.
 */
import type { ClaimedMail, OutboxRepository } from "../db/outbox-repository.ts";
import { unavailableReason } from "../db/errors.ts";
import { composeEnquiryMail } from "./enquiry-mail.ts";
import type { Mailer } from "./mailer.ts";

export interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  outbox: OutboxRepository;
  mailer: Mailer;
  from: string;
  to: string;
  pollMs: number;
  maxAttempts: number;
  logger: WorkerLogger;
  /** First retry after about baseMs, doubling up to maxMs (defaults 30 s and 1 h). */
  backoff?: { baseMs: number; maxMs: number };
  /** Rows claimed at once (default 10). */
  batchSize?: number;
  /** How long a claim lasts; must exceed the mailer's deadline (default 2 min). */
  leaseMs?: number;
  now?: () => Date;
  random?: () => number;
}

export interface OutboxWorker {
  start(): void;
  /** A new row is waiting: run now rather than at the next poll. */
  notify(): void;
  /** One pass: claims and sends one batch; returns how many rows it handled. */
  runOnce(): Promise<number>;
  /** Stops polling, waits for the pass in progress, closes the mailer. */
  stop(): Promise<void>;
}

/** Capped exponential backoff with equal jitter: between half and all of min(max, base·2^(attempt−1)). */
export function backoffDelay(
  attempt: number,
  backoff: { baseMs: number; maxMs: number },
  random: () => number,
): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A short code for logs and the outbox row: the error's code and SMTP status, never its text. */
export function failureReason(error: unknown): string {
  if (typeof error !== "object" || error === null) return "unknown";
  const code = "code" in error && typeof error.code === "string" ? error.code : "error";
  const status =
    "responseCode" in error && typeof error.responseCode === "number" ? ` ${error.responseCode}` : "";
  return `${code}${status}`.slice(0, 100);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, mailer, logger } = options;
  const backoff = options.backoff ?? { baseMs: 30_000, maxMs: 3_600_000 };
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;
  let stopped = false;

  async function deliver(mail: ClaimedMail): Promise<void> {
    const outgoing = composeEnquiryMail(mail.enquiry, { from: options.from, to: options.to });
    const ids = { outboxId: mail.outboxId, enquiryId: mail.enquiry.id, attempt: mail.attempts };
    try {
      const stamp = mail.enquiry.createdAt.replace(/[^0-9]/g, "").slice(0, 14);
      await mailer.send(outgoing, { fileName: `${stamp}-${mail.enquiry.kind}-${mail.enquiry.id}` });
    } catch (error) {
      const reason = failureReason(error);
      if (mail.attempts >= options.maxAttempts) {
        await outbox.markDead(mail, reason);
        logger.error({ ...ids, reason }, "outbox: mail is dead after its last attempt; see `npm run leads`");
      } else {
        const retryAt = new Date(now().getTime() + backoffDelay(mail.attempts, backoff, random));
        await outbox.markFailed(mail, reason, retryAt);
        logger.warn({ ...ids, reason, retryAt: retryAt.toISOString() }, "outbox: sending failed, will retry");
      }
      return;
    }
    await outbox.markSent(mail);
    logger.info(ids, "outbox: mail sent");
  }

  async function pass(): Promise<number> {
    let claimed: ClaimedMail[];
    try {
      claimed = await outbox.claim({ limit: batchSize, leaseMs });
    } catch (error) {
      logger.warn(
        { reason: unavailableReason(error) ?? failureReason(error) },
        "outbox: cannot read the outbox",
      );
      return 0;
    }
    for (const mail of claimed) {
      try {
        await deliver(mail);
      } catch (error) {
        // The database failed while recording the result: the lease expires and the row is tried again.
        logger.warn(
          { outboxId: mail.outboxId, reason: unavailableReason(error) ?? failureReason(error) },
          "outbox: cannot record a result",
        );
      }
    }
    return claimed.length;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    if (stopped || running) return;
    again = false;
    running = pass();
    void running.then((handled) => {
      running = undefined;
      schedule(again || handled === batchSize ? 0 : options.pollMs);
    });
  }

  return {
    start: () => {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    notify: () => {
      if (!started || stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce: async () => {
      if (running) await running;
      return pass();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
      mailer.close();
    },
  };
}
