import { describe, expect, it } from "vitest";
import { germanyFacts } from "~/content/countries/germany/facts";
import { calculate } from "./estimate";
import { type CalculatorInput, defaultInput } from "./inputs";
import {
  canadaBiometrics,
  canadaLivingFunds,
  germanyBlockedAccount,
  ukHealthSurcharge,
  ukMaintenance,
} from "./rules";

const input = (patch: Partial<CalculatorInput>): CalculatorInput => ({ ...defaultInput, ...patch });
const fundsTotal = (patch: Partial<CalculatorInput>) => calculate(input(patch)).funds.total.local;
const fee = (patch: Partial<CalculatorInput>, id: string) =>
  calculate(input(patch))
    .lines.find((line) => line.id === id)
    ?.perYear.reduce((a, b) => a + b, 0);

describe("UK Immigration Health Surcharge", () => {
  it.each([
    // 12-month master's: 1 + 12 + 4 = 17 months = 1 year + 5 months → £776 + £388.
    { months: 12, expected: 1164 },
    // 3-year bachelor's: 1 + 36 + 4 = 41 months = 3 years + 5 months.
    { months: 36, expected: 2716 },
    // 9-month course: 1 + 9 + 2 = 12 months exactly.
    { months: 9, expected: 776 },
    // 6-month course: 1 + 6 + 2 = 9 months: one part-year over 6 months costs a full year.
    { months: 6, expected: 776 },
    // 24 months: 1 + 24 + 4 = 29 months = 2 years + 5 months.
    { months: 24, expected: 1940 },
    // 20 months: 1 + 20 + 4 = 25 months = 2 years + 1 month.
    { months: 20, expected: 1940 },
    // 16 months: 1 + 16 + 4 = 21 months = 1 year + 9 months → two full years.
    { months: 16, expected: 1552 },
  ])("$months-month course → £$expected", ({ months, expected }) => {
    expect(ukHealthSurcharge(months)).toBe(expected);
  });

  it("is charged with the visa in the estimate", () => {
    expect(fee({ country: "uk", months: 12 }, "ihs")).toBe(1164);
    expect(fee({ country: "uk" }, "visa")).toBe(524);
  });
});

describe("UK maintenance funds", () => {
  it.each([
    { months: 12, london: true, expected: 13_761 },
    { months: 12, london: false, expected: 10_539 },
    { months: 36, london: true, expected: 13_761 },
    { months: 6, london: true, expected: 9_174 },
    { months: 6, london: false, expected: 7_026 },
  ])("$months months, London $london → £$expected", ({ months, london, expected }) => {
    expect(ukMaintenance(months, london)).toBe(expected);
  });

  it("adds the first year's fee less the deposit", () => {
    expect(fundsTotal({ country: "uk", city: "london", tuition: 20_000, deposit: 5_000, months: 12 })).toBe(
      15_000 + 13_761,
    );
    expect(fundsTotal({ country: "uk", city: "outside", tuition: 20_000, months: 12 })).toBe(20_000 + 10_539);
  });
});

describe("Canada proof of funds", () => {
  it.each([
    { people: 1, expected: 22_895 },
    { people: 2, expected: 28_502 },
    { people: 3, expected: 35_040 },
    { people: 4, expected: 42_543 },
  ])("$people people → CAD $expected", ({ people, expected }) => {
    expect(canadaLivingFunds(people).value).toBe(expected);
  });

  it.each([
    { people: 1, expected: 85 },
    { people: 2, expected: 170 },
    { people: 4, expected: 170 },
  ])("biometrics for $people → CAD $expected", ({ people, expected }) => {
    expect(canadaBiometrics(people)).toBe(expected);
  });

  it("adds first-year tuition and travel for a single applicant", () => {
    const estimate = calculate(input({ country: "canada", tuition: 30_000, fx: 60, from: "hyd" }));
    const travel = 85_000 / 60;
    expect(estimate.funds.total.local).toBeCloseTo(22_895 + 30_000 + travel, 6);
  });

  it("scales with the family members coming", () => {
    expect(fundsTotal({ country: "canada", family: 1 }) - fundsTotal({ country: "canada", family: 0 })).toBe(
      28_502 - 22_895,
    );
  });

  it("ignores family members where the rules do not depend on them", () => {
    expect(fundsTotal({ country: "uk", family: 3 })).toBe(fundsTotal({ country: "uk", family: 0 }));
  });
});

describe("Germany blocked account", () => {
  it("is 12 × the monthly amount for the first year", () => {
    const monthly = germanyFacts.figures.blockedMonthly.value;
    expect(germanyBlockedAccount(24)).toBe(12 * monthly);
    expect(germanyBlockedAccount(24)).toBe(germanyFacts.figures.proofOfFunds.value);
    expect(fundsTotal({ country: "germany", months: 24 })).toBe(11_904);
  });

  it("covers a shorter course's months only", () => {
    expect(germanyBlockedAccount(6)).toBe(6 * 992);
  });
});

describe("Ireland and the USA", () => {
  it("Ireland: €10,000 plus the first-year fees still to pay", () => {
    expect(fundsTotal({ country: "ireland", tuition: 20_000, deposit: 3_000, months: 12 })).toBe(
      10_000 + 17_000,
    );
  });

  it("Ireland: a residence-permit fee every year", () => {
    expect(
      calculate(input({ country: "ireland", level: "ug", months: 48 })).lines.find((l) => l.id === "irp")
        ?.perYear,
    ).toEqual([300, 300, 300, 300]);
  });

  it.each([
    { integrityFee: true, expected: 185 + 350 + 250 },
    { integrityFee: false, expected: 185 + 350 },
  ])("USA official fees with the integrity fee $integrityFee → $expected", ({ integrityFee, expected }) => {
    const lines = calculate(input({ country: "usa", integrityFee })).lines.filter(
      (line) => line.group === "fees",
    );
    expect(lines.reduce((total, line) => total + (line.perYear[0] ?? 0), 0)).toBe(expected);
  });

  it("USA: funds are the first year's cost of attendance", () => {
    const estimate = calculate(
      input({ country: "usa", city: "average", living: "shared", tuition: 30_000, months: 24 }),
    );
    expect(estimate.funds.total.local).toBe(30_000 + 12 * 1_200 + 2_500);
  });
});
