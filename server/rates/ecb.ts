/**
 * The European Central Bank's daily reference rates (https://www.ecb.europa.eu/stats/eurofxref/
 * eurofxref-daily.xml, docs/country-data.md, "Exchange rates"): euro-based rates of about 30 currencies
 * for one working day, published around 16:00 CET. This module reads that XML, turns it into rupees per
 * pound, dollar, Canadian dollar and euro, and decides whether new rates may replace the last good ones.
 *
 * The file is small and its shape has not changed in twenty years:
 *
 *   <gesmes:Envelope …><Cube><Cube time='2026-11-26'>
 *     <Cube currency='USD' rate='1.0531'/> … <Cube currency='INR' rate='89.2350'/> …
 *   </Cube></Cube></gesmes:Envelope>
 *
 * so it is read with two patterns rather than an XML library; anything else is refused.
 */
import { foreignCurrencies, plausibleRupeesPerUnit, type ExchangeRates } from "#contract/exchange-rates";

/** New rates that move any currency by more than this share from the last good ones are refused. */
export const MAX_CHANGE = 0.2;

/** The largest reference-rate file we read (the real one is about 1.5 KB). */
export const MAX_XML_BYTES = 64 * 1024;

export class RatesError extends Error {
  override name = "RatesError";
}

const DAY = /<Cube\s+time\s*=\s*['"](\d{4}-\d{2}-\d{2})['"]\s*>/g;
const RATE = /<Cube\s+currency\s*=\s*['"]([A-Z]{3})['"]\s+rate\s*=\s*['"]([0-9]+(?:\.[0-9]+)?)['"]\s*\/>/g;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function isRealDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
}

/** Rupees per unit of GBP, USD, CAD and EUR from the ECB's daily XML; throws a RatesError on anything else. */
export function ratesFromEcbXml(xml: string): ExchangeRates {
  if (xml.length > MAX_XML_BYTES) throw new RatesError("the reference-rate file is larger than expected");
  if (!xml.includes("eurofxref")) throw new RatesError("not the ECB's reference-rate file");
  const days = [...xml.matchAll(DAY)].map((match) => match[1] ?? "");
  const [date] = days;
  if (days.length !== 1 || date === undefined)
    throw new RatesError(`expected the rates of one day, found ${days.length}`);
  if (!isRealDay(date)) throw new RatesError(`not a day: ${date}`);
  const perEuro = new Map<string, number>();
  for (const [, currency = "", rate = ""] of xml.matchAll(RATE)) {
    if (perEuro.has(currency)) throw new RatesError(`${currency} is listed twice`);
    perEuro.set(currency, Number(rate));
  }
  const inr = perEuro.get("INR");
  if (inr === undefined || !(inr > 0)) throw new RatesError("no rupee rate");
  const inrPer = {} as ExchangeRates["inrPer"];
  for (const currency of foreignCurrencies) {
    const euros = currency === "EUR" ? 1 : perEuro.get(currency);
    if (euros === undefined || !(euros > 0)) throw new RatesError(`no ${currency} rate`);
    const rupees = round(inr / euros);
    if (rupees < plausibleRupeesPerUnit.min || rupees > plausibleRupeesPerUnit.max)
      throw new RatesError(`${currency} at ₹${rupees} is not plausible`);
    inrPer[currency] = rupees;
  }
  return { date: date as ExchangeRates["date"], source: "ecb", inrPer };
}

export type Verdict =
  | { accept: true }
  /** Not newer than the rates in use: nothing to do (the ECB publishes once a working day). */
  | { accept: false; reason: "not newer" }
  | { accept: false; reason: "refused"; problem: string };

/**
 * Whether `next` may replace `last`: it must be of a later day, not of a day after `today` (India's date;
 * the ECB's day never runs ahead of it), and no currency may move by more than MAX_CHANGE.
 */
export function judgeRates(last: ExchangeRates, next: ExchangeRates, today: string): Verdict {
  if (next.date > today)
    return { accept: false, reason: "refused", problem: `rates dated ${next.date}, after today (${today})` };
  if (next.date <= last.date) return { accept: false, reason: "not newer" };
  for (const currency of foreignCurrencies) {
    const change = next.inrPer[currency] / last.inrPer[currency] - 1;
    if (!(Math.abs(change) <= MAX_CHANGE)) {
      const percent = Math.round(change * 1000) / 10;
      return {
        accept: false,
        reason: "refused",
        problem: `${currency} would move ${percent > 0 ? "+" : ""}${percent} % (from ₹${last.inrPer[currency]} to ₹${next.inrPer[currency]}); more than ${MAX_CHANGE * 100} % is refused`,
      };
    }
  }
  return { accept: true };
}
