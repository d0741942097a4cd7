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
/** Every field of every enquiry form that can get its own message (the call-back form's are `name`, `slot`, `language`). */
export type EnquiryField = PersonField | "name" | "purpose" | "comments" | "slot" | "language";

/** The language a person would like to be called in: the page's language, or their choice on the call-back form. */
export const enquiryLanguages = ["en", "te"] as const;
export type EnquiryLanguage = (typeof enquiryLanguages)[number];
export const enquiryLanguageLabels: Record<EnquiryLanguage, string> = {
  en: "English",
  te: "Telugu (తెలుగు)",
};

/** The language of a page (`document.documentElement.lang`, e.g. `te-IN`) as an enquiry language; English otherwise. */
export function enquiryLanguageOf(lang: string | null | undefined): EnquiryLanguage {
  return (lang ?? "").trim().toLowerCase().split("-")[0] === "te" ? "te" : "en";
}

/** What a person would like help with (the contact form's optional choice; `/contact?help=<value>` preselects it). */
export const helpPurposes = ["shortlist", "visa", "loan", "test-prep", "mock-interview", "other"] as const;
export type HelpPurpose = (typeof helpPurposes)[number];
export const helpPurposeLabels: Record<HelpPurpose, string> = {
  shortlist: "Course & university shortlist",
  visa: "Visa",
  loan: "Education loan",
  "test-prep": "Test preparation (IELTS, TOEFL, GRE…)",
  "mock-interview": "Mock visa interview",
  other: "Something else",
};

export function isHelpPurpose(value: unknown): value is HelpPurpose {
  return typeof value === "string" && (helpPurposes as readonly string[]).includes(value);
}

/** When a person asks to be called back: today or tomorrow (in India), morning, afternoon or evening. */
export const callbackSlots = [
  "today-morning",
  "today-afternoon",
  "today-evening",
  "tomorrow-morning",
  "tomorrow-afternoon",
  "tomorrow-evening",
] as const;
export type CallbackSlot = (typeof callbackSlots)[number];
export const callbackSlotLabels: Record<CallbackSlot, string> = {
  "today-morning": "Today morning",
  "today-afternoon": "Today afternoon",
  "today-evening": "Today evening",
  "tomorrow-morning": "Tomorrow morning",
  "tomorrow-afternoon": "Tomorrow afternoon",
  "tomorrow-evening": "Tomorrow evening",
};

/** The time zone "today" and "tomorrow" of a call-back slot are days of. */
export const callbackTimeZone = "Asia/Kolkata";

/**
 * A call-back slot in words with its calendar day, counted from when the request was received:
 * "tomorrow evening (25 Nov)".
 */
export function callbackSlotText(slot: CallbackSlot, receivedAt: string | Date): string {
  const received = new Date(receivedAt);
  const day = new Date(received.getTime() + (slot.startsWith("tomorrow") ? 86_400_000 : 0));
  const date = new Intl.DateTimeFormat("en-IN", {
    timeZone: callbackTimeZone,
    day: "numeric",
    month: "short",
  }).format(day);
  return `${callbackSlotLabels[slot].toLowerCase()} (${date})`;
}

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
  purpose: "Please choose one of the listed topics.",
  slot: "Please choose when we should call you.",
  language: "Please choose English or Telugu.",
} as const;

/** Labels shown next to the fields. */
export const fieldLabels: Record<EnquiryField, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  name: "Name",
  purpose: "What would you like help with?",
  comments: "Comments",
  slot: "When should we call?",
  language: "Language",
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

/** The forms an enquiry can come from, as stored: the contact form, the service form and the call-back request. */
export const enquiryKinds = ["contact", "service", "callback"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];
/** The two forms with first name, last name, email and phone (the contact and services pages). */
export type PersonFormKind = Exclude<EnquiryKind, "callback">;

export const enquiryKindLabels: Record<EnquiryKind, string> = {
  contact: "Contact",
  service: "Service",
  callback: "Call back",
};

/** Body of every 2xx answer of the form routes (the forms show `message`). */
export interface EnquiryAccepted {
  message: string;
  /**
   * True when the same person sent the same form a few minutes before (docs/enquiries.md, "Likely
   * duplicates"): stored, but the office already has the first one.
   */
  duplicate?: boolean;
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
  /** 2xx `message` of a call-back request. */
  callbackAccepted: (name: string, slot: CallbackSlot) =>
    `Thank you, ${name}. A counsellor will call you ${callbackSlotLabels[slot].toLowerCase()}.`,
  /** 2xx `message` of a likely duplicate: the same person sent the same form a few minutes before. */
  duplicate: (firstName: string) =>
    `Thank you, ${firstName}. We already have your enquiry from a few minutes ago, so there is no need to send it again: a counsellor will call you.`,
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
