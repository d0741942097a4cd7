import { ClipboardList, Printer } from "lucide-react";
import { buttonClasses } from "~/components/button-styles";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatInrShort, formatMoney } from "~/content/countries/format";
import type { Estimate } from "./estimate";
import type { CalculatorInput } from "./inputs";
import { SharePanel } from "./share-panel";
import { useDebounced } from "./use-debounced";

interface ResultSummaryProps {
  estimate: Estimate;
  /** The choices as the address has them, for the share link. */
  input: CalculatorInput;
  onRequestPlan: () => void;
}

/** The headline totals, announced politely to screen readers once the visitor stops typing. */
export function ResultSummary({ estimate, input, onRequestPlan }: ResultSummaryProps) {
  const { total, perYear, fxRange, partTime, netOfWork, currency, funds } = estimate;
  const local = (value: number) => formatMoney(value, currency);
  const current = text.announce(formatMoney(total.inr, "INR"), local(total.local), local(funds.total.local));
  // Said once the figures settle; while they change the region is empty, so it never holds an
  // earlier estimate's figures (such as the default one a shared link replaces).
  const settled = useDebounced(current, 700);
  const announcement = settled === current ? settled : "";

  return (
    <div className="rounded-2xl bg-brand-900 p-5 text-white shadow-lg sm:p-7 print:bg-white print:p-0 print:text-ink print:shadow-none">
      {/* data-keep-clear: the phones' contact bar moves out of the total's way (app/scripts/contact-bar.ts). */}
      <dl data-keep-clear="">
        <dt className="text-sm font-semibold tracking-wide text-accent-300 uppercase print:text-ink">
          {text.totalLabel}
        </dt>
        <dd className="mt-2">
          <span className="block text-4xl font-extrabold tracking-tight sm:text-5xl print:inline print:text-2xl">
            {formatMoney(total.inr, "INR")}
          </span>
          <span className="mt-1 block text-lg text-slate-200 print:ml-3 print:inline print:text-base print:text-ink">
            {local(total.local)}
          </span>
        </dd>
      </dl>
      <dl className="mt-5 grid gap-3 border-t border-white/15 pt-5 sm:grid-cols-2 print:hidden">
        <div>
          <dt className="text-sm text-slate-300 print:text-ink-muted">{text.perYearLabel}</dt>
          <dd className="text-xl font-bold">
            {formatMoney(perYear.inr, "INR")}{" "}
            <span className="text-base font-medium text-slate-300 print:text-ink-muted">
              ({local(perYear.local)})
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-300 print:text-ink-muted">{text.fundsHeading}</dt>
          <dd className="text-xl font-bold">
            {formatMoney(funds.total.inr, "INR")}{" "}
            <span className="text-base font-medium text-slate-300 print:text-ink-muted">
              ({local(funds.total.local)})
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-300 print:mt-0 print:text-xs print:text-ink-muted">
        {text.rangeLabel(formatInrShort(fxRange.low), formatInrShort(fxRange.high))}
      </p>
      {partTime.total.local > 0 ? (
        <p className="mt-1 text-sm text-slate-300 print:text-ink-muted">
          {text.netOfWorkLabel(formatMoney(netOfWork.inr, "INR"))}
        </p>
      ) : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <div className="mt-6 flex flex-wrap gap-3" data-no-print="">
        <button type="button" onClick={onRequestPlan} className={buttonClasses("light")}>
          <ClipboardList className="size-4" aria-hidden="true" />
          {text.planButton}
        </button>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-white/40 px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-offset-4"
        >
          <Printer className="size-4" aria-hidden="true" />
          {text.printButton}
        </button>
      </div>
      <p className="mt-3 text-sm text-slate-300" data-no-print="">
        {text.planHint}
      </p>
      <SharePanel estimate={estimate} input={input} />
    </div>
  );
}
