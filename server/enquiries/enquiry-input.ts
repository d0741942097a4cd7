/**
 * Request-level rules of the form routes, apart from the body schema (contract/enquiry.ts): accepted
 * media types, the Idempotency-Key header, the shape of no-JavaScript posts, and which fields a schema
 * error names.
 */
import { problemsOf, type Problem, type SchemaIssue } from "#contract/api";
import { enquiryResponses, fieldLabels, limits, noScript, type EnquiryField } from "#contract/enquiry";

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

/** A path on this site ("/contact"), or undefined for anything else (other hosts, "//x", "\x", controls). */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.length > limits.contextFieldMaxLength)
    return undefined;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return undefined;
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
export function enquiryProblems(issues: readonly SchemaIssue[]): Problem<EnquiryField>[] {
  return problemsOf(issues, { fields: enquiryFields, notAnObject: enquiryResponses.notAnObject });
}
