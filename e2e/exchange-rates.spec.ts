/**
 * The calculator's exchange rates in Chromium: both editions say the date and source of the rates they
 * use, and once the server has refreshed its rates from the European Central Bank (here a stub of it on
 * loopback, served to a server of this spec's own, docs/country-data.md), the calculator takes them when
 * the family first uses it and says their date.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { calculatorText } from "../app/content/countries/calculator-text";
import { exchangeRates } from "../app/content/countries/exchange-rates";
import { formatDate, formatMoney } from "../app/content/countries/format";
import { pages } from "../app/content/pages";
import type { IsoDate } from "../app/content/countries/types";
import { localePath } from "../app/i18n/paths";
import { calculatorText as teCalculatorText } from "../app/words/te/countries/calculator-text";
import { formatDate as teFormatDate } from "../app/words/te/countries/format";
import { calculate } from "../app/features/cost-calculator/estimate";
import { defaultInput } from "../app/features/cost-calculator/inputs";
import { dayAfter, dayNear, ecbXml } from "../server/rates/ecb-fixture";
import { readExchangeRates } from "../contract/exchange-rates";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

const path = pages.costCalculator.path;
const indicative = exchangeRates.source === "indicative";

test("both editions say the date and source of the rates the calculator uses", async ({ page }) => {
  await page.goto(path);
  await expect(
    page.getByText(calculatorText.headline.rates(formatDate(exchangeRates.date), indicative)),
  ).toBeVisible();
  await page.goto(localePath(path, "te"));
  await expect(
    page.getByText(teCalculatorText.headline.rates(teFormatDate(exchangeRates.date), indicative)),
  ).toBeVisible();
});

test.describe("after the server refreshed its rates", () => {
  const refreshedDay = dayAfter(exchangeRates.date, 3) as IsoDate;
  let ecb: Server;
  let server: OwnServer;

  test.beforeAll(async () => {
    const xml = ecbXml(dayNear(exchangeRates, refreshedDay, 1.02));
    ecb = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/xml" }).end(xml);
    });
    await new Promise<void>((resolve) => ecb.listen(0, "127.0.0.1", resolve));
    const { port } = ecb.address() as AddressInfo;
    server = await startOwnServer("exchange-rates", 30, {
      RATES_URL: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
      RATES_REFRESH_HOURS: "6",
      // The server's day, so that the stub's day is never "after today" (SITE_DATE is refused in production).
      NODE_ENV: "test",
      SITE_DATE: dayAfter(refreshedDay),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    ecb?.closeAllConnections();
    await new Promise((resolve) => ecb?.close(resolve));
  });

  test("the calculator starts from the page's rates and, once used, shows the server's newer ones and their date", async ({
    page,
  }) => {
    const served = async () =>
      readExchangeRates(await (await fetch(`${server.origin}/api/exchange-rates`)).json());
    await expect.poll(async () => (await served())?.date).toBe(refreshedDay);
    const fresh = (await served())!;

    await page.goto(`${server.origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    await expect(
      page.getByText(calculatorText.headline.rates(formatDate(exchangeRates.date), indicative)),
    ).toBeVisible();

    // First use: the family picks a country.
    await page.getByLabel(calculatorText.labels.country).selectOption("usa");
    await expect(
      page.getByText(calculatorText.headline.rates(formatDate(refreshedDay), false)),
    ).toBeVisible();
    const total = formatMoney(calculate({ ...defaultInput, country: "usa" }, fresh).total.inr, "INR");
    await expect(
      page.locator("dt", { hasText: calculatorText.totalLabel }).locator("xpath=following-sibling::dd[1]"),
    ).toContainText(total);
  });
});
