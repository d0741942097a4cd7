/** The estimate as plain text, for the enquiry form's comments (`Get a detailed plan`). */
import { calculatorText as text } from "~/content/countries/calculator-text";
import { formatInrShort, formatMoney, formatRate } from "~/content/countries/format";
import { factsFor } from "./countries";
import type { Estimate } from "./estimate";

export function estimateSummary(estimate: Estimate, link: string): string {
  const { input, currency } = estimate;
  const facts = factsFor(input.country);
  const city = facts.costs.cityBands.find((band) => band.id === input.city)?.label ?? input.city;
  const local = (value: number) => formatMoney(value, currency);
  const lines = [
    text.summary.title,
    text.summary.destination(facts.name, city, text.levelOptions[input.level], input.months),
    text.summary.tuition(local(input.tuition), text.livingOptions[input.living].toLowerCase()),
    text.summary.total(
      formatMoney(estimate.total.inr, "INR"),
      local(estimate.total.local),
      text.summary.rate(formatRate(input.fx), local(1)),
    ),
    text.summary.funds(local(estimate.funds.total.local), formatMoney(estimate.funds.total.inr, "INR")),
  ];
  if (input.loan > 0) {
    lines.push(
      text.summary.loan(formatInrShort(input.loan), input.loanRate, formatMoney(estimate.loan.emi, "INR")),
    );
  }
  lines.push(text.summary.link(link));
  return lines.join("\n");
}
