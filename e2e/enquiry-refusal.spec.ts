/**
 * A refused enquiry with JavaScript (docs/enquiries.md, "Floods"): the contact form shows the toast and,
 * under itself, the server's message, which names the office's phones and WhatsApp. A server of its own,
 * started here with ENQUIRIES_PER_SENDER_PER_DAY=1, so the same person's second enquiry of the day is
 * refused with 429.
 */
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { enquiryResponses, formTexts } from "#contract/enquiry";
import { enquiryTexts } from "#contract/texts/index";
import { confirmationTexts, enquiryFormTexts } from "~/content/enquiry-form";
import { officeContacts } from "../server/enquiries/routes";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

let server: OwnServer;

test.describe.configure({ mode: "serial" });
// The refusal is a 4xx answer of a fetch, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 429 \(Too Many Requests\)/] });

test.beforeAll(async () => {
  server = await startOwnServer("refusal", 12, { ENQUIRIES_PER_SENDER_PER_DAY: "1" });
});

test.afterAll(async () => {
  await server.stop();
});

async function fill(page: Page, person: { email: string; phone: string }, comments: string) {
  const { fieldLabels } = enquiryTexts.en;
  const form = page.getByRole("form");
  await form.getByLabel(fieldLabels.firstName).fill("Bhavani");
  await form.getByLabel(fieldLabels.lastName).fill("Challa");
  await form.getByLabel(fieldLabels.email).fill(person.email);
  await form.getByLabel(fieldLabels.phone).fill(person.phone);
  await form.getByLabel(enquiryFormTexts.messageLabel).fill(comments);
  await form.locator("button[type=submit]").click();
}

test("a contact form refused for its sender shows the toast and the office's phones under the form", async ({
  page,
}) => {
  const id = randomInt(0, 1_000_000_000);
  const person = { email: `bhavani.${id}@example.org`, phone: `+91 9${String(id).padStart(9, "0")}` };
  await page.goto(`${server.origin}/contact`);
  await waitForHydration(page);
  await fill(page, person, "First question");
  await page.getByRole("button", { name: confirmationTexts.sendAnother }).click();

  // The same person again, with another message: past the day's share of one enquiry.
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact-form"));
  await fill(page, person, "Second question");
  expect((await answer).status()).toBe(429);
  const [phones, whatsapp] = officeContacts(enquiryTexts.en);
  const refusal = page.getByText(enquiryResponses.senderLimitReached(phones, whatsapp));
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(phones);
  await expect(refusal).toContainText(whatsapp);
  await expect(page.getByText(formTexts.failure)).toBeVisible();
  // The refusal shows under the form, which keeps what was typed.
  await expect(page.getByRole("form").getByLabel(enquiryTexts.en.fieldLabels.email)).toHaveValue(
    person.email,
  );
});
