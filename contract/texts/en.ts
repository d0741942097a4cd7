/**
 * Every text of the enquiry forms' contract that a visitor reads, in English: validation messages, field
 * labels, the choices' labels, the form's status texts, the API's answers and the pages a form posted
 * without JavaScript gets. ./te.ts holds the same texts in Telugu, of the type ./types.ts derives from
 * this module (docs/decisions/0008-telugu-edition.md). The browser forms read their edition's set through
 * the words alias (app/words/<language>/enquiry-texts.ts), so they validate and speak in their page's
 * language; the server holds both (./index.ts) and answers in the language of the page an enquiry came
 * from.
 *
 * Texts only staff read (the staff mail, the console, the export) are not here: they stay English.
 */
import { apiMessages } from "../api.ts";
import type {
  CallbackSlot,
  EnquiryField,
  EnquiryLanguage,
  EnquiryOffice,
  HelpPurpose,
} from "../enquiry-fields.ts";

const callbackSlotLabels = {
  "today-morning": "Today morning",
  "today-afternoon": "Today afternoon",
  "today-evening": "Today evening",
  "tomorrow-morning": "Tomorrow morning",
  "tomorrow-afternoon": "Tomorrow afternoon",
  "tomorrow-evening": "Tomorrow evening",
} as const satisfies Record<CallbackSlot, string>;

export const texts = {
  /** The language of this set, sent by the forms as the enquiry's `pageLanguage`. */
  locale: "en",

  /** Validation messages; `label` is the field as named inside a sentence ("first name"). */
  messages: {
    required: (label: string) => `Please enter your ${label}.`,
    tooLong: (label: string, max: number) => `Your ${label} must be at most ${max} characters.`,
    email: "Please enter a valid email address, like name@example.com.",
    phone: "Please enter a 10-digit Indian mobile number, or an international number starting with +.",
    comments: (max: number) => `Please keep your message under ${max} characters.`,
    purpose: "Please choose one of the listed topics.",
    slot: "Please choose when we should call you.",
    language: "Please choose English or Telugu.",
    office: "Please choose one of our offices, or none.",
  },

  /** The fields as named inside the validation messages ("Please enter your first name."). */
  fieldNames: {
    firstName: "first name",
    lastName: "last name",
    email: "email",
    phone: "phone number",
    name: "name",
  },

  /** Any text field holding a control character or a lone surrogate (contract/text.ts). */
  textMessages: {
    control: "Please remove the invisible control characters from this field.",
    direction: "Please remove the invisible characters that change the direction of the text.",
  },

  /** Labels shown next to the fields. */
  fieldLabels: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    name: "Name",
    purpose: "What would you like help with?",
    comments: "Comments",
    slot: "When should we call?",
    language: "Language",
    office: "Nearest office",
  } satisfies Record<EnquiryField, string>,

  /** The contact form's choices of "What would you like help with?". */
  helpPurposeLabels: {
    shortlist: "Course & university shortlist",
    visa: "Visa",
    loan: "Education loan",
    "test-prep": "Test preparation (IELTS, TOEFL, GRE…)",
    "mock-interview": "Mock visa interview",
    other: "Something else",
  } satisfies Record<HelpPurpose, string>,

  /** Every form's optional "Nearest office": its choices, and the first, empty one. */
  officeLabels: {
    guntur: "Guntur",
    vijayawada: "Vijayawada",
    hyderabad: "Hyderabad",
    vishakapatnam: "Vishakapatnam",
  } satisfies Record<EnquiryOffice, string>,
  officeNone: "No preference",

  /** The call-back form's choices of the language to call in. */
  enquiryLanguageLabels: {
    en: "English",
    te: "Telugu (తెలుగు)",
  } satisfies Record<EnquiryLanguage, string>,

  /** The call-back form's choices of when to call. */
  callbackSlotLabels,

  /** What a form says while and after it sends. */
  formTexts: {
    submitting: "Submitting...",
    success: "Form submitted successfully!",
    failure: "Error submitting form. Please try again.",
  },

  /** Answers of the form routes (docs/enquiries.md). */
  enquiryResponses: {
    /** 2xx `message`: shown under the service form. */
    accepted: (firstName: string) =>
      `Thank you, ${firstName}. A counsellor will call you within one working day.`,
    /** 2xx `message` of a call-back request. */
    callbackAccepted: (name: string, slot: CallbackSlot) =>
      `Thank you, ${name}. A counsellor will call you ${callbackSlotLabels[slot].toLowerCase()}.`,
    invalid: apiMessages.invalid,
    notAnObject: "The enquiry must be an object of named fields.",
    unsupportedType: "Please send the enquiry as JSON.",
    idempotencyKeyInvalid: "The Idempotency-Key header must be a UUID.",
    idempotencyConflict: "This Idempotency-Key was already used for a different enquiry.",
    unavailable: "We could not save your enquiry just now. Please try again in a minute.",
    /** The site-wide daily cap is reached: nothing was saved, and the visitor is told how to reach us. */
    dailyCapReached:
      "We could not save your enquiry: we have received an unusual number of enquiries today. Please call or email our office (see the contact page), or try again tomorrow.",
    /**
     * 429: this email address or phone number has sent the day's share of enquiries (docs/enquiries.md,
     * "Floods"); the office has the earlier ones.
     */
    senderLimitReached: (phones: string, whatsapp: string) =>
      `We could not save this enquiry: we cannot take more enquiries from this email address or phone number today. Please call us on ${phones} or send a WhatsApp message to ${whatsapp}.`,
    /**
     * 428 to a form with JavaScript: it solves a short check in the browser, then sends the enquiry again.
     * The form shows this only when the check could not be done: hence how to reach the office.
     */
    challengeRequired: (phones: string, whatsapp: string) =>
      `We are receiving an unusual number of enquiries, so your browser needs a few seconds to prove it is not a robot before we save yours. If it cannot, please call us on ${phones} or send a WhatsApp message to ${whatsapp}.`,
    /** What the form shows while the browser solves that check. */
    challengeSolving: "Checking your browser before sending your enquiry…",
    /** 428 to a form posted without JavaScript, which cannot solve the check: how to reach the office. */
    challengeNoScript: (phones: string, whatsapp: string) =>
      `We are receiving an unusual number of enquiries and could not save yours from a page without JavaScript. Please call us on ${phones} or send a WhatsApp message to ${whatsapp}, or switch JavaScript on and send the form again.`,
    /** Joins the office's phone numbers in the sentences above ("+91 … or +91 …"). */
    or: "or",
  },

  /** The answers to a form posted without JavaScript (docs/decisions/0204-forms-without-javascript.md). */
  noScript: {
    /** Must equal the path of the thank-you page in app/content/pages.ts (a test checks it). */
    thankYouPath: "/thank-you",
    invalidTitle: "Please check your enquiry",
    invalidIntro: "We could not send your enquiry yet:",
    unavailableTitle: "Please try again in a minute",
    /** 429 from the per-connection request limit (the form routes' own limits have their own words). */
    tooManyRequests:
      "We have had many requests from your connection in the last minute, so this one was not saved. Please wait a minute and send the form again.",
    back: "Back to the form",
    home: "Go to the home page",
    /** The home page of this language's edition (the link when there is no form to go back to). */
    homePath: "/",
  },
} as const;
