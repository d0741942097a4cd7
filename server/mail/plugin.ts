/**
 * Runs the outbox worker inside the server: it starts when the app is ready and stops (finishing the
 * mail in progress) when the app closes, before the database closes.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createMailer } from "./mailer.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

async function outboxPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const worker = createOutboxWorker({
    outbox: app.outbox,
    mailer,
    from: config.mailFrom,
    to: config.mailTo,
    pollMs: config.outboxPollMs,
    maxAttempts: config.outboxMaxAttempts,
    logger: app.log,
  });
  app.decorate("outboxWorker", worker);
  app.addHook("onReady", async () => {
    worker.start();
    app.log.info({ transport: mailer.kind }, "Outbox worker started");
  });
  // onClose hooks run in reverse order of registration: this one before the database closes.
  app.addHook("onClose", async () => {
    await worker.stop();
  });
}

export default fp(outboxPlugin, { name: "outbox", dependencies: ["database"] });
