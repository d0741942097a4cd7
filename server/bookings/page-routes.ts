/**
 * The booking pages the server renders, working without JavaScript (docs/bookings.md, "The pages without
 * JavaScript"), in every edition (`/book/…`, `/te/book/…`):
 *
 * - `GET /book/times?type&country&mode&language&office`: the free times of the two weeks by day, and the
 *   family's details; its form posts to `POST /api/bookings` (urlencoded, ./routes.ts).
 *   `GET /book/times?token=`: the same for another time of a booked meeting (posts to
 *   `/api/bookings/reschedule`).
 * - `GET /book/booked?token=`: the confirmation. `GET /book/manage?token=`: the meeting, cancel, another time.
 * - `GET /api/bookings/ics?token=`: the meeting's invitation, the one the confirmation mail carries.
 *
 * The pages are the prerendered shells of the site with the page's HTML put in (./page-shells.ts).
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { bookingTexts } from "#contract/booking-texts/index";
import { meetingCountries, meetingModes, meetingTypes } from "#contract/bookings";
import { enquiryLanguages, enquiryOffices, type EnquiryLanguage } from "#contract/enquiry-fields";
import { problemsOf, type Problem } from "#contract/api";
import { enquiryTexts } from "#contract/texts/index";
import { defaultLanguage, isLanguageCode, languageCodes } from "#contract/languages";
import { siteData } from "~/content/site-data";
import { DatabaseUnavailableError } from "../db/errors.ts";
import { schemaIssuesOf } from "../enquiries/enquiry-input.ts";
import { unavailableRetryAfterSeconds } from "../enquiries/routes.ts";
import type { BookingRepository, StoredBooking } from "./booking-repository.ts";
import type { bookingPagePaths } from "./booking-pages.ts";
import {
  bookedPage,
  bookingPagePath,
  bookingPageWords,
  choicesProblemPage,
  messagePage,
  managePage,
  notFoundPage,
  timesPage,
  type MeetingChoices,
  type PageProblem,
  type TimesView,
} from "./booking-pages.ts";
import { meetingInvitation, meetingMailWords } from "./meeting-mail.ts";
import { manageUrl } from "./meeting-mail-worker.ts";
import type { BookingShells, ShellPage } from "./page-shells.ts";
import type { BookingTokens } from "./tokens.ts";

/** What /book's first step sends: the meeting the free times are for (unknown parameters ignored). */
function choicesSchemaFor(language: EnquiryLanguage) {
  const { messages } = bookingTexts[language];
  // An empty choice (a select left alone) is no choice.
  const chosen = (value: unknown) => (value === "" ? undefined : value);
  return z
    .object({
      type: z.preprocess(chosen, z.enum(meetingTypes, { error: messages.type })),
      country: z.preprocess(chosen, z.enum(meetingCountries, { error: messages.country }).optional()),
      mode: z.preprocess(chosen, z.enum(meetingModes, { error: messages.mode })),
      language: z.preprocess(chosen, z.enum(enquiryLanguages, { error: messages.language })),
      office: z.preprocess(chosen, z.enum(enquiryOffices, { error: messages.office })),
    })
    .superRefine((value, context) => {
      if (value.type === "mock-interview" && !value.country)
        context.addIssue({ code: "custom", path: ["country"], message: messages.country });
    });
}
const choicesSchemas = Object.fromEntries(
  languageCodes.map((code) => [code, choicesSchemaFor(code)]),
) as Record<EnquiryLanguage, ReturnType<typeof choicesSchemaFor>>;

const choiceFields = ["type", "country", "mode", "language", "office"] as const;

/** The label a family sees for each field a problem names. */
export function fieldLabel(field: string | undefined, language: EnquiryLanguage): string | undefined {
  const words = bookingPageWords[language].choice;
  const labels = enquiryTexts[language].fieldLabels;
  switch (field) {
    case "type":
    case "country":
      return words.what;
    case "mode":
      return words.how;
    case "language":
      return words.language;
    case "office":
      return words.office;
    case "start":
      return words.when;
    case "firstName":
    case "lastName":
    case "email":
    case "phone":
    case "comments":
      return labels[field];
    default:
      return undefined;
  }
}

export const labelled = (problems: readonly Problem[], language: EnquiryLanguage): PageProblem[] =>
  problems.map((problem) => ({
    label: fieldLabel(problem.field, language) ?? "",
    message: problem.message,
  }));

/** The meeting's choices of a query or a form post, or their problems. */
export function choicesOf(
  value: unknown,
  language: EnquiryLanguage,
): { choices: MeetingChoices } | { problems: PageProblem[] } {
  const parsed = choicesSchemas[language].safeParse(value ?? {});
  if (!parsed.success) {
    const problems = problemsOf(schemaIssuesOf(parsed.error), { fields: choiceFields });
    return { problems: labelled(problems, language) };
  }
  const { type, country, mode, language: meetingLanguage, office } = parsed.data;
  // A counselling session is for no one country: a country left chosen on /book is not held against it.
  return {
    choices: {
      type,
      country: type === "mock-interview" ? (country ?? null) : null,
      mode,
      language: meetingLanguage,
      office,
    },
  };
}

export interface BookingPages {
  /** Sends a rendered page in its shell, with its status and policy. */
  send(
    reply: FastifyReply,
    status: number,
    page: ShellPage,
    language: EnquiryLanguage,
    content: { title: string; body: string },
    /** The request's query, kept by the language switch (see ./page-shells.ts). */
    search?: string,
  ): FastifyReply;
  /** Sends the times page of `view` with the free times of now (503 page when the database is down). */
  times(
    reply: FastifyReply,
    status: number,
    view: Omit<TimesView, "days">,
    search?: string,
  ): Promise<FastifyReply>;
  /** The 404 page of a link we did not sign. */
  notFound(reply: FastifyReply, page: ShellPage, language: EnquiryLanguage): FastifyReply;
}

export function createBookingPages(bookings: BookingRepository, shells: BookingShells): BookingPages {
  const send: BookingPages["send"] = (reply, status, page, language, content, search) => {
    const rendered = shells.render(page, language, content, search);
    return reply
      .code(status)
      .header("content-security-policy", rendered.policy)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(rendered.html);
  };
  return {
    send,
    async times(reply, status, view, search) {
      try {
        const found = await bookings.slots({
          type: view.choices.type,
          office: view.choices.office,
          language: view.choices.language,
        });
        return send(
          reply,
          status,
          "times",
          view.language,
          timesPage({ ...view, days: found?.days ?? [] }),
          search,
        );
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        const texts = enquiryTexts[view.language];
        reply.header("retry-after", String(unavailableRetryAfterSeconds));
        return send(
          reply,
          503,
          "times",
          view.language,
          messagePage(view.language, texts.noScript.unavailableTitle, texts.enquiryResponses.unavailable),
        );
      }
    },
    notFound: (reply, page, language) => send(reply, 404, page, language, notFoundPage(language)),
  };
}

export interface BookingPageRouteOptions {
  bookings: BookingRepository;
  tokens: BookingTokens;
  pages: BookingPages;
  /** The sender of the family's mails (the invitation's organiser). */
  from: string;
  /** The site's origin, for the manage link in the invitation. */
  siteOrigin: string;
}

const tokenQuery = z.object({ token: z.string().min(1).max(400) });

export default async function bookingPageRoutes(
  app: FastifyInstance,
  options: BookingPageRouteOptions,
): Promise<void> {
  const { bookings, tokens, pages } = options;
  const readRateLimit = app.rateLimit({ max: app.config.rateLimitSlotsPerMinute, timeWindow: 60_000 });
  const { kysely } = app.database;

  /** The meeting a `?token=` names, when we signed it. */
  async function byToken(query: unknown): Promise<{ booking: StoredBooking; token: string } | undefined> {
    const parsed = tokenQuery.safeParse(query);
    if (!parsed.success) return undefined;
    const id = tokens.verify(parsed.data.token);
    const booking = id === undefined ? undefined : await bookings.findById(id);
    return booking ? { booking, token: parsed.data.token } : undefined;
  }

  /** The family of a meeting: their names, contacts and the language they booked in (none once erased). */
  async function familyOf(booking: StoredBooking) {
    const row = await kysely
      .selectFrom("enquiries")
      .select(["first_name", "last_name", "email", "phone", "page_language"])
      .where("id", "=", booking.enquiryId)
      .executeTakeFirst();
    return row;
  }

  for (const language of languageCodes) {
    const path = (page: keyof typeof bookingPagePaths) => bookingPagePath(language, page);
    /** The query of a request as it came (`?type=…`, `?token=…`), for the language switch. */
    const searchOf = (url: string) => (url.includes("?") ? url.slice(url.indexOf("?")) : "");

    app.get(path("times"), { onRequest: readRateLimit }, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      if (query.token !== undefined) {
        const found = await byToken(query);
        if (!found) return pages.notFound(reply, "times", language);
        if (!bookings.changeable(found.booking))
          return reply.redirect(`${path("manage")}?token=${encodeURIComponent(found.token)}`, 303);
        return pages.times(
          reply,
          200,
          { language, choices: found.booking, token: found.token },
          searchOf(request.url),
        );
      }
      const chosen = choicesOf(query, language);
      if ("problems" in chosen)
        return pages.send(reply, 400, "times", language, choicesProblemPage(language, chosen.problems));
      return pages.times(reply, 200, { language, choices: chosen.choices }, searchOf(request.url));
    });

    app.get(path("booked"), { onRequest: readRateLimit }, async (request, reply) => {
      const found = await byToken(request.query);
      const family = found && (await familyOf(found.booking));
      if (!found || !family) return pages.notFound(reply, "booked", language);
      return pages.send(
        reply,
        200,
        "booked",
        language,
        bookedPage(language, found.booking, family.first_name, found.token),
        searchOf(request.url),
      );
    });

    app.get(path("manage"), { onRequest: readRateLimit }, async (request, reply) => {
      const found = await byToken(request.query);
      if (!found) return pages.notFound(reply, "manage", language);
      return pages.send(
        reply,
        200,
        "manage",
        language,
        managePage(language, found.booking, found.token, bookings.changeable(found.booking)),
        searchOf(request.url),
      );
    });
  }

  app.get("/api/bookings/ics", { onRequest: readRateLimit }, async (request, reply) => {
    const found = await byToken(request.query);
    const family = found && (await familyOf(found.booking));
    if (!found || !family?.email) {
      const language = isLanguageCode(family?.page_language) ? family.page_language : defaultLanguage;
      return reply.code(404).send({ message: bookingTexts[language].responses.badToken });
    }
    const language: EnquiryLanguage = isLanguageCode(family.page_language)
      ? family.page_language
      : defaultLanguage;
    const changes = await kysely
      .selectFrom("booking_mails")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
      .where("booking_id", "=", found.booking.id)
      .where("kind", "in", ["rescheduled", "cancelled"])
      .executeTakeFirstOrThrow();
    const cancelled = found.booking.status === "cancelled";
    const invitation = meetingInvitation(
      {
        kind: cancelled ? "cancelled" : "confirmation",
        booking: found.booking,
        family: {
          firstName: family.first_name,
          lastName: family.last_name,
          email: family.email,
          phone: family.phone,
          language,
        },
        manageUrl: manageUrl(options.siteOrigin, language, found.token),
        from: options.from,
        sequence: Number(changes.n),
      },
      meetingMailWords[language],
    );
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", 'attachment; filename="meeting.ics"')
      .type("text/calendar; charset=utf-8")
      .send(invitation);
  });
}

/** The site's origin for links in what the server writes (SITE_ORIGIN, else the site's address). */
export const siteOriginOf = (configured: string | undefined) => configured ?? siteData.siteUrl;
