/**
 * `npm run rates:update`: refreshes the calculator's exchange rates to the rupee
 * (app/content/countries/exchange-rates.json) from the European Central Bank's reference rates, through
 * the Frankfurter service (free, no key). Run it when a network is available, check the diff and commit.
 * The website never calls this service from a visitor's browser.
 *
 * Environment: RATES_URL overrides the service address (default below).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";

export const DEFAULT_RATES_URL = "https://api.frankfurter.dev/v1/latest?base=EUR&symbols=INR,GBP,USD,CAD";
export const RATES_FILE = join(
  import.meta.dirname,
  "..",
  "app",
  "content",
  "countries",
  "exchange-rates.json",
);
const TIMEOUT_MS = 15_000;

const ecbResponse = z.object({
  base: z.literal("EUR"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.object({
    INR: z.number().positive(),
    GBP: z.number().positive(),
    USD: z.number().positive(),
    CAD: z.number().positive(),
  }),
});

export interface RatesFile {
  date: string;
  source: "ecb" | "indicative";
  inrPer: { GBP: number; USD: number; CAD: number; EUR: number };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Rupees per unit of each currency from the ECB's euro-based reference rates. */
export function ratesFromEcb(body: unknown): RatesFile {
  const { date, rates } = ecbResponse.parse(body);
  return {
    date,
    source: "ecb",
    inrPer: {
      GBP: round(rates.INR / rates.GBP),
      USD: round(rates.INR / rates.USD),
      CAD: round(rates.INR / rates.CAD),
      EUR: round(rates.INR),
    },
  };
}

export async function fetchRates(url: string, fetcher: typeof fetch = fetch): Promise<RatesFile> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return ratesFromEcb(await response.json());
}

export function writeRates(rates: RatesFile, file = RATES_FILE): void {
  writeFileSync(file, `${JSON.stringify(rates, null, 2)}\n`);
}

async function main(): Promise<void> {
  const url = process.env.RATES_URL ?? DEFAULT_RATES_URL;
  const before = JSON.parse(readFileSync(RATES_FILE, "utf8")) as RatesFile;
  const shown = relative(process.cwd(), RATES_FILE);
  try {
    const rates = await fetchRates(url);
    writeRates(rates);
    console.log(`Exchange rates of ${rates.date} (ECB reference rates) written to ${shown}:`);
    for (const [currency, rate] of Object.entries(rates.inrPer)) {
      const old = before.inrPer[currency as keyof RatesFile["inrPer"]];
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
