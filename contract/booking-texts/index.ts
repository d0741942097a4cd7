/** Both sets of booking texts, for the server, which answers in the page's language (docs/bookings.md). */
import type { EnquiryLanguage } from "../enquiry-fields.ts";
import { texts as en } from "./en.ts";
import { texts as te } from "./te.ts";
import type { BookingTexts } from "./types.ts";

export type { BookingTexts } from "./types.ts";

export const bookingTexts: Readonly<Record<EnquiryLanguage, BookingTexts>> = { en, te };
