/** The five destinations' data, as the calculator uses it (the calculator needs all five). */
import { canadaFacts } from "~/content/countries/canada/facts";
import { germanyFacts } from "~/content/countries/germany/facts";
import { irelandFacts } from "~/content/countries/ireland/facts";
import type { CountryCode, CountryFactsBase } from "~/content/countries/types";
import { ukFacts } from "~/content/countries/uk/facts";
import { usaFacts } from "~/content/countries/usa/facts";

export const calculatorCountries = {
  uk: ukFacts,
  usa: usaFacts,
  canada: canadaFacts,
  germany: germanyFacts,
  ireland: irelandFacts,
} as const satisfies Record<CountryCode, CountryFactsBase>;

export const countryCodes: readonly CountryCode[] = ["uk", "usa", "canada", "germany", "ireland"];

export function factsFor(country: CountryCode): CountryFactsBase {
  return calculatorCountries[country];
}

export function isCountryCode(value: string | null): value is CountryCode {
  return value !== null && (countryCodes as readonly string[]).includes(value);
}
