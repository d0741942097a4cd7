/**
 * The public booking API (docs/bookings.md): `GET /api/slots`, `POST /api/bookings`, and the family's
 * manage link: `GET /api/bookings/manage`, `POST /api/bookings/cancel`, `POST /api/bookings/reschedule`.
 *
 * A booking is an enquiry (kind `booking`) with its meeting: it goes through the enquiry repository with
 * the enquiry forms' limits (per IP, per sender, per network, site-wide; docs/enquiries.md, "Floods"),
 * its Idempotency-Key and its never-lost storage: the enquiry, its staff mail, the meeting, its cells and
 * the family's confirmation are written in one transaction before the 201. The same-origin rule covers
 * every unsafe /api/* request (server/plugins/same-origin.ts). Answers speak the page's language.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  bookingFields,
  bookingSchemaFor,
  cancelBookingSchema,
  manageQuerySchema,
  rescheduleBookingSchema,
  slotsQuerySchema,
  type BookedMeeting,
  type BookingConfirmed,
  type BookingRequest,
  type BookingSchema,
  type ManagedBooking,
  type SlotTaken,
  type SlotsAnswer,
} from "#contract/bookings";
import { bookingTexts, type BookingTexts } from "#contract/booking-texts/index";
import { errorBodyOf, problemsOf, type ApiError } from "#contract/api";
import {
  challengeHeader,
  challengeRequiredStatus,
  enquiryBodyLimit,
  idempotencyHeader,
  type EnquiryChallengeRequired,
  type EnquiryLanguage,
} from "#contract/enquiry";
import { enquiryTexts, type EnquiryTexts } from "#contract/texts/index";
import { defaultLanguage, languageCodes } from "#contract/languages";
import { DatabaseUnavailableError } from "../db/errors.ts";
import type { EnquiryChallenges } from "../enquiries/challenge.ts";
import {
  ChallengeRequiredError,
  DailyCapReachedError,
  IdempotencyConflictError,
  SenderLimitError,
  type EnquiryRepository,
} from "../enquiries/enquiry-repository.ts";
import {
  JSON_TYPE,
  answerLanguage,
  idempotencyKeyOf,
  mediaType,
  schemaIssuesOf,
} from "../enquiries/enquiry-input.ts";
import { officeContacts, secondsToMidnightUtc, unavailableRetryAfterSeconds } from "../enquiries/routes.ts";
import { clientNetwork } from "../lib/ip-address.ts";
import {
  NotChangeableError,
  SlotTakenError,
  type BookingRepository,
  type StoredBooking,
} from "./booking-repository.ts";
import { meetingMailWords, meetingTime } from "./meeting-mail.ts";
import type { BookingTokens } from "./tokens.ts";

export const bookingPaths = {
  slots: "/api/slots",
  book: "/api/bookings",
  manage: "/api/bookings/manage",
  cancel: "/api/bookings/cancel",
  reschedule: "/api/bookings/reschedule",
} as const;

const schemas = Object.fromEntries(
  languageCodes.map((code) => [code, bookingSchemaFor(enquiryTexts[code], bookingTexts[code])]),
) as Readonly<Record<EnquiryLanguage, BookingSchema>>;

export interface BookingRouteOptions {
  enquiries: EnquiryRepository;
  bookings: BookingRepository;
  tokens: BookingTokens;
  challenges: EnquiryChallenges;
  /** A new meeting mail was queued. */
  notifyMail: () => void;
}

const publicMeeting = (booking: StoredBooking): BookedMeeting => ({
  id: booking.id,
  type: booking.type,
  country: booking.country,
  mode: booking.mode,
  language: booking.language,
  office: booking.office,
  start: booking.start,
  end: booking.end,
  status: booking.status,
});

function languageOf(request: FastifyRequest): EnquiryLanguage {
  return answerLanguage(request.body, request.headers["accept-language"]);
}

export default async function bookingRoutes(
  app: FastifyInstance,
  options: BookingRouteOptions,
): Promise<void> {
  const { enquiries, bookings, tokens, challenges } = options;
  const formRateLimit = app.rateLimit({ max: app.config.rateLimitFormsPerMinute, timeWindow: 60_000 });
  const readRateLimit = app.rateLimit({ max: app.config.rateLimitSlotsPerMinute, timeWindow: 60_000 });

  const fail = (reply: FastifyReply, status: number, message: string) => {
    const body: ApiError = { message };
    return reply.code(status).send(body);
  };

  const taken = (reply: FastifyReply, error: SlotTakenError, words: BookingTexts) => {
    const body: SlotTaken = {
      message: error.reason === "taken" ? words.responses.taken : words.responses.notOffered,
      nextSlots: error.nextSlots,
    };
    return reply.code(409).send(body);
  };

  const when = (booking: StoredBooking, language: EnquiryLanguage) =>
    meetingTime(booking.start, meetingMailWords[language]);

  app.get(bookingPaths.slots, { onRequest: readRateLimit }, async (request, reply) => {
    const language = languageOf(request);
    const words = bookingTexts[language];
    const parsed = slotsQuerySchema.safeParse(request.query);
    if (!parsed.success) {
      const problems = problemsOf(schemaIssuesOf(parsed.error), {
        fields: ["type", "office", "mode", "language", "from"],
      });
      return reply.code(400).send(errorBodyOf(problems, words.responses.invalidQuery));
    }
    const { type, office, language: meetingLanguage, from } = parsed.data;
    try {
      const found = await bookings.slots({ type, office, language: meetingLanguage }, from);
      if (!found) {
        const body: ApiError = {
          message: words.responses.fromInPast,
          fieldErrors: { from: words.responses.fromInPast },
        };
        return reply.code(400).send(body);
      }
      const body: SlotsAnswer = { timeZone: "Asia/Kolkata", ...found };
      return reply.send(body);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) {
        reply.header("retry-after", String(unavailableRetryAfterSeconds));
        return fail(reply, 503, enquiryTexts[language].enquiryResponses.unavailable);
      }
      throw error;
    }
  });

  app.post(
    bookingPaths.book,
    {
      bodyLimit: enquiryBodyLimit,
      onRequest: [
        formRateLimit,
        async (request, reply) => {
          if (mediaType(request.headers["content-type"]) !== JSON_TYPE) {
            const language = answerLanguage(undefined, request.headers["accept-language"]);
            return fail(reply, 415, enquiryTexts[language].enquiryResponses.unsupportedType);
          }
        },
      ],
    },
    async (request, reply) => {
      const language = languageOf(request);
      const texts: EnquiryTexts = enquiryTexts[language];
      const words = bookingTexts[language];
      const parsed = schemas[language].safeParse(request.body);
      if (!parsed.success) {
        const problems = problemsOf(schemaIssuesOf(parsed.error), {
          fields: bookingFields,
          notAnObject: texts.enquiryResponses.notAnObject,
        });
        return reply.code(400).send(errorBodyOf(problems, texts.enquiryResponses.invalid));
      }
      const key = idempotencyKeyOf(request.headers[idempotencyHeader]);
      if (key === null) return fail(reply, 400, texts.enquiryResponses.idempotencyKeyInvalid);
      const input: BookingRequest = parsed.data;
      const meeting = {
        type: input.type,
        country: input.country ?? null,
        mode: input.mode,
        language: input.language,
        office: input.office,
        start: new Date(Date.parse(input.start)).toISOString(),
      };
      if (input.website?.trim()) {
        // A bot filled the hidden field: an answer like any other, nothing kept or sent.
        const end = new Date(Date.parse(meeting.start) + 30 * 60_000).toISOString();
        const fake = {
          ...meeting,
          id: randomUUID(),
          enquiryId: "",
          counsellorId: "",
          end,
          status: "booked" as const,
        };
        const body: BookingConfirmed = {
          message: words.responses.booked(input.firstName, when(fake, language)),
          booking: publicMeeting(fake),
          manageToken: "",
        };
        return reply.code(201).send(body);
      }
      try {
        const solution = request.headers[challengeHeader];
        const result = await enquiries.store(
          {
            kind: "booking",
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            comments: input.comments || undefined,
            purpose: input.type === "mock-interview" ? "mock-interview" : undefined,
            language: input.language,
            office: input.office,
            pageLanguage: input.pageLanguage ?? defaultLanguage,
            context: input.context,
            idempotencyKey: key,
            hashExtra: ["booking", meeting.type, meeting.country ?? "", meeting.mode, meeting.start],
            within: (trx, enquiry, at) => bookings.placeMeeting(trx, meeting, enquiry.id, at),
          },
          {
            network: clientNetwork(request.ip),
            solved: () => challenges.verify(typeof solution === "string" ? solution : undefined),
          },
        );
        const booking = await bookings.findByEnquiry(result.enquiry.id);
        if (!booking) throw new Error("A stored booking enquiry has no meeting.");
        if (result.status === "created") {
          request.log.info({ enquiryId: result.enquiry.id, bookingId: booking.id }, "Booking stored");
          app.outboxWorker.notify();
          options.notifyMail();
        }
        const body: BookingConfirmed = {
          message: words.responses.booked(input.firstName, when(booking, language)),
          booking: publicMeeting(booking),
          manageToken: tokens.sign(booking.id),
        };
        return reply.code(201).send(body);
      } catch (error) {
        if (error instanceof SlotTakenError) return taken(reply, error, words);
        if (error instanceof IdempotencyConflictError)
          return fail(reply, 422, texts.enquiryResponses.idempotencyConflict);
        if (error instanceof SenderLimitError) {
          reply.header("retry-after", String(secondsToMidnightUtc()));
          return fail(reply, 429, texts.enquiryResponses.senderLimitReached(...officeContacts(texts)));
        }
        if (error instanceof ChallengeRequiredError) {
          const body: EnquiryChallengeRequired = {
            message: texts.enquiryResponses.challengeRequired(...officeContacts(texts)),
            challenge: await challenges.create(),
          };
          return reply.code(challengeRequiredStatus).send(body);
        }
        if (error instanceof DailyCapReachedError) {
          reply.header("retry-after", String(secondsToMidnightUtc()));
          return fail(reply, 503, texts.enquiryResponses.dailyCapReached);
        }
        if (error instanceof DatabaseUnavailableError) {
          request.log.warn({ reason: error.reason }, "Booking not stored: database unavailable");
          reply.header("retry-after", String(unavailableRetryAfterSeconds));
          return fail(reply, 503, texts.enquiryResponses.unavailable);
        }
        throw error;
      }
    },
  );

  /** The meeting a token names, or a 404 in the page's language. */
  async function byToken(token: string) {
    const id = tokens.verify(token);
    return id === undefined ? undefined : bookings.findById(id);
  }

  app.get(bookingPaths.manage, { onRequest: readRateLimit }, async (request, reply) => {
    const words = bookingTexts[languageOf(request)];
    const parsed = manageQuerySchema.safeParse(request.query);
    const booking = parsed.success ? await byToken(parsed.data.token) : undefined;
    if (!booking) return fail(reply, 404, words.responses.badToken);
    const body: ManagedBooking = {
      booking: publicMeeting(booking),
      changeable: bookings.changeable(booking),
    };
    return reply.send(body);
  });

  app.post(bookingPaths.cancel, { onRequest: formRateLimit }, async (request, reply) => {
    const words = bookingTexts[languageOf(request)];
    const parsed = cancelBookingSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBodyOf(problemsOf(schemaIssuesOf(parsed.error))));
    const id = tokens.verify(parsed.data.token);
    if (id === undefined) return fail(reply, 404, words.responses.badToken);
    try {
      const booking = await bookings.cancel(id);
      request.log.info({ bookingId: id }, "Booking cancelled by the family");
      options.notifyMail();
      return reply.send({ message: words.responses.cancelled, booking: publicMeeting(booking) });
    } catch (error) {
      if (error instanceof NotChangeableError) return fail(reply, 409, words.responses.notChangeable);
      throw error;
    }
  });

  app.post(bookingPaths.reschedule, { onRequest: formRateLimit }, async (request, reply) => {
    const language = languageOf(request);
    const words = bookingTexts[language];
    const parsed = rescheduleBookingSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(errorBodyOf(problemsOf(schemaIssuesOf(parsed.error))));
    const id = tokens.verify(parsed.data.token);
    if (id === undefined) return fail(reply, 404, words.responses.badToken);
    try {
      const booking = await bookings.reschedule(id, new Date(Date.parse(parsed.data.start)).toISOString());
      request.log.info({ bookingId: id }, "Booking moved by the family");
      options.notifyMail();
      const body: BookingConfirmed = {
        message: words.responses.rescheduled(when(booking, language)),
        booking: publicMeeting(booking),
        manageToken: parsed.data.token,
      };
      return reply.send(body);
    } catch (error) {
      if (error instanceof NotChangeableError) return fail(reply, 409, words.responses.notChangeable);
      if (error instanceof SlotTakenError) return taken(reply, error, words);
      throw error;
    }
  });
}
