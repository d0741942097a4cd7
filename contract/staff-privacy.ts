/**
 * The staff console's privacy tools, admins only (docs/staff-dashboard-and-privacy.md): find what is
 * held about a person by email or phone, export it as JSON, erase it. Requests carry the person's
 * details in a POST body, never in a URL (addresses end up in logs).
 */
import "./zod-config.ts";
import { z } from "zod";
import { lineText } from "./text.ts";
import type { CallbackSlot, EnquiryKind, EnquiryLanguage, HelpPurpose } from "./enquiry-fields.ts";
import type { CloseReason, EnquiryStatus, Office } from "./staff.ts";

export const privacyPaths = {
  search: "/privacy/search",
  export: "/privacy/export",
  erase: "/privacy/erase",
} as const;

/** At least this many digits make a phone number to look for. */
export const phoneMinDigits = 7;

export const personQuerySchema = z
  .strictObject({
    email: lineText().trim().max(254).optional(),
    phone: lineText().trim().max(40).optional(),
  })
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
export type PersonQuery = z.infer<typeof personQuerySchema>;

export const eraseSchema = z.strictObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  /** The ids the admin saw and confirmed: only these are erased (of those that still match). */
  ids: z.array(z.string().min(1).max(64)).min(1, "Please choose the enquiries to erase.").max(500),
});
export type EraseRequest = z.infer<typeof eraseSchema>;

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
  enquiries: {
    id: string;
    kind: EnquiryKind;
    receivedAt: string;
    firstName: string;
    lastName: string | null;
    email: string | null;
    phone: string;
    comments: string | null;
    language: EnquiryLanguage | null;
    pageLanguage: EnquiryLanguage | null;
    purpose: HelpPurpose | null;
    callbackSlot: CallbackSlot | null;
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
  }[];
}

export interface EraseResult {
  /** Enquiries whose personal fields were erased. */
  erased: number;
  /** Staff mails about them that had not been sent and were cancelled. */
  mailCancelled: number;
}
