/**
 * `GET /api/staff/enquiries/export.csv` (admins): the inbox's current view (the same filters and
 * search as `GET /enquiries`) as CSV, every matching enquiry, newest first. Cells are written by
 * server/lib/csv.ts, as in `npm run leads -- export`: control characters shown as [U+XXXX] and a cell
 * a spreadsheet would run as a formula prefixed with an apostrophe, and the file starts with a UTF-8 byte
 * order mark (Excel shows Telugu correctly). Streamed in batches, so a large
 * export holds little memory; the export is recorded in the audit log.
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  closeReasonLabels,
  exportPath,
  inboxQuerySchema,
  officeLabels,
  staffApiBase,
  statusLabels,
  type StaffUser,
} from "#contract/staff";
import {
  callbackSlotText,
  enquiryLanguageLabels,
  helpPurposeLabels,
  languageNames,
} from "#contract/enquiry-fields";
import { csvByteOrderMark, csvRecord } from "../lib/csv.ts";
import { requireAdmin } from "./access.ts";
import type { CaseRepository, ExportRow, InboxFilters } from "./case-repository.ts";
import { filtersOf, istToday } from "./routes.ts";

const BATCH = 1000;

export const exportColumns = [
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
  "Status",
  "Close reason",
  "Office",
  "Assignee",
  "Follow-up",
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

function record(row: ExportRow): string {
  return csvRecord([
    row.receivedAt,
    row.kind,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.comments,
    row.page,
    row.referrer,
    row.utm.source,
    row.utm.medium,
    row.utm.campaign,
    row.utm.term,
    row.utm.content,
    statusLabels[row.status],
    row.closeReason ? closeReasonLabels[row.closeReason] : null,
    row.office ? officeLabels[row.office] : null,
    row.assignee,
    row.followUpOn,
    row.mailStatus,
    row.id,
    row.language ? enquiryLanguageLabels[row.language] : null,
    row.purpose ? helpPurposeLabels[row.purpose] : null,
    row.callbackSlot ? callbackSlotText(row.callbackSlot, row.receivedAt) : null,
    row.duplicateOf,
    row.pageLanguage ? languageNames[row.pageLanguage] : null,
    row.nearestOffice ? officeLabels[row.nearestOffice] : null,
  ]);
}

async function* csvChunks(cases: CaseRepository, viewer: StaffUser, filters: InboxFilters) {
  // The byte order mark first: Excel then reads the file as UTF-8 and shows Telugu names as written.
  yield `${csvByteOrderMark}${csvRecord(exportColumns)}`;
  let after: { receivedAt: string; id: string } | undefined;
  for (;;) {
    const rows = await cases.exportBatch(viewer, filters, after, BATCH);
    if (rows.length > 0) yield rows.map(record).join("");
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { receivedAt: last.receivedAt, id: last.id };
  }
}

export default async function exportRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { cases } = app.staff;

  app.get(
    `${staffApiBase}${exportPath}`,
    { schema: { querystring: inboxQuerySchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request, reply);
      const filters = filtersOf(request.query, admin);
      // Which filters were set, not their values: a search may hold an enquirer's name or phone, and
      // the audit log keeps no personal data.
      const { cursor: _, limit: __, ...view } = request.query;
      await cases.audit(admin, "exported", { filters: Object.keys(view).sort() });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="enquiries-${istToday()}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(csvChunks(cases, admin, filters)));
    },
  );
}
