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
import { exportPath, inboxQuerySchema, staffApiBase, type StaffUser } from "#contract/staff";
import { csvByteOrderMark, csvRecord, exportColumns, exportRecord } from "../lib/csv.ts";
import { requireAdmin } from "./access.ts";
import type { CaseRepository, InboxFilters } from "./case-repository.ts";
import { filtersOf } from "./routes.ts";
import { indiaDay } from "../lib/office-hours.ts";

const BATCH = 1000;

async function* csvChunks(cases: CaseRepository, viewer: StaffUser, filters: InboxFilters) {
  // The byte order mark first: Excel then reads the file as UTF-8 and shows Telugu names as written.
  yield `${csvByteOrderMark}${csvRecord(exportColumns)}`;
  let after: { receivedAt: string; id: string } | undefined;
  for (;;) {
    const rows = await cases.exportBatch(viewer, filters, after, BATCH);
    if (rows.length > 0) yield rows.map(exportRecord).join("");
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { receivedAt: last.receivedAt, id: last.enquiry.id };
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
        .header("content-disposition", `attachment; filename="enquiries-${indiaDay(new Date())}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(csvChunks(cases, admin, filters)));
    },
  );
}
