/**
 * The contact form of the Telugu edition (docs/decisions/0008-telugu-edition.md): its labels and its
 * validation messages in Telugu, the server's answer in Telugu, and the page's language in the staff mail,
 * so a counsellor knows to call in Telugu; without JavaScript it lands on the Telugu thank-you page.
 */
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { pages } from "../app/content/pages";
import { enquiryForm as enquiryFormTexts } from "../app/words/te/enquiry-form";
import { localePath } from "../app/i18n/paths";
import { texts } from "../contract/texts/te";
import { untranslatedTexts } from "../scripts/script-check";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { staffMailMentioning } from "./staff-mail";

test.use({ viewport: viewports.phone });

const contactPath = localePath(pages.contact.path, "te");
const { fieldLabels, fieldNames, messages } = texts;

function someone() {
  const id = randomInt(0, 1_000_000_000);
  return {
    firstName: "Lakshmi",
    lastName: "Prasanna",
    email: `lakshmi.${id}@example.org`,
    phone: `+91 8${String(id).padStart(9, "0")}`,
  };
}

async function fill(page: Page, person: ReturnType<typeof someone>) {
  const form = page.getByRole("form");
  await form.getByRole("textbox", { name: fieldLabels.firstName }).fill(person.firstName);
  await form.getByRole("textbox", { name: fieldLabels.lastName }).fill(person.lastName);
  await form.getByRole("textbox", { name: fieldLabels.email }).fill(person.email);
  await form.getByRole("textbox", { name: fieldLabels.phone }).fill(person.phone);
}

const submit = (page: Page) =>
  page.getByRole("form").getByRole("button", { name: enquiryFormTexts.submitLabel });

test("the Telugu contact form validates in Telugu, submits, and the staff mail says Telugu", async ({
  page,
}) => {
  await page.goto(contactPath);
  await waitForHydration(page);

  await submit(page).click();
  await expect(page.getByText(messages.required(fieldNames.firstName)).first()).toBeVisible();
  await expect(page.getByText(messages.required(fieldNames.email)).first()).toBeVisible();
  expect(untranslatedTexts(await page.content())).toEqual([]);

  const person = someone();
  await fill(page, person);
  await submit(page).click();
  await expect(page.getByText(texts.enquiryResponses.accepted(person.firstName)).first()).toBeVisible();

  const mail = await staffMailMentioning(person.email);
  expect(mail).toContain("Page language: Telugu");
});

test("without JavaScript the Telugu form posts and lands on the Telugu thank-you page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto(contactPath);
  const person = someone();
  await fill(page, person);
  await submit(page).click();
  await expect(page).toHaveURL(texts.noScript.thankYouPath);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  expect(await staffMailMentioning(person.email)).toContain("Page language: Telugu");
  await context.close();
});
