/**
 * Words of the enquiry forms and of the thank-you page. Field labels, validation messages and the
 * submit/toast texts live in contract/texts/ (shared with the API and the tests).
 */
import type { PersonFormKind } from "#contract/enquiry-fields";

export const enquiryForm = {
  /** Accessible name of each form when no visible heading is given. */
  formName: {
    contact: "Contact form",
    service: "Service enquiry form",
  } satisfies Record<PersonFormKind, string>,
  submitLabel: "Submit",
  requiredNote: "Fields marked * are required.",
  optional: "Optional",
  /** Read only by bots (the field is hidden from people and assistive technology). */
  honeypotLabel: "Website",
  /** The contact form's optional free text (stored as the enquiry's comments). */
  messageLabel: "Message",
  /** The first option of the contact form's "What would you like help with?" (no choice). */
  purposeNone: "Choose a topic",
  /** Beside every form's submit button; `privacyLink` links to the privacy notice. */
  consent: "By sending this form you agree to be contacted about your enquiry.",
  privacyLink: "Privacy notice",
} as const;

/** The panel that replaces a form once its enquiry is sent. */
export const confirmation = {
  heading: "Thank you, we have your enquiry",
  nextHeading: "What happens next",
  next: "A counsellor calls you to understand your goals, budget and timeline, and answers your first questions. The first counselling session is free.",
  hoursHeading: "Office hours",
  sendAnother: "Send another enquiry",
} as const;

/** The thank-you page; its steps are keyed by id (their order is the page's: app/content/enquiry-form.ts). */
export const thankYou = {
  heading: "What happens next",
  intro:
    "Thank you for trusting us with your plans. Your details are safely with our counsellors, and a real person, not a robot, will get back to you.",
  steps: {
    callBack: {
      title: "We call you back",
      text: "Your counsellor calls to understand your goals, budget and timeline, and answers your first questions.",
    },
    counselling: {
      title: "Free counselling session",
      text: "We shortlist countries, universities and courses that fit your profile, at our office or on the phone.",
    },
    plan: {
      title: "Your plan, step by step",
      text: "Applications, scholarships, loans and the visa: we walk with you until your first day on campus.",
    },
  },
  officeHoursHeading: "Office hours",
  callHeading: "Prefer to talk now?",
  callText: "Call us during office hours:",
  callLinkLabel: (display: string) => `Call ${display}`,
  exploreHeading: "While you wait, explore your destination",
  homeLink: "Back to the home page",
} as const;
