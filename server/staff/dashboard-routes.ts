/**
 * `GET /api/staff/dashboard` (docs/staff-dashboard-and-privacy.md): the dashboard's figures for a range
 * of days in India (the last 30 days by default, at most `dashboardMaxDays`). Counsellors get their
 * office's enquiries; admins every office's, or one office's with `office`.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { staffApiBase, staffTexts, type StaffApiError } from "#contract/staff";
import { dashboardMaxDays, dashboardPath, dashboardQuerySchema } from "#contract/staff-dashboard";
import { requireStaff, StaffHttpError } from "./access.ts";
import { createDashboardRepository, daysBetween } from "./dashboard-repository.ts";
import { indiaDay } from "../lib/office-hours.ts";

const DAY_MS = 86_400_000;

/** The day `days` days before `day`. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

export default async function dashboardRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardRepository(app.database, app.analytics.repository);
  app.addHook("onRequest", async (request, reply) => {
    await requireStaff(request, reply);
  });

  app.get(
    `${staffApiBase}${dashboardPath}`,
    { schema: { querystring: dashboardQuerySchema } },
    async (request, reply) => {
      const viewer = await requireStaff(request, reply);
      const { query } = request;
      const to =
        query.to ?? (query.from && query.from > indiaDay(new Date()) ? query.from : indiaDay(new Date()));
      const from = query.from ?? shiftDay(to, -29);
      if (daysBetween(from, to).length > dashboardMaxDays) {
        const body: StaffApiError = {
          message: `Please choose at most ${dashboardMaxDays} days.`,
          fieldErrors: { from: `Please choose at most ${dashboardMaxDays} days.` },
        };
        return reply.code(400).send(body);
      }
      if (viewer.role !== "admin" && query.office && query.office !== viewer.office)
        throw new StaffHttpError(403, staffTexts.forbidden);
      const office = viewer.role === "admin" ? (query.office ?? null) : viewer.office;
      // The team figures are other people's: admins only (docs/staff-dashboard-and-privacy.md, "Team figures").
      return dashboard.build({ from, to }, office, { team: viewer.role === "admin" });
    },
  );
}
