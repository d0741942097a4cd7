/**
 * Texts of the enquiry forms and of the thank-you page. Field labels, validation messages and the
 * submit/toast texts live in contract/enquiry.ts (shared with the API and the tests).
 */
import { type HelpPurpose, type PersonFormKind, type PersonField } from "#contract/enquiry-fields";
import { site } from "~/content/site";

export const enquiryFormTexts = {
  /** Accessible name of each form when no visible heading is given. */
  formName: {
    contact: "Contact form",
    service: "Service enquiry form",
  } satisfies Record<PersonFormKind, string>,
  submitLabel: "Submit",
  requiredNote: "Fields marked * are required.",
  optional: "Optional",
  placeholders: {
    firstName: "",
    lastName: "",
    email: "name@example.com",
    phone: "98765 43210",
  } satisfies Record<PersonField, string>,
  /** Read only by bots (the field is hidden from people and assistive technology). */
  honeypotLabel: "Website",
  /** The contact form's optional free text (stored as the enquiry's comments). */
  messageLabel: "Message",
  /** The first option of the contact form's "What would you like help with?" (no choice). */
  purposeNone: "Choose a topic",
  /** Beside every form's submit button; `privacyLink` links to the privacy notice. */
  consent: "By sending this form you agree to be contacted about your enquiry.",
  privacyLink: "Privacy notice",
  privacyPath: "/privacy",
} as const;

/** The panel that replaces a form once its enquiry is sent, and stays until "Send another enquiry". */
export const confirmationTexts = {
  heading: "Thank you, we have your enquiry",
  nextHeading: "What happens next",
  next: "A counsellor calls you to understand your goals, budget and timeline, and answers your first questions. The first counselling session is free.",
  hoursHeading: "Office hours",
  hours: site.officeHours.label,
  sendAnother: "Send another enquiry",
} as const;

/**
 * The contact page's address with a purpose chosen: `/contact?help=mock-interview`. Written out rather
 * than read from the page list, so that the forms' code in the browser does not carry every page's texts
 * (a unit test checks it is the contact page's path).
 */
export function contactHelpPath(purpose: HelpPurpose): string {
  return `/contact?${helpParameter}=${purpose}`;
}

/** The query parameter that preselects the contact form's "What would you like help with?". */
export const helpParameter = "help";

interface ThankYouStep {
  title: string;
  text: string;
}

export const thankYouContent = {
  heading: "What happens next",
  intro:
    "Thank you for trusting us with your plans. Your details are safely with our counsellors, and a real person, not a robot, will get back to you.",
  steps: [
    {
      title: "We call you back",
      text: "Your counsellor calls to understand your goals, budget and timeline, and answers your first questions.",
    },
    {
      title: "Free counselling session",
      text: "We shortlist countries, universities and courses that fit your profile, at our office or on the phone.",
    },
    {
      title: "Your plan, step by step",
      text: "Applications, scholarships, loans and the visa: we walk with you until your first day on campus.",
    },
  ] satisfies readonly ThankYouStep[],
  officeHoursHeading: "Office hours",
  officeHours: site.officeHours.label,
  callHeading: "Prefer to talk now?",
  callText: "Call us during office hours:",
  callLinkLabel: (display: string) => `Call ${display}`,
  exploreHeading: "While you wait, explore your destination",
  homeLink: "Back to the home page",
} as const;
