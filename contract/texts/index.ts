/**
 * Both sets of the enquiry forms' texts, for the server, which answers in the language of the page an
 * enquiry came from (docs/enquiries.md). The site's pages read only their edition's set, through the
 * words alias (app/words/<language>/enquiry-texts.ts), so no page carries both.
 */
import type { EnquiryLanguage } from "../enquiry-fields.ts";
import { texts as en } from "./en.ts";
import { texts as te } from "./te.ts";
import type { EnquiryTexts } from "./types.ts";

export type { EnquiryTexts } from "./types.ts";

export const enquiryTexts: Readonly<Record<EnquiryLanguage, EnquiryTexts>> = { en, te };
