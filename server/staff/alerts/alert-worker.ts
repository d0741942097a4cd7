/**
 * The alert worker (docs/staff-console.md, "Alerts"): runs inside the server process beside the outbox
 * worker. Every poll it claims due personal alerts (`staff_alerts`) with a lease and sends each one's
 * mail (and, for an assignment, a browser notification), then marks it sent; a failure is retried with
 * the outbox's capped exponential backoff, and an alert is dead only after `maxAttempts` attempts and
 * `retryForMs`. Every `scanMs` it also escalates new enquiries nobody contacted in time and queues the
 * 9:00 digests (both keyed in the database, so several instances do each once). Logs carry ids, kinds
 * and error codes only: never a name, an address or an enquiry's content.
 *
 * These mails are not counted in MAIL_PER_DAY, and the cap never holds them: they go to our own staff,
 * one per assignment, per escalation and admin, and per person and day, so their number is bounded by the
 * staff's own work, while the cap protects the office mailbox from a flood of enquiries.
 */
import { unavailableReason } from "../../db/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { backoffDelay, failureReason, type WorkerLogger } from "../../mail/outbox-worker.ts";
import type { AlertRecipient, AlertRepository, ClaimedAlert } from "./alert-repository.ts";
import {
  composeAssignedMail,
  composeDigestMail,
  composeEscalatedMail,
  digestIsEmpty,
  type AlertMailContext,
} from "./alert-mail.ts";
import type { PushSender } from "./push.ts";

export interface AlertWorkerOptions {
  alerts: AlertRepository;
  mailer: Mailer;
  /** Browser notifications (Web Push); without it none are sent. */
  push?: PushSender | undefined;
  mail: AlertMailContext;
  pollMs: number;
  /** How often escalations and digests are looked for (default a minute). */
  scanMs?: number;
  /** Office minutes a new enquiry may wait for its first contact before it is escalated. */
  escalateAfterMinutes: number;
  maxAttempts: number;
  /** How long an alert is retried at least, from when it was queued (default 48 h). */
  retryForMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  batchSize?: number;
  logger: WorkerLogger;
  now?: () => Date;
  random?: () => number;
}

export interface AlertWorker {
  start(): void;
  /** One pass: escalations and digests when their time came, then one batch of alerts. Returns alerts handled. */
  runOnce(options?: { scan?: boolean }): Promise<number>;
  stop(): Promise<void>;
}

/** Alerts done are kept this long (a record of what was sent), then deleted. */
export const keepDays = 90;

/** Why an alert was not sent (kept on its row; no personal data). */
type Skip = "gone" | "inactive" | "turned_off" | "moved_on" | "nothing_due";

export function createAlertWorker(options: AlertWorkerOptions): AlertWorker {
  const { alerts, mailer, push, logger } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? { baseMs: 30_000, maxMs: 3_600_000 };
  const batchSize = options.batchSize ?? 10;
  const scanMs = options.scanMs ?? 60_000;
  const retryForMs = options.retryForMs ?? 48 * 3_600_000;
  const leaseMs = batchSize * mailer.deadlineMs + 60_000;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let lastScan = -Infinity;

  /** Sends one alert, or returns why it was not sent. */
  async function deliver(alert: ClaimedAlert): Promise<Skip | undefined> {
    const person = await alerts.recipient(alert.staffId);
    if (!person) return "gone";
    if (!person.active) return "inactive";
    // Ends with the enquiry's id, like the office mail, so the erasure of the enquiry removes the file
    // (server/staff/privacy-routes.ts) when mail is written to files.
    const fileName = `alert-${alert.kind}-${alert.id}${alert.enquiryId ? `-${alert.enquiryId}` : ""}`;
    if (alert.kind === "digest") {
      if (!person.preferences.digestMail) return "turned_off";
      const day = alert.key.slice(alert.key.lastIndexOf(":") + 1);
      const digest = await alerts.digest(person.id, day);
      if (digestIsEmpty(digest)) return "nothing_due";
      await mailer.send(composeDigestMail(options.mail, alert.id, person, day, digest), { fileName });
      return undefined;
    }
    const enquiry = alert.enquiryId ? await alerts.enquiry(alert.enquiryId) : undefined;
    if (!enquiry || enquiry.erased) return "gone";
    if (alert.kind === "escalated") {
      if (!person.preferences.escalationMail) return "turned_off";
      if (enquiry.contacted) return "moved_on";
      await mailer.send(
        composeEscalatedMail(options.mail, alert.id, person, enquiry, options.escalateAfterMinutes),
        { fileName },
      );
      return undefined;
    }
    // An assignment: only while the enquiry is still this person's.
    if (enquiry.assigneeId !== person.id) return "moved_on";
    if (alert.attempts === 1) await notifyBrowsers(alert, person, enquiry.firstName);
    if (!person.preferences.assignmentMail) return "turned_off";
    await mailer.send(composeAssignedMail(options.mail, alert.id, person, enquiry), { fileName });
    return undefined;
  }

  /** Best effort, once per assignment (its first attempt): a failed push is not retried. */
  async function notifyBrowsers(alert: ClaimedAlert, person: AlertRecipient, firstName: string) {
    if (!push || !person.preferences.browser) return;
    try {
      await push.notifyAssigned(person.id, { enquiryId: alert.enquiryId ?? "", firstName });
    } catch (error) {
      logger.warn({ alertId: alert.id, reason: failureReason(error) }, "alerts: browser notification failed");
    }
  }

  async function handle(alert: ClaimedAlert): Promise<void> {
    const ids = { alertId: alert.id, kind: alert.kind, attempt: alert.attempts };
    try {
      const skipped = await deliver(alert);
      if (skipped) await alerts.markSkipped(alert, skipped);
      else await alerts.markSent(alert);
    } catch (error) {
      const reason = failureReason(error);
      try {
        const queuedFor = now().getTime() - new Date(alert.createdAt).getTime();
        if (alert.attempts >= options.maxAttempts && queuedFor >= retryForMs) {
          await alerts.markDead(alert, reason);
          logger.error({ ...ids, reason }, "alerts: an alert mail is dead after its last attempt");
        } else {
          const retryAt = new Date(now().getTime() + backoffDelay(alert.attempts, backoff, random));
          await alerts.markFailed(alert, reason, retryAt);
          logger.warn(
            { ...ids, reason, retryAt: retryAt.toISOString() },
            "alerts: sending failed, will retry",
          );
        }
      } catch (databaseError) {
        // The lease expires and the alert is tried again.
        logger.warn(
          { ...ids, reason: unavailableReason(databaseError) ?? failureReason(databaseError) },
          "alerts: cannot record a failure",
        );
      }
    }
  }

  async function scan(): Promise<void> {
    try {
      const escalated = await alerts.escalate(options.escalateAfterMinutes);
      if (escalated > 0) logger.info({ escalated }, "alerts: enquiries escalated to admins");
      await alerts.queueDigests();
      await alerts.prune(new Date(now().getTime() - keepDays * 24 * 3_600_000));
    } catch (error) {
      logger.warn({ reason: unavailableReason(error) ?? failureReason(error) }, "alerts: scan failed");
    }
  }

  async function pass(scanNow?: boolean): Promise<number> {
    const at = now().getTime();
    if (scanNow ?? at - lastScan >= scanMs) {
      lastScan = at;
      await scan();
    }
    let claimed: ClaimedAlert[];
    try {
      if (!(await alerts.hasDue())) return 0;
      claimed = await alerts.claim({ limit: batchSize, leaseMs });
    } catch (error) {
      logger.warn({ reason: unavailableReason(error) ?? failureReason(error) }, "alerts: cannot claim");
      return 0;
    }
    for (const alert of claimed) {
      if (stopped) break;
      await handle(alert);
    }
    return claimed.length;
  }

  function runOnce(runOptions: { scan?: boolean } = {}): Promise<number> {
    const previous = running ?? Promise.resolve(0);
    const next = previous.then(() => pass(runOptions.scan));
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce()
        .catch(() => 0)
        .then((handled) => schedule(handled >= batchSize ? 0 : options.pollMs));
    }, delay);
    timer.unref();
  }

  return {
    start: () => {
      if (timer || stopped) return;
      schedule(0);
    },
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      mailer.close();
    },
  };
}
