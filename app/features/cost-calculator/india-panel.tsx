import { Receipt } from "lucide-react";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatMoney } from "~/content/countries/format";
import { indiaFigures, indiaNotes } from "~/content/countries/india";
import type { Estimate } from "./estimate";
import { SourceNote } from "./source-note";

interface IndiaPanelProps {
  estimate: Estimate;
}

/** Tax collected at source on money sent abroad, per year of study. */
export function IndiaPanel({ estimate }: IndiaPanelProps) {
  const { tcsPerYear, tcsTotal } = estimate.india;
  return (
    <section
      aria-labelledby="india-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:break-inside-avoid print:p-2 print:shadow-none"
    >
      <h3 id="india-title" className="flex items-center gap-2 text-lg font-bold text-ink print:text-sm">
        <Receipt className="size-5 text-brand-600" aria-hidden="true" />
        {text.indiaHeading}
      </h3>
      <p className="mt-3 font-semibold text-ink print:mt-1 print:text-xs">
        {tcsTotal > 0 ? text.tcsLine(formatMoney(tcsTotal, "INR")) : text.tcsNone}
      </p>
      {tcsTotal > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted print:mt-0 print:text-xs">
          {tcsPerYear.map((amount, index) => (
            <li key={index}>
              {text.columns.year(index + 1)}: {formatMoney(amount, "INR")}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm leading-relaxed text-ink print:mt-1 print:text-xs">{text.tcsRule}</p>
      <p className="mt-3 text-sm leading-relaxed text-ink-muted print:hidden">{indiaNotes.tcs}</p>
      <p className="mt-2 text-xs text-ink-muted print:hidden">{text.tcsAssumption}</p>
      <div className="mt-3 print:hidden">
        <SourceNote figure={indiaFigures.tcsRateOtherFunds} />
      </div>
    </section>
  );
}
