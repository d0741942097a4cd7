/**
 * Sends an enquiry to the API (docs/enquiries.md) and turns every possible answer into one of three outcomes.
 */
import type { EnquiryContext } from "#contract/enquiry";
import { defaultLanguage } from "#contract/languages";
import {
  type EnquiryChallengeRequired,
  type EnquiryField,
  type EnquiryFormKind,
  type EnquiryLanguage,
  type PersonFormKind,
  challengeRequiredStatus,
  honeypotField,
  isEnquiryOffice,
  isHelpPurpose,
  pageLanguageField,
} from "#contract/enquiry-fields";
import { texts } from "~words/enquiry-texts";
import { site } from "~/content/site";
import { isRecord, postFormJson, REQUEST_TIMEOUT_MS } from "~/lib/post-json";

const { fieldLabels, formTexts } = texts;
/** The language of this edition's texts, sent with every enquiry as its page's language. */
const editionLanguage = texts.locale;

/** The validated values of either form, plus the honeypot as typed. */
export interface EnquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comments?: string;
  /** The contact form's "What would you like help with?" (`""`: none chosen). */
  purpose?: string;
  /** The family's nearest office (`""`: none chosen). */
  office?: string;
  [honeypotField]?: string;
}

export type SubmitOutcome =
  | { status: "accepted"; message: string }
  | {
      status: "rejected";
      httpStatus: number;
      /** The server's sentence, else the generic failure text. */
      message: string;
      fieldErrors: Partial<Record<EnquiryField, string>>;
    }
  /**
   * The site is under a flood and asks for a solved proof-of-work challenge (docs/enquiries.md,
   * "Floods"): the form solves it and sends the same enquiry again.
   */
  | { status: "challenge"; message: string; challenge: EnquiryChallengeRequired["challenge"] }
  | { status: "network-error" };

/** A request that hangs is treated as a network failure, so the form never stays `Submitting...`. */
export { REQUEST_TIMEOUT_MS };

/** The API route of each form (docs/enquiries.md). */
const enquiryRoutes: Record<EnquiryFormKind, string> = {
  contact: "contact-form",
  service: "service-form",
  callback: "callback",
};

/** `POST {api}/contact-form`, `{api}/service-form` or `{api}/callback`; also the no-JavaScript form's action. */
export function enquiryEndpoint(kind: EnquiryFormKind): string {
  return `${site.apiBase}/${enquiryRoutes[kind]}`;
}

/**
 * The JSON body: the form's fields (the purpose only on the contact form, the office when one was
 * chosen), the page's language, its
 * context, a filled honeypot.
 */
export function buildPayload(
  kind: PersonFormKind,
  values: EnquiryValues,
  context: EnquiryContext,
  language: EnquiryLanguage = defaultLanguage,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    language,
  };
  if (isEnquiryOffice(values.office)) payload.office = values.office;
  if (kind === "contact" && isHelpPurpose(values.purpose)) payload.purpose = values.purpose;
  if (values.comments) payload.comments = values.comments;
  return withContext(payload, context, values[honeypotField]);
}

/**
 * A form's fields with the language of the page (the server answers in it), the page's context (when
 * there is any) and a filled honeypot (a bot's).
 */
export function withContext(
  fields: Record<string, unknown>,
  context: EnquiryContext,
  honeypot: string | undefined,
): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...fields, [pageLanguageField]: editionLanguage };
  if (Object.keys(context).length > 0) payload.context = context;
  if (honeypot) payload[honeypotField] = honeypot;
  return payload;
}

/** Keeps only the field errors the form can show: known field names with text. */
export function pickFieldErrors(value: unknown): Partial<Record<EnquiryField, string>> {
  if (!isRecord(value)) return {};
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const field of Object.keys(fieldLabels) as EnquiryField[]) {
    const message = value[field];
    if (typeof message === "string" && message.trim()) errors[field] = message;
  }
  return errors;
}

export interface SubmitRequest {
  kind: EnquiryFormKind;
  /** The JSON text sent (the same text for a retry with the same idempotency key). */
  body: string;
  idempotencyKey: string;
  /** The ALTCHA widget's payload of a solved challenge, when the server asked for one. */
  challengeSolution?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export async function submitEnquiry({
  kind,
  body,
  idempotencyKey,
  challengeSolution,
  fetchImpl,
  timeoutMs,
}: SubmitRequest): Promise<SubmitOutcome> {
  const answer = await postFormJson(enquiryEndpoint(kind), {
    body,
    idempotencyKey,
    language: editionLanguage,
    challengeSolution,
    fetchImpl,
    timeoutMs,
  });
  if (!answer) return { status: "network-error" };
  const { response, json } = answer;
  if (
    response.status === challengeRequiredStatus &&
    isRecord(json.challenge) &&
    isRecord(json.challenge.parameters)
  ) {
    return {
      status: "challenge",
      message: typeof json.message === "string" ? json.message : formTexts.failure,
      challenge: json.challenge as EnquiryChallengeRequired["challenge"],
    };
  }
  if (response.ok) {
    return { status: "accepted", message: typeof json.message === "string" ? json.message : "" };
  }
  return {
    status: "rejected",
    httpStatus: response.status,
    message: typeof json.message === "string" && json.message.trim() ? json.message : formTexts.failure,
    fieldErrors: response.status === 400 ? pickFieldErrors(json.fieldErrors) : {},
  };
}
