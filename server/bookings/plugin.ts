/**
 * Booked meetings (docs/bookings.md): the repository on `app.bookings`, the public API, and the worker
 * that sends the family's mails and queues tomorrow's reminders (started when the app is ready, stopped
 * before the database closes). The console's routes are the staff plugin's (server/staff/plugin.ts).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { siteEnquiryChallenges, siteEnquiryRepository } from "../enquiries/routes.ts";
import { loadKeptSecret } from "../lib/kept-secret.ts";
import { createMailer } from "../mail/mailer.ts";
import { createBookingRepository, type BookingRepository } from "./booking-repository.ts";
import { createMeetingMailWorker, type MeetingMailWorker } from "./meeting-mail-worker.ts";
import bookingPageRoutes, { createBookingPages, siteOriginOf } from "./page-routes.ts";
import { loadBookingShells } from "./page-shells.ts";
import bookingRoutes from "./routes.ts";
import { createBookingTokens } from "./tokens.ts";

declare module "fastify" {
  interface FastifyInstance {
    bookings: BookingRepository;
    meetingMail: MeetingMailWorker;
  }
}

export interface BookingPluginOptions {
  /** The clock of free times and reminders (tests); default the system's. */
  now?: () => Date;
}

async function bookingPlugin(app: FastifyInstance, options: BookingPluginOptions): Promise<void> {
  const { config } = app;
  const now = options.now;
  const bookings = createBookingRepository(app.database, {
    cacheMs: config.slotsCacheMs,
    ...(now ? { now } : {}),
  });
  const tokens = createBookingTokens(
    await loadKeptSecret(config.bookingTokenSecret, config.dataDir, "booking-token-secret"),
  );
  const worker = createMeetingMailWorker({
    database: app.database,
    bookings,
    mailer: createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
    tokens,
    from: config.mailFrom,
    siteOrigin: siteOriginOf(config.siteOrigin),
    // A booking wakes the worker at once; between them it looks every few seconds, not as often as
    // the office's outbox may (a family's mail is not that urgent, and the database is shared).
    pollMs: Math.max(config.outboxPollMs, 5_000),
    maxAttempts: config.outboxMaxAttempts,
    retryForMs: config.outboxRetryHours * 60 * 60 * 1000,
    logger: app.log,
    ...(now ? { now } : {}),
  });
  app.decorate("bookings", bookings);
  app.decorate("meetingMail", worker);

  // The pages without JavaScript, in the prerendered shells of the build (read once here).
  const pages = createBookingPages(
    bookings,
    await loadBookingShells(config.staticDir, { ga4: config.ga4MeasurementId !== undefined }),
  );
  await app.register(bookingPageRoutes, {
    bookings,
    tokens,
    pages,
    from: config.mailFrom,
    siteOrigin: siteOriginOf(config.siteOrigin),
  });

  await app.register(bookingRoutes, {
    pages,
    enquiries: siteEnquiryRepository(app, now),
    bookings,
    tokens,
    challenges: await siteEnquiryChallenges(app),
    // After a commit: free times are computed anew (the repository also forgets them as it writes).
    notifyMail: () => {
      bookings.invalidate();
      worker.notify();
    },
  });

  app.addHook("onReady", async () => worker.start());
  app.addHook("preClose", async () => worker.stop());
}

export default fp(bookingPlugin, {
  name: "bookings",
  dependencies: ["database", "rate-limit", "outbox"],
});
