/**
 * The calculator's inputs: their defaults, their limits, and the values they resolve to once the
 * visitor's choices are combined with the country's data. Choices the visitor has not made (null)
 * follow the country and level, e.g. the course length of a UK master's.
 */
import { type ExchangeRates, exchangeRates } from "~/content/countries/exchange-rates";
import { type DepartureAirport, departureAirports } from "~/content/countries/india";
import type { CountryCode, Level, LivingStyle, TuitionBand } from "~/content/countries/types";
import { factsFor } from "./countries";
import type { LoanMode } from "./loan";

export type Trip = "oneway" | "return";

export interface CalculatorInput {
  country: CountryCode;
  /** City band id of the country; null: the first band. */
  city: string | null;
  level: Level;
  /** Course length in months; null: the usual length for the level. */
  months: number | null;
  /** Tuition band id; null: the first band of the level. */
  band: string | null;
  /** The visitor's own annual tuition (local currency); null: the band's typical fee. */
  tuition: number | null;
  /** Tuition deposit already paid (local currency). */
  deposit: number;
  living: LivingStyle;
  /** Scholarship per year (local currency). */
  scholarship: number;
  /** Part-time work, hours a week; 0 is off (the default, to stay conservative). */
  hours: number;
  /** Hourly pay (local currency); null: the country's typical student wage. */
  wage: number | null;
  /** Family members coming along (where the rules depend on it: Canada). */
  family: number;
  from: DepartureAirport;
  trip: Trip;
  /** Rupees per unit of the local currency; null: the dated rate in the data. */
  fx: number | null;
  /** USA: include the visa integrity fee, whose collection date is uncertain. */
  integrityFee: boolean;
  /** Education loan in rupees. */
  loan: number;
  loanRate: number;
  /** Repayment period in years. */
  loanYears: number;
  loanMode: LoanMode;
  /** Months after the course before EMIs start (moratorium = course + grace). */
  graceMonths: number;
  /** Income-tax slab, percent, for the Section 80E saving. */
  taxSlab: number;
}

export const limits = {
  months: { min: 6, max: 72 },
  money: { min: 0, max: 500_000 },
  hours: { min: 0, max: 40 },
  wage: { min: 0, max: 100 },
  family: { min: 0, max: 3 },
  fx: { min: 1, max: 1000 },
  loan: { min: 0, max: 20_000_000 },
  loanRate: { min: 0, max: 25 },
  loanYears: { min: 1, max: 20 },
  graceMonths: { min: 0, max: 24 },
} as const;

export const taxSlabs: readonly number[] = [0, 5, 10, 20, 30];

/** Only Canada's proof of funds depends on the family's size (up to 4 people in the data). */
export function familyCounts(country: CountryCode): boolean {
  return country === "canada";
}

export const defaultInput: CalculatorInput = {
  country: "uk",
  city: null,
  level: "pg",
  months: null,
  band: null,
  tuition: null,
  deposit: 0,
  living: "shared",
  scholarship: 0,
  hours: 0,
  wage: null,
  family: 0,
  from: "hyd",
  trip: "oneway",
  fx: null,
  integrityFee: true,
  loan: 2_000_000,
  loanRate: 11,
  loanYears: 10,
  loanMode: "simple",
  graceMonths: 6,
  taxSlab: 30,
};

/** Every input with a concrete value. */
export interface ResolvedInput extends CalculatorInput {
  city: string;
  months: number;
  band: string;
  tuitionBand: TuitionBand;
  /** Annual tuition in use (the visitor's own figure or the band's typical one). */
  tuition: number;
  wage: number;
  fx: number;
  /** Hours actually counted: the visitor's hours capped at the legal limit. */
  hours: number;
  hoursCap: number;
  monthlyLiving: number;
  /** One-way fare from the chosen airport, in rupees. */
  flightInr: number;
}

export function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** The inputs with every choice made, the rate from `rates` unless the visitor typed their own. */
export function resolveInput(input: CalculatorInput, rates: ExchangeRates = exchangeRates): ResolvedInput {
  const facts = factsFor(input.country);
  const cityBand = facts.costs.cityBands.find((band) => band.id === input.city) ?? facts.costs.cityBands[0];
  const bands = facts.costs.tuition[input.level];
  const tuitionBand = bands.find((band) => band.id === input.band) ?? bands[0];
  const hoursCap = facts.figures.workHours.value;
  const airport = departureAirports.find((item) => item.id === input.from) ?? departureAirports[0];
  const oneWay = facts.costs.flightFromHyderabadInr + (airport?.extraInr ?? 0);
  const tuition = input.tuition ?? tuitionBand.annual.typical;

  return {
    ...input,
    city: cityBand.id,
    months: input.months ?? facts.costs.courseMonths[input.level],
    band: tuitionBand.id,
    tuitionBand,
    tuition,
    deposit: Math.min(input.deposit, tuition),
    wage: input.wage ?? facts.costs.typicalHourlyWage,
    fx: input.fx ?? rates.inrPer[facts.currency],
    hours: Math.min(input.hours, hoursCap),
    hoursCap,
    family: familyCounts(input.country) ? input.family : 0,
    monthlyLiving: cityBand.monthlyLiving[input.living],
    flightInr: oneWay,
  };
}
