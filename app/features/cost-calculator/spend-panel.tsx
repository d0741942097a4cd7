import { Wallet } from "lucide-react";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatMoney } from "~/content/countries/format";
import { type Estimate, costGroups } from "./estimate";
import { groupColours } from "./group-colours";

interface SpendPanelProps {
  estimate: Estimate;
}

/** The budget for the whole course by kind of cost, in both currencies. */
export function SpendPanel({ estimate }: SpendPanelProps) {
  const { groups, total, currency } = estimate;
  const local = (value: number) => formatMoney(value, currency);
  return (
    <section
      aria-labelledby="spend-title"
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6 print:break-inside-avoid print:p-2 print:shadow-none"
    >
      <h3 id="spend-title" className="flex items-center gap-2 text-lg font-bold text-ink print:text-sm">
        <Wallet className="size-5 text-brand-600" aria-hidden="true" />
        {text.spendHeading}
      </h3>
      <p className="mt-1 text-sm text-ink-muted print:hidden">{text.spendIntro}</p>
      <ul className="mt-4 divide-y divide-slate-100 print:mt-1">
        {costGroups
          .filter((group) => groups[group].local > 0)
          .map((group) => (
            <li
              key={group}
              className="flex items-baseline justify-between gap-4 py-2.5 text-sm print:py-0.5 print:text-xs"
            >
              <span className="flex items-center gap-2 text-ink">
                <span
                  aria-hidden="true"
                  className={`size-3 shrink-0 rounded-sm ${groupColours[group].swatch}`}
                />
                {text.groupNames[group]}
              </span>
              <span className="text-right font-semibold whitespace-nowrap text-ink">
                {formatMoney(groups[group].inr, "INR")}
                <span className="block text-xs font-normal text-ink-muted print:ml-2 print:inline">
                  {local(groups[group].local)}
                </span>
              </span>
            </li>
          ))}
      </ul>
      <p className="mt-2 flex items-baseline justify-between gap-4 border-t-2 border-brand-200 pt-3 font-bold text-ink print:pt-1 print:text-sm">
        <span>{text.totalRow}</span>
        <span className="text-right">
          {formatMoney(total.inr, "INR")}
          <span className="block text-sm font-semibold text-ink-muted">{local(total.local)}</span>
        </span>
      </p>
    </section>
  );
}
