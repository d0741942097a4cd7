/**
 * Texts of the enquiry forms and of the thank-you page. Field labels, validation messages and the
 * submit/toast texts live in contract/enquiry.ts (shared with the API and the tests).
 */
import { type PersonFormKind, type PersonField } from "#contract/enquiry-fields";
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
  privacyNote: "We use your details only to answer your enquiry. No spam, ever.",
} as const;

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
