/** Reading the ECB's daily XML into rupee rates, and the checks new rates must pass before they are used. */
import { describe, expect, it } from "vitest";
import type { ExchangeRates } from "#contract/exchange-rates";
import { ecbXml, sampleDay } from "./ecb-fixture.ts";
import { judgeRates, MAX_XML_BYTES, RatesError, ratesFromEcbXml } from "./ecb.ts";

const last: ExchangeRates = {
  date: "2026-11-22",
  source: "indicative",
  inrPer: { GBP: 106.5, USD: 84.7, CAD: 60.6, EUR: 89.2 },
};

describe("ratesFromEcbXml", () => {
  it("turns the euro-based rates of the day into rupees per unit, rounded to 4 decimals", () => {
    const { INR, GBP, USD, CAD } = sampleDay.perEuro as Record<string, number>;
    expect(ratesFromEcbXml(ecbXml())).toEqual({
      date: "2026-11-26",
      source: "ecb",
      inrPer: {
        GBP: Math.round((INR! / GBP!) * 10_000) / 10_000,
        USD: Math.round((INR! / USD!) * 10_000) / 10_000,
        CAD: Math.round((INR! / CAD!) * 10_000) / 10_000,
        EUR: INR,
      },
    });
  });

  it("reads double quotes and spacing as well", () => {
    const xml = ecbXml().replaceAll("'", '"').replaceAll("<Cube currency", "<Cube  currency");
    expect(ratesFromEcbXml(xml).date).toBe("2026-11-26");
  });

  it.each([
    ["an HTML error page", "<html><body>Service unavailable</body></html>"],
    ["an empty answer", ""],
    ["JSON", JSON.stringify({ base: "EUR", rates: { INR: 89 } })],
    ["no rupee rate", ecbXml({ date: "2026-11-26", perEuro: { USD: 1.05, GBP: 0.83, CAD: 1.47 } })],
    ["no Canadian dollar", ecbXml({ date: "2026-11-26", perEuro: { USD: 1.05, GBP: 0.83, INR: 89 } })],
    ["a zero rate", ecbXml({ date: "2026-11-26", perEuro: { USD: 0, GBP: 0.83, CAD: 1.47, INR: 89 } })],
    ["an impossible day", ecbXml({ ...sampleDay, date: "2026-02-30" })],
    ["two days", ecbXml().replace("</Cube>\n\t</Cube>", "</Cube><Cube time='2026-11-25'></Cube>\n\t</Cube>")],
    [
      "a currency twice",
      ecbXml().replace("<Cube currency='JPY'", "<Cube currency='INR' rate='90'/><Cube currency='JPY'"),
    ],
    [
      "an absurd rupee rate",
      ecbXml({ date: "2026-11-26", perEuro: { USD: 1.05, GBP: 0.83, CAD: 1.47, INR: 89_000 } }),
    ],
    ["a file far too large", ecbXml() + " ".repeat(MAX_XML_BYTES)],
  ])("refuses %s", (_what, xml) => {
    expect(() => ratesFromEcbXml(xml)).toThrow(RatesError);
  });
});

describe("judgeRates", () => {
  const next = ratesFromEcbXml(ecbXml());

  it("accepts rates of a later day within 20 % of the last good ones", () => {
    expect(judgeRates(last, next, "2026-11-27")).toEqual({ accept: true });
  });

  it("leaves the rates in use alone when the new ones are not newer", () => {
    expect(judgeRates(next, next, "2026-11-27")).toEqual({ accept: false, reason: "not newer" });
    expect(judgeRates({ ...last, date: "2026-11-30" }, next, "2026-12-01")).toEqual({
      accept: false,
      reason: "not newer",
    });
  });

  it("refuses rates dated after today in India", () => {
    expect(judgeRates(last, next, "2026-11-25")).toMatchObject({ accept: false, reason: "refused" });
  });

  it.each([
    ["up", 1.21],
    ["down", 0.79],
  ])("refuses a currency that moved more than 20 %% %s, and names it", (_direction, factor) => {
    const moved = { ...next, inrPer: { ...next.inrPer, CAD: last.inrPer.CAD * factor } };
    const verdict = judgeRates(last, moved, "2026-11-27");
    expect(verdict).toMatchObject({ accept: false, reason: "refused" });
    expect(verdict.accept === false && verdict.reason === "refused" && verdict.problem).toMatch(/CAD/);
  });

  it("accepts a move of exactly 20 %", () => {
    const moved = { ...next, inrPer: { ...next.inrPer, USD: last.inrPer.USD * 1.2 } };
    expect(judgeRates(last, moved, "2026-11-27")).toEqual({ accept: true });
  });
});
