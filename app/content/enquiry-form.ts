/**
 * The enquiry forms and the thank-you page: their words (app/words/<language>/enquiry-form.ts), the
 * order of the thank-you page's steps, the placeholders and the links. Field labels, validation messages
 * and the submit/toast texts live in contract/texts/ (shared with the API and the tests).
 */
import { type HelpPurpose, type PersonField } from "#contract/enquiry-fields";
import { locale } from "~/content/locale";
import { site } from "~/content/site";
import type { Locale } from "~/i18n/locales";
import { localePath } from "~/i18n/paths";
import { confirmation, enquiryForm, thankYou } from "~words/enquiry-form";

export const enquiryFormTexts = {
  ...enquiryForm,
  /** Examples of what to type, the same in every language. */
  placeholders: {
    firstName: "",
    lastName: "",
    email: "name@example.com",
    phone: "98765 43210",
  } satisfies Record<PersonField, string>,
  /** The privacy notice of this edition, linked beside every form's submit button. */
  privacyPath: localePath("/privacy", locale),
} as const;

/** The panel that replaces a form once its enquiry is sent, and stays until "Send another enquiry". */
export const confirmationTexts = {
  ...confirmation,
  hours: site.officeHours.label,
} as const;

/**
 * The contact page's address with a purpose chosen: `/contact?help=mock-interview` (`/te/contact?…` on
 * the Telugu edition). Written out rather than read from the page list, so that the forms' code in the
 * browser does not carry every page's texts (a unit test checks it is the contact page's path).
 */
export function contactHelpPath(purpose: HelpPurpose, edition: Locale = locale): string {
  return localePath(`/contact?${helpParameter}=${purpose}`, edition);
}

/** The query parameter that preselects the contact form's "What would you like help with?". */
export const helpParameter = "help";

/** The steps of the thank-you page, in the order it shows them. */
const thankYouSteps = [
  "callBack",
  "counselling",
  "plan",
] as const satisfies readonly (keyof typeof thankYou.steps)[];

export const thankYouContent = {
  ...thankYou,
  steps: thankYouSteps.map((id) => thankYou.steps[id]),
  officeHours: site.officeHours.label,
} as const;
