/**
 * Sends the family's meeting mails (docs/bookings.md, "Mails") from `booking_mails`, and queues the
 * reminders of tomorrow's meetings: a scheduled job run inside the server, as the staff alerts are.
 *
 * A row is claimed by a conditional update (pending, due, no live lease), so several instances never send
 * one mail twice; a failed send is retried with capped backoff and is dead after `maxAttempts` attempts
 * and `retryForMs`. Logs carry ids and error codes, never names or addresses.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { EnquiryLanguage } from "#contract/enquiry-fields";
import { isLanguageCode, languageInfo, defaultLanguage } from "#contract/languages";
import type { Database } from "../db/database.ts";
import type { Selectable } from "kysely";
import type { BookingMailTable } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { toMeeting, type BookingRepository } from "./booking-repository.ts";
import { composeMeetingMail } from "./meeting-mail.ts";
import { indiaMinutesOf } from "./slots.ts";
import type { BookingTokens } from "./tokens.ts";

export interface MeetingMailWorkerOptions {
  database: Database;
  bookings: BookingRepository;
  mailer: Mailer;
  tokens: BookingTokens;
  from: string;
  /** The site's origin, for the manage link (`<origin>[/te]/book/manage?token=…`). */
  siteOrigin: string;
  pollMs: number;
  maxAttempts: number;
  retryForMs: number;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/** Reminders are queued from this time of the day before (India), never at night. */
export const reminderFromMinutes = 9 * 60;
/** How often the reminders of tomorrow are looked for. */
const REMINDER_EVERY_MS = 10 * 60_000;
const BATCH = 20;

type ClaimedMail = Selectable<BookingMailTable> & { lease_token: string };

export function manageUrl(siteOrigin: string, language: EnquiryLanguage, token: string): string {
  return `${siteOrigin}${languageInfo(language).prefix}/book/manage?token=${encodeURIComponent(token)}`;
}

export function createMeetingMailWorker(options: MeetingMailWorkerOptions) {
  const now = options.now ?? (() => new Date());
  const { kysely } = options.database;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  let lastReminderRun = 0;

  async function claim(): Promise<ClaimedMail[]> {
    const at = now().toISOString();
    const due = await kysely
      .selectFrom("booking_mails")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(BATCH)
      .execute();
    const claimed: ClaimedMail[] = [];
    const leaseUntil = new Date(now().getTime() + options.mailer.deadlineMs * BATCH + 60_000).toISOString();
    for (const { id } of due) {
      const token = randomUUID();
      const result = await kysely
        .updateTable("booking_mails")
        .set({ lease_token: token, lease_until: leaseUntil, attempts: sql<number>`attempts + 1` })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const row = await kysely
        .selectFrom("booking_mails")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      if (row) claimed.push({ ...row, lease_token: token });
    }
    return claimed;
  }

  async function finish(row: ClaimedMail, outcome: { sent: true } | { error: string }) {
    const at = now();
    const mine = kysely
      .updateTable("booking_mails")
      .where("id", "=", row.id)
      .where("lease_token", "=", row.lease_token);
    if ("sent" in outcome) {
      await mine
        .set({ status: "sent", sent_at: at.toISOString(), lease_token: null, lease_until: null })
        .execute();
      return;
    }
    const age = at.getTime() - Date.parse(row.created_at);
    const dead = row.attempts >= options.maxAttempts && age >= options.retryForMs;
    const backoff = Math.min(3_600_000, 30_000 * 2 ** Math.max(0, row.attempts - 1));
    const wait = backoff / 2 + Math.random() * (backoff / 2);
    await mine
      .set({
        status: dead ? "dead" : "pending",
        last_error: outcome.error.slice(0, 80),
        next_attempt_at: new Date(at.getTime() + wait).toISOString(),
        lease_token: null,
        lease_until: null,
      })
      .execute();
    if (dead)
      options.logger.error({ bookingMailId: row.id, kind: row.kind }, "bookings: a meeting mail is dead");
  }

  async function deliver(row: ClaimedMail): Promise<void> {
    const found = await kysely
      .selectFrom("bookings as b")
      .innerJoin("enquiries as e", "e.id", "b.enquiry_id")
      .selectAll("b")
      .select(["e.first_name", "e.last_name", "e.email", "e.phone", "e.page_language"])
      .where("b.id", "=", row.booking_id)
      .executeTakeFirst();
    if (!found?.email) {
      // Erased or anonymised since: there is nobody to write to.
      await kysely
        .updateTable("booking_mails")
        .set({ status: "dead", last_error: "NO_ADDRESS", lease_token: null, lease_until: null })
        .where("id", "=", row.id)
        .execute();
      return;
    }
    const changes = await kysely
      .selectFrom("booking_mails")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
      .where("booking_id", "=", row.booking_id)
      .where("kind", "in", ["rescheduled", "cancelled"])
      .where("created_at", "<=", row.created_at)
      .executeTakeFirstOrThrow();
    const language: EnquiryLanguage = isLanguageCode(found.page_language)
      ? found.page_language
      : defaultLanguage;
    const mail = composeMeetingMail({
      kind: row.kind,
      booking: toMeeting(found),
      family: {
        firstName: found.first_name,
        lastName: found.last_name,
        email: found.email,
        phone: found.phone,
        language,
      },
      manageUrl: manageUrl(options.siteOrigin, language, options.tokens.sign(row.booking_id)),
      from: options.from,
      sequence: Number(changes.n),
    });
    try {
      await options.mailer.send(mail, {
        fileName: `${row.created_at.replace(/[^0-9]/g, "").slice(0, 14)}-booking-${row.kind}-${row.booking_id}`,
      });
      await finish(row, { sent: true });
      options.logger.info(
        { bookingMailId: row.id, kind: row.kind, attempt: row.attempts },
        "bookings: meeting mail sent",
      );
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === "string" ? code : error instanceof Error ? error.name : "ERROR";
      await finish(row, { error: reason });
      options.logger.warn(
        { bookingMailId: row.id, kind: row.kind, reason },
        "bookings: sending a meeting mail failed, will retry",
      );
    }
  }

  /** One pass: the reminders when due, then a batch of mail. Returns how many mails it handled. */
  async function runOnce(): Promise<number> {
    const at = now().getTime();
    if (at - lastReminderRun >= REMINDER_EVERY_MS && indiaMinutesOf(at) >= reminderFromMinutes) {
      lastReminderRun = at;
      const queued = await options.bookings.queueReminders();
      if (queued > 0) options.logger.info({ queued }, "bookings: reminders queued");
    }
    const rows = await claim();
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      running = runOnce()
        .catch((error: unknown) =>
          options.logger.warn(
            { reason: error instanceof Error ? error.name : "ERROR" },
            "bookings: the mail pass failed",
          ),
        )
        .then((handled) => schedule(handled === BATCH ? 0 : options.pollMs))
        .finally(() => (running = undefined));
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    /** A new mail was queued: look soon. */
    notify() {
      if (!stopped && !running) schedule(50);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type MeetingMailWorker = ReturnType<typeof createMeetingMailWorker>;
