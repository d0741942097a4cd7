/**
 * The outbox worker (docs/enquiries.md): runs inside the server process, claims due outbox rows, sends
 * each enquiry's mail to the office (and, with WEBHOOK_URL, posts it to the webhook, in a lane of its own
 * so a slow webhook never delays the mail), and marks the row sent. A failure is retried with capped
 * exponential backoff and jitter; a row is marked dead (and logged: ids and error codes only, never
 * personal data) only when it has had `maxAttempts` attempts and is at least `retryForMs` old (48 hours
 * by default), so a mail server that is down for a day loses nothing. A webhook answer of 4xx other than
 * 408 and 429 is dead at once: retrying the same call cannot help. At most `dailyCap` single mails go out
 * per UTC day; past it nothing waits for the next day: the enquiries go out together in digests, at most
 * one per `digest.intervalMs` (all instances together) carrying at most `digest.maxEnquiries` each, so the
 * office gets every enquiry the same day and its mailbox a bounded number of mails. A digest's rows are
 * marked sent only once the mail server accepted it. `notify()` after a new enquiry sends it at once
 * instead of at the next poll.
 */
import type { ClaimedMail, OutboxRepository } from "./outbox-repository.ts";
import { unavailableReason } from "../db/errors.ts";
import { composeDigestMail, composeEnquiryMail, type MeetingLines } from "./enquiry-mail.ts";
import { digestFileName, type Mailer } from "./mailer.ts";
import { webhookEvent, WebhookError, type WebhookSender } from "./webhook.ts";
import type { OutboxKind } from "../db/schema.ts";

export interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  outbox: OutboxRepository;
  mailer: Mailer;
  /** Posts the `webhook` rows; without it they are not claimed (they wait, see /api/ready). */
  webhook?: WebhookSender | undefined;
  from: string;
  to: string;
  pollMs: number;
  /** Attempts a mail gets at least before it may be marked dead. */
  maxAttempts: number;
  /** How long a mail is retried at least, from when it was queued, before it may be marked dead (default 48 h). */
  retryForMs?: number;
  /** Single mails sent per UTC day, all server instances together (as counted in the outbox); default no cap. */
  dailyCap?: number;
  /** Past `dailyCap`: at most one digest per interval of the UTC day, of at most so many enquiries. */
  digest?: DigestSettings;
  logger: WorkerLogger;
  /** A booking's meeting, shown in its staff mail (server/bookings/staff-meeting.ts); none without it. */
  meetingOf?: (enquiryId: string) => Promise<MeetingLines | undefined>;
  /** First retry after about baseMs, doubling up to maxMs (defaults 30 s and 1 h). */
  backoff?: { baseMs: number; maxMs: number };
  /** Rows claimed at once (default 10). */
  batchSize?: number;
  /** How long a claim lasts; by default a whole batch at the mailer's (or webhook's) deadline each, plus a minute. */
  leaseMs?: number;
  /** How long `stop()` waits for the mail in progress (default 5 s, within the server's shutdown delay). */
  stopTimeoutMs?: number;
  /** After `notify()`, wait this long so enquiries arriving together go out in one batch (default 50 ms). */
  notifyDelayMs?: number;
  now?: () => Date;
  random?: () => number;
}

export interface OutboxWorker {
  start(): void;
  /** A new row is waiting: run now rather than at the next poll. */
  notify(): void;
  /** One pass: claims and sends one batch of mail and one of webhook calls; returns how many rows it handled. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and waits for the pass in progress, at most `stopTimeoutMs`; a mail still being sent
   * then is left to its lease (sent again later if it was not marked sent). Closes the mailer.
   */
  stop(): Promise<void>;
  /**
   * Where the daily cap stands (as last counted); undefined without a cap. Once it is reached, the mail
   * goes out as digests.
   */
  dailyCapStatus(): { cap: number; sentToday: number; reached: boolean } | undefined;
}

export interface DigestSettings {
  /** The UTC day is cut into intervals this long; at most one digest goes out in each. */
  intervalMs: number;
  /** Enquiries one digest carries at most (the rest go in the next one). */
  maxEnquiries: number;
}

/**
 * 15 minutes and 1,000 enquiries (a few megabytes, within what mail servers accept): at most 96 digests a
 * day, carrying up to 96,000 enquiries.
 */
export const defaultDigest: DigestSettings = { intervalMs: 15 * 60_000, maxEnquiries: 1000 };

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the day's sent count is read again from the outbox (other instances send too). */
const SENT_COUNT_REFRESH_MS = 60_000;

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
  const { outbox, mailer, webhook, logger } = options;
  const backoff = options.backoff ?? { baseMs: 30_000, maxMs: 3_600_000 };
  const batchSize = options.batchSize ?? 10;
  const leaseFor = (kind: OutboxKind) =>
    options.leaseMs ??
    batchSize * (kind === "webhook" && webhook ? webhook.deadlineMs : mailer.deadlineMs) + 60_000;
  /** How a row is named in the log. */
  const named = (kind: OutboxKind) => (kind === "mail" ? "mail" : "webhook call");
  const notifyDelayMs = options.notifyDelayMs ?? 50;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const retryForMs = options.retryForMs ?? 2 * DAY_MS;
  const digest = options.digest ?? defaultDigest;
  let sentToday: { day: number; count: number; readAt: number } | undefined;
  let capLoggedFor: number | undefined;
  /** The interval whose digest this worker sent or saw taken: nothing more to do in it. */
  let digestDoneFor: string | undefined;

  /** How many more mails may go out today (Infinity without a cap). */
  async function allowance(): Promise<number> {
    if (options.dailyCap === undefined) return Number.POSITIVE_INFINITY;
    const at = now().getTime();
    const day = at - (at % DAY_MS);
    if (!sentToday || sentToday.day !== day || at - sentToday.readAt > SENT_COUNT_REFRESH_MS) {
      sentToday = { day, count: await outbox.sentSince(new Date(day)), readAt: at };
    }
    const left = options.dailyCap - sentToday.count;
    if (left <= 0 && capLoggedFor !== day) {
      capLoggedFor = day;
      logger.error(
        { dailyCap: options.dailyCap },
        "outbox: daily mail cap reached (MAIL_PER_DAY); the rest of today's mail goes out as digests",
      );
    }
    return Math.max(0, left);
  }

  /**
   * Each kind runs in a lane of its own, with its own timer and pass in progress: a webhook that takes its
   * whole deadline never holds up the staff mail, nor the mail the webhook calls.
   */
  interface Lane {
    kind: OutboxKind;
    timer: NodeJS.Timeout | undefined;
    running: Promise<number> | undefined;
    again: boolean;
    /** A notify() already moved the next pass close: later ones need not move it again. */
    wakeSoon: boolean;
  }
  const lanes: Lane[] = (webhook ? (["mail", "webhook"] as const) : (["mail"] as const)).map((kind) => ({
    kind,
    timer: undefined,
    running: undefined,
    again: false,
    wakeSoon: false,
  }));
  let started = false;
  let stopped = false;

  async function send(mail: ClaimedMail): Promise<void> {
    if (mail.kind === "webhook") {
      if (!webhook) throw new Error("A webhook row was claimed without a webhook sender.");
      await webhook.send(webhookEvent(mail));
      return;
    }
    const meeting = mail.enquiry.kind === "booking" ? await options.meetingOf?.(mail.enquiry.id) : undefined;
    const outgoing = composeEnquiryMail(mail.enquiry, { from: options.from, to: options.to }, meeting);
    const stamp = mail.enquiry.createdAt.replace(/[^0-9]/g, "").slice(0, 14);
    await mailer.send(outgoing, { fileName: `${stamp}-${mail.enquiry.kind}-${mail.enquiry.id}` });
  }

  /** Sends one row; on failure schedules the retry or gives up. Returns whether it was sent. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await send(mail);
      return true;
    } catch (error) {
      await recordFailure(mail, error);
      return false;
    }
  }

  /** After a failed send: the row is retried later, or dead (see the top of this file). */
  async function recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const ids = {
      kind: mail.kind,
      outboxId: mail.outboxId,
      enquiryId: mail.enquiry.id,
      attempt: mail.attempts,
    };
    const reason = failureReason(error);
    try {
      const queuedFor = now().getTime() - new Date(mail.enquiry.createdAt).getTime();
      if (error instanceof WebhookError && error.permanent) {
        await outbox.markDead(mail, reason);
        logger.error(
          { ...ids, reason },
          "outbox: the webhook refused the call (permanent failure), not retried; see `npm run leads`",
        );
      } else if (mail.attempts >= options.maxAttempts && queuedFor >= retryForMs) {
        await outbox.markDead(mail, reason);
        logger.error(
          { ...ids, reason },
          `outbox: ${named(mail.kind)} is dead after its last attempt; see \`npm run leads\``,
        );
      } else {
        const retryAt = new Date(now().getTime() + backoffDelay(mail.attempts, backoff, random));
        await outbox.markFailed(mail, reason, retryAt);
        logger.warn(
          { ...ids, reason, retryAt: retryAt.toISOString() },
          mail.kind === "mail"
            ? "outbox: sending failed, will retry"
            : "outbox: webhook call failed, will retry",
        );
      }
    } catch (databaseError) {
      // The lease expires and the row is tried again.
      logger.warn(
        { ...ids, reason: unavailableReason(databaseError) ?? failureReason(databaseError) },
        "outbox: cannot record a failure",
      );
    }
  }

  /**
   * Past the daily cap: takes this interval's digest (unless this or another instance did), claims up to
   * `maxEnquiries` due mails and sends them in one mail. Only when the mail server accepted it are the rows
   * marked sent; a failed send leaves each row pending with its backoff, for a later digest, and a crash
   * leaves them to their lease. Returns how many rows it handled.
   */
  async function digestBatch(): Promise<number> {
    const at = now().getTime();
    const slot = new Date(at - (at % digest.intervalMs)).toISOString();
    if (digestDoneFor === slot) return 0;
    let claimed: ClaimedMail[];
    try {
      // Read first, so that an idle worker past the cap does not write every poll.
      if (!(await outbox.hasDue("mail"))) return 0;
      if (!(await outbox.takeDigest(slot))) {
        digestDoneFor = slot;
        return 0;
      }
      claimed = await outbox.claim({ limit: digest.maxEnquiries, leaseMs: leaseFor("mail"), kind: "mail" });
      if (claimed.length === 0) {
        await outbox.releaseDigest(slot);
        return 0;
      }
      digestDoneFor = slot;
    } catch (error) {
      logger.warn(
        { kind: "mail", reason: unavailableReason(error) ?? failureReason(error) },
        "outbox: cannot read the outbox",
      );
      return 0;
    }
    const outgoing = composeDigestMail(
      claimed.map((mail) => mail.enquiry),
      { from: options.from, to: options.to },
      slot,
    );
    try {
      await mailer.send(outgoing, { fileName: digestFileName(slot) });
    } catch (error) {
      for (const mail of claimed) await recordFailure(mail, error);
      return claimed.length;
    }
    try {
      await outbox.markSent(claimed, { digest: slot });
      logger.info({ kind: "mail", digest: slot, enquiries: claimed.length }, "outbox: digest sent");
    } catch (error) {
      logger.warn(
        { kind: "mail", count: claimed.length, reason: unavailableReason(error) ?? failureReason(error) },
        "outbox: cannot record a sent digest",
      );
    }
    return claimed.length;
  }

  async function pass(): Promise<number> {
    const handled = await Promise.all(lanes.map((lane) => batch(lane.kind)));
    return handled.reduce((sum, count) => sum + count, 0);
  }

  /** Claims and delivers one batch of one kind; returns how many rows it handled. */
  async function batch(kind: OutboxKind): Promise<number> {
    let claimed: ClaimedMail[];
    try {
      // The daily cap (MAIL_PER_DAY) is on mail only; past it, the mail goes out as digests.
      const limit = kind === "mail" ? Math.min(batchSize, await allowance()) : batchSize;
      if (limit === 0) return digestBatch();
      claimed = await outbox.claim({ limit, leaseMs: leaseFor(kind), kind });
    } catch (error) {
      logger.warn(
        { kind, reason: unavailableReason(error) ?? failureReason(error) },
        "outbox: cannot read the outbox",
      );
      return 0;
    }
    const sent: ClaimedMail[] = [];
    for (const mail of claimed) {
      if (await deliver(mail)) sent.push(mail);
    }
    try {
      // One statement for the whole batch. A crash before it means these are sent again after the
      // lease: at most one duplicate email, never a lost one.
      await outbox.markSent(sent);
      if (sentToday && kind === "mail") sentToday.count += sent.length;
      for (const mail of sent) {
        logger.info(
          { kind, outboxId: mail.outboxId, enquiryId: mail.enquiry.id, attempt: mail.attempts },
          kind === "mail" ? "outbox: mail sent" : "outbox: webhook call delivered",
        );
      }
    } catch (error) {
      logger.warn(
        { kind, count: sent.length, reason: unavailableReason(error) ?? failureReason(error) },
        `outbox: cannot record sent ${kind === "mail" ? "mail" : "webhook calls"}`,
      );
    }
    return claimed.length;
  }

  function schedule(lane: Lane, delayMs: number) {
    if (stopped) return;
    clearTimeout(lane.timer);
    lane.timer = setTimeout(() => tick(lane), delayMs);
    lane.timer.unref();
  }

  function tick(lane: Lane) {
    lane.timer = undefined;
    lane.wakeSoon = false;
    if (stopped || lane.running) return;
    lane.again = false;
    const running = batch(lane.kind);
    lane.running = running;
    void running.then((handled) => {
      lane.running = undefined;
      schedule(lane, handled === batchSize ? 0 : lane.again ? notifyDelayMs : options.pollMs);
    });
  }

  /** The passes in progress, of every lane. */
  const inProgress = () => Promise.all(lanes.map((lane) => lane.running));

  return {
    start: () => {
      if (started || stopped) return;
      started = true;
      for (const lane of lanes) schedule(lane, 0);
    },
    notify: () => {
      if (!started || stopped) return;
      for (const lane of lanes) {
        if (lane.running) lane.again = true;
        else if (!lane.wakeSoon) {
          lane.wakeSoon = true;
          schedule(lane, notifyDelayMs);
        }
      }
    },
    runOnce: async () => {
      await inProgress();
      return pass();
    },
    dailyCapStatus: () =>
      options.dailyCap === undefined
        ? undefined
        : {
            cap: options.dailyCap,
            sentToday: sentToday?.count ?? 0,
            reached: (sentToday?.count ?? 0) >= options.dailyCap,
          },
    stop: async () => {
      stopped = true;
      for (const lane of lanes) clearTimeout(lane.timer);
      if (lanes.some((lane) => lane.running)) {
        let waited: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          waited = setTimeout(resolve, options.stopTimeoutMs ?? 5_000);
        });
        await Promise.race([inProgress(), timeout]);
        clearTimeout(waited);
      }
      mailer.close();
    },
  };
}
