import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fetchRates, ratesFromEcb, writeRates } from "./update-rates";

// The shape the Frankfurter service answers with for base EUR.
const sample = {
  amount: 1,
  base: "EUR",
  date: "2026-11-20",
  rates: { CAD: 1.6, GBP: 0.875, INR: 104.5, USD: 1.1 },
};

describe("ratesFromEcb", () => {
  it("turns euro-based reference rates into rupees per unit, with the ECB date", () => {
    expect(ratesFromEcb(sample)).toEqual({
      date: "2026-11-20",
      source: "ecb",
      inrPer: { GBP: 119.4286, USD: 95, CAD: 65.3125, EUR: 104.5 },
    });
  });

  it.each([
    { name: "another base", body: { ...sample, base: "USD" } },
    { name: "a missing rupee rate", body: { ...sample, rates: { CAD: 1.6, GBP: 0.875, USD: 1.1 } } },
    { name: "a zero rate", body: { ...sample, rates: { ...sample.rates, GBP: 0 } } },
    { name: "no date", body: { base: "EUR", rates: sample.rates } },
    { name: "an HTML page", body: "<html></html>" },
  ])("rejects $name", ({ body }) => {
    expect(() => ratesFromEcb(body)).toThrow();
  });
});

describe("fetchRates", () => {
  it("reads the service's answer", async () => {
    const fetcher = (async () => Response.json(sample)) as typeof fetch;
    await expect(fetchRates("https://rates.test/latest", fetcher)).resolves.toMatchObject({
      date: "2026-11-20",
    });
  });

  it("fails on an error status", async () => {
    const fetcher = (async () =>
      new Response("down", { status: 503, statusText: "Service Unavailable" })) as typeof fetch;
    await expect(fetchRates("https://rates.test/latest", fetcher)).rejects.toThrow(/503/);
  });
});

describe("writeRates", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("writes formatted JSON that the site reads back", () => {
    dir = mkdtempSync(join(tmpdir(), "rates-"));
    const file = join(dir, "exchange-rates.json");
    const rates = ratesFromEcb(sample);
    writeRates(rates, file);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(rates);
    expect(readFileSync(file, "utf8").endsWith("}\n")).toBe(true);
  });
});
