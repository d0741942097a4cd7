import { Landmark } from "lucide-react";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatMoney } from "~/content/countries/format";
import { factsFor } from "./countries";
import type { Estimate } from "./estimate";
import { SourceNote } from "./source-note";

interface FundsPanelProps {
  estimate: Estimate;
}

/** The statutory proof of funds, kept visibly apart from the budget: amber, dashed, "not an extra cost". */
export function FundsPanel({ estimate }: FundsPanelProps) {
  const { funds, currency, input } = estimate;
  const rule = factsFor(input.country).funds;
  const local = (value: number) => formatMoney(value, currency);
  return (
    <section
      aria-labelledby="funds-title"
      className="rounded-2xl border-2 border-dashed border-accent-400 bg-accent-100/40 p-5 sm:p-6 print:break-inside-avoid print:p-2"
    >
      <h3 id="funds-title" className="flex items-center gap-2 text-lg font-bold text-ink print:text-sm">
        <Landmark className="size-5 text-amber-700" aria-hidden="true" />
        {text.fundsHeading}
      </h3>
      <p className="mt-1 text-sm text-ink-muted print:hidden">{text.fundsIntro}</p>
      <ul className="mt-4 divide-y divide-accent-300/60 print:mt-1">
        {funds.lines.map((line) => (
          <li
            key={line.label}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
          >
            <span className="min-w-0 flex-1 text-sm text-ink print:text-xs">
              {line.label}
              {line.figure ? <SourceNote figure={line.figure} /> : null}
            </span>
            <span className="text-right text-sm font-semibold whitespace-nowrap text-ink print:text-xs">
              {local(line.amount)}
              <span className="block text-xs font-normal text-ink-muted print:ml-2 print:inline">
                {formatMoney(line.amount * input.fx, "INR")}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 border-t-2 border-accent-400 pt-3 font-bold text-ink print:pt-1 print:text-sm">
        <span>{text.fundsTotal}</span>
        <span className="text-right">
          {local(funds.total.local)}{" "}
          <span className="block text-sm font-semibold text-ink-muted">
            {formatMoney(funds.total.inr, "INR")}
          </span>
        </span>
      </p>
      <div className="mt-4 rounded-xl bg-white/70 p-3 text-sm text-ink-muted print:mt-1 print:p-0 print:text-xs">
        <p className="font-semibold text-ink print:hidden">{text.holdFor}</p>
        <p className="mt-1">{rule.holdFor}</p>
        <p className="mt-1 print:hidden">{rule.explanation}</p>
      </div>
    </section>
  );
}
