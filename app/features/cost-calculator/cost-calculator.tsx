import { ArrowRight, ShieldAlert } from "lucide-react";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { BreakdownTable } from "./breakdown-table";
import { CalculatorForm } from "./calculator-form";
import { ChoicesSummary } from "./choices-summary";
import { CostChart } from "./cost-chart";
import { compareHref } from "./compare-link";
import { calculate } from "./estimate";
import { FundsPanel } from "./funds-panel";
import { HeadlineFigures } from "./headline-figures";
import { IndiaPanel } from "./india-panel";
import { LoanPanel } from "./loan-panel";
import { PrintHeader } from "./print-header";
import { ResultSummary } from "./result-summary";
import { SpendPanel } from "./spend-panel";
import { estimateSummary } from "./summary";
import { useCalculatorState } from "./use-calculator-state";
import { useExchangeRates } from "./use-exchange-rates";

interface CostCalculatorProps {
  /** Called by `Get a detailed plan` with the estimate as text, for the enquiry form's comments. */
  onRequestPlan: (summary: string) => void;
}

/**
 * The cost calculator: inputs on the left, the estimate on the right (below on phones). Its state
 * lives in the URL query; its default estimate is in the prerendered HTML.
 */
export function CostCalculator({ onRequestPlan }: CostCalculatorProps) {
  const { input, update } = useCalculatorState();
  const rates = useExchangeRates();
  const estimate = calculate(input, rates);
  const requestPlan = () => onRequestPlan(estimateSummary(estimate, window.location.href));
  // While a shared link's own estimate is not on screen yet (pending.ts), no figure shows.
  const whilePending = "[[data-calculator-pending]_&]:invisible";

  return (
    <div className="space-y-8 print:space-y-3">
      <PrintHeader />
      <p className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-accent-100/60 p-4 text-sm text-amber-950 print:p-1.5 print:text-[10px]">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          <strong className="font-bold">{text.disclaimerBadge}.</strong> {text.disclaimer}
        </span>
      </p>

      <HeadlineFigures estimate={estimate} />

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] print:block">
        <div data-no-print="" className={whilePending}>
          <h2 className="sr-only">{text.inputsHeading}</h2>
          <CalculatorForm input={estimate.input} rates={rates} onChange={update} />
        </div>
        <section
          aria-labelledby="estimate-title"
          className={`min-w-0 space-y-6 print:space-y-3 ${whilePending}`}
        >
          <h2 id="estimate-title" className="text-2xl font-bold tracking-tight text-ink print:text-base">
            {text.resultsHeading}
          </h2>
          <ChoicesSummary estimate={estimate} />
          <ResultSummary estimate={estimate} input={input} onRequestPlan={requestPlan} />
          <div className="grid gap-5 xl:grid-cols-2 print:grid-cols-2 print:gap-3">
            <SpendPanel estimate={estimate} />
            <FundsPanel estimate={estimate} />
          </div>
          <p data-no-print="">
            <a
              href={compareHref(estimate.input)}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {text.compareLink}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </p>
        </section>
      </div>

      <div className={`space-y-8 print:space-y-3 ${whilePending}`}>
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:block print:space-y-3">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden">
            <CostChart estimate={estimate} tableId="cost-breakdown" />
          </div>
          <div className="min-w-0">
            <BreakdownTable estimate={estimate} id="cost-breakdown" />
          </div>
        </div>

        <IndiaPanel estimate={estimate} />
        <LoanPanel estimate={estimate} onChange={update} />
      </div>
    </div>
  );
}
