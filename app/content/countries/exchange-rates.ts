/**
 * Exchange rates to the rupee, with their date. `npm run rates:update` rewrites
 * exchange-rates.json from the European Central Bank's reference rates; the site never asks a third
 * party from the visitor's browser, and the visitor can type their bank's rate in the calculator.
 */
import type { CurrencyCode, IsoDate } from "./types";
import data from "./exchange-rates.json" with { type: "json" };

export type ForeignCurrency = Exclude<CurrencyCode, "INR">;

export interface ExchangeRates {
  /** The day the rates are for. */
  date: IsoDate;
  /** "ecb": ECB reference rates written by `npm run rates:update`; "indicative": set by hand on `date`. */
  source: "ecb" | "indicative";
  /** Rupees for one unit of each currency. */
  inrPer: Record<ForeignCurrency, number>;
}

export const exchangeRates = data as ExchangeRates;
