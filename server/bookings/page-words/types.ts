/** The type every set of the booking pages' words has, derived from the English set (./en.ts). */
import type { EnquiryLanguage } from "#contract/enquiry-fields";
import type { TextOf } from "#contract/texts/types";
import type { words } from "./en.ts";

export type BookingPageWords = Omit<TextOf<typeof words>, "locale"> & { readonly locale: EnquiryLanguage };
