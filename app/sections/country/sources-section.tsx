import {
  formatDate,
  formatFigure,
  formatLongDate,
  formatNext,
  indicativeReason,
} from "~/content/countries/format";
import { countryPageText as text } from "~/content/countries/page-text";
import type { Link } from "~/content/countries/types";
import { IndicativeBadge } from "./indicative-badge";
import { useCountryPage } from "./page-context";
import { PageText } from "./page-text";

interface SourcesSectionProps {
  officialLinks: readonly Link[];
}

/**
 * The page's numbered sources, each once: its link, the day it was last checked (or that it could not be
 * read, and when we tried: docs/country-data.md, "The evidence rule"), and the figures taken
 * from it with their value, effective date, announced change and (once per figure) why it is indicative.
 * The "[n]" marks beside the figures on the page link here.
 */
export function SourcesSection({ officialLinks }: SourcesSectionProps) {
  const { citations } = useCountryPage();
  const cited = new Set(citations.sources.map((source) => source.url));
  const furtherReading = officialLinks.filter((link) => !cited.has(link.url));
  return (
    <div className="space-y-8">
      <p className="max-w-3xl leading-relaxed text-ink-muted">{text.sourcesIntro}</p>
      <ol
        aria-label={text.sourcesListLabel}
        className="max-w-4xl divide-y divide-slate-200 border-y border-slate-200"
      >
        {citations.sources.map((source) => (
          <li
            key={source.url}
            id={text.sourceAnchor(source.number)}
            className="flex scroll-mt-24 gap-3 py-3 target:bg-brand-50 sm:px-2"
          >
            <span aria-hidden="true" className="shrink-0 font-bold text-brand-800">
              [{source.number}]
            </span>
            <div className="min-w-0 text-sm leading-relaxed">
              <p>
                <a
                  href={source.url}
                  rel="noopener"
                  className="font-semibold break-words text-brand-700 underline underline-offset-2"
                >
                  <PageText text={source.name} kind="label" />
                </a>
                {source.unreadOn ? (
                  <span className="text-amber-900">
                    {" · "}
                    {text.couldNotRead} <time dateTime={source.unreadOn}>{formatDate(source.unreadOn)}</time>
                  </span>
                ) : source.checkedOn ? (
                  <span className="text-ink-muted">
                    {" · "}
                    {text.verifiedOn} <time dateTime={source.checkedOn}>{formatDate(source.checkedOn)}</time>
                  </span>
                ) : null}
              </p>
              {source.figures.length > 0 ? (
                <ul className="mt-1 space-y-1 text-ink-muted">
                  {source.figures.map((figure, index) => {
                    const next = formatNext(figure);
                    const reason = indicativeReason(figure);
                    // Figures of one source that share a reason (e.g. a rule under review) give it once.
                    const said = source.figures
                      .slice(0, index)
                      .some((earlier) => indicativeReason(earlier) === reason);
                    return (
                      <li key={`${figure.label}-${figure.value}`}>
                        <PageText text={figure.label} />
                        {": "}
                        <span className="font-semibold text-ink">{formatFigure(figure)}</span>
                        {" ("}
                        {figure.effectiveFrom
                          ? `${text.effectiveFrom} ${formatDate(figure.effectiveFrom)}`
                          : text.inForce}
                        {")"}
                        {next && figure.next ? (
                          <span className="block text-xs font-medium text-brand-800">
                            {text.scheduled(formatLongDate(figure.next.effectiveFrom), next.value)}
                          </span>
                        ) : null}
                        {reason ? (
                          <span className="block">
                            <IndicativeBadge reason={said ? undefined : reason} />
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {source.reports.length > 0 ? (
                <p className="mt-1 text-ink-muted">
                  {text.alsoReports}:{" "}
                  <PageText text={source.reports.map((figure) => figure.label).join("; ")} />.
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {furtherReading.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold text-ink">{text.officialLinksHeading}</h3>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {furtherReading.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  rel="noopener"
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  <PageText text={link.label} kind="label" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
