/**
 * A refused enquiry with JavaScript (docs/enquiries.md, "Floods"): the contact form shows the toast and,
 * under itself, the server's message, which names the office's phones and WhatsApp. A server of its own,
 * started here with ENQUIRIES_PER_SENDER_PER_DAY=1, so the same person's second enquiry of the day is
 * refused with 429.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { enquiryResponses, formTexts } from "#contract/enquiry";
import { enquiryTexts } from "#contract/texts/index";
import { confirmationTexts, enquiryFormTexts } from "~/content/enquiry-form";
import { serverBundle, serverNodeFlags } from "../scripts/server-command";
import { officeContacts } from "../server/enquiries/routes";
import { expect, test, waitForHydration } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 5100) + 12;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });
// The refusal is a 4xx answer of a fetch, which the browser logs as an error.
test.use({ allowedConsoleErrors: [/status of 429 \(Too Many Requests\)/] });

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "e2e-refusal-"));
  server = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: "build/client",
      LOG_LEVEL: "warn",
      ENQUIRIES_PER_SENDER_PER_DAY: "1",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  if (server && server.exitCode === null) await new Promise((resolve) => server?.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
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
  await page.goto(`${origin}/contact`);
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
