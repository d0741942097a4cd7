/**
 * Request-level rules of the form routes, apart from the body schema (contract/enquiry.ts): accepted
 * media types, the Idempotency-Key header, the shape of no-JavaScript posts, and which fields a schema
 * error names.
 */
import { problemsOf, type Problem, type SchemaIssue } from "#contract/api";
import {
  enquiryLanguages,
  fieldLabels,
  limits,
  noScript,
  pageLanguageField,
  type EnquiryField,
  type EnquiryLanguage,
} from "#contract/enquiry";
import { isSitePath } from "#contract/site-path";
import { enquiryTexts, type EnquiryTexts } from "#contract/texts/index";
import { defaultLanguage } from "#contract/languages";
import type { z } from "zod";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** undefined: no key sent; null: a key that is not one UUID; else the key, lower-cased. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  if (typeof header !== "string" || !UUID.test(header.trim())) return null;
  return header.trim().toLowerCase();
}

/**
 * A path on this site ("/contact"), or undefined for anything else (other hosts, "//x", "\x", controls):
 * a site path as the contract defines it (contract/site-path.ts), normalised.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const path = value.trim();
  if (!isSitePath(path, limits.contextFieldMaxLength)) return undefined;
  try {
    const url = new URL(path, "http://site.invalid");
    const normalised = `${url.pathname}${url.search}`;
    // Dot segments can turn a path into a scheme-relative address ("/.//evil.example" → "//evil.example"):
    // the normalised result must pass the same test as the input.
    if (url.host !== "site.invalid" || normalised.startsWith("//")) return undefined;
    return normalised;
  } catch {
    return undefined;
  }
}

/** The path of a Referer header that points at this same host, else undefined. */
export function refererPath(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host ? sameSitePath(`${url.pathname}${url.search}`) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A no-JavaScript post as the schema expects it: the flat `page` field becomes `context.page` (only
 * a same-site path is kept). Every other field is passed on as sent, so unknown or repeated fields
 * still fail the strict schema.
 */
export function shapeFormPost(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { [noScript.pageField]: page, ...fields } = body as Record<string, unknown>;
  const path = sameSitePath(page);
  return path ? { ...fields, context: { page: path } } : fields;
}

/** The enquiry fields that get their own message in a 400, in form order. */
export const enquiryFields = Object.keys(fieldLabels) as EnquiryField[];

/** The problems of a rejected enquiry (contract/api.ts converts every route's schema errors). */
export function enquiryProblems(
  issues: readonly SchemaIssue[],
  texts: EnquiryTexts = enquiryTexts.en,
): Problem<EnquiryField>[] {
  return problemsOf(issues, { fields: enquiryFields, notAnObject: texts.enquiryResponses.notAnObject });
}

/** A schema's issues as the route's validator reports them (a JSON pointer to the value, and a message). */
export function schemaIssuesOf(error: z.ZodError): SchemaIssue[] {
  return error.issues.map(({ path, code, message, ...params }) => ({
    instancePath: `/${path.map(String).join("/")}`,
    keyword: code,
    message,
    params,
  }));
}

function isEnquiryLanguage(value: unknown): value is EnquiryLanguage {
  return typeof value === "string" && (enquiryLanguages as readonly string[]).includes(value);
}

/**
 * The first language of an `Accept-Language` header ("te-IN,te;q=0.9,en;q=0.8") the forms speak, in the
 * order of preference (`q`, then as listed; `q=0` means "not this one"), or undefined.
 */
export function acceptedLanguage(header: string | string[] | undefined): EnquiryLanguage | undefined {
  if (typeof header !== "string" || header.length > 1000) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...parameters] = part.split(";").map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (isEnquiryLanguage(language)) return language;
  }
  return undefined;
}

/**
 * The language to answer an enquiry in (docs/enquiries.md): the body's `pageLanguage` when it is one the
 * forms speak (read before the schema runs, so a 400 is in the page's language too), else the request's
 * `Accept-Language`, else English.
 */
export function answerLanguage(
  body: unknown,
  acceptLanguage: string | string[] | undefined,
): EnquiryLanguage {
  const fromBody =
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)[pageLanguageField]
      : undefined;
  if (isEnquiryLanguage(fromBody)) return fromBody;
  return acceptedLanguage(acceptLanguage) ?? defaultLanguage;
}
