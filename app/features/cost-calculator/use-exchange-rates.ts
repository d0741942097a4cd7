import { useEffect, useState } from "react";
import { exchangeRatesPath, readExchangeRates } from "#contract/exchange-rates";
import { type ExchangeRates, exchangeRates } from "~/content/countries/exchange-rates";

/**
 * The rates the calculator uses: those built into the page, then, once it runs (when the family first
 * uses it, app/scripts/hydrate-on-use.ts), the newer ones the server keeps from the European Central Bank
 * (`GET /api/exchange-rates`, docs/country-data.md) if it has any. Our own server only: the browser asks
 * no third party. Any failure leaves the built-in rates.
 */
export function useExchangeRates(): ExchangeRates {
  const [rates, setRates] = useState(exchangeRates);
  useEffect(() => {
    const controller = new AbortController();
    fetch(exchangeRatesPath, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .then((body) => {
        const fresh = readExchangeRates(body);
        if (fresh && fresh.date > exchangeRates.date) setRates(fresh);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return rates;
}
