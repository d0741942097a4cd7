/**
 * `/api/ready`'s "figures" report (docs/country-data.md, "Staleness is a report"): how many of the site's
 * official figures were last checked on their source more than WARN_AFTER_DAYS ago, and how many
 * scheduled changes take effect in the next 60 days, on the day the site is served for. A figure to
 * re-check is a warning for the person who keeps the figures true; the server stays ready.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { allFigures, changesDueWithin, staleFigures, WARN_AFTER_DAYS } from "~/content/countries/staleness";
import type { IsoDate } from "~/content/countries/types";
import { indiaDay } from "../lib/office-hours.ts";

const CHANGES_WINDOW_DAYS = 60;

export interface FiguresReportOptions {
  /** The day the site is served for (SITE_DATE); default: today in India. */
  siteDate?: string | undefined;
  now?: () => Date;
}

async function figuresReport(app: FastifyInstance, options: FiguresReportOptions): Promise<void> {
  const clock = options.now ?? (() => new Date());
  app.readiness.report("figures", async () => {
    const today = (options.siteDate ?? indiaDay(clock())) as IsoDate;
    const figures = allFigures(today);
    const stale = staleFigures(figures, today, WARN_AFTER_DAYS);
    const due = changesDueWithin(figures, today, CHANGES_WINDOW_DAYS);
    return {
      warning:
        stale.length > 0
          ? `${stale.length} country figures were last checked more than ${WARN_AFTER_DAYS} days ago: npm run figures -- check lists them`
          : undefined,
      details: { day: today, toRecheck: stale.length, changesInNext60Days: due.length },
    };
  });
}

export default fp(figuresReport, { name: "figures-report", dependencies: ["readiness"] });
