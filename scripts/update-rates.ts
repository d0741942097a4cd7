/**
 * `npm run rates:update`: refreshes the exchange rates built into the site
 * (app/content/countries/exchange-rates.json) from the European Central Bank's daily reference rates,
 * read the same way as the running server reads them (server/rates/ecb.ts; docs/country-data.md,
 * "Exchange rates"). Run it when a network is available, check the diff and commit: the next build starts
 * from these rates. The website never calls the ECB from a visitor's browser.
 *
 * Environment: RATES_URL, as for the server (default: the ECB's daily XML).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { ECB_DAILY_RATES_URL } from "../server/config.ts";
import { ratesFromEcbXml } from "../server/rates/ecb.ts";
import type { ExchangeRates } from "../contract/exchange-rates.ts";

export const RATES_FILE = join(
  import.meta.dirname,
  "..",
  "app",
  "content",
  "countries",
  "exchange-rates.json",
);
const TIMEOUT_MS = 15_000;

export async function fetchRates(url: string, fetcher: typeof fetch = fetch): Promise<ExchangeRates> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return ratesFromEcbXml(await response.text());
}

export function writeRates(rates: ExchangeRates, file = RATES_FILE): void {
  writeFileSync(file, `${JSON.stringify(rates, null, 2)}\n`);
}

async function main(): Promise<void> {
  const url = process.env.RATES_URL || ECB_DAILY_RATES_URL;
  const before = JSON.parse(readFileSync(RATES_FILE, "utf8")) as ExchangeRates;
  const shown = relative(process.cwd(), RATES_FILE);
  try {
    const rates = await fetchRates(url);
    writeRates(rates);
    console.log(`Exchange rates of ${rates.date} (ECB reference rates) written to ${shown}:`);
    for (const [currency, rate] of Object.entries(rates.inrPer)) {
      const old = before.inrPer[currency as keyof ExchangeRates["inrPer"]];
      console.log(`  1 ${currency} = ₹${rate} (was ₹${old})`);
    }
  } catch (error) {
    console.error(`Could not refresh the exchange rates; ${shown} is unchanged (rates of ${before.date}).`);
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
