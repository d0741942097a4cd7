/**
 * The calculator's address preset to a country. Kept apart from query.ts so a country page can link to
 * the calculator without loading the other countries' data.
 */
import type { CountryCode } from "~/content/countries/types";

/** Query parameter that selects the destination. */
export const countryQueryKey = "country";

/** Query parameter that selects the level of study (ug, pg, phd). */
export const levelQueryKey = "level";

export function calculatorHref(path: string, country: CountryCode): string {
  return `${path}?${countryQueryKey}=${country}`;
}
