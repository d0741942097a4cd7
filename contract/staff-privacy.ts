/**
 * The staff console's privacy tools, admins only (docs/staff-dashboard-and-privacy.md): find what is
 * held about a person by email or phone, export it as JSON, erase it. Requests carry the person's
 * details in a POST body, never in a URL (addresses end up in logs).
 */
import "./zod-config.ts";
import { z } from "zod";
import { lineText } from "./text.ts";
import type { EnquiryKind } from "./enquiry-fields.ts";
import type { CloseReason, EnquiryFormFields, EnquiryStatus, Office } from "./staff.ts";

export const privacyPaths = {
  search: "/privacy/search",
  export: "/privacy/export",
  erase: "/privacy/erase",
} as const;

/** At least this many digits make a phone number to look for. */
export const phoneMinDigits = 7;

const personFields = {
  email: lineText().trim().max(254).optional(),
  phone: lineText().trim().max(40).optional(),
};

/** The rules of a person's details, for the search and for the selection that names them again. */
function withPersonRules<T extends z.ZodType<{ email?: string | undefined; phone?: string | undefined }>>(
  schema: T,
) {
  return schema
    .refine((value) => Boolean(value.email) || Boolean(value.phone), {
      message: "Please enter an email address or a phone number.",
      path: ["email"],
    })
    .refine((value) => !value.email || /^[^\s@]+@[^\s@]+$/.test(value.email), {
      message: "Please enter an email address.",
      path: ["email"],
    })
    .refine((value) => !value.phone || value.phone.replace(/\D/g, "").length >= phoneMinDigits, {
      message: `Please enter a phone number of at least ${phoneMinDigits} digits.`,
      path: ["phone"],
    });
}

/**
 * A person to look for: their email (case-insensitive) or their full phone number (a number without a
 * country code is an Indian one, +91), docs/staff-dashboard-and-privacy.md.
 */
export const personQuerySchema = withPersonRules(z.strictObject(personFields));
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** Most enquiries one export or erasure names. */
export const selectionMaxIds = 500;

/**
 * The person again and the enquiries the admin chose among those that match them (`export`, `erase`):
 * the server refuses the whole request when one of the ids does not match the person.
 */
export const personSelectionSchema = withPersonRules(
  z.strictObject({
    ...personFields,
    ids: z
      .array(z.string().min(1).max(64))
      .min(1, "Please choose the enquiries.")
      .max(selectionMaxIds)
      .refine((ids) => new Set(ids).size === ids.length, "Please name each enquiry once."),
  }),
);
export type PersonSelection = z.infer<typeof personSelectionSchema>;

/** The message of a 400 answer when a chosen enquiry does not (or no longer) match the person. */
export const selectionMismatchMessage =
  "Some of the chosen enquiries do not match this person (or were erased meanwhile). Nothing was changed: search again.";

/** The ids the admin saw and chose: only these are erased, and only if every one matches the person. */
export const eraseSchema = personSelectionSchema;
export type EraseRequest = PersonSelection;

/** One enquiry that matches the person (`search`). */
export interface PersonMatch {
  id: string;
  name: string;
  /** Null for call-back requests. */
  email: string | null;
  phone: string;
  receivedAt: string;
  office: Office | null;
  status: EnquiryStatus;
  /** Which of the details given it matched. */
  match: ("email" | "phone")[];
}

export interface PersonSearch {
  matches: PersonMatch[];
}

/** Everything held about a person: the JSON an admin hands over on request. */
export interface PersonExport {
  generatedAt: string;
  query: { email: string | null; phone: string | null };
  enquiries: PersonExportEnquiry[];
}

/** One enquiry of a person's export: its form (contract/staff.ts `EnquiryFormFields`), context and history. */
export interface PersonExportEnquiry extends EnquiryFormFields {
  id: string;
  kind: EnquiryKind;
  receivedAt: string;
  duplicateOf: string | null;
  context: {
    page: string | null;
    referrer: string | null;
    utm: Record<"source" | "medium" | "campaign" | "term" | "content", string | null>;
  };
  workflow: {
    status: EnquiryStatus;
    closeReason: CloseReason | null;
    office: Office | null;
    assignee: string | null;
    followUpOn: string | null;
    firstContactedAt: string | null;
    updatedAt: string;
  };
  notes: { at: string; author: string | null; body: string }[];
  timeline: { at: string; actor: string | null; action: string; details: Record<string, unknown> }[];
  mail: { status: string; attempts: number; createdAt: string; sentAt: string | null }[];
  /** Calls and WhatsApp messages logged (docs/staff-console.md, "Call logging"), with the text sent. */
  calls: {
    at: string;
    by: string | null;
    channel: string;
    outcome: string;
    callBackAt: string | null;
    message: string | null;
  }[];
}

export interface EraseResult {
  /** Enquiries whose personal fields were erased. */
  erased: number;
  /** Staff mails about them that had not been sent and were cancelled. */
  mailCancelled: number;
}
