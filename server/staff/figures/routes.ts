/**
 * `GET /api/staff/figures` (admins): the country figures to re-check and the scheduled changes due soon
 * (docs/country-data.md, "Staleness is a report"), on the day the site is served for: SITE_DATE when the
 * server has one, else today in India by the server's clock.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { staffApiBase } from "#contract/staff";
import { figuresToRecheckSchema, staffFiguresPath } from "#contract/staff-figures";
import { allFigures } from "~/content/countries/staleness";
import type { IsoDate } from "~/content/countries/types";
import { indiaDay } from "../../lib/office-hours.ts";
import { requireAdmin } from "../access.ts";
import { figuresToRecheck } from "./figures-list.ts";

export interface FiguresRoutesOptions {
  /** The day the site is served for (SITE_DATE); default: today in India. */
  siteDate?: string | undefined;
  /** The clock (tests). */
  now?: (() => Date) | undefined;
}

export default async function figuresRoutes(
  parent: FastifyInstance,
  options: FiguresRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const clock = options.now ?? (() => new Date());

  app.get(
    `${staffApiBase}${staffFiguresPath}`,
    { schema: { response: { 200: figuresToRecheckSchema } } },
    async (request, reply) => {
      await requireAdmin(request, reply);
      const today = (options.siteDate ?? indiaDay(clock())) as IsoDate;
      return figuresToRecheck(allFigures(today), today);
    },
  );
}
