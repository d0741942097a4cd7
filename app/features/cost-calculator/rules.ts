/**
 * Each destination's official fees and proof-of-funds rule (docs/country-data.md), as pure
 * functions of the resolved inputs. Amounts are in the destination's currency unless a line says INR.
 */
import { calculatorText } from "~/content/countries/calculator-text";
import { canadaFacts } from "~/content/countries/canada/facts";
import { formatFigure, formatMoney, indicativeReason } from "~/content/countries/format";
import { germanyFacts } from "~/content/countries/germany/facts";
import { irelandFacts } from "~/content/countries/ireland/facts";
import type { CountryCode, Figure } from "~/content/countries/types";
import { ukFacts, ukHealthSurchargeFor } from "~/content/countries/uk/facts";
import { usaFacts } from "~/content/countries/usa/facts";
import type { ResolvedInput } from "./inputs";

const lineText = calculatorText.lines;
const fundsText = calculatorText.fundsLines;

export type CostGroup = "tuition" | "living" | "health" | "fees" | "travel" | "oneTime";

export interface CostLine {
  id: string;
  group: CostGroup;
  label: string;
  /** "local": the destination's currency; "INR": rupees (flights, tests taken in India). */
  currency: "local" | "INR";
  /** Amount in each year of the course, in `currency`. */
  perYear: readonly number[];
  /** The official figure the line rests on, shown with its source. */
  figure?: Figure;
  /** Why the amount is indicative, when it is. */
  note?: string;
}

export interface FundsLine {
  label: string;
  /** In the destination's currency. */
  amount: number;
  figure?: Figure;
}

/** What the course year 1 costs, as the funds rules need it (destination currency). */
export interface FirstYear {
  months: number;
  tuition: number;
  living: number;
  health: number;
  /** One-way flight in the destination currency. */
  travel: number;
}

interface CountryRules {
  /** Visa and other official fees, including a statutory health charge. */
  fees(input: ResolvedInput, monthsPerYear: readonly number[]): CostLine[];
  /** Health cover that is not an official fee (insurance), if the country has no statutory charge. */
  health(input: ResolvedInput, monthsPerYear: readonly number[]): CostLine | null;
  funds(input: ResolvedInput, firstYear: FirstYear): FundsLine[];
}

/** A one-off amount in year 1 (and nothing in later years). */
function inFirstYear(amount: number, years: number): number[] {
  return Array.from({ length: years }, (_, index) => (index === 0 ? amount : 0));
}

function feeLine(id: string, figure: Figure, years: number, amount = figure.value): CostLine {
  return {
    id,
    group: "fees",
    label: figure.label,
    currency: "local",
    perYear: inFirstYear(amount, years),
    figure,
  };
}

// --- United Kingdom ---------------------------------------------------------------------------------

/**
 * Immigration Health Surcharge for a student visa: charged on the whole visa length (1 month before the
 * course, plus 4 months after a course of 12 months or more, or 2 months after a shorter one); each full
 * year costs the annual rate and a remaining part-year of up to 6 months half of it.
 */
export function ukHealthSurcharge(courseMonths: number): number {
  return ukHealthSurchargeFor(ukFacts.figures, courseMonths);
}

/** Living-cost funds for a UK student visa: the monthly amount for up to 9 months. */
export function ukMaintenance(courseMonths: number, inLondon: boolean): number {
  const f = ukFacts.figures;
  const monthly = inLondon ? f.maintenanceLondon.value : f.maintenanceOutsideLondon.value;
  return Math.min(courseMonths, f.maintenanceMonthsCap.value) * monthly;
}

const uk: CountryRules = {
  fees(input, monthsPerYear) {
    const f = ukFacts.figures;
    const years = monthsPerYear.length;
    return [
      feeLine("visa", f.studyVisaFee, years),
      {
        ...feeLine("ihs", f.ihsPerYear, years, ukHealthSurcharge(input.months)),
        group: "health",
        label: lineText.ukHealthSurcharge,
      },
    ];
  },
  health: () => null,
  funds(input, firstYear) {
    const f = ukFacts.figures;
    const london = input.city === "london";
    return [
      {
        label: fundsText.ukTuition,
        amount: Math.max(0, firstYear.tuition - input.deposit),
      },
      {
        label: fundsText.ukLiving(Math.min(input.months, f.maintenanceMonthsCap.value), london),
        amount: ukMaintenance(input.months, london),
        figure: london ? f.maintenanceLondon : f.maintenanceOutsideLondon,
      },
    ];
  },
};

// --- United States ----------------------------------------------------------------------------------

const usa: CountryRules = {
  fees(input, monthsPerYear) {
    const f = usaFacts.figures;
    const years = monthsPerYear.length;
    const lines = [feeLine("visa", f.studyVisaFee, years), feeLine("sevis", f.sevisFee, years)];
    if (input.integrityFee) {
      lines.push({
        ...feeLine("integrity", f.visaIntegrityFee, years),
        note: indicativeReason(f.visaIntegrityFee),
      });
    }
    return lines;
  },
  health: (_input, monthsPerYear) => insuranceLine(usaFacts.costs.insurance, monthsPerYear),
  funds(_input, firstYear) {
    return [
      { label: fundsText.usaTuition, amount: firstYear.tuition },
      { label: fundsText.usaLiving(firstYear.months), amount: firstYear.living },
      { label: fundsText.usaHealth, amount: firstYear.health },
    ];
  },
};

function insuranceLine(
  insurance: { label: string; perYear: number; note: string },
  monthsPerYear: readonly number[],
): CostLine {
  return {
    id: "insurance",
    group: "health",
    label: insurance.label,
    currency: "local",
    perYear: monthsPerYear.map((months) => (insurance.perYear * months) / 12),
    note: insurance.note,
  };
}

// --- Canada -----------------------------------------------------------------------------------------

/** Canada's living-cost funds for the number of people coming (the student plus family), 1 to 4. */
export function canadaLivingFunds(people: number): Figure {
  const f = canadaFacts.figures;
  const table = [f.proofOfFunds, f.proofOfFunds2, f.proofOfFunds3, f.proofOfFunds4] as const;
  return table[Math.min(Math.max(people, 1), table.length) - 1] ?? f.proofOfFunds;
}

export function canadaBiometrics(people: number): number {
  const f = canadaFacts.figures;
  return Math.min(f.biometricsFee.value * people, f.biometricsFamilyMax.value);
}

const canada: CountryRules = {
  fees(input, monthsPerYear) {
    const f = canadaFacts.figures;
    const years = monthsPerYear.length;
    const people = 1 + input.family;
    return [
      feeLine("visa", f.studyVisaFee, years),
      {
        ...feeLine("biometrics", f.biometricsFee, years, canadaBiometrics(people)),
        label:
          people > 1
            ? lineText.canadaBiometrics(people, formatMoney(f.biometricsFamilyMax.value, "CAD"))
            : f.biometricsFee.label,
      },
    ];
  },
  health: (_input, monthsPerYear) => insuranceLine(canadaFacts.costs.insurance, monthsPerYear),
  funds(input, firstYear) {
    const people = 1 + input.family;
    const living = canadaLivingFunds(people);
    return [
      { label: living.label, amount: living.value, figure: living },
      {
        label: fundsText.canadaTuition,
        amount: Math.max(0, firstYear.tuition - input.deposit),
      },
      { label: fundsText.canadaTravel, amount: firstYear.travel },
    ];
  },
};

// --- Germany ----------------------------------------------------------------------------------------

/** The blocked account: the monthly amount for the first year (12 months, or the course if shorter). */
export function germanyBlockedAccount(courseMonths: number): number {
  const f = germanyFacts.figures;
  return Math.min(courseMonths, f.blockedMonths.value) * f.blockedMonthly.value;
}

const germany: CountryRules = {
  fees(_input, monthsPerYear) {
    return [feeLine("visa", germanyFacts.figures.studyVisaFee, monthsPerYear.length)];
  },
  health(_input, monthsPerYear) {
    const figure = germanyFacts.figures.healthInsuranceMonthly;
    return {
      id: "insurance",
      group: "health",
      label: lineText.germanyHealthInsurance,
      currency: "local",
      // The higher end of a range: the safe figure to budget with.
      perYear: monthsPerYear.map((months) => (figure.max ?? figure.value) * months),
      figure,
    };
  },
  funds(input) {
    const f = germanyFacts.figures;
    const months = Math.min(input.months, f.blockedMonths.value);
    return [
      {
        label: fundsText.germanyBlockedAccount(
          formatFigure({ value: months, unit: "months" }),
          formatMoney(f.blockedMonthly.value, "EUR"),
        ),
        amount: germanyBlockedAccount(input.months),
        figure: f.blockedMonthly,
      },
    ];
  },
};

// --- Ireland ----------------------------------------------------------------------------------------

const ireland: CountryRules = {
  fees(_input, monthsPerYear) {
    const f = irelandFacts.figures;
    const years = monthsPerYear.length;
    return [
      feeLine("visa", f.studyVisaFee, years),
      {
        id: "irp",
        group: "fees",
        label: lineText.irelandResidencePermit,
        currency: "local",
        perYear: monthsPerYear.map(() => f.residencePermitFee.value),
        figure: f.residencePermitFee,
        note: years > 1 ? lineText.irelandRenewals : undefined,
      },
    ];
  },
  health: (_input, monthsPerYear) => insuranceLine(irelandFacts.costs.insurance, monthsPerYear),
  funds(input, firstYear) {
    const f = irelandFacts.figures;
    return [
      { label: fundsText.irelandLiving, amount: f.proofOfFunds.value, figure: f.proofOfFunds },
      {
        label: fundsText.irelandFees,
        amount: Math.max(0, firstYear.tuition - input.deposit),
      },
    ];
  },
};

export const countryRules: Record<CountryCode, CountryRules> = { uk, usa, canada, germany, ireland };
