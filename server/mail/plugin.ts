/**
 * Runs the outbox worker inside the server: it starts when the app is ready and stops (finishing the
 * mail in progress) when the app closes, before the database closes. With WEBHOOK_URL it also posts each
 * enquiry to the webhook (docs/enquiries.md, "Webhook").
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createMailer } from "./mailer.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";
import type { ReadinessReport } from "../plugins/readiness.ts";
import { createWebhookSender } from "./webhook.ts";
import { staffMeetingLines } from "../bookings/staff-meeting.ts";

/** A pending mail older than this is reported as a warning in /api/ready. */
const PENDING_WARNING_MS = 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

async function outboxPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const webhook =
    config.webhookUrl !== undefined && config.webhookSecret !== undefined
      ? createWebhookSender({ url: config.webhookUrl, secret: config.webhookSecret })
      : undefined;
  const worker = createOutboxWorker({
    outbox: app.outbox,
    mailer,
    webhook,
    from: config.mailFrom,
    to: config.mailTo,
    pollMs: config.outboxPollMs,
    maxAttempts: config.outboxMaxAttempts,
    retryForMs: config.outboxRetryHours * 60 * 60 * 1000,
    dailyCap: config.mailPerDay,
    digest: { intervalMs: config.mailDigestMinutes * 60_000, maxEnquiries: config.mailDigestMax },
    logger: app.log,
    // A booked meeting's mail shows the meeting (docs/bookings.md).
    meetingOf: (enquiryId) => staffMeetingLines(app.database, enquiryId),
  });
  app.decorate("outboxWorker", worker);

  // Staff mail in /api/ready: what waits and since when, what is dead, the daily cap (past it, mail goes
  // out as digests). Never fails the
  // check (the enquiries are safe in the database); warns an operator instead.
  app.readiness.report("mail", async (): Promise<ReadinessReport> => {
    const { counts, oldestPendingAt } = await app.outbox.summary();
    const cap = worker.dailyCapStatus();
    const waitedMs = oldestPendingAt ? Date.now() - new Date(oldestPendingAt).getTime() : 0;
    const warnings = [
      counts.dead > 0 ? `${counts.dead} dead (see npm run leads -- status)` : undefined,
      waitedMs > PENDING_WARNING_MS
        ? `the oldest pending mail has waited since ${oldestPendingAt}`
        : undefined,
      cap?.reached
        ? `the daily cap of ${cap.cap} single mails is reached; mail is going out as digests`
        : undefined,
    ].filter((warning) => warning !== undefined);
    return {
      warning: warnings.length > 0 ? `mail: ${warnings.join("; ")}` : undefined,
      details: {
        pending: counts.pending,
        dead: counts.dead,
        oldestPendingAt,
        sentToday: cap?.sentToday ?? null,
        dailyCap: cap?.cap ?? null,
        capReached: cap?.reached ?? false,
      },
    };
  });
  // The webhook's backlog in /api/ready, like the mail's. Calls that wait while WEBHOOK_URL is unset are
  // reported too: they go out once it is set again.
  app.readiness.report("webhook", async (): Promise<ReadinessReport> => {
    const { counts, oldestPendingAt } = await app.outbox.summary("webhook");
    const waitedMs = oldestPendingAt ? Date.now() - new Date(oldestPendingAt).getTime() : 0;
    const warnings = [
      counts.dead > 0 ? `${counts.dead} dead (see npm run leads -- status)` : undefined,
      !webhook && counts.pending > 0
        ? `${counts.pending} pending but WEBHOOK_URL is not set`
        : waitedMs > PENDING_WARNING_MS
          ? `the oldest pending call has waited since ${oldestPendingAt}`
          : undefined,
    ].filter((warning) => warning !== undefined);
    return {
      warning: warnings.length > 0 ? `webhook: ${warnings.join("; ")}` : undefined,
      details: {
        enabled: webhook !== undefined,
        pending: counts.pending,
        dead: counts.dead,
        oldestPendingAt,
      },
    };
  });
  app.addHook("onReady", async () => {
    worker.start();
    app.log.info({ transport: mailer.kind, webhook: webhook !== undefined }, "Outbox worker started");
  });
  // onClose hooks run in reverse order of registration: this one before the database closes.
  app.addHook("onClose", async () => {
    await worker.stop();
  });
}

export default fp(outboxPlugin, { name: "outbox", dependencies: ["database", "readiness"] });
