/**
 * One error body for the whole server: `{ message, fieldErrors? }` (contract `ApiError`).
 * 4xx messages pass through; 5xx say only "Internal Server Error" and are logged, never sent.
 * A form posted without JavaScript that the per-client request limit refuses (429) gets a small HTML
 * page in its page's language instead, as the form routes answer their own refusals
 * (docs/decisions/0204-forms-without-javascript.md).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { apiMessages, errorBodyOf, problemsOf, type ApiError } from "#contract/api";
import type { EnquiryLanguage } from "#contract/enquiry";
import { languageOfPath } from "#contract/languages";
import { enquiryTexts } from "#contract/texts/index";
import { unavailableReason } from "../db/errors.ts";
import { messagePage } from "../enquiries/enquiry-pages.ts";
import { acceptedLanguage, FORM_TYPE, mediaType, refererPath } from "../enquiries/enquiry-input.ts";
import { sendHtmlPage } from "../lib/html-page.ts";

/** Retry-After of a 503 for a database that could not take the request in time. */
export const databaseRetryAfterSeconds = 5;

/** @fastify/static's error for a path it refuses to look up. */
const STATIC_FORBIDDEN_PATH = "FST_STATIC_FORBIDDEN_PATH";

/** The status an error should be answered with: its own 4xx/5xx, else 500. */
export function statusOf(error: unknown): number {
  const status =
    typeof error === "object" && error !== null && "statusCode" in error ? Number(error.statusCode) : NaN;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type.";
    default:
      // JSON.parse errors that reach us without a Fastify code.
      if (error instanceof SyntaxError) return "The request body is not valid JSON.";
      return error.message || "Bad Request";
  }
}

/** A browser's form post without JavaScript (the forms with JavaScript send JSON). */
function isFormPost(request: FastifyRequest): boolean {
  return request.method === "POST" && mediaType(request.headers["content-type"]) === FORM_TYPE;
}

/** The edition of the form's page (`/te…` is Telugu), else the browser's language, else English. */
function formLanguage(request: FastifyRequest, pagePath: string | undefined): EnquiryLanguage {
  if (pagePath !== undefined) return languageOfPath(pagePath);
  return acceptedLanguage(request.headers["accept-language"]) ?? "en";
}

/** 429 to a form without JavaScript: wait a minute, and a link back to the form's page. */
function tooManyFormPostsPage(request: FastifyRequest): string {
  // The page the form was posted from (a same-site Referer): the rate limit answers before the body is read.
  const pagePath = refererPath(request.headers.referer, request.headers.host);
  const texts = enquiryTexts[formLanguage(request, pagePath)];
  return messagePage(texts.noScript.tooManyRequests, pagePath, texts);
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    // A path @fastify/static will not look up (one it cannot check on the file system) is no file of
    // the site: the usual not-found answer, the 404 page or JSON under /api/ (server/plugins/static-site.ts).
    if (error.code === STATIC_FORBIDDEN_PATH) return reply.callNotFound();
    // The database could not take the request in time (its lock held by another process, a lost
    // connection): 503 with Retry-After, so the client tries again (docs/server.md, "Limits and timeouts").
    const unavailable = unavailableReason(error);
    if (unavailable !== undefined) {
      request.log.warn({ reason: unavailable }, "Database unavailable");
      if (request.server.hasDecorator("metrics")) request.server.metrics.databaseUnavailable(unavailable);
      const body: ApiError = { message: apiMessages.unavailable };
      return reply
        .code(503)
        .header("retry-after", String(databaseRetryAfterSeconds))
        .type("application/json; charset=utf-8")
        .send(body);
    }
    const status = statusOf(error);
    if (status === 429 && isFormPost(request)) return sendHtmlPage(reply, 429, tooManyFormPostsPage(request));
    if (status >= 500) {
      request.log.error({ err: error }, "Request failed");
      const body: ApiError = { message: "Internal Server Error" };
      return reply.code(status).type("application/json; charset=utf-8").send(body);
    }
    const body: ApiError =
      status === 400 && (hasZodFastifySchemaValidationErrors(error) || error.validation)
        ? errorBodyOf(problemsOf(error.validation ?? []))
        : { message: clientMessage(error) };
    return reply.code(status).type("application/json; charset=utf-8").send(body);
  });
}

export default fp(errorHandler, { name: "error-handler" });
