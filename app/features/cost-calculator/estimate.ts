/**
 * The estimate: what the course will cost year by year (what you will spend), kept apart from the funds
 * the visa asks you to show, plus India-side tax and the loan. Pure functions, no React.
 */
import { calculatorText, FX_SWING_PERCENT } from "~/content/countries/calculator-text";
import { type ExchangeRates, exchangeRates } from "~/content/countries/exchange-rates";
import { indiaFigures } from "~/content/countries/india";
import type { CurrencyCode } from "~/content/countries/types";
import { factsFor } from "./countries";
import { type CalculatorInput, type ResolvedInput, resolveInput } from "./inputs";
import { deductibleInterest, type LoanResult, loanEstimate, taxSaving } from "./loan";
import { type CostGroup, type CostLine, countryRules, type FundsLine } from "./rules";

export type { CostGroup, CostLine, FundsLine };

const lineText = calculatorText.lines;

export const costGroups: readonly CostGroup[] = ["tuition", "living", "health", "fees", "travel", "oneTime"];

/** A sum in both currencies. */
export interface Amount {
  local: number;
  inr: number;
}

interface YearTotal {
  year: number;
  months: number;
  total: Amount;
}

export interface Estimate {
  input: ResolvedInput;
  /** The dated rates the estimate started from (the visitor's own rate, when typed, is `input.fx`). */
  rates: ExchangeRates;
  currency: Exclude<CurrencyCode, "INR">;
  /** Course months in each year of the course (12, 12, 6 …). */
  monthsPerYear: readonly number[];
  lines: readonly CostLine[];
  years: readonly YearTotal[];
  groups: Record<CostGroup, Amount>;
  total: Amount;
  /** Average per year of study (total ÷ course months × 12). */
  perYear: Amount;
  /** Total in rupees if the rupee moves 10% either way (foreign-currency costs only). */
  fxRange: { low: number; high: number };
  partTime: { hoursCounted: number; perYear: readonly number[]; total: Amount };
  /** Total less part-time earnings. */
  netOfWork: Amount;
  funds: { lines: readonly FundsLine[]; total: Amount };
  india: {
    /** Remittances per course year paid from your own funds after the loan, in rupees. */
    selfFunded: readonly number[];
    tcsPerYear: readonly number[];
    tcsTotal: number;
  };
  loan: LoanResult & { deductibleInterest: number; taxSaving: number };
}

/** Course months in each year: 30 → [12, 12, 6]. */
export function splitMonths(months: number): number[] {
  const years = Math.max(1, Math.ceil(months / 12));
  return Array.from({ length: years }, (_, index) => Math.min(12, months - index * 12));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** TCS on one financial year's education remittance from your own funds (loan-funded remittances: nil). */
export function tcsOnRemittance(selfFundedInr: number): number {
  const rate = indiaFigures.tcsRateOtherFunds.value / 100;
  return Math.max(0, selfFundedInr - indiaFigures.tcsThreshold.value) * rate;
}

/**
 * The estimate for the visitor's choices, at `rates` (the rates built into the page, or newer ones the
 * server gave) unless they typed their own rate.
 */
export function calculate(raw: CalculatorInput, rates: ExchangeRates = exchangeRates): Estimate {
  const input = resolveInput(raw, rates);
  const facts = factsFor(input.country);
  const rules = countryRules[input.country];
  const monthsPerYear = splitMonths(input.months);
  const yearCount = monthsPerYear.length;
  const lastYear = yearCount - 1;
  const once = (amount: number) => monthsPerYear.map((_, index) => (index === 0 ? amount : 0));

  const tuitionPerYear = monthsPerYear.map((months) => (input.tuition * months) / 12);
  const scholarshipPerYear = monthsPerYear.map((months, index) =>
    Math.min((input.scholarship * months) / 12, tuitionPerYear[index] ?? 0),
  );
  const lines: CostLine[] = [
    {
      id: "tuition",
      group: "tuition",
      label: input.scholarship > 0 ? lineText.tuitionLessScholarship : lineText.tuition,
      currency: "local",
      perYear: tuitionPerYear.map((amount, index) => amount - (scholarshipPerYear[index] ?? 0)),
    },
    {
      id: "living",
      group: "living",
      label: lineText.living,
      currency: "local",
      perYear: monthsPerYear.map((months) => input.monthlyLiving * months),
      note: lineText.livingNote,
    },
  ];
  const health = rules.health(input, monthsPerYear);
  if (health) lines.push(health);
  lines.push(...rules.fees(input, monthsPerYear));
  lines.push({
    id: "flights",
    group: "travel",
    label: input.trip === "return" ? lineText.flightsReturn : lineText.flightOneWay,
    currency: "INR",
    perYear: monthsPerYear.map(
      (_, index) =>
        (index === 0 ? input.flightInr : 0) +
        (input.trip === "return" && index === lastYear ? input.flightInr : 0),
    ),
    note: lineText.flightNote,
  });
  for (const extra of facts.costs.extras) {
    lines.push({
      id: extra.id,
      group: "oneTime",
      label: extra.label,
      currency: extra.currency === "INR" ? "INR" : "local",
      perYear: once(extra.amount),
      note: extra.note,
    });
  }

  const toInr = (line: CostLine, amount: number, rate = input.fx) =>
    line.currency === "INR" ? amount : amount * rate;
  const toLocal = (line: CostLine, amount: number) => (line.currency === "INR" ? amount / input.fx : amount);
  const amountOf = (local: number): Amount => ({ local, inr: local * input.fx });

  const years: YearTotal[] = monthsPerYear.map((months, index) => {
    const local = sum(lines.map((line) => toLocal(line, line.perYear[index] ?? 0)));
    return { year: index + 1, months, total: amountOf(local) };
  });
  const groups = Object.fromEntries(
    costGroups.map((group) => {
      const local = sum(
        lines.filter((line) => line.group === group).map((line) => toLocal(line, sum(line.perYear))),
      );
      return [group, amountOf(local)];
    }),
  ) as Record<CostGroup, Amount>;
  const total = amountOf(sum(years.map((year) => year.total.local)));
  const totalAtRate = (rate: number) => sum(lines.map((line) => toInr(line, sum(line.perYear), rate)));

  const partTimePerYear = monthsPerYear.map(
    (months) => (input.hours * input.wage * facts.costs.termWeeksPerYear * months) / 12,
  );
  const partTimeTotal = amountOf(sum(partTimePerYear));

  const firstYear = {
    months: monthsPerYear[0] ?? 12,
    tuition: tuitionPerYear[0] ?? 0,
    living: lines.find((line) => line.id === "living")?.perYear[0] ?? 0,
    health: health?.perYear[0] ?? 0,
    travel: input.flightInr / input.fx,
  };
  const fundsLines = rules.funds(input, firstYear);

  // India-side: what is sent abroad each year (foreign-currency costs), paid first from the loan.
  const remittances = monthsPerYear.map((_, index) =>
    sum(
      lines.filter((line) => line.currency === "local").map((line) => toInr(line, line.perYear[index] ?? 0)),
    ),
  );
  let loanLeft = input.loan;
  const selfFunded = remittances.map((remittance) => {
    const fromLoan = Math.min(loanLeft, remittance);
    loanLeft -= fromLoan;
    return remittance - fromLoan;
  });
  const tcsPerYear = selfFunded.map(tcsOnRemittance);

  const loan = loanEstimate({
    principal: input.loan,
    annualPercent: input.loanRate,
    tenureYears: input.loanYears,
    mode: input.loanMode,
    moratoriumMonths: input.months + input.graceMonths,
  });
  const deductible = deductibleInterest(loan.schedule, indiaFigures.educationLoanDeductionYears.value);

  return {
    input,
    rates,
    currency: facts.currency,
    monthsPerYear,
    lines,
    years,
    groups,
    total,
    perYear: amountOf((total.local / input.months) * 12),
    fxRange: {
      low: totalAtRate(input.fx * (1 - FX_SWING_PERCENT / 100)),
      high: totalAtRate(input.fx * (1 + FX_SWING_PERCENT / 100)),
    },
    partTime: { hoursCounted: input.hours, perYear: partTimePerYear, total: partTimeTotal },
    netOfWork: amountOf(total.local - partTimeTotal.local),
    funds: { lines: fundsLines, total: amountOf(sum(fundsLines.map((line) => line.amount))) },
    india: { selfFunded, tcsPerYear, tcsTotal: sum(tcsPerYear) },
    loan: { ...loan, deductibleInterest: deductible, taxSaving: taxSaving(deductible, input.taxSlab) },
  };
}

/** A line's amount in each year, in the destination currency (rupee lines converted at the rate in use). */
export function lineInLocal(line: CostLine, fx: number): number[] {
  return line.perYear.map((amount) => (line.currency === "INR" ? amount / fx : amount));
}

/** For the chart: each year's cost per group, in rupees. */
export function groupsByYear(estimate: Estimate): Record<CostGroup, number>[] {
  return estimate.monthsPerYear.map((_, index) => {
    const totals = Object.fromEntries(costGroups.map((group) => [group, 0])) as Record<CostGroup, number>;
    for (const line of estimate.lines) {
      totals[line.group] += (lineInLocal(line, estimate.input.fx)[index] ?? 0) * estimate.input.fx;
    }
    return totals;
  });
}
