/**
 * One read model of an enquiry: the one place where a row of `enquiries` becomes the camelCase enquiry
 * the server works with. The form's API answer, the staff mail, the webhook, the leads export, the
 * console's detail and CSV export and the privacy export all read an enquiry through `toEnquiry`, and
 * show its form and context with `formFieldsOf` and `contextOf`, so a new column is mapped here once.
 */
import type { Selectable } from "kysely";
import type {
  CallbackSlot,
  EnquiryKind,
  EnquiryLanguage,
  EnquiryOffice,
  HelpPurpose,
} from "#contract/enquiry-fields";
import type { EnquiryFormFields } from "#contract/staff";
import type { EnquiryTable, OutboxStatus } from "../db/schema.ts";

export interface Enquiry {
  id: string;
  kind: EnquiryKind;
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string;
  comments: string | null;
  language: EnquiryLanguage | null;
  /** The language of the page the form was on; null for enquiries received before it was recorded. */
  pageLanguage: EnquiryLanguage | null;
  purpose: HelpPurpose | null;
  /** The office the family chose as nearest; null when they chose none. */
  office: EnquiryOffice | null;
  callbackSlot: CallbackSlot | null;
  /** The first enquiry when this one is a likely duplicate of it (not mailed); else null. */
  duplicateOf: string | null;
  page: string | null;
  referrer: string | null;
  utm: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
  };
  idempotencyKey: string | null;
  createdAt: string;
}

export interface EnquiryWithMailStatus extends Enquiry {
  mailStatus: OutboxStatus | null;
}

/**
 * The columns of `enquiries` the read model is made of: all but the request hash, which only tells a
 * retry from a reuse of its Idempotency-Key. A query joining the case row selects every enquiry column
 * (`selectAll("e")`) and passes the enquiry's own `office` (the family's choice), which the case's
 * column of the same name would otherwise hide.
 */
export type EnquiryRow = Omit<Selectable<EnquiryTable>, "request_hash">;

export function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    kind: row.kind,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    comments: row.comments,
    language: row.language,
    pageLanguage: row.page_language,
    purpose: row.purpose,
    office: row.office ?? null,
    callbackSlot: row.callback_slot,
    duplicateOf: row.duplicate_of,
    page: row.page,
    referrer: row.referrer,
    utm: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
    },
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}

/**
 * What the family wrote on the form, as the console's detail and the privacy export show it
 * (contract/staff.ts `EnquiryFormFields`): the office they chose is `nearestOffice` there, since
 * `office` is the one the case is routed to.
 */
export function formFieldsOf(enquiry: Enquiry): EnquiryFormFields {
  return {
    firstName: enquiry.firstName,
    lastName: enquiry.lastName,
    email: enquiry.email,
    phone: enquiry.phone,
    comments: enquiry.comments,
    language: enquiry.language,
    pageLanguage: enquiry.pageLanguage,
    purpose: enquiry.purpose,
    nearestOffice: enquiry.office,
    callbackSlot: enquiry.callbackSlot,
  };
}

/** Where the enquiry came from: the page, the referrer and the campaign's utm fields. */
export function contextOf(enquiry: Enquiry) {
  return { page: enquiry.page, referrer: enquiry.referrer, utm: { ...enquiry.utm } };
}
