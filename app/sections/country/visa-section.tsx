import { DataTable, dataCellClasses } from "~/components/data-table";
import { ExternalLink } from "lucide-react";
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatDate, formatFigure, formatMoney, indicativeReason } from "~/content/countries/format";
import { countryPageText as text } from "~/content/countries/page-text";
import type { CountryFactsBase, CountryPageContent, Figure } from "~/content/countries/types";
import { IndicativeBadge } from "./indicative-badge";
import { PointGrid } from "./point-grid";

interface VisaSectionProps {
  facts: CountryFactsBase;
  visa: CountryPageContent["visa"];
}

const cell = dataCellClasses();

function inRupees(figure: Figure, facts: CountryFactsBase): string | null {
  if (figure.unit !== facts.currency) return null;
  return formatMoney(figure.value * exchangeRates.inrPer[facts.currency], "INR");
}

/** The study visa: summary, numbered steps, the fee table with sources, and the other visas. */
export function VisaSection({ facts, visa }: VisaSectionProps) {
  return (
    <div className="space-y-12">
      <div className="max-w-3xl">
        <p className="text-lg font-semibold text-ink">{visa.name}</p>
        <p className="mt-2 leading-relaxed text-ink-muted">{visa.summary}</p>
        <p className="mt-3">
          <a
            href={visa.officialLink.url}
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {text.officialPage}: {visa.officialLink.label}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </p>
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
            minWidth="min-w-[44rem]"
            columns={[
              { label: text.feeColumns.fee },
              { label: text.feeColumns.amount },
              { label: text.feeColumns.effective },
              { label: text.feeColumns.source },
            ]}
          >
            <tbody className="divide-y divide-slate-100">
              {visa.fees.map((figure) => {
                const rupees = inRupees(figure, facts);
                return (
                  <tr key={figure.label}>
                    <th scope="row" className={`${cell} text-left font-medium text-ink`}>
                      {figure.label}
                      {figure.indicative ? (
                        <span className="block font-normal">
                          <IndicativeBadge reason={indicativeReason(figure) ?? figure.indicative} />
                        </span>
                      ) : null}
                    </th>
                    <td className={`${cell} whitespace-nowrap`}>
                      <span className="block font-semibold text-ink">{formatFigure(figure)}</span>
                      {rupees ? <span className="block text-ink-muted">≈ {rupees}</span> : null}
                    </td>
                    <td className={`${cell} whitespace-nowrap text-ink-muted`}>
                      {figure.effectiveFrom ? formatDate(figure.effectiveFrom) : text.inForce}
                    </td>
                    <td className={`${cell} text-ink-muted`}>
                      <a
                        href={figure.sourceUrl}
                        rel="noopener"
                        className="font-medium text-brand-700 underline underline-offset-2"
                      >
                        {figure.sourceName}
                      </a>
                      <span className="block text-xs">
                        {text.verifiedOn}{" "}
                        <time dateTime={figure.verifiedOn}>{formatDate(figure.verifiedOn)}</time>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
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
