/**
 * CSV for staff (RFC 4180: every field quoted, quotes doubled, CRLF line ends), safe to open in a
 * spreadsheet: a cell that a spreadsheet would read as a formula (it starts with =, +, -, @, a tab or
 * a carriage return, possibly after spaces) gets a leading apostrophe, which shows it as text. Control
 * characters other than tabs and line breaks are shown as [U+XXXX] (server/lib/control-characters.ts),
 * so a cell cannot act on the terminal or the program that shows it. Every CSV file starts with a UTF-8
 * byte order mark (`csvByteOrderMark`): without it Excel reads the file in the machine's legacy code page
 * and shows Telugu or Hindi names as mojibake.
 */
import {
  callbackSlotText,
  enquiryLanguageLabels,
  helpPurposeLabels,
  languageNames,
} from "#contract/enquiry-fields";
import { officeLabels } from "#contract/staff";
import type { EnquiryWithMailStatus } from "../enquiries/enquiry-repository.ts";
import { escapeControlCharacters } from "./control-characters.ts";

const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/** A cell a spreadsheet shows as typed, never evaluates. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Starts every CSV file: tells Excel (and other spreadsheets) that the file is UTF-8. */
export const csvByteOrderMark = "\uFEFF";

/** One CSV cell's text: control characters made visible, then formula-safe, quotes doubled, quoted. */
function csvField(value: string | null): string {
  const text = safeCell(escapeControlCharacters(value ?? "", { keepLineBreaks: true }));
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV record: every field escaped, formula-safe and quoted, ending in CRLF. */
export function csvRecord(values: readonly (string | null)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

export const enquiryColumns = [
  "Received (UTC)",
  "Form",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Comments",
  "Page",
  "Referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "Mail",
  "Reference",
  // Added later, so at the end: sheets that read the columns above by position keep working.
  "Language",
  "Help with",
  "Call back",
  "Duplicate of",
  "Page language",
  "Nearest office",
] as const;

export function enquiryRecord(enquiry: EnquiryWithMailStatus): string {
  return csvRecord([
    enquiry.createdAt,
    enquiry.kind,
    enquiry.firstName,
    enquiry.lastName,
    enquiry.email,
    enquiry.phone,
    enquiry.comments,
    enquiry.page,
    enquiry.referrer,
    enquiry.utm.source,
    enquiry.utm.medium,
    enquiry.utm.campaign,
    enquiry.utm.term,
    enquiry.utm.content,
    enquiry.mailStatus,
    enquiry.id,
    enquiry.language ? enquiryLanguageLabels[enquiry.language] : null,
    enquiry.purpose ? helpPurposeLabels[enquiry.purpose] : null,
    enquiry.callbackSlot ? callbackSlotText(enquiry.callbackSlot, enquiry.createdAt) : null,
    enquiry.duplicateOf,
    enquiry.pageLanguage ? languageNames[enquiry.pageLanguage] : null,
    enquiry.office ? officeLabels[enquiry.office] : null,
  ]);
}

/** The office's time zone (India Standard Time, no daylight saving): a plain date means its midnight there. */
export const officeUtcOffset = "+05:30";

/** `2025-03-01` (midnight in the office's time zone) or a full ISO date-time with its offset. */
export function parseSince(value: string): Date | undefined {
  const text = value.trim();
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  if (!dateOnly && !dateTime) return undefined;
  const date = new Date(dateOnly ? `${text}T00:00:00${officeUtcOffset}` : text);
  if (Number.isNaN(date.getTime())) return undefined;
  // Reject dates JavaScript rolls over (2025-02-30 would become March 2).
  if (dateOnly) {
    const check = new Date(`${text}T00:00:00Z`);
    if (check.toISOString().slice(0, 10) !== text) return undefined;
  }
  return date;
}
