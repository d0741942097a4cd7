import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ecbXml, sampleDay } from "../server/rates/ecb-fixture";
import { ratesFromEcbXml } from "../server/rates/ecb";
import { fetchRates, writeRates } from "./update-rates";

describe("fetchRates", () => {
  it("reads the ECB's daily XML into rupees per unit, with the ECB date", async () => {
    const fetcher = (async () =>
      new Response(ecbXml(), { headers: { "content-type": "text/xml" } })) as typeof fetch;
    await expect(fetchRates("https://rates.test/eurofxref-daily.xml", fetcher)).resolves.toMatchObject({
      date: sampleDay.date,
      source: "ecb",
      inrPer: { EUR: sampleDay.perEuro.INR },
    });
  });

  it("fails on an error status", async () => {
    const fetcher = (async () =>
      new Response("down", { status: 503, statusText: "Service Unavailable" })) as typeof fetch;
    await expect(fetchRates("https://rates.test/eurofxref-daily.xml", fetcher)).rejects.toThrow(/503/);
  });

  it("fails on an answer that is not the ECB's XML", async () => {
    const fetcher = (async () => Response.json({ base: "EUR", rates: { INR: 104 } })) as typeof fetch;
    await expect(fetchRates("https://rates.test/eurofxref-daily.xml", fetcher)).rejects.toThrow();
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
    const rates = ratesFromEcbXml(ecbXml());
    writeRates(rates, file);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(rates);
    expect(readFileSync(file, "utf8").endsWith("}\n")).toBe(true);
  });
});
