/**
 * The calculator's state in the URL query, so an estimate can be bookmarked and shared
 * (`/cost-calculator?country=canada&level=pg&tuition=28000`). Only choices that differ from the
 * defaults are written; anything unreadable in a URL falls back to its default.
 */
import { departureAirports } from "~/content/countries/india";
import type { Level, LivingStyle } from "~/content/countries/types";
import { factsFor, isCountryCode } from "./countries";
import { countryQueryKey, levelQueryKey } from "./href";
import { type CalculatorInput, clamp, defaultInput, limits, taxSlabs, type Trip } from "./inputs";
import { type LoanMode, loanModes } from "./loan";

/** Query parameter of each input. */
const queryKeys = {
  country: countryQueryKey,
  city: "city",
  level: levelQueryKey,
  months: "months",
  band: "band",
  tuition: "tuition",
  deposit: "deposit",
  living: "living",
  scholarship: "scholarship",
  hours: "hours",
  wage: "wage",
  family: "family",
  from: "from",
  trip: "trip",
  fx: "fx",
  integrityFee: "vif",
  loan: "loan",
  loanRate: "rate",
  loanYears: "tenure",
  loanMode: "mode",
  graceMonths: "grace",
  taxSlab: "slab",
} as const satisfies Record<keyof CalculatorInput, string>;

const levels: readonly Level[] = ["ug", "pg", "phd"];
const livingStyles: readonly LivingStyle[] = ["shared", "studio"];
const trips: readonly Trip[] = ["oneway", "return"];

function oneOf<T extends string>(value: string | null, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

/** A number within its range, rounded to 2 decimals; undefined when missing or not a number. */
function numberIn(value: string | null, range: { min: number; max: number }): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) return undefined;
  return Math.round(clamp(parsed, range) * 100) / 100;
}

export function parseQuery(params: URLSearchParams): CalculatorInput {
  const get = (key: keyof CalculatorInput) => params.get(queryKeys[key]);
  const country = isCountryCode(get("country"))
    ? (get("country") as CalculatorInput["country"])
    : defaultInput.country;
  const facts = factsFor(country);
  const level = oneOf(get("level"), levels) ?? defaultInput.level;
  const city = facts.costs.cityBands.some((band) => band.id === get("city")) ? get("city") : null;
  const band = facts.costs.tuition[level].some((item) => item.id === get("band")) ? get("band") : null;
  const airports = departureAirports.map((airport) => airport.id);
  const slab = numberIn(get("taxSlab"), { min: 0, max: 100 });

  return {
    country,
    city,
    level,
    months: numberIn(get("months"), limits.months) ?? null,
    band,
    tuition: numberIn(get("tuition"), limits.money) ?? null,
    deposit: numberIn(get("deposit"), limits.money) ?? defaultInput.deposit,
    living: oneOf(get("living"), livingStyles) ?? defaultInput.living,
    scholarship: numberIn(get("scholarship"), limits.money) ?? defaultInput.scholarship,
    hours: numberIn(get("hours"), limits.hours) ?? defaultInput.hours,
    wage: numberIn(get("wage"), limits.wage) ?? null,
    family: Math.round(numberIn(get("family"), limits.family) ?? defaultInput.family),
    from: oneOf(get("from"), airports) ?? defaultInput.from,
    trip: oneOf(get("trip"), trips) ?? defaultInput.trip,
    fx: numberIn(get("fx"), limits.fx) ?? null,
    integrityFee: get("integrityFee") === null ? defaultInput.integrityFee : get("integrityFee") !== "0",
    loan: numberIn(get("loan"), limits.loan) ?? defaultInput.loan,
    loanRate: numberIn(get("loanRate"), limits.loanRate) ?? defaultInput.loanRate,
    loanYears: Math.round(numberIn(get("loanYears"), limits.loanYears) ?? defaultInput.loanYears),
    loanMode: oneOf<LoanMode>(get("loanMode"), loanModes) ?? defaultInput.loanMode,
    graceMonths: Math.round(numberIn(get("graceMonths"), limits.graceMonths) ?? defaultInput.graceMonths),
    taxSlab: slab !== undefined && taxSlabs.includes(slab) ? slab : defaultInput.taxSlab,
  };
}

function text(value: CalculatorInput[keyof CalculatorInput]): string | null {
  if (value === null) return null;
  if (typeof value === "boolean") return value ? "1" : "0";
  return String(value);
}

/** The query for an input: only what differs from the defaults, in a fixed order. */
export function toQuery(input: CalculatorInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(queryKeys) as (keyof CalculatorInput)[]) {
    const value = text(input[key]);
    if (value !== null && value !== text(defaultInput[key])) params.set(queryKeys[key], value);
  }
  return params;
}

/**
 * Applies a visitor's change. Switching country resets the choices that are in the old country's
 * currency or bands; switching level resets the tuition band and course length.
 */
export function changeInput(current: CalculatorInput, patch: Partial<CalculatorInput>): CalculatorInput {
  const next = { ...current, ...patch };
  if (patch.country !== undefined && patch.country !== current.country) {
    return {
      ...next,
      city: null,
      band: null,
      tuition: null,
      months: null,
      deposit: 0,
      scholarship: 0,
      wage: null,
      fx: null,
      family: 0,
    };
  }
  if (patch.level !== undefined && patch.level !== current.level) {
    return { ...next, band: null, tuition: null, months: null };
  }
  if (patch.band !== undefined && patch.band !== current.band) {
    return { ...next, tuition: null };
  }
  return next;
}
