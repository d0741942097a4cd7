import { DataTable, dataCellClasses } from "~/components/data-table";
import {
  formatDate,
  formatFigure,
  formatLongDate,
  formatNext,
  indicativeReason,
} from "~/content/countries/format";
import { indiaFigures } from "~/content/countries/india";
import { countryPageText as text } from "~/content/countries/page-text";
import type { CountryFactsBase, Figure, Link } from "~/content/countries/types";
import { IndicativeBadge } from "./indicative-badge";

interface SourcesSectionProps {
  facts: CountryFactsBase;
  officialLinks: readonly Link[];
}

const cell = dataCellClasses();

/** Every official figure of the page with its value, effective date, source and verification date. */
export function SourcesSection({ facts, officialLinks }: SourcesSectionProps) {
  const figures: Figure[] = [...Object.values(facts.figures), ...Object.values(indiaFigures)];
  return (
    <div className="space-y-8">
      <p className="max-w-3xl leading-relaxed text-ink-muted">{text.sourcesIntro}</p>
      <DataTable
        label={text.sourceColumns.figure}
        minWidth="min-w-[48rem]"
        columns={[
          { label: text.sourceColumns.figure },
          { label: text.sourceColumns.value },
          { label: text.sourceColumns.effective },
          { label: text.sourceColumns.source },
          { label: text.sourceColumns.verified },
        ]}
      >
        <tbody className="divide-y divide-slate-100">
          {figures.map((figure) => (
            <tr key={`${figure.label}-${figure.value}`}>
              <th scope="row" className={`${cell} text-left font-medium text-ink`}>
                {figure.label}
                {figure.indicative ? (
                  <span className="block font-normal">
                    <IndicativeBadge reason={indicativeReason(figure) ?? figure.indicative} />
                  </span>
                ) : null}
              </th>
              <td className={`${cell} font-semibold whitespace-nowrap text-ink`}>
                {formatFigure(figure)}
                {figure.next ? (
                  <span className="block text-xs font-medium text-brand-800">
                    {text.scheduled(
                      formatLongDate(figure.next.effectiveFrom),
                      formatNext(figure)?.value ?? "",
                    )}
                  </span>
                ) : null}
              </td>
              <td className={`${cell} whitespace-nowrap text-ink-muted`}>
                {figure.effectiveFrom ? formatDate(figure.effectiveFrom) : text.inForce}
              </td>
              <td className={cell}>
                <a
                  href={figure.sourceUrl}
                  rel="noopener"
                  className="inline-block min-h-6 font-medium text-brand-700 underline underline-offset-2"
                >
                  {figure.sourceName}
                </a>
                {figure.secondary ? (
                  <span className="block text-xs text-ink-muted">
                    {text.alsoReportedBy}{" "}
                    <a href={figure.secondary.url} rel="noopener" className="underline underline-offset-2">
                      {figure.secondary.name}
                    </a>
                  </span>
                ) : null}
              </td>
              <td className={`${cell} whitespace-nowrap text-ink-muted`}>
                <time dateTime={figure.verifiedOn}>{formatDate(figure.verifiedOn)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <div>
        <h3 className="text-lg font-semibold text-ink">{text.officialLinksHeading}</h3>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {officialLinks.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                rel="noopener"
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
