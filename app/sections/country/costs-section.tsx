import { DataTable, StackedBody, StackedCell, StackedRow, StackedRowHeader } from "~/components/data-table";
import { Calculator, Landmark } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/button-link";
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatDate, formatInrShort, formatMoney, formatRate } from "~/content/countries/format";
import { levelLabels, countryPageText as text } from "~/content/countries/page-text";
import type { CountryFactsBase, Estimate, Level } from "~/content/countries/types";
import { PageText } from "./page-text";

interface CostsSectionProps {
  facts: CountryFactsBase;
  note: string;
  /** The cost calculator preset to this country. */
  calculatorHref: string;
}

const levels: readonly Level[] = ["ug", "pg", "phd"];

/** An amount that never wraps inside itself (a phone shows it whole, on its own line if need be). */
function Amount({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <span className={`block whitespace-nowrap ${className}`}>{children}</span>;
}

/** Tuition and living ranges in the local currency and rupees, the funds rule, and the calculator link. */
export function CostsSection({ facts, note, calculatorHref }: CostsSectionProps) {
  const rate = exchangeRates.inrPer[facts.currency];
  const local = (value: number) => formatMoney(value, facts.currency);
  const inr = (value: number) => formatInrShort(value * rate);
  const range = (estimate: Estimate, format: (value: number) => string) =>
    estimate.min === estimate.max
      ? format(estimate.min)
      : `${format(estimate.min)} – ${format(estimate.max)}`;

  return (
    <div className="space-y-10">
      <p className="max-w-3xl leading-relaxed text-ink-muted">{text.costsIntro}</p>

      <div className="grid gap-8 xl:grid-cols-2">
        <div className="min-w-0">
          <h3 id="tuition-heading" className="text-xl font-semibold text-ink">
            {text.tuitionHeading}
          </h3>
          <div className="mt-4">
            <DataTable
              label={text.tuitionHeading}
              labelledBy="tuition-heading"
              minWidth="sm:min-w-[30rem]"
              stacked
              columns={[
                { label: text.costColumns.item },
                { label: text.costColumns.local },
                { label: text.costColumns.inr },
              ]}
            >
              {levels.map((level) => (
                <StackedBody key={level} className="border-t border-slate-200">
                  <StackedRow group className="bg-surface-muted/60 max-sm:bg-transparent">
                    <StackedRowHeader
                      scope="rowgroup"
                      colSpan={3}
                      className="font-semibold text-brand-800 max-sm:text-base"
                    >
                      {levelLabels[level]}
                    </StackedRowHeader>
                  </StackedRow>
                  {facts.costs.tuition[level].map((band) => (
                    <StackedRow key={band.id} className="border-t border-slate-100">
                      <StackedRowHeader className="font-medium text-ink">
                        <PageText text={band.label} kind="label" />
                      </StackedRowHeader>
                      <StackedCell label={text.costColumns.local} className="font-medium text-ink">
                        <Amount>{range(band.annual, local)}</Amount>
                      </StackedCell>
                      <StackedCell label={text.costColumns.inr} className="text-ink-muted">
                        <Amount>{range(band.annual, inr)}</Amount>
                      </StackedCell>
                    </StackedRow>
                  ))}
                </StackedBody>
              ))}
            </DataTable>
          </div>
        </div>

        <div className="min-w-0">
          <h3 id="living-heading" className="text-xl font-semibold text-ink">
            {text.livingHeading}
          </h3>
          <div className="mt-4">
            <DataTable
              label={text.livingHeading}
              labelledBy="living-heading"
              minWidth="sm:min-w-[26rem]"
              stacked
              columns={[
                { label: text.costColumns.city },
                { label: text.livingShared },
                { label: text.livingStudio },
              ]}
            >
              <StackedBody className="divide-y divide-slate-100">
                {facts.costs.cityBands.map((band) => (
                  <StackedRow key={band.id}>
                    <StackedRowHeader className="font-semibold text-ink">
                      <PageText text={band.label} kind="label" />
                    </StackedRowHeader>
                    {(
                      [
                        [text.livingShared, band.monthlyLiving.shared],
                        [text.livingStudio, band.monthlyLiving.studio],
                      ] as const
                    ).map(([label, amount]) => (
                      <StackedCell key={label} label={label}>
                        <Amount className="font-medium text-ink">{local(amount)}</Amount>
                        <Amount className="text-ink-muted">{formatMoney(amount * rate, "INR")}</Amount>
                      </StackedCell>
                    ))}
                  </StackedRow>
                ))}
              </StackedBody>
            </DataTable>
          </div>
        </div>
      </div>

      <div className="space-y-1 text-sm text-ink-muted">
        <p>
          <PageText text={note} />
        </p>
        <p>
          {text.rateNote(
            text.rate(formatRate(rate), local(1)),
            formatDate(exchangeRates.date),
            exchangeRates.source === "indicative",
          )}{" "}
          {text.estimatesNote(formatDate(facts.costs.reviewedOn))}
        </p>
      </div>

      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="flex gap-4 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
          <Landmark className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h3 className="text-lg font-semibold text-ink">{text.fundsHeading}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">
              <PageText text={facts.funds.explanation} />
            </p>
            <p className="mt-2 leading-relaxed text-ink-muted">
              <PageText text={facts.funds.holdFor} />
            </p>
          </div>
        </div>
        <div
          className="flex flex-col justify-center gap-3 rounded-2xl bg-brand-900 p-5 text-white sm:p-6"
          data-no-print=""
        >
          <p className="flex items-center gap-2 font-semibold">
            <Calculator className="size-5 text-accent-300" aria-hidden="true" />
            {text.calculatorHint}
          </p>
          <ButtonLink to={calculatorHref} variant="light" className="self-start">
            {text.calculatorButton(facts)}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
