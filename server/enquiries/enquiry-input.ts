/**
 * Request-level rules of the form routes, apart from the body schema (contract/enquiry.ts): accepted
 * media types, the Idempotency-Key header, the shape of no-JavaScript posts, and how schema issues
 * become the `{ message, fieldErrors }` answer.
 */
import {
  enquiryResponses,
  fieldLabels,
  limits,
  noScript,
  type ApiError,
  type EnquiryField,
} from "#contract/enquiry";

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
    return url.host === "site.invalid" ? `${url.pathname}${url.search}` : undefined;
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

export interface Problem {
  field?: EnquiryField;
  message: string;
}

interface Issue {
  instancePath: string;
  message?: string | undefined;
  keyword?: string;
  params?: Record<string, unknown>;
}

const enquiryFields = Object.keys(fieldLabels) as EnquiryField[];

function isEnquiryField(name: string | undefined): name is EnquiryField {
  return enquiryFields.includes(name as EnquiryField);
}

/** Unknown field names, shortened and escaped later by whoever shows them. */
function unknownKeys(params: Record<string, unknown> | undefined): string {
  const keys = Array.isArray(params?.keys) ? params.keys.map(String) : [];
  const shown = keys.slice(0, 5).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
  return shown.join(", ") + (keys.length > 5 ? ", …" : "");
}

/** The problems of a rejected body, one per field at most, in field order, then the others. */
export function problemsOf(issues: readonly Issue[]): Problem[] {
  const byField = new Map<EnquiryField, string>();
  const others: string[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.split("/").filter(Boolean);
    const top = path[0];
    if (path.length === 1 && isEnquiryField(top)) {
      if (!byField.has(top)) byField.set(top, issue.message ?? enquiryResponses.invalid);
    } else if (path.length === 0 && issue.keyword === "unrecognized_keys") {
      others.push(`Unknown field: ${unknownKeys(issue.params)}.`);
    } else if (path.length === 0) {
      others.push("The enquiry must be an object of named fields.");
    } else {
      others.push(`Invalid value for ${path.join(".").slice(0, 80)}.`);
    }
  }
  const fieldProblems = enquiryFields
    .filter((field) => byField.has(field))
    .map((field) => ({ field, message: byField.get(field) ?? "" }));
  return [...fieldProblems, ...new Set(others)].map((problem) =>
    typeof problem === "string" ? { message: problem } : problem,
  );
}

/** The JSON body of a 400: per-field messages, and a message naming anything that is not a field. */
export function validationAnswer(problems: readonly Problem[]): ApiError {
  const fieldErrors: NonNullable<ApiError["fieldErrors"]> = {};
  const general: string[] = [];
  for (const problem of problems) {
    if (problem.field) fieldErrors[problem.field] = problem.message;
    else general.push(problem.message);
  }
  const message = general.length > 0 ? general.join(" ") : enquiryResponses.invalid;
  return Object.keys(fieldErrors).length > 0 ? { message, fieldErrors } : { message };
}
