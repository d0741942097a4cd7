/**
 * My checklist (/checklist, /te/checklist): the family chooses a situation and sees its documents with
 * the country facts' amounts; ticks stay on the device per list (a reload keeps them, another list has
 * its own); the address is a link that reproduces the list without the ticks; Copy link copies it; the
 * Telugu edition; without JavaScript the form's choices still pick the list; the mock-interview link
 * carries the country; on paper the form goes, the list's own address and the sources' addresses print.
 */
import type { Page } from "@playwright/test";
import { checklistFactsOn, checklistFor, type Situation } from "../app/content/checklist/checklist";
import { checklistText as text } from "../app/content/checklist/page";
import { formatFigure } from "../app/content/countries/format";
import { buildDate } from "../app/content/countries/schedule";
import { pages } from "../app/content/pages";
import { localePath } from "../app/i18n/paths";
import * as enFormat from "../app/words/en/countries/format";
import * as teFormat from "../app/words/te/countries/format";
import { checklistText as en } from "../app/words/en/checklist";
import { checklistText as te } from "../app/words/te/checklist";
import { facts as teCanadaWords } from "../app/words/te/countries/canada";
import { expect, test, viewports } from "./fixtures";

const path = pages.checklist.path;
const facts = checklistFactsOn(buildDate);

/** How many documents (things to tick) the situation's list holds. */
function documentsIn(situation: Situation): number {
  return checklistFor(situation, facts, en, enFormat, buildDate).filter((entry) => entry.kind === "document")
    .length;
}

const listOf = (page: Page, country: string) => page.getByRole("list", { name: text.listHeading(country) });

test.use({ viewport: viewports.phone });

test("choosing a situation shows its documents with the facts' amounts; ticks survive a reload and belong to their list", async ({
  page,
}) => {
  await page.goto(path);
  await expect(listOf(page, facts.uk.name)).toBeVisible();
  const uk: Situation = { country: "uk", level: "masters", funds: "loan", family: "no" };
  await expect(page.getByText(text.progress("0", String(documentsIn(uk))))).toBeVisible();

  await page.getByRole("radio", { name: facts.germany.name }).check();
  await page.getByRole("radio", { name: text.funds.own }).check();
  await expect(page).toHaveURL(/\?country=germany&level=masters&funds=own&family=no$/);
  const germany = listOf(page, facts.germany.name);
  await expect(germany).toBeVisible();
  await expect(listOf(page, facts.uk.name)).toBeHidden();
  await expect(germany.getByRole("checkbox", { name: text.items.aps.title })).toBeVisible();
  await expect(
    germany.getByRole("checkbox", { name: text.items.bankStatements.germany.title }),
  ).toBeVisible();
  await expect(germany.getByRole("checkbox", { name: text.items.loanSanction.germany.title })).toBeHidden();
  await expect(germany).toContainText(formatFigure(facts.germany.figures.proofOfFunds));
  await expect(
    germany.getByRole("link", { name: facts.germany.figures.proofOfFunds.sourceName }).first(),
  ).toHaveAttribute("href", facts.germany.figures.proofOfFunds.sourceUrl);

  const situation: Situation = { country: "germany", level: "masters", funds: "own", family: "no" };
  const total = String(documentsIn(situation));
  await germany.getByRole("checkbox", { name: text.items.passport.title }).check();
  await germany.getByRole("checkbox", { name: text.items.aps.title }).check();
  await expect(page.getByText(text.progress("2", total))).toBeVisible();

  await page.reload();
  await expect(page.getByRole("radio", { name: facts.germany.name })).toBeChecked();
  await expect(germany.getByRole("checkbox", { name: text.items.passport.title })).toBeChecked();
  await expect(germany.getByRole("checkbox", { name: text.items.aps.title })).toBeChecked();
  await expect(page.getByText(text.progress("2", total))).toBeVisible();

  // Another list keeps its own ticks.
  await page.getByRole("radio", { name: text.funds.loan }).check();
  await expect(germany.getByRole("checkbox", { name: text.items.passport.title })).not.toBeChecked();
  await page.getByRole("radio", { name: text.funds.own }).check();
  await expect(germany.getByRole("checkbox", { name: text.items.passport.title })).toBeChecked();
});

test("a shared link reproduces the list, without the ticks; Copy link copies the address", async ({
  browser,
}) => {
  const query = "?country=canada&level=phd&funds=own&family=yes";
  const first = await browser.newContext({ viewport: viewports.desktop });
  await first.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await first.newPage();
  await page.goto(path + query);
  const canada = listOf(page, facts.canada.name);
  await expect(canada).toBeVisible();
  await expect(page.getByRole("radio", { name: text.levels.phd })).toBeChecked();
  await expect(page.getByRole("radio", { name: text.family.yes })).toBeChecked();
  await expect(canada.getByRole("checkbox", { name: text.items.dependantsFunds.canada.title })).toBeVisible();
  await expect(canada).toContainText(formatFigure(facts.canada.figures.proofOfFunds2));
  await canada.getByRole("checkbox", { name: text.items.passport.title }).check();
  await page.getByRole("button", { name: text.share.copy }).click();
  await expect(page.getByText(text.share.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe(path + query);
  await first.close();

  const second = await browser.newContext({ viewport: viewports.phone });
  const other = await second.newPage();
  await other.goto(copied);
  await expect(listOf(other, facts.canada.name)).toBeVisible();
  await expect(
    listOf(other, facts.canada.name).getByRole("checkbox", { name: text.items.passport.title }),
  ).not.toBeChecked();
  await second.close();
});

test("the mock-interview link carries the chosen country", async ({ page }) => {
  await page.goto(`${path}?country=ireland&level=bachelors&funds=loan&family=no`);
  const book = page.getByRole("link", { name: text.book.button });
  await expect(book).toHaveAttribute(
    "href",
    `${localePath("/book", "en")}?type=mock-interview&country=ireland`,
  );
});

test("the Telugu edition: Telugu words, the same figures, the Telugu booking link", async ({ page }) => {
  await page.goto(`${localePath(path, "te")}?country=canada&level=masters&funds=loan&family=no`);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 1, name: te.heading })).toBeVisible();
  const canada = page.getByRole("list", { name: te.listHeading(teCanadaWords.name) });
  await expect(canada).toBeVisible();
  await expect(canada.getByRole("checkbox", { name: te.items.loanSanction.canada.title })).toBeVisible();
  await expect(canada).toContainText(teFormat.formatMoney(facts.canada.figures.proofOfFunds.value, "CAD"));
  await canada.getByRole("checkbox", { name: te.items.passport.title }).check();
  await expect(
    page.getByText(
      te.progress(
        "1",
        String(documentsIn({ country: "canada", level: "masters", funds: "loan", family: "no" })),
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: te.book.button })).toHaveAttribute(
    "href",
    `${localePath("/book", "te")}?type=mock-interview&country=canada`,
  );
});

test("without JavaScript the form's choices pick the list", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto(path);
  await expect(listOf(page, facts.uk.name)).toBeVisible();
  await page.getByRole("radio", { name: facts.usa.name }).check();
  await page.getByRole("radio", { name: text.family.yes }).check();
  const usa = listOf(page, facts.usa.name);
  await expect(usa).toBeVisible();
  await expect(listOf(page, facts.uk.name)).toBeHidden();
  await expect(usa.getByRole("checkbox", { name: text.items.sevisFee.title })).toBeVisible();
  await expect(usa.getByRole("checkbox", { name: text.items.relationshipProof.title })).toBeVisible();
  await expect(usa).toContainText(text.askUs);
  await expect(page.getByRole("button", { name: text.share.copy })).toBeHidden();
  await context.close();
});

test("on paper: no form, ticks as boxes, each source's address printed", async ({ page }) => {
  await page.goto(path);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("form", { name: text.formHeading })).toBeHidden();
  await expect(listOf(page, facts.uk.name).getByRole("checkbox").first()).toBeVisible();
  const after = await listOf(page, facts.uk.name)
    .getByRole("link", { name: text.items.passport.linkLabel })
    .evaluate((link) => getComputedStyle(link, "::after").content);
  expect(after).toContain("https://");
  await expect(page.getByText(text.printedFrom)).toContainText(
    `${path}?country=uk&level=masters&funds=loan&family=no`,
  );
});
