/**
 * The forms while the server asks for a proof-of-work challenge (docs/enquiries.md, "Floods"): a server
 * of its own, started here with ENQUIRY_CHALLENGE_PER_HOUR=0 (a challenge for every enquiry). With
 * JavaScript the form solves it with the ALTCHA widget and the enquiry is stored and mailed; without,
 * the answer says how to call or WhatsApp the office.
 */
import { randomInt } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { enquiryResponses } from "#contract/enquiry";
import { enquiryTexts } from "#contract/texts/index";
import { confirmationTexts } from "~/content/enquiry-form";
import { officeContacts } from "../server/enquiries/routes";
import { expect, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

let server: OwnServer;

test.describe.configure({ mode: "serial" });
// The first answer asks for the challenge: the browser logs every 4xx answer of a fetch as an error.
test.use({ allowedConsoleErrors: [/status of 428 \(Precondition Required\)/] });

test.beforeAll(async () => {
  server = await startOwnServer("challenge", 11, { ENQUIRY_CHALLENGE_PER_HOUR: "0" });
});

test.afterAll(async () => {
  await server.stop();
});

function someone() {
  const id = randomInt(0, 1_000_000_000);
  return {
    firstName: "Bhavani",
    lastName: "Challa",
    email: `bhavani.${id}@example.org`,
    phone: `+91 9${String(id).padStart(9, "0")}`,
  };
}

async function fill(page: Page, person: ReturnType<typeof someone>, { fieldLabels } = enquiryTexts.en) {
  const form = page.getByRole("form");
  await form.getByLabel(fieldLabels.firstName).fill(person.firstName);
  await form.getByLabel(fieldLabels.lastName).fill(person.lastName);
  await form.getByLabel(fieldLabels.email).fill(person.email);
  await form.getByLabel(fieldLabels.phone).fill(person.phone);
  await form.locator("button[type=submit]").click();
}

/** The staff mail of this server that mentions `text`, once its outbox has written it. */
async function mailMentioning(text: string): Promise<boolean> {
  const folder = join(server.dataDir, "outbox-mail");
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith(".eml"))) {
    if ((await readFile(join(folder, name), "utf8")).replace(/=\r?\n/g, "").includes(text)) return true;
  }
  return false;
}

test("with JavaScript the form solves the challenge, and the enquiry is stored and mailed", async ({
  page,
}) => {
  const widgetRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== server.origin) widgetRequests.push(request.url());
  });
  const answers: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/contact-form")) answers.push(response.status());
  });
  await page.goto(`${server.origin}/contact`);
  await waitForHydration(page);
  const person = someone();
  await fill(page, person);
  const panel = page.getByRole("region", { name: confirmationTexts.heading });
  await expect(panel).toContainText(enquiryResponses.accepted(person.firstName), { timeout: 20_000 });
  expect(answers).toEqual([428, 201]);
  // Self-hosted: nothing was fetched from another server.origin.
  expect(widgetRequests).toEqual([]);
  await expect.poll(() => mailMentioning(person.email), { timeout: 15_000 }).toBe(true);
});

test("without JavaScript the answer says how to call or WhatsApp the office", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const texts of [enquiryTexts.en, enquiryTexts.te]) {
    await page.goto(`${server.origin}${texts.locale === "te" ? "/te/contact" : "/contact"}`);
    await fill(page, someone(), texts);
    await expect(
      page.getByText(texts.enquiryResponses.challengeNoScript(...officeContacts(texts))),
    ).toBeVisible();
    await page.getByRole("link", { name: texts.noScript.back }).click();
    await expect(page.getByRole("form")).toBeVisible();
  }
  await context.close();
});
