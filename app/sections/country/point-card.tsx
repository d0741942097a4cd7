import type { Point } from "~/content/countries/types";
import { FigureSources } from "./figure-sources";
import { IndicativeBadge } from "./indicative-badge";
import { PageText } from "./page-text";

interface PointCardProps {
  point: Point;
  /** Number shown before the title (visa steps). */
  step?: number;
  headingLevel?: "h3" | "h4";
  /** The point's indicative reason is given once under its list (several points share it): show the badge only. */
  sharedReason?: boolean;
}

/** A titled paragraph with its optional link, figures (with their source numbers) and an indicative note. */
export function PointCard({
  point,
  step,
  headingLevel: Heading = "h3",
  sharedReason = false,
}: PointCardProps) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <Heading className="flex items-start gap-3 text-lg font-semibold text-ink">
        {step !== undefined ? (
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
          >
            {step}
          </span>
        ) : null}
        <span className={step !== undefined ? "pt-0.5" : ""}>
          <PageText text={point.title} kind="label" />
        </span>
      </Heading>
      <p className="mt-2 leading-relaxed text-ink-muted">
        <PageText text={point.text} />
      </p>
      {point.indicative ? <IndicativeBadge reason={sharedReason ? undefined : point.indicative} /> : null}
      {point.link ? (
        <p className="mt-3">
          <a
            href={point.link.url}
            rel="noopener"
            className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            <PageText text={point.link.label} kind="label" />
          </a>
        </p>
      ) : null}
      {point.figures ? <FigureSources figures={point.figures} /> : null}
    </div>
  );
}
