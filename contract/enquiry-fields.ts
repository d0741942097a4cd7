/**
 * The enquiry forms' contract without zod (docs/enquiries.md): field names, limits, messages and the
 * answers of the API. contract/enquiry.ts builds the schemas from these; the browser forms import only
 * this module up front and load the schemas when a visitor starts filling a form, so the validation
 * library is not in any page's first download.
 *
 * The texts a visitor reads live in ./texts/<language>.ts. This module passes on the English set under
 * its old names, for the server's staff texts, the console and the tests; the browser forms read their
 * edition's set through the words alias (app/words/<language>/enquiry-texts.ts) and the server holds
 * every set (./texts/index.ts), so no build swaps a module (docs/decisions/0009-words-apart-from-logic.md).
 */

import type { ApiError } from "./api.ts";
import { defaultLanguage, languageCodes, languageOfTag, languages, type LanguageCode } from "./languages.ts";
import { texts } from "./texts/en.ts";

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
export type EnquiryField = PersonField | "name" | "purpose" | "comments" | "slot" | "language" | "office";

/** The language a person would like to be called in: the page's language, or their choice on the call-back form. */
export const enquiryLanguages = languageCodes;
export type EnquiryLanguage = LanguageCode;
/** The languages' names in English texts: "Prefers: Telugu (తెలుగు)" for staff (the forms read their edition's set). */
export const enquiryLanguageLabels: Readonly<Record<EnquiryLanguage, string>> = texts.enquiryLanguageLabels;

/**
 * The optional field that says in which language the page holding the form was (`en` when not sent):
 * the server answers in it, and staff see it ("Page language: Telugu").
 */
export const pageLanguageField = "pageLanguage";

/** The languages as staff read them (the staff mail, the console, the export). */
export const languageNames: Readonly<Record<EnquiryLanguage, string>> = Object.fromEntries(
  languages.map((language) => [language.code, language.name]),
) as Record<EnquiryLanguage, string>;

/** The language of a page (`document.documentElement.lang`, e.g. `te-IN`) as an enquiry language; English otherwise. */
export function enquiryLanguageOf(lang: string | null | undefined): EnquiryLanguage {
  return languageOfTag(lang) ?? defaultLanguage;
}

/** What a person would like help with (the contact form's optional choice; `/contact?help=<value>` preselects it). */
export const helpPurposes = ["shortlist", "visa", "loan", "test-prep", "mock-interview", "other"] as const;
export type HelpPurpose = (typeof helpPurposes)[number];
/** The purposes' names in English, as staff read them (the forms read their edition's set). */
export const helpPurposeLabels: Readonly<Record<HelpPurpose, string>> = texts.helpPurposeLabels;

export function isHelpPurpose(value: unknown): value is HelpPurpose {
  return typeof value === "string" && (helpPurposes as readonly string[]).includes(value);
}

/**
 * The offices a family may name as nearest (every form's optional "Nearest office"; the branches of
 * app/content/site.ts, and the same values as the console's `offices` in contract/staff.ts). A new
 * enquiry naming one is routed to that office (docs/staff-console.md, "Routing").
 */
export const enquiryOffices = ["guntur", "vijayawada", "hyderabad", "vishakapatnam"] as const;
export type EnquiryOffice = (typeof enquiryOffices)[number];
/** The offices' names in English (the forms' choices come from their edition's set). */
export const enquiryOfficeLabels: Readonly<Record<EnquiryOffice, string>> = texts.officeLabels;
/** The "Nearest office" field's first, empty choice. */
export const officeNone: string = texts.officeNone;

export function isEnquiryOffice(value: unknown): value is EnquiryOffice {
  return typeof value === "string" && (enquiryOffices as readonly string[]).includes(value);
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
export const callbackSlotLabels: Readonly<Record<CallbackSlot, string>> = texts.callbackSlotLabels;

/** The time zone "today" and "tomorrow" of a call-back slot are days of. */
export const callbackTimeZone = "Asia/Kolkata";

/** Made once, when first needed (making one costs more than formatting many days with it). */
let callbackDayFormat: Intl.DateTimeFormat | undefined;

/**
 * A call-back slot in words with its calendar day, counted from when the request was received:
 * "tomorrow evening (25 Nov)".
 */
export function callbackSlotText(slot: CallbackSlot, receivedAt: string | Date): string {
  const received = new Date(receivedAt);
  const day = new Date(received.getTime() + (slot.startsWith("tomorrow") ? 86_400_000 : 0));
  callbackDayFormat ??= new Intl.DateTimeFormat("en-IN", {
    timeZone: callbackTimeZone,
    day: "numeric",
    month: "short",
  });
  const date = callbackDayFormat.format(day);
  return `${callbackSlotLabels[slot].toLowerCase()} (${date})`;
}

/** Name of the honeypot field: hidden from people and assistive technology, filled only by bots. */
export const honeypotField = "website";

/** Header that carries the client's idempotency key (a UUID made once per filled form). */
export const idempotencyHeader = "idempotency-key";

export const messages = texts.messages;

/** Labels shown next to the fields. */
export const fieldLabels: Readonly<Record<EnquiryField, string>> = texts.fieldLabels;

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

/**
 * The forms an enquiry can come from, as stored: the contact form, the service form, the call-back request
 * and a booked meeting (docs/bookings.md: a booking is an enquiry with its meeting).
 */
export const enquiryKinds = ["contact", "service", "callback", "booking"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];
/** The two forms with first name, last name, email and phone (the contact and services pages). */
export type PersonFormKind = Exclude<EnquiryKind, "callback" | "booking">;
/** The forms posted to the enquiry routes (a booking has its own route, docs/bookings.md). */
export type EnquiryFormKind = Exclude<EnquiryKind, "booking">;

export const enquiryKindLabels: Record<EnquiryKind, string> = {
  contact: "Contact",
  service: "Service",
  callback: "Call back",
  booking: "Booking",
};

/**
 * Body of every 2xx answer of the form routes (the forms show `message`). A likely duplicate gets the
 * same answer as a new enquiry (docs/enquiries.md, "Likely duplicates"): whether someone has enquired
 * before is nobody else's business.
 */
export interface EnquiryAccepted {
  message: string;
}

/**
 * The request header that carries a solved proof-of-work challenge (the ALTCHA widget's payload), which
 * the form routes may ask for while the site is under a flood (docs/enquiries.md, "Floods").
 */
export const challengeHeader = "altcha";

/** Status of the answer that asks for a solved challenge (or refuses a missing, forged or used one). */
export const challengeRequiredStatus = 428;

/**
 * Body of that answer: a sentence, and the challenge to solve (an ALTCHA challenge: its parameters and
 * the server's signature). A form with JavaScript solves it and sends the same enquiry again.
 */
export interface EnquiryChallengeRequired {
  message: string;
  challenge: { parameters: object; signature?: string };
}

/** Body of an error answer of the form routes (contract/api.ts). */
export type EnquiryError = ApiError<EnquiryField>;

export const formTexts = texts.formTexts;

/** Answers of the form routes, shared by the API, the forms and the tests. */
export const enquiryResponses = texts.enquiryResponses;

/**
 * Posts made by the forms with JavaScript off (urlencoded): the same fields, plus `page`, the path of the
 * page holding the form, and `pageLanguage`. A valid post is stored and redirected (303) to the thank-you
 * page of the page's language; an invalid one gets an HTML page listing the problems, with a link back
 * to `page`.
 */
export const noScriptPageField = "page";
/** The English answers to such a post (the server picks the page language's set: ./texts/index.ts). */
export const noScript = { pageField: noScriptPageField, ...texts.noScript } as const;

/** Largest request body the form routes accept (bytes); bigger ones get 413. */
export const enquiryBodyLimit = 16 * 1024;
