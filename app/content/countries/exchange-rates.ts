/**
 * Exchange rates to the rupee, with their date, as built into the site. The running server keeps newer
 * ones from the European Central Bank's reference rates (`GET /api/exchange-rates`, docs/country-data.md,
 * "Exchange rates"), which the calculator takes when the family first uses it; `npm run rates:update`
 * rewrites exchange-rates.json for the next build. The site never asks a third party from the visitor's
 * browser, and the visitor can type their bank's rate in the calculator.
 */
import type { ExchangeRates, ForeignCurrency } from "#contract/exchange-rates";
import data from "./exchange-rates.json" with { type: "json" };

export type { ExchangeRates, ForeignCurrency };

export const exchangeRates = data as ExchangeRates;
