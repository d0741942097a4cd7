import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatDate, formatMoney, formatRate } from "~/content/countries/format";
import { departureAirports } from "~/content/countries/india";
import { factsFor } from "./countries";
import type { Estimate } from "./estimate";

interface ChoicesSummaryProps {
  estimate: Estimate;
}

/** The inputs in one compact list: shown on the printout in place of the form. */
export function ChoicesSummary({ estimate }: ChoicesSummaryProps) {
  const { input, currency } = estimate;
  const facts = factsFor(input.country);
  const local = (value: number) => formatMoney(value, currency);
  const items = [
    { term: text.labels.country, value: facts.name },
    {
      term: text.labels.city,
      value: facts.costs.cityBands.find((band) => band.id === input.city)?.label ?? "",
    },
    { term: text.labels.level, value: text.levelAndMonths(text.levelOptions[input.level], input.months) },
    { term: text.labels.tuition(currency), value: local(input.tuition) },
    { term: text.labels.scholarship(currency), value: local(input.scholarship) },
    { term: text.labels.living, value: text.livingOptions[input.living] },
    {
      term: text.labels.from,
      value: departureAirports.find((airport) => airport.id === input.from)?.label ?? "",
    },
    {
      term: text.labels.fx(currency),
      value: `₹${formatRate(input.fx)} (${formatDate(estimate.rates.date)})`,
    },
    { term: text.loanLabels.amount, value: formatMoney(input.loan, "INR") },
  ];
  return (
    <section aria-labelledby="choices-title" className="hidden print:block">
      <h3 id="choices-title" className="text-sm font-bold text-ink">
        {text.choicesHeading}
      </h3>
      <dl className="mt-1 grid grid-cols-3 gap-x-4 gap-y-1 text-xs">
        {items.map((item) => (
          <div key={item.term}>
            <dt className="text-ink-muted">{item.term}</dt>
            <dd className="font-semibold text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
