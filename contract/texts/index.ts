/**
 * Both sets of the enquiry forms' texts, for the server, which answers in the language of the page an
 * enquiry came from (docs/enquiries.md). The site's pages import ./en.ts only (the Telugu build gets
 * ./te.ts in its place), so no page carries both.
 */
import type { EnquiryLanguage } from "../enquiry-fields.ts";
import { texts as en } from "./en.ts";
import { texts as te } from "./te.ts";
import type { EnquiryTexts } from "./types.ts";

export type { EnquiryTexts } from "./types.ts";

export const enquiryTexts: Readonly<Record<EnquiryLanguage, EnquiryTexts>> = { en, te };
