/**
 * The type every set of booking texts has, derived from the English set (./en.ts), as the enquiry
 * forms' texts are (../texts/types.ts).
 */
import type { EnquiryLanguage } from "../enquiry-fields.ts";
import type { TextOf } from "../texts/types.ts";
import type { texts } from "./en.ts";

export type BookingTexts = Omit<TextOf<typeof texts>, "locale"> & { readonly locale: EnquiryLanguage };
