/**
 * Exchange rates to the rupee with their date and source: the rates built into the site
 * (app/content/countries/exchange-rates.json) and the body of `GET /api/exchange-rates`, which the server
 * keeps fresh from the European Central Bank (docs/country-data.md, "Exchange rates"). Without zod, so
 * the calculator can read the server's answer without loading a schema library.
 */

export const foreignCurrencies = ["GBP", "USD", "CAD", "EUR"] as const;
export type ForeignCurrency = (typeof foreignCurrencies)[number];

export interface ExchangeRates {
  /** The day the rates are for, YYYY-MM-DD. */
  date: `${number}-${number}-${number}`;
  /** "ecb": the European Central Bank's reference rates of `date`; "indicative": set by hand on `date`. */
  source: "ecb" | "indicative";
  /** Rupees for one unit of each currency. */
  inrPer: Record<ForeignCurrency, number>;
}

/** The path of the server's route. */
export const exchangeRatesPath = "/api/exchange-rates";

/** The widest range a rate of one of these currencies could take (the calculator's own limit). */
export const plausibleRupeesPerUnit = { min: 1, max: 1000 } as const;

const isDay = (value: unknown): value is ExchangeRates["date"] =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The rates in `value` when it has exactly their shape and plausible values; otherwise undefined. */
export function readExchangeRates(value: unknown): ExchangeRates | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { date, source, inrPer } = value as Record<string, unknown>;
  if (!isDay(date) || (source !== "ecb" && source !== "indicative")) return undefined;
  if (typeof inrPer !== "object" || inrPer === null) return undefined;
  const rates = inrPer as Record<string, unknown>;
  const read = {} as Record<ForeignCurrency, number>;
  for (const currency of foreignCurrencies) {
    const rate = rates[currency];
    if (typeof rate !== "number" || !Number.isFinite(rate)) return undefined;
    if (rate < plausibleRupeesPerUnit.min || rate > plausibleRupeesPerUnit.max) return undefined;
    read[currency] = rate;
  }
  return { date, source, inrPer: read };
}
