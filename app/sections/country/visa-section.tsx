import { DataTable, StackedBody, StackedCell, StackedRow, StackedRowHeader } from "~/components/data-table";
import { ExternalLink } from "lucide-react";
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatDate, formatFigure, formatInrApprox } from "~/content/countries/format";
import { countryPageText as text } from "~/content/countries/page-text";
import { pages } from "~/content/pages";
import type { CountryFactsBase, CountryPageContent, Figure } from "~/content/countries/types";
import { IndicativeBadge } from "./indicative-badge";
import { PageText } from "./page-text";
import { PointGrid } from "./point-grid";
import { SourceMarks } from "./source-marks";

interface VisaSectionProps {
  facts: CountryFactsBase;
  visa: CountryPageContent["visa"];
}

function inRupees(figure: Figure, facts: CountryFactsBase): string | null {
  if (figure.unit !== facts.currency) return null;
  return formatInrApprox(figure.value * exchangeRates.inrPer[facts.currency]);
}

/** The study visa: summary, numbered steps, the fee table with sources, and the other visas. */
export function VisaSection({ facts, visa }: VisaSectionProps) {
  return (
    <div className="space-y-12">
      <div className="max-w-3xl">
        <p className="text-lg font-semibold text-ink">
          <PageText text={visa.name} kind="label" />
        </p>
        <p className="mt-2 leading-relaxed text-ink-muted">
          <PageText text={visa.summary} />
        </p>
        <p className="mt-3">
          <a
            href={visa.officialLink.url}
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {text.officialPage}: <PageText text={visa.officialLink.label} kind="label" />
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </p>
        <ul className="mt-4 flex flex-col gap-2 text-sm font-semibold sm:flex-row sm:gap-6">
          <li>
            <a
              href={`${pages.checklist.path}?country=${facts.code}`}
              className="text-brand-700 underline underline-offset-4"
            >
              {text.checklistLink(facts)}
            </a>
          </li>
          <li>
            <a
              href={`${pages.planner.path}?country=${facts.code}`}
              className="text-brand-700 underline underline-offset-4"
            >
              {text.plannerLink(facts)}
            </a>
          </li>
        </ul>
      </div>

      <div>
        <h3 className="text-xl font-semibold text-ink">{text.visaStepsHeading}</h3>
        <div className="mt-5">
          <PointGrid points={visa.steps} numbered columns={3} headingLevel="h4" />
        </div>
      </div>

      <div>
        <h3 id="visa-fees-heading" className="text-xl font-semibold text-ink">
          {text.visaFeesHeading}
        </h3>
        <div className="mt-5">
          <DataTable
            label={text.visaFeesHeading}
            labelledBy="visa-fees-heading"
            minWidth="sm:min-w-[36rem]"
            stacked
            columns={[
              { label: text.feeColumns.fee },
              { label: text.feeColumns.amount },
              { label: text.feeColumns.effective },
            ]}
          >
            <StackedBody className="divide-y divide-slate-100">
              {visa.fees.map((figure) => {
                const rupees = inRupees(figure, facts);
                return (
                  <StackedRow key={figure.label}>
                    <StackedRowHeader className="font-medium text-ink">
                      <PageText text={figure.label} kind="label" />
                      <SourceMarks figures={[figure]} />
                      {figure.indicative ? (
                        <span className="block font-normal">
                          <IndicativeBadge />
                        </span>
                      ) : null}
                    </StackedRowHeader>
                    <StackedCell label={text.feeColumns.amount}>
                      <span className="block font-semibold whitespace-nowrap text-ink">
                        {formatFigure(figure)}
                      </span>
                      {rupees ? (
                        <span className="block whitespace-nowrap text-ink-muted">≈ {rupees}</span>
                      ) : null}
                    </StackedCell>
                    <StackedCell
                      label={text.feeColumns.effective}
                      className="whitespace-nowrap text-ink-muted"
                    >
                      {figure.effectiveFrom ? formatDate(figure.effectiveFrom) : text.inForce}
                    </StackedCell>
                  </StackedRow>
                );
              })}
            </StackedBody>
          </DataTable>
        </div>
      </div>

      <div>
        <h3 className="text-xl font-semibold text-ink">{text.otherVisasHeading}</h3>
        <div className="mt-5">
          <PointGrid points={visa.otherVisas} headingLevel="h4" />
        </div>
      </div>
    </div>
  );
}
