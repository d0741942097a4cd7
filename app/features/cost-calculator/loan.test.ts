import { describe, expect, it } from "vitest";
import { deductibleInterest, emi, loanEstimate, taxSaving } from "./loan";

describe("emi", () => {
  // Worked examples: ₹10 lakh at 10% for 10 years is ₹13,215.07 a month (the figure banks publish);
  // ₹1 lakh at 12% for a year is ₹8,884.88.
  it.each([
    { principal: 1_000_000, rate: 10, months: 120, expected: 13_215.07 },
    { principal: 100_000, rate: 12, months: 12, expected: 8_884.88 },
    { principal: 2_000_000, rate: 11, months: 120, expected: 27_550.0 },
    { principal: 600_000, rate: 0, months: 60, expected: 10_000 },
    { principal: 0, rate: 10, months: 120, expected: 0 },
  ])("₹$principal at $rate% over $months months → ₹$expected", ({ principal, rate, months, expected }) => {
    expect(emi(principal, rate, months)).toBeCloseTo(expected, 2);
  });

  it("pays the loan off exactly: the sum of the principal parts equals the loan", () => {
    const result = loanEstimate({
      principal: 1_000_000,
      annualPercent: 10,
      tenureYears: 10,
      mode: "full",
      moratoriumMonths: 0,
    });
    const principalPaid = result.schedule.reduce((sum, payment) => sum + payment.principal, 0);
    expect(principalPaid).toBeCloseTo(1_000_000, 6);
    expect(result.totalPaid).toBeCloseTo(13_215.07 * 120, 0);
  });
});

describe("loanEstimate: the three moratorium modes", () => {
  // ₹10 lakh at 12% a year (1% a month), a 24-month moratorium, then 10 years of EMIs.
  const base = { principal: 1_000_000, annualPercent: 12, tenureYears: 10, moratoriumMonths: 24 };
  const emiOn10Lakh = emi(1_000_000, 12, 120); // 14,347.09
  const emiOn12_4Lakh = emi(1_240_000, 12, 120); // the interest of 24 months (₹2.4 lakh) added first

  it.each([
    {
      mode: "full" as const,
      studyPeriodPayment: emiOn10Lakh,
      repaidPrincipal: 1_000_000,
      monthlyEmi: emiOn10Lakh,
      totalPaid: emiOn10Lakh * 120,
      payments: 120,
    },
    {
      mode: "simple" as const,
      studyPeriodPayment: 10_000,
      repaidPrincipal: 1_000_000,
      monthlyEmi: emiOn10Lakh,
      totalPaid: 10_000 * 24 + emiOn10Lakh * 120,
      payments: 144,
    },
    {
      mode: "capitalised" as const,
      studyPeriodPayment: 0,
      repaidPrincipal: 1_240_000,
      monthlyEmi: emiOn12_4Lakh,
      totalPaid: emiOn12_4Lakh * 120,
      payments: 120,
    },
  ])("$mode", ({ mode, studyPeriodPayment, repaidPrincipal, monthlyEmi, totalPaid, payments }) => {
    const result = loanEstimate({ ...base, mode });
    expect(result.studyPeriodPayment).toBeCloseTo(studyPeriodPayment, 2);
    expect(result.repaidPrincipal).toBeCloseTo(repaidPrincipal, 2);
    expect(result.emi).toBeCloseTo(monthlyEmi, 2);
    expect(result.totalPaid).toBeCloseTo(totalPaid, 0);
    expect(result.totalInterest).toBeCloseTo(totalPaid - 1_000_000, 0);
    expect(result.schedule).toHaveLength(payments);
  });

  it("costs most when interest is capitalised and least with full EMIs from day one", () => {
    const interest = (mode: "full" | "simple" | "capitalised") =>
      loanEstimate({ ...base, mode }).totalInterest;
    expect(emiOn10Lakh).toBeCloseTo(14_347.09, 2);
    expect(interest("full")).toBeLessThan(interest("simple"));
    expect(interest("simple")).toBeLessThan(interest("capitalised"));
  });

  it("has nothing to repay without a loan", () => {
    const result = loanEstimate({ ...base, principal: 0, mode: "simple" });
    expect(result).toMatchObject({ emi: 0, totalPaid: 0, totalInterest: 0, schedule: [] });
  });
});

describe("Section 80E", () => {
  it("deducts the interest of the first 8 years of payments only", () => {
    const result = loanEstimate({
      principal: 1_000_000,
      annualPercent: 12,
      tenureYears: 10,
      mode: "simple",
      moratoriumMonths: 24,
    });
    const firstEightYears = result.schedule.slice(0, 96).reduce((sum, payment) => sum + payment.interest, 0);
    expect(deductibleInterest(result.schedule, 8)).toBeCloseTo(firstEightYears, 6);
    expect(deductibleInterest(result.schedule, 8)).toBeLessThan(result.totalInterest);
    // 24 months of ₹10,000 interest are all inside the window.
    expect(deductibleInterest(result.schedule, 2)).toBeCloseTo(240_000, 6);
  });

  it.each([
    { deduction: 100_000, slab: 30, saving: 30_000 },
    { deduction: 100_000, slab: 0, saving: 0 },
    { deduction: 55_000, slab: 20, saving: 11_000 },
  ])("saves $saving at $slab% on $deduction", ({ deduction, slab, saving }) => {
    expect(taxSaving(deduction, slab)).toBeCloseTo(saving, 6);
  });
});
