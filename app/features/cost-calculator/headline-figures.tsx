import { Spinner } from "~/components/spinner";
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatDate, formatInrShort, formatMoney, formatRate } from "~/content/countries/format";
import { loadingText } from "~words/island-frame";
import { factsFor } from "./countries";
import type { Estimate } from "./estimate";

interface HeadlineFiguresProps {
  estimate: Estimate;
}

/**
 * The estimate's answer first, in rupees and in lakh: the whole course, a year, and the funds the visa
 * asks to see, each with the full amount in Indian grouping (the printout has the same totals below). While a shared link's estimate is not yet
 * on screen (pending.ts) it shows the spinner with `Loading...` instead of any figure.
 */
export function HeadlineFigures({ estimate }: HeadlineFiguresProps) {
  const { input, total, perYear, funds, rates, currency } = estimate;
  const ratesNote =
    input.fx === rates.inrPer[currency]
      ? text.headline.rates(formatDate(rates.date), rates.source === "indicative")
      : text.headline.ownRate(formatRate(input.fx), currency);
  const course = text.headline.course(
    factsFor(input.country).name,
    text.levelOptions[input.level],
    input.months,
  );
  return (
    <section
      aria-labelledby="headline-title"
      className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5 print:hidden"
    >
      <h2 id="headline-title" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {text.headline.label}
      </h2>
      <div
        role="status"
        className="mt-3 hidden min-h-24 items-center gap-3 font-medium text-brand-800 [[data-calculator-pending]_&]:flex"
      >
        <Spinner />
        {loadingText}
      </div>
      <div className="[[data-calculator-pending]_&]:hidden">
        <p className="mt-1 text-sm text-ink-muted">{course}</p>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-ink-muted">{text.headline.total}</dt>
            <dd>
              <span className="block text-3xl font-extrabold tracking-tight text-ink">
                {formatInrShort(total.inr)}
              </span>
              <span className="text-sm text-ink-muted">{formatMoney(total.inr, "INR")}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{text.perYearLabel}</dt>
            <dd>
              <span className="block text-2xl font-bold text-ink">
                {text.headline.perYear(formatInrShort(perYear.inr))}
              </span>
              <span className="text-sm text-ink-muted">{formatMoney(perYear.inr, "INR")}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{text.headline.funds}</dt>
            <dd>
              <span className="block text-2xl font-bold text-ink">{formatInrShort(funds.total.inr)}</span>
              <span className="text-sm text-ink-muted">{formatMoney(funds.total.inr, "INR")}</span>
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-ink-muted">{ratesNote}</p>
      </div>
    </section>
  );
}
