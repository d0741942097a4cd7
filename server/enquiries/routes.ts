/**
 * `POST /api/contact-form`, `POST /api/service-form` and `POST /api/callback` (docs/enquiries.md). JSON
 * with the contract's strict schema of each form; also the urlencoded post of a form with JavaScript off
 * (303 to the thank-you page, or an HTML page listing the problems). The enquiry and its outbox row are
 * committed before any 2xx. The three routes share everything but their schema and how a valid body
 * becomes an enquiry.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  callbackFormSchema,
  challengeHeader,
  challengeRequiredStatus,
  contactFormSchema,
  enquiryBodyLimit,
  enquirySchemasFor,
  honeypotField,
  idempotencyHeader,
  serviceFormSchema,
  type CallbackForm,
  type ContactForm,
  type EnquiryAccepted,
  type EnquiryChallengeRequired,
  type EnquiryError,
  type EnquiryFormKind,
  type EnquiryLanguage,
  type EnquirySchemas,
  type ServiceForm,
} from "#contract/enquiry";
import { enquiryTexts, type EnquiryTexts } from "#contract/texts/index";
import { defaultLanguage, languageCodes } from "#contract/languages";
import formBody from "@fastify/formbody";
import {
  ChallengeRequiredError,
  createEnquiryRepository,
  DailyCapReachedError,
  IdempotencyConflictError,
  SenderLimitError,
  startOfUtcDay,
  type NewEnquiry,
} from "./enquiry-repository.ts";
import { createEnquiryChallenges } from "./challenge.ts";
import { clientNetwork } from "../lib/ip-address.ts";
import { loadKeptSecret } from "../lib/kept-secret.ts";
import { site } from "~/content/site";
import { DatabaseUnavailableError } from "../db/errors.ts";
import {
  FORM_TYPE,
  JSON_TYPE,
  answerLanguage,
  idempotencyKeyOf,
  schemaIssuesOf,
  mediaType,
  enquiryProblems,
  refererPath,
  sameSitePath,
  shapeFormPost,
} from "./enquiry-input.ts";
import { errorBodyOf } from "#contract/api";
import { invalidPage, messagePage } from "./enquiry-pages.ts";
import { sendHtmlPage } from "../lib/html-page.ts";
import type { ReadinessReport } from "../plugins/readiness.ts";
import type { EnquiryRefusalReason } from "../plugins/metrics.ts";

export const enquiryPaths: Record<EnquiryFormKind, string> = {
  contact: "/api/contact-form",
  service: "/api/service-form",
  callback: "/api/callback",
};

/** What a valid body of one form stores (the route adds the kind and the Idempotency-Key). */
type EnquiryFields = Omit<NewEnquiry, "kind" | "idempotencyKey">;

/** The schemas with each language's messages (the rules are the same): a 400 speaks the page's language. */
const schemasByLanguage = Object.fromEntries(
  languageCodes.map((code) => [code, enquirySchemasFor(enquiryTexts[code])]),
) as Readonly<Record<EnquiryLanguage, EnquirySchemas>>;

/** One form's route: its schema, and how its valid body becomes an enquiry. */
interface EnquiryForm<Schema extends z.ZodType> {
  schema: Schema;
  fields(input: z.output<Schema>): EnquiryFields;
}

const form = <Schema extends z.ZodType>(definition: EnquiryForm<Schema>) => definition;

/** The contact and service forms store the same person fields; only the contact form has a purpose. */
const personFields = (input: ContactForm | ServiceForm): EnquiryFields => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  comments: input.comments || undefined,
  purpose: ("purpose" in input && input.purpose) || undefined,
  office: input.office || undefined,
  language: input.language,
  pageLanguage: input.pageLanguage ?? defaultLanguage,
  context: input.context,
});

const forms = {
  contact: form({ schema: contactFormSchema, fields: personFields }),
  service: form({ schema: serviceFormSchema, fields: personFields }),
  callback: form({
    schema: callbackFormSchema,
    fields: (input: CallbackForm) => ({
      firstName: input.name,
      phone: input.phone,
      language: input.language,
      office: input.office || undefined,
      pageLanguage: input.pageLanguage ?? defaultLanguage,
      callbackSlot: input.slot,
      context: input.context,
    }),
  }),
} satisfies Record<EnquiryFormKind, unknown>;

/**
 * The 2xx message, in the page's language: a call-back request hears when we will call. A likely
 * duplicate gets the same answer as a new enquiry (docs/enquiries.md, "Likely duplicates").
 */
function acceptedBody(
  enquiry: { firstName: string; callbackSlot?: NewEnquiry["callbackSlot"] | null },
  { enquiryResponses }: EnquiryTexts,
): EnquiryAccepted {
  if (enquiry.callbackSlot)
    return { message: enquiryResponses.callbackAccepted(enquiry.firstName, enquiry.callbackSlot) };
  return { message: enquiryResponses.accepted(enquiry.firstName) };
}

/** The office's phones and WhatsApp number (app/content/site.ts), as the refusals name them. */
export function officeContacts({ enquiryResponses }: EnquiryTexts): [phones: string, whatsapp: string] {
  const phones = site.phones.map((phone) => phone.display).join(` ${enquiryResponses.or} `);
  const whatsapp =
    [...site.phones, ...site.branches.map((branch) => branch.phone)].find(
      (phone) => phone.e164 === site.whatsappNumber,
    )?.display ?? site.whatsappNumber;
  return [phones, whatsapp];
}

/** Seconds from now to midnight UTC (the daily limits start again then), at least 1. */
export function secondsToMidnightUtc(): number {
  const midnight = startOfUtcDay(new Date()).getTime() + 86_400_000;
  return Math.max(1, Math.ceil((midnight - Date.now()) / 1000));
}

/**
 * The texts to answer a request in: the language of the page the form was on (the body's
 * `pageLanguage`, read before validation), else `Accept-Language`, else English. Before the body is
 * read (a refused media type) only the header counts.
 */
function textsOf(request: FastifyRequest): EnquiryTexts {
  return enquiryTexts[answerLanguage(request.body, request.headers["accept-language"])];
}

/** Seconds a client should wait before retrying when the database is unavailable. */
export const unavailableRetryAfterSeconds = 5;

/** Status of every accepted enquiry, new, replayed or a likely duplicate, and of a filled honeypot. */
const ACCEPTED = 201;

/** What became of an enquiry request, for GET /metrics (a replay of an Idempotency-Key is neither). */
type Outcome = "stored" | "replayed" | EnquiryRefusalReason;

/** An answer the handler did not give (a hook's, or the error handler's), as a refusal reason. */
function refusalOf(status: number): EnquiryRefusalReason {
  if (status === 429) return "rate_limit";
  if (status === 400 || status === 413 || status === 415) return "invalid";
  if (status === 503) return "database_unavailable";
  return "other";
}

const isFormPost = (request: FastifyRequest) => mediaType(request.headers["content-type"]) === FORM_TYPE;

/** Where a no-JavaScript answer links back to: the form's page field, else a same-site Referer. */
function returnPath(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const fromContext = (body?.context as { page?: unknown } | undefined)?.page;
  return sameSitePath(fromContext) ?? refererPath(request.headers.referer, request.headers.host);
}

/**
 * The repository the site's forms write through, with the site's limits: a bounded queue, and the flood
 * limits per sender, per network and site-wide (docs/enquiries.md, "Floods"). The booking API writes
 * through one too (server/bookings/).
 */
export function siteEnquiryRepository(app: FastifyInstance, now?: () => Date) {
  return createEnquiryRepository(app.database, {
    ...(now ? { now } : {}),
    queueMax: app.config.enquiryQueueMax,
    dailyCap: app.config.enquiriesPerDay,
    senderDailyLimit: app.config.enquiriesPerSenderPerDay,
    networkDailyLimit: app.config.enquiriesPerNetworkPerDay,
    challengePerHour: app.config.enquiryChallengePerHour,
    webhook: app.config.webhookUrl !== undefined,
    duplicateWindowMs: app.config.enquiryDuplicateMinutes * 60_000,
    // Only the error's class: a SQL error's message may quote the enquiry's values.
    onRoutingError: (error) =>
      app.log.error(
        { error: error instanceof Error ? error.name : typeof error },
        "routing a new enquiry failed; it is stored unrouted",
      ),
  });
}

/** The proof-of-work challenges of the forms under a flood (the booking API asks the same ones). */
export async function siteEnquiryChallenges(app: FastifyInstance) {
  return createEnquiryChallenges(
    await loadKeptSecret(app.config.enquiryChallengeSecret, app.config.dataDir, "enquiry-challenge-secret"),
  );
}

export default async function enquiryRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Urlencoded bodies only in this plugin (the forms' no-JavaScript posts); JSON is Fastify's own parser.
  await app.register(formBody, { bodyLimit: enquiryBodyLimit });

  // The writes of this plugin go through a repository with the site's limits.
  const enquiries = siteEnquiryRepository(app);
  const challenges = await siteEnquiryChallenges(app);
  let capLoggedFor: number | undefined;
  app.readiness.report("enquiries", async (): Promise<ReadinessReport> => {
    const status = await enquiries.dailyCapStatus();
    if (!status) return { details: {} };
    return {
      warning: status.reached
        ? `enquiries: the daily cap of ${status.cap} is reached; until midnight UTC senders seen today are refused (503) and new ones must solve a challenge`
        : undefined,
      details: { today: status.today, dailyCap: status.cap, capReached: status.reached },
    };
  });

  // Each request's outcome, counted in GET /metrics once it is answered (server/plugins/metrics.ts).
  const outcomes = new WeakMap<FastifyRequest, Outcome>();
  const countOutcome =
    (kind: EnquiryFormKind): onResponseHookHandler =>
    async (request, reply) => {
      const outcome = outcomes.get(request) ?? refusalOf(reply.statusCode);
      if (outcome === "stored") app.metrics.enquiryStored(kind);
      else if (outcome !== "replayed") app.metrics.enquiryRefused(kind, outcome);
    };

  // One per-IP budget shared by all form routes.
  const rateLimit = app.rateLimit({ max: app.config.rateLimitFormsPerMinute, timeWindow: 60_000 });

  const acceptOnlyJsonOrForm: onRequestHookHandler = async (request, reply) => {
    const type = mediaType(request.headers["content-type"]);
    if (type !== JSON_TYPE && type !== FORM_TYPE) {
      const body: EnquiryError = { message: textsOf(request).enquiryResponses.unsupportedType };
      return reply.code(415).send(body);
    }
  };

  async function accepted(
    request: FastifyRequest,
    reply: FastifyReply,
    body: EnquiryAccepted,
    texts: EnquiryTexts,
  ) {
    if (isFormPost(request)) return reply.code(303).header("location", texts.noScript.thankYouPath).send();
    return reply.code(ACCEPTED).send(body);
  }

  function failure(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    texts: EnquiryTexts,
    message: string,
  ) {
    if (isFormPost(request))
      return sendHtmlPage(reply, status, messagePage(message, returnPath(request), texts));
    const body: EnquiryError = { message };
    return reply.code(status).send(body);
  }

  function route<Schema extends z.ZodType>(kind: EnquiryFormKind, { schema, fields }: EnquiryForm<Schema>) {
    app.post(
      enquiryPaths[kind],
      {
        schema: { body: schema },
        attachValidation: true,
        bodyLimit: enquiryBodyLimit,
        onRequest: [rateLimit, acceptOnlyJsonOrForm],
        onResponse: countOutcome(kind),
        preValidation: async (request) => {
          if (isFormPost(request)) request.body = shapeFormPost(request.body) as typeof request.body;
        },
      },
      async (request, reply) => {
        const texts = textsOf(request);
        const { enquiryResponses } = texts;
        if (request.validationError) {
          outcomes.set(request, "invalid");
          // The route's schema has the English messages; the same rules with the page's own messages
          // name the same problems in its language.
          const local =
            texts.locale === defaultLanguage
              ? undefined
              : schemasByLanguage[texts.locale][kind].safeParse(request.body);
          const issues = local?.error ? schemaIssuesOf(local.error) : request.validationError.validation;
          const problems = enquiryProblems(issues, texts);
          if (isFormPost(request))
            return sendHtmlPage(reply, 400, invalidPage(problems, returnPath(request), texts));
          return reply.code(400).send(errorBodyOf(problems, enquiryResponses.invalid));
        }
        const key = idempotencyKeyOf(request.headers[idempotencyHeader]);
        if (key === null) {
          outcomes.set(request, "invalid");
          return failure(request, reply, 400, texts, enquiryResponses.idempotencyKeyInvalid);
        }

        const input = request.body as z.output<Schema>;
        const enquiry = fields(input);
        // A bot filled the hidden field: answer as if all went well, keep and send nothing.
        const honeypot = (input as { [honeypotField]?: string | undefined })[honeypotField];
        if (honeypot?.trim()) {
          outcomes.set(request, "honeypot");
          return accepted(request, reply, acceptedBody(enquiry, texts), texts);
        }

        try {
          const solution = request.headers[challengeHeader];
          const result = await enquiries.store(
            { ...enquiry, kind, idempotencyKey: key },
            {
              network: clientNetwork(request.ip),
              solved: () => challenges.verify(typeof solution === "string" ? solution : undefined),
            },
          );
          if (result.status === "replayed") outcomes.set(request, "replayed");
          if (result.status === "created") {
            const duplicateOf = result.enquiry.duplicateOf ?? undefined;
            outcomes.set(request, duplicateOf ? "duplicate" : "stored");
            request.log.info(
              { enquiryId: result.enquiry.id, kind, ...(duplicateOf ? { duplicateOf } : {}) },
              duplicateOf ? "Enquiry stored as a likely duplicate (not mailed)" : "Enquiry stored",
            );
            app.outboxWorker.notify();
          }
          return await accepted(request, reply, acceptedBody(result.enquiry, texts), texts);
        } catch (error) {
          if (error instanceof IdempotencyConflictError) {
            outcomes.set(request, "idempotency_conflict");
            return failure(request, reply, 422, texts, enquiryResponses.idempotencyConflict);
          }
          if (error instanceof SenderLimitError) {
            outcomes.set(request, "sender_limit");
            request.log.info({ kind, limit: error.limit }, "Enquiry refused: the sender's daily limit");
            reply.header("retry-after", String(secondsToMidnightUtc()));
            return failure(
              request,
              reply,
              429,
              texts,
              enquiryResponses.senderLimitReached(...officeContacts(texts)),
            );
          }
          if (error instanceof ChallengeRequiredError) {
            const sent = typeof request.headers[challengeHeader] === "string";
            outcomes.set(request, sent ? "challenge_failed" : "challenge_required");
            // A form with JavaScript solves the challenge and sends the enquiry again; one without
            // JavaScript cannot, and is told how to reach the office instead.
            if (isFormPost(request))
              return failure(
                request,
                reply,
                challengeRequiredStatus,
                texts,
                enquiryResponses.challengeNoScript(...officeContacts(texts)),
              );
            const body: EnquiryChallengeRequired = {
              message: enquiryResponses.challengeRequired(...officeContacts(texts)),
              challenge: await challenges.create(),
            };
            return reply.code(challengeRequiredStatus).send(body);
          }
          if (error instanceof DailyCapReachedError) {
            outcomes.set(request, "daily_cap");
            const today = startOfUtcDay(new Date()).getTime();
            if (capLoggedFor !== today) {
              capLoggedFor = today;
              request.log.error(
                { dailyCap: error.cap },
                "Daily enquiry cap reached (ENQUIRIES_PER_DAY): until midnight UTC senders seen today are refused with 503 and new ones must solve a challenge",
              );
            }
            reply.header("retry-after", String(secondsToMidnightUtc()));
            return failure(request, reply, 503, texts, enquiryResponses.dailyCapReached);
          }
          if (error instanceof DatabaseUnavailableError) {
            request.log.warn({ reason: error.reason, kind }, "Enquiry not stored: database unavailable");
            outcomes.set(request, "database_unavailable");
            app.metrics.databaseUnavailable(error.reason);
            // The queue is full or the database is slow: nothing was stored, the visitor may retry.
            reply.header("retry-after", String(unavailableRetryAfterSeconds));
            return failure(request, reply, 503, texts, enquiryResponses.unavailable);
          }
          throw error;
        }
      },
    );
  }

  route("contact", forms.contact);
  route("service", forms.service);
  route("callback", forms.callback);
}
