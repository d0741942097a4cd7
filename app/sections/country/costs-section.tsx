import { DataTable, dataCellClasses } from "~/components/data-table";
import { Calculator, Landmark } from "lucide-react";
import { ButtonLink } from "~/components/button-link";
import { exchangeRates } from "~/content/countries/exchange-rates";
import { formatDate, formatInrShort, formatMoney, formatRate } from "~/content/countries/format";
import { levelLabels, countryPageText as text } from "~/content/countries/page-text";
import type { CountryFactsBase, Estimate, Level } from "~/content/countries/types";

interface CostsSectionProps {
  facts: CountryFactsBase;
  note: string;
  /** The cost calculator preset to this country. */
  calculatorHref: string;
}

const levels: readonly Level[] = ["ug", "pg", "phd"];
const cell = dataCellClasses();

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
              minWidth="min-w-[34rem]"
              columns={[
                { label: text.costColumns.level },
                { label: text.costColumns.item },
                { label: text.costColumns.local },
                { label: text.costColumns.inr },
              ]}
            >
              {levels.map((level) => (
                <tbody key={level} className="border-t border-slate-200">
                  {facts.costs.tuition[level].map((band, index) => (
                    <tr key={band.id} className="border-t border-slate-100 first:border-t-0">
                      {index === 0 ? (
                        <th
                          scope="rowgroup"
                          rowSpan={facts.costs.tuition[level].length}
                          className={`${cell} text-left font-semibold text-ink`}
                        >
                          {levelLabels[level]}
                        </th>
                      ) : null}
                      <td className={`${cell} text-ink-muted`}>{band.label}</td>
                      <td className={`${cell} font-medium whitespace-nowrap text-ink`}>
                        {range(band.annual, local)}
                      </td>
                      <td className={`${cell} whitespace-nowrap text-ink-muted`}>
                        {range(band.annual, inr)}
                      </td>
                    </tr>
                  ))}
                </tbody>
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
              minWidth="min-w-[30rem]"
              columns={[
                { label: text.costColumns.city },
                { label: text.livingShared },
                { label: text.livingStudio },
              ]}
            >
              <tbody className="divide-y divide-slate-100">
                {facts.costs.cityBands.map((band) => (
                  <tr key={band.id}>
                    <th scope="row" className={`${cell} text-left font-semibold text-ink`}>
                      {band.label}
                    </th>
                    {([band.monthlyLiving.shared, band.monthlyLiving.studio] as const).map(
                      (amount, index) => (
                        <td key={index} className={`${cell} whitespace-nowrap`}>
                          <span className="block font-medium text-ink">{local(amount)}</span>
                          <span className="block text-ink-muted">{formatMoney(amount * rate, "INR")}</span>
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        </div>
      </div>

      <div className="space-y-1 text-sm text-ink-muted">
        <p>{note}</p>
        <p>
          {text.rateNote(
            `₹${formatRate(rate)} per ${local(1)}`,
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
            <p className="mt-2 leading-relaxed text-ink-muted">{facts.funds.explanation}</p>
            <p className="mt-2 leading-relaxed text-ink-muted">{facts.funds.holdFor}</p>
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
