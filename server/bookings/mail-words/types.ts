/** The type every set of the meeting mails' words has, derived from the English set (./en.ts). */
import type { EnquiryLanguage } from "#contract/enquiry-fields";
import type { TextOf } from "#contract/texts/types";
import type { words } from "./en.ts";

export type MeetingMailWords = Omit<TextOf<typeof words>, "locale" | "weekdays" | "months"> & {
  readonly locale: EnquiryLanguage;
  readonly weekdays: readonly string[];
  readonly months: readonly string[];
};
