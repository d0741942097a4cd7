import { describe, expect, it } from "vitest";
import { exchangeRates } from "~/content/countries/exchange-rates";
import { calculate, costGroups, groupsByYear, splitMonths, tcsOnRemittance } from "./estimate";
import { type CalculatorInput, defaultInput } from "./inputs";

const input = (patch: Partial<CalculatorInput>): CalculatorInput => ({ ...defaultInput, ...patch });

describe("splitMonths", () => {
  it.each([
    { months: 12, expected: [12] },
    { months: 6, expected: [6] },
    { months: 18, expected: [12, 6] },
    { months: 36, expected: [12, 12, 12] },
    { months: 30, expected: [12, 12, 6] },
  ])("$months → $expected", ({ months, expected }) => {
    expect(splitMonths(months)).toEqual(expected);
  });
});

describe("TCS on education remittances", () => {
  it.each([
    { remitted: 800_000, tcs: 0 },
    { remitted: 1_000_000, tcs: 0 },
    { remitted: 1_500_000, tcs: 10_000 },
    { remitted: 3_000_000, tcs: 40_000 },
  ])("₹$remitted from own funds → ₹$tcs", ({ remitted, tcs }) => {
    expect(tcsOnRemittance(remitted)).toBeCloseTo(tcs, 6);
  });

  it("is nil on the part paid from an education loan", () => {
    const withLoan = calculate(input({ loan: 20_000_000 }));
    expect(withLoan.india.tcsTotal).toBe(0);
    const withoutLoan = calculate(input({ loan: 0 }));
    expect(withoutLoan.india.tcsTotal).toBeGreaterThan(0);
    const remitted = withoutLoan.india.selfFunded[0] ?? 0;
    expect(withoutLoan.india.tcsPerYear[0]).toBeCloseTo((remitted - 1_000_000) * 0.02, 6);
  });
});

describe("calculate", () => {
  it("starts from the UK master's defaults and the dated rate", () => {
    const estimate = calculate(defaultInput);
    expect(estimate.currency).toBe("GBP");
    expect(estimate.input.months).toBe(12);
    expect(estimate.input.city).toBe("london");
    expect(estimate.input.fx).toBe(exchangeRates.inrPer.GBP);
    expect(estimate.input.tuition).toBe(24_000);
  });

  it("uses newer rates when given them (the server's), unless the visitor typed their own", () => {
    const { GBP, USD, CAD, EUR } = exchangeRates.inrPer;
    const newer = {
      date: "2030-01-02",
      source: "ecb",
      inrPer: { GBP: GBP * 1.05, USD: USD * 1.05, CAD: CAD * 1.05, EUR: EUR * 1.05 },
    } as const;
    const atNewer = calculate(defaultInput, newer);
    expect(atNewer.rates).toBe(newer);
    expect(atNewer.input.fx).toBe(newer.inrPer.GBP);
    expect(calculate(input({ country: "usa" }), newer).input.fx).toBe(newer.inrPer.USD);
    // A dearer pound: every pound-priced line costs more rupees.
    expect(atNewer.groups.tuition.inr).toBeGreaterThan(calculate(defaultInput).groups.tuition.inr);
    expect(calculate(input({ fx: 111 }), newer).input.fx).toBe(111);
  });

  it("adds up: the groups, the years and the lines give the same total", () => {
    for (const country of ["uk", "usa", "canada", "germany", "ireland"] as const) {
      const estimate = calculate(input({ country, level: "ug", trip: "return" }));
      const byGroup = costGroups.reduce((total, group) => total + estimate.groups[group].local, 0);
      const byYear = estimate.years.reduce((total, year) => total + year.total.local, 0);
      expect(byGroup).toBeCloseTo(estimate.total.local, 6);
      expect(byYear).toBeCloseTo(estimate.total.local, 6);
      expect(estimate.total.inr).toBeCloseTo(estimate.total.local * estimate.input.fx, 4);
    }
  });

  it.each([
    { change: { tuition: 30_000 }, direction: 1 },
    { change: { living: "studio" as const }, direction: 1 },
    { change: { city: "outside" }, direction: -1 },
    { change: { scholarship: 5_000 }, direction: -1 },
    { change: { months: 24 }, direction: 1 },
    { change: { trip: "return" as const }, direction: 1 },
    { change: { from: "vtz" as const }, direction: 1 },
  ])("moves the total when $change changes", ({ change, direction }) => {
    const before = calculate(defaultInput).total.inr;
    const after = calculate(input(change)).total.inr;
    expect(Math.sign(after - before)).toBe(direction);
  });

  it("costs tuition and living month by month: 12 months of tuition, living and a scholarship", () => {
    const estimate = calculate(
      input({ tuition: 20_000, scholarship: 2_000, city: "outside", living: "shared" }),
    );
    expect(estimate.groups.tuition.local).toBe(18_000);
    expect(estimate.groups.living.local).toBe(12 * 1_150);
  });

  it("keeps the funds to show separate from what you spend", () => {
    const estimate = calculate(defaultInput);
    expect(estimate.funds.total.local).toBe(24_000 + 13_761);
    expect(estimate.funds.total.local).not.toBe(estimate.total.local);
  });

  it("converts with the visitor's own rate and gives a ±10% range", () => {
    const estimate = calculate(input({ fx: 100, from: "hyd", trip: "oneway" }));
    expect(estimate.input.fx).toBe(100);
    const flightsInr = 45_000 + 4_000; // flight and the TB test are paid in rupees
    const foreignInr = estimate.total.inr - flightsInr;
    expect(estimate.fxRange.low).toBeCloseTo(foreignInr * 0.9 + flightsInr, 4);
    expect(estimate.fxRange.high).toBeCloseTo(foreignInr * 1.1 + flightsInr, 4);
  });

  it("caps part-time hours at the country's legal limit and counts term weeks only", () => {
    const estimate = calculate(input({ hours: 40, wage: 10 }));
    expect(estimate.partTime.hoursCounted).toBe(20);
    expect(estimate.partTime.total.local).toBe(20 * 10 * 30);
    expect(estimate.netOfWork.local).toBeCloseTo(estimate.total.local - 6_000, 6);
    expect(calculate(input({ country: "canada", hours: 40 })).partTime.hoursCounted).toBe(24);
  });

  it("is off by default: no part-time income is counted", () => {
    expect(calculate(defaultInput).partTime.total.local).toBe(0);
  });

  it("gives the loan a moratorium of the course plus the grace months, and the 80E saving at the slab", () => {
    const estimate = calculate(
      input({ loan: 1_000_000, loanRate: 12, loanMode: "simple", graceMonths: 6, taxSlab: 30 }),
    );
    expect(estimate.loan.studyPeriodMonths).toBe(18);
    expect(estimate.loan.studyPeriodPayment).toBeCloseTo(10_000, 6);
    expect(estimate.loan.taxSaving).toBeCloseTo(estimate.loan.deductibleInterest * 0.3, 6);
  });
});

describe("groupsByYear", () => {
  it("splits each year's rupee total by group", () => {
    const estimate = calculate(input({ country: "usa", level: "ug", trip: "return" }));
    const years = groupsByYear(estimate);
    expect(years).toHaveLength(4);
    years.forEach((groups, index) => {
      const sum = costGroups.reduce((total, group) => total + groups[group], 0);
      expect(sum).toBeCloseTo(estimate.years[index]?.total.inr ?? 0, 4);
    });
    expect(years[0]?.travel).toBeCloseTo(80_000, 6);
    expect(years[3]?.travel).toBeCloseTo(80_000, 6);
    expect(years[1]?.travel).toBe(0);
  });
});
