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
import formBody from "@fastify/formbody";
import {
  FORM_TYPE,
  JSON_TYPE,
  answerLanguage,
  idempotencyKeyOf,
  mediaType,
  schemaIssuesOf,
  shapeFormPost,
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
import {
  bookingPagePath,
  choicesProblemPage,
  messagePage,
  personFieldNames,
  type MeetingChoices,
  type PersonValues,
} from "./booking-pages.ts";
import { choicesOf, labelled, type BookingPages } from "./page-routes.ts";

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
  /** The pages a form posted without JavaScript is answered with (./page-routes.ts). */
  pages: BookingPages;
}

/** A form posted without JavaScript (the pages of ./page-routes.ts): answered with a page or a 303. */
const isFormPost = (request: FastifyRequest) => mediaType(request.headers["content-type"]) === FORM_TYPE;

/** What the family typed, to show it again (strings only; everything else is dropped). */
function typedValues(body: unknown): PersonValues & { start?: string } {
  const values: PersonValues & { start?: string } = {};
  if (typeof body !== "object" || body === null) return values;
  const record = body as Record<string, unknown>;
  for (const name of [...personFieldNames, "start"] as const) {
    const value = record[name];
    if (typeof value === "string") values[name] = value.slice(0, 2000);
  }
  return values;
}

/** The times page of these choices, as /book's first step links to it. */
function timesHref(language: EnquiryLanguage, choices: MeetingChoices): string {
  const query = new URLSearchParams({
    type: choices.type,
    ...(choices.country ? { country: choices.country } : {}),
    mode: choices.mode,
    language: choices.language,
    office: choices.office,
  });
  return `${bookingPagePath(language, "times")}?${query.toString()}`;
}

/** How a form post is refused when the enquiry repository refuses it (the enquiry forms' answers). */
function formRefusal(
  error: unknown,
  texts: EnquiryTexts,
): { status: number; message: string; retryAfter?: number } | undefined {
  const { enquiryResponses } = texts;
  if (error instanceof SenderLimitError)
    return {
      status: 429,
      message: enquiryResponses.senderLimitReached(...officeContacts(texts)),
      retryAfter: secondsToMidnightUtc(),
    };
  // A form without JavaScript cannot solve the challenge: it is told how to reach the office instead.
  if (error instanceof ChallengeRequiredError)
    return {
      status: challengeRequiredStatus,
      message: enquiryResponses.challengeNoScript(...officeContacts(texts)),
    };
  if (error instanceof DailyCapReachedError)
    return { status: 503, message: enquiryResponses.dailyCapReached, retryAfter: secondsToMidnightUtc() };
  if (error instanceof DatabaseUnavailableError)
    return { status: 503, message: enquiryResponses.unavailable, retryAfter: unavailableRetryAfterSeconds };
  if (error instanceof IdempotencyConflictError)
    return { status: 422, message: enquiryResponses.idempotencyConflict };
  return undefined;
}

const manageHref = (language: EnquiryLanguage, token: string) =>
  `${bookingPagePath(language, "manage")}?token=${encodeURIComponent(token)}`;

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
  const { enquiries, bookings, tokens, challenges, pages } = options;
  // Urlencoded bodies only in this plugin (the booking pages' no-JavaScript posts, docs/bookings.md).
  await app.register(formBody, { bodyLimit: enquiryBodyLimit });
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
          const type = mediaType(request.headers["content-type"]);
          if (type !== JSON_TYPE && type !== FORM_TYPE) {
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
      const form = isFormPost(request);
      const parsed = schemas[language].safeParse(form ? shapeFormPost(request.body) : request.body);
      if (!parsed.success) {
        const problems = problemsOf(schemaIssuesOf(parsed.error), {
          fields: bookingFields,
          notAnObject: texts.enquiryResponses.notAnObject,
        });
        if (form) {
          // The times page again with what they typed and each problem by its label; choices that
          // cannot be shown get the problem page with its link back to /book.
          const chosen = choicesOf(request.body, language);
          const listed = labelled(problems, language);
          if ("problems" in chosen)
            return pages.send(reply, 400, "times", language, choicesProblemPage(language, chosen.problems));
          return pages.times(reply, 400, {
            language,
            choices: chosen.choices,
            problems: listed,
            values: typedValues(request.body),
          });
        }
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
        if (form) return reply.redirect(texts.noScript.thankYouPath, 303);
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
        const manageToken = tokens.sign(booking.id);
        if (form)
          return reply.redirect(
            `${bookingPagePath(language, "booked")}?token=${encodeURIComponent(manageToken)}`,
            303,
          );
        const body: BookingConfirmed = {
          message: words.responses.booked(input.firstName, when(booking, language)),
          booking: publicMeeting(booking),
          manageToken,
        };
        return reply.code(201).send(body);
      } catch (error) {
        if (form) {
          const choices: MeetingChoices = meeting;
          if (error instanceof SlotTakenError)
            return pages.times(reply, 409, {
              language,
              choices,
              first: error.nextSlots,
              message: error.reason === "taken" ? words.responses.taken : words.responses.notOffered,
              values: { ...typedValues(request.body), start: undefined },
            });
          const refusal = formRefusal(error, texts);
          if (refusal) {
            if (refusal.retryAfter) reply.header("retry-after", String(refusal.retryAfter));
            if (error instanceof DatabaseUnavailableError)
              request.log.warn({ reason: error.reason }, "Booking not stored: database unavailable");
            return pages.send(
              reply,
              refusal.status,
              "times",
              language,
              messagePage(language, texts.noScript.unavailableTitle, refusal.message, {
                href: timesHref(language, choices),
                text: texts.noScript.back,
              }),
            );
          }
          throw error;
        }
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
    const language = languageOf(request);
    const words = bookingTexts[language];
    const form = isFormPost(request);
    const parsed = cancelBookingSchema.safeParse(request.body);
    const id = parsed.success ? tokens.verify(parsed.data.token) : undefined;
    if (form) {
      // Without JavaScript: back to the manage page, which shows the meeting cancelled (or why not).
      if (!parsed.success || id === undefined) return pages.notFound(reply, "manage", language);
      try {
        await bookings.cancel(id);
        request.log.info({ bookingId: id }, "Booking cancelled by the family");
        options.notifyMail();
      } catch (error) {
        if (!(error instanceof NotChangeableError)) throw error;
      }
      return reply.redirect(manageHref(language, parsed.data.token), 303);
    }
    if (!parsed.success) return reply.code(400).send(errorBodyOf(problemsOf(schemaIssuesOf(parsed.error))));
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
    const form = isFormPost(request);
    const parsed = rescheduleBookingSchema.safeParse(request.body);
    if (form) {
      // Without JavaScript: the times page again (no time chosen, or it was taken), else a 303.
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const token = typeof raw.token === "string" ? raw.token : "";
      const id = tokens.verify(token);
      const booking = id === undefined ? undefined : await bookings.findById(id);
      if (!booking) return pages.notFound(reply, "times", language);
      if (!parsed.success)
        return pages.times(reply, 400, {
          language,
          choices: booking,
          token,
          problems: labelled(
            problemsOf(schemaIssuesOf(parsed.error)).map((problem) =>
              problem.field === "start" ? { ...problem, message: words.messages.start } : problem,
            ),
            language,
          ),
        });
      try {
        await bookings.reschedule(booking.id, new Date(Date.parse(parsed.data.start)).toISOString());
        request.log.info({ bookingId: booking.id }, "Booking moved by the family");
        options.notifyMail();
        return reply.redirect(
          `${bookingPagePath(language, "booked")}?token=${encodeURIComponent(token)}`,
          303,
        );
      } catch (error) {
        if (error instanceof NotChangeableError) return reply.redirect(manageHref(language, token), 303);
        if (error instanceof SlotTakenError)
          return pages.times(reply, 409, {
            language,
            choices: booking,
            token,
            first: error.nextSlots,
            message: error.reason === "taken" ? words.responses.taken : words.responses.notOffered,
          });
        throw error;
      }
    }
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
