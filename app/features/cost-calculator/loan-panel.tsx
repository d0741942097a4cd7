import { Landmark } from "lucide-react";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatInrEcho, formatMoney } from "~/content/countries/format";
import { indiaFigures, indiaNotes } from "~/content/countries/india";
import { ChoiceField } from "./choice-field";
import type { Estimate } from "./estimate";
import { type CalculatorInput, limits, taxSlabs } from "./inputs";
import { loanModes } from "./loan";
import { NumberField } from "./number-field";
import { SelectField } from "~/components/field";
import { SourceNote } from "./source-note";

interface LoanPanelProps {
  estimate: Estimate;
  onChange: (patch: Partial<CalculatorInput>) => void;
}

/** The education loan: amount, rate, tenure, moratorium mode, and the EMI, interest and 80E saving. */
export function LoanPanel({ estimate, onChange }: LoanPanelProps) {
  const { input, loan } = estimate;
  const inr = (value: number) => formatMoney(value, "INR");
  const results = [
    { label: text.loanResults.studyPayment(loan.studyPeriodMonths), value: inr(loan.studyPeriodPayment) },
    { label: text.loanResults.emi(loan.emiMonths), value: inr(loan.emi) },
    { label: text.loanResults.totalInterest, value: inr(loan.totalInterest) },
    { label: text.loanResults.totalPaid, value: inr(loan.totalPaid) },
    { label: text.loanResults.deduction, value: inr(loan.deductibleInterest) },
    { label: text.loanResults.saving, value: inr(loan.taxSaving) },
  ];

  return (
    <section
      aria-labelledby="loan-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:break-inside-avoid print:p-2 print:shadow-none"
    >
      <h3 id="loan-title" className="flex items-center gap-2 text-lg font-bold text-ink print:text-sm">
        <Landmark className="size-5 text-brand-600" aria-hidden="true" />
        {text.loanHeading}
      </h3>
      <div className="mt-4 grid gap-6 lg:grid-cols-2 print:mt-1 print:block">
        <div className="grid gap-4 sm:grid-cols-2" data-no-print="">
          <NumberField
            id="calc-loan"
            label={text.loanLabels.amount}
            value={input.loan}
            min={limits.loan.min}
            max={limits.loan.max}
            step={50000}
            echo={formatInrEcho}
            onChange={(amount) => onChange({ loan: amount ?? 0 })}
          />
          <NumberField
            id="calc-rate"
            label={text.loanLabels.rate}
            value={input.loanRate}
            min={limits.loanRate.min}
            max={limits.loanRate.max}
            step={0.05}
            onChange={(rate) => onChange({ loanRate: rate ?? 0 })}
          />
          <NumberField
            id="calc-tenure"
            label={text.loanLabels.years}
            value={input.loanYears}
            min={limits.loanYears.min}
            max={limits.loanYears.max}
            onChange={(years) => onChange({ loanYears: Math.round(years ?? limits.loanYears.min) })}
          />
          <NumberField
            id="calc-grace"
            label={text.loanLabels.grace}
            value={input.graceMonths}
            min={limits.graceMonths.min}
            max={limits.graceMonths.max}
            onChange={(months) => onChange({ graceMonths: Math.round(months ?? 0) })}
          />
          <ChoiceField
            name="calc-mode"
            legend={text.loanLabels.mode}
            value={input.loanMode}
            options={loanModes.map((mode) => ({ value: mode, ...text.loanModes[mode] }))}
            onChange={(loanMode) => onChange({ loanMode })}
            className="sm:col-span-2"
          />
          <SelectField
            id="calc-slab"
            label={text.loanLabels.slab}
            value={String(input.taxSlab)}
            options={taxSlabs.map((slab) => ({ value: String(slab), label: `${slab}%` }))}
            onChange={(slab) => onChange({ taxSlab: Number(slab) })}
            className="sm:col-span-2"
          />
        </div>
        <div>
          {input.loan > 0 ? (
            <dl className="grid grid-cols-2 gap-3 print:grid-cols-3 print:gap-1">
              {results.map((result) => (
                <div key={result.label} className="rounded-xl bg-surface-muted p-3 print:p-1">
                  <dt className="text-xs text-ink-muted">{result.label}</dt>
                  <dd className="mt-1 text-lg font-bold text-ink print:mt-0 print:text-sm">{result.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-ink-muted">{text.noLoan}</p>
          )}
          <p className="mt-4 text-sm leading-relaxed text-ink-muted print:hidden">{indiaNotes.section80e}</p>
          <p className="mt-1 text-xs text-amber-900 print:hidden">
            {text.source.indicative} {indiaNotes.section80eIndicative}
          </p>
          <div className="mt-2 print:hidden">
            <SourceNote figure={indiaFigures.educationLoanDeductionYears} />
          </div>
        </div>
      </div>
    </section>
  );
}
