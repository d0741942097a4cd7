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
import {
  closeReasonLabels,
  officeLabels,
  statusLabels,
  type CloseReason,
  type EnquiryStatus,
  type Office,
} from "#contract/staff";
import type { EnquiryWithMailStatus } from "../enquiries/enquiry-read-model.ts";
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

/** The case of an enquiry, as the console's export adds it (server/staff/export-routes.ts). */
export interface CsvWorkflow {
  status: EnquiryStatus;
  closeReason: CloseReason | null;
  /** The office the case is routed to (the family's nearest office is the enquiry's own). */
  office: Office | null;
  /** The assignee's name. */
  assignee: string | null;
  followUpOn: string | null;
}

/**
 * One enquiry as a CSV export writes it: the read model (server/enquiries/enquiry-read-model.ts) with its
 * staff mail's state, when it was received, and in the console's export its case.
 */
export interface CsvEnquiry {
  enquiry: EnquiryWithMailStatus;
  receivedAt: string;
  workflow?: CsvWorkflow | undefined;
}

interface CsvColumn {
  header: string;
  /** Only in the console's export, which has the case (`npm run leads -- export` writes the enquiry alone). */
  workflow?: true;
  cell: (row: CsvEnquiry) => string | null;
}

/**
 * The one list of the enquiry exports' columns, in order: `npm run leads -- export` writes those without
 * `workflow`, the console's export all of them. A new enquiry field is a new row at the end.
 */
const columns: readonly CsvColumn[] = [
  { header: "Received (UTC)", cell: (row) => row.receivedAt },
  { header: "Form", cell: ({ enquiry }) => enquiry.kind },
  { header: "First name", cell: ({ enquiry }) => enquiry.firstName },
  { header: "Last name", cell: ({ enquiry }) => enquiry.lastName },
  { header: "Email", cell: ({ enquiry }) => enquiry.email },
  { header: "Phone", cell: ({ enquiry }) => enquiry.phone },
  { header: "Comments", cell: ({ enquiry }) => enquiry.comments },
  { header: "Page", cell: ({ enquiry }) => enquiry.page },
  { header: "Referrer", cell: ({ enquiry }) => enquiry.referrer },
  { header: "utm_source", cell: ({ enquiry }) => enquiry.utm.source },
  { header: "utm_medium", cell: ({ enquiry }) => enquiry.utm.medium },
  { header: "utm_campaign", cell: ({ enquiry }) => enquiry.utm.campaign },
  { header: "utm_term", cell: ({ enquiry }) => enquiry.utm.term },
  { header: "utm_content", cell: ({ enquiry }) => enquiry.utm.content },
  {
    header: "Status",
    workflow: true,
    cell: ({ workflow }) => (workflow ? statusLabels[workflow.status] : null),
  },
  {
    header: "Close reason",
    workflow: true,
    cell: ({ workflow }) => (workflow?.closeReason ? closeReasonLabels[workflow.closeReason] : null),
  },
  {
    header: "Office",
    workflow: true,
    cell: ({ workflow }) => (workflow?.office ? officeLabels[workflow.office] : null),
  },
  { header: "Assignee", workflow: true, cell: ({ workflow }) => workflow?.assignee ?? null },
  { header: "Follow-up", workflow: true, cell: ({ workflow }) => workflow?.followUpOn ?? null },
  { header: "Mail", cell: ({ enquiry }) => enquiry.mailStatus },
  { header: "Reference", cell: ({ enquiry }) => enquiry.id },
  // Added later, so at the end: sheets that read the columns above by position keep working.
  {
    header: "Language",
    cell: ({ enquiry }) => (enquiry.language ? enquiryLanguageLabels[enquiry.language] : null),
  },
  {
    header: "Help with",
    cell: ({ enquiry }) => (enquiry.purpose ? helpPurposeLabels[enquiry.purpose] : null),
  },
  {
    header: "Call back",
    cell: ({ enquiry, receivedAt }) =>
      enquiry.callbackSlot ? callbackSlotText(enquiry.callbackSlot, receivedAt) : null,
  },
  { header: "Duplicate of", cell: ({ enquiry }) => enquiry.duplicateOf },
  {
    header: "Page language",
    cell: ({ enquiry }) => (enquiry.pageLanguage ? languageNames[enquiry.pageLanguage] : null),
  },
  { header: "Nearest office", cell: ({ enquiry }) => (enquiry.office ? officeLabels[enquiry.office] : null) },
];

const leadColumns = columns.filter((column) => !column.workflow);

/** The header of `npm run leads -- export`: the enquiry's columns. */
export const enquiryColumns: readonly string[] = leadColumns.map((column) => column.header);

/** The header of the console's export: the enquiry's columns and its case's. */
export const exportColumns: readonly string[] = columns.map((column) => column.header);

/** One enquiry's record in `npm run leads -- export` (received when it was created). */
export function enquiryRecord(enquiry: EnquiryWithMailStatus): string {
  const row: CsvEnquiry = { enquiry, receivedAt: enquiry.createdAt };
  return csvRecord(leadColumns.map((column) => column.cell(row)));
}

/** One enquiry's record in the console's export, with its case. */
export function exportRecord(row: CsvEnquiry & { workflow: CsvWorkflow }): string {
  return csvRecord(columns.map((column) => column.cell(row)));
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
