/**
 * The enquiry forms' contract without zod (docs/enquiries.md): field names, limits, messages and the
 * answers of the API. contract/enquiry.ts builds the schemas from these; the browser forms import only
 * this module up front and load the schemas when a visitor starts filling a form, so the validation
 * library is not in any page's first download.
 */

import { apiMessages, type ApiError } from "./api.ts";

export const limits = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  phoneMaxLength: 20,
  commentsMaxLength: 2000,
  contextFieldMaxLength: 500,
} as const;

/** Field names, as the API's JSON bodies spell them. */
export const personFields = ["firstName", "lastName", "email", "phone"] as const;
export type PersonField = (typeof personFields)[number];
export type EnquiryField = PersonField | "comments";

/** Name of the honeypot field: hidden from people and assistive technology, filled only by bots. */
export const honeypotField = "website";

/** Header that carries the client's idempotency key (a UUID made once per filled form). */
export const idempotencyHeader = "idempotency-key";

export const messages = {
  required: (label: string) => `Please enter your ${label}.`,
  tooLong: (label: string, max: number) => `Your ${label} must be at most ${max} characters.`,
  email: "Please enter a valid email address, like name@example.com.",
  phone: "Please enter a 10-digit Indian mobile number, or an international number starting with +.",
  comments: (max: number) => `Please keep your message under ${max} characters.`,
} as const;

/** Labels shown next to the fields. */
export const fieldLabels: Record<EnquiryField, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  comments: "Comments",
};

const INDIAN_MOBILE = /^(?:\+91|0)?[6-9]\d{9}$/;
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

/** Removes spaces, dashes, dots and brackets people type inside phone numbers. */
export function compactPhone(phone: string): string {
  return phone.replace(/[\s\-().]/g, "");
}

/** A valid Indian mobile (10 digits, optional +91 or 0 prefix) or an international number with its code. */
export function isValidPhone(phone: string): boolean {
  const compact = compactPhone(phone);
  return INDIAN_MOBILE.test(compact) || INTERNATIONAL.test(compact);
}

export type EnquiryKind = "contact" | "service";

/** Body of every 2xx answer of the form routes (the service form shows `message`). */
export interface EnquiryAccepted {
  message: string;
}

/** Body of an error answer of the form routes (contract/api.ts). */
export type EnquiryError = ApiError<EnquiryField>;

export const formTexts = {
  submitting: "Submitting...",
  success: "Form submitted successfully!",
  failure: "Error submitting form. Please try again.",
} as const;

/** Answers of the form routes, shared by the API, the forms and the tests. */
export const enquiryResponses = {
  /** 2xx `message`: shown under the service form. */
  accepted: (firstName: string) =>
    `Thank you, ${firstName}. A counsellor will call you within one working day.`,
  invalid: apiMessages.invalid,
  notAnObject: "The enquiry must be an object of named fields.",
  unsupportedType: "Please send the enquiry as JSON.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be a UUID.",
  idempotencyConflict: "This Idempotency-Key was already used for a different enquiry.",
  unavailable: "We could not save your enquiry just now. Please try again in a minute.",
  /** The site-wide daily cap is reached: nothing was saved, and the visitor is told how to reach us. */
  dailyCapReached:
    "We could not save your enquiry: we have received an unusual number of enquiries today. Please call or email our office (see the contact page), or try again tomorrow.",
} as const;

/**
 * Posts made by the forms with JavaScript off (urlencoded): the same fields, plus `page`, the path of the
 * page holding the form. A valid post is stored and redirected (303) to the thank-you page; an invalid
 * one gets an HTML page listing the problems, with a link back to `page`.
 */
export const noScript = {
  pageField: "page",
  /** Must equal the path of the thank-you page in app/content/pages.ts (a test checks it). */
  thankYouPath: "/thank-you",
  invalidTitle: "Please check your enquiry",
  invalidIntro: "We could not send your enquiry yet:",
  unavailableTitle: "Please try again in a minute",
  back: "Back to the form",
  home: "Go to the home page",
} as const;

/** Largest request body the form routes accept (bytes); bigger ones get 413. */
export const enquiryBodyLimit = 16 * 1024;
