/**
 * What a family meets on a phone (360×780) when it asks for help (docs/enquiries.md): the contact form's
 * purpose, chosen by a link and mailed to the office; the confirmation panel that stays and takes the
 * focus; the answer to a likely duplicate; the consent line; the service form's messages under itself;
 * and a call-back request stored with its slot and language, refused when malformed, and shown in the
 * staff console.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { confirmationTexts, contactHelpPath, enquiryFormTexts } from "../app/content/enquiry-form";
import { pages } from "../app/content/pages";
import {
  enquiryBodyLimit,
  enquiryResponses,
  formTexts,
  helpPurposeLabels,
  messages,
} from "../contract/enquiry";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { staffMailMentioning } from "./staff-mail";
import { createUser, openInbox, signIn } from "./staff/staff-fixtures";

test.use({ viewport: viewports.phone });

/** Someone with an email and phone of their own (the same ones within minutes are a likely duplicate). */
function someone(firstName = "Padma") {
  const id = randomInt(0, 1_000_000_000);
  return {
    firstName,
    lastName: "Naidu",
    email: `padma.${id}@example.org`,
    phone: `+91 9${String(id).padStart(9, "0")}`,
  };
}

async function fillPerson(page: Page, person: ReturnType<typeof someone>) {
  const form = page.getByRole("form");
  await form.getByLabel("First name").fill(person.firstName);
  await form.getByLabel("Last name").fill(person.lastName);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Phone").fill(person.phone);
}

const submit = (page: Page) => page.getByRole("form").getByRole("button", { name: "Submit" });
const panel = (page: Page) => page.getByRole("region", { name: confirmationTexts.heading });

test.describe("the contact form", () => {
  test("a mock-interview link arrives as that request, stored, mailed and confirmed in a panel that stays", async ({
    page,
  }) => {
    await page.goto(contactHelpPath("mock-interview"));
    await waitForHydration(page);
    const purpose = page.getByRole("combobox", { name: /What would you like help with/ });
    await expect(purpose).toHaveValue("mock-interview");

    const person = someone();
    await fillPerson(page, person);
    await page.getByRole("form").getByLabel(enquiryFormTexts.messageLabel).fill("F-1 interview on 3 March");
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact-form"));
    await submit(page).click();
    expect((await sent).postDataJSON()).toMatchObject({
      purpose: "mock-interview",
      comments: "F-1 interview on 3 March",
      language: "en",
    });

    // The panel replaces the form, has the focus, and is still there once the toast has gone.
    await expect(panel(page)).toBeFocused();
    await expect(panel(page)).toContainText(enquiryResponses.accepted(person.firstName));
    await expect(panel(page)).toContainText(confirmationTexts.hours);
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(page.getByText(formTexts.success)).toBeVisible();
    await expect(page.getByText(formTexts.success)).toBeHidden({ timeout: 10_000 });
    await expect(panel(page)).toBeVisible();

    const mail = await staffMailMentioning(person.email);
    expect(mail).toContain(`What would you like help with?: ${helpPurposeLabels["mock-interview"]}`);
    expect(mail).toContain("Prefers: English");
    expect(mail).toContain("F-1 interview on 3 March");
  });

  test("the same details again within minutes get the same answer as a new enquiry", async ({ page }) => {
    await page.goto(pages.contact.path);
    await waitForHydration(page);
    const person = someone("Sunitha");
    await fillPerson(page, person);
    await submit(page).click();
    await expect(panel(page)).toContainText(enquiryResponses.accepted(person.firstName));

    await page.getByRole("button", { name: confirmationTexts.sendAnother }).click();
    await expect(page.getByRole("form").getByLabel("First name")).toBeFocused();
    await fillPerson(page, person);
    await submit(page).click();
    // A likely duplicate (docs/enquiries.md): stored, not mailed again, and answered like any enquiry.
    await expect(panel(page)).toContainText(enquiryResponses.accepted(person.firstName));
  });

  test("says beside the submit button that sending means being contacted, with the privacy notice", async ({
    page,
  }) => {
    for (const path of [pages.contact.path, pages.services.path]) {
      await page.goto(path);
      const form = page.getByRole("form");
      await expect(form.getByText(enquiryFormTexts.consent)).toBeVisible();
      await expect(form.getByRole("link", { name: enquiryFormTexts.privacyLink })).toHaveAttribute(
        "href",
        enquiryFormTexts.privacyPath,
      );
      await expect(form.getByRole("checkbox")).toHaveCount(0);
    }
  });
});

test.describe("the service form's messages under the form", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("a network failure says so under the form as well as in the toast", async ({ page }) => {
    await page.goto(pages.services.path);
    await waitForHydration(page);
    await page.route("**/api/service-form", (route) => route.abort("internetdisconnected"));
    await fillPerson(page, someone());
    await submit(page).click();
    const main = page.getByRole("main");
    await expect(main.getByText(formTexts.failure)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: formTexts.failure })).toBeVisible();
  });

  test("the server's message of a refusal shows under the form", async ({ page }) => {
    await page.goto(pages.services.path);
    await waitForHydration(page);
    await page.route("**/api/service-form", (route) =>
      route.fulfill({ status: 503, json: { message: enquiryResponses.unavailable } }),
    );
    await fillPerson(page, someone());
    await submit(page).click();
    await expect(page.getByRole("main").getByText(enquiryResponses.unavailable)).toBeVisible();
    await expect(submit(page)).toBeEnabled();
  });
});

test.describe("a call-back request", () => {
  const headers = () => ({ "idempotency-key": randomUUID() });

  test("is stored with its slot and language and shown so in the staff console", async ({
    page,
    request,
  }) => {
    const name = `Ravi ${randomUUID().slice(0, 6)}`;
    const phone = someone().phone;
    const response = await request.post("/api/callback", {
      headers: headers(),
      data: { name, phone, slot: "tomorrow-evening", language: "te", context: { page: "/study-in-uk" } },
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({
      message: enquiryResponses.callbackAccepted(name, "tomorrow-evening"),
    });
    const mail = await staffMailMentioning(name);
    expect(mail).toMatch(/Call back: tomorrow evening \(\d{1,2} [A-Z][a-z]{2}\)/);
    expect(mail).toContain("Prefers: Telugu");

    const admin = await createUser("admin", "guntur");
    await page.goto("/staff");
    await signIn(page, admin);
    await openInbox(page);
    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText(/Call back: tomorrow evening \(\d{1,2} [A-Z][a-z]{2}\)/);
    await expect(card).toContainText("Prefers: Telugu");
    await card.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(
      page.getByText(/Call back: tomorrow evening \(\d{1,2} [A-Z][a-z]{2}\)/).first(),
    ).toBeVisible();
    await expect(page.getByText("Prefers: Telugu")).toBeVisible();
  });

  test("is refused with 400 and a message when malformed, and past 16 KiB with 413", async ({ request }) => {
    const valid = { name: "Ravi", phone: someone().phone, slot: "today-morning", language: "en" };
    const cases: [Record<string, unknown>, string | undefined][] = [
      [{ ...valid, slot: "midnight" }, messages.slot],
      [{ ...valid, language: "fr" }, messages.language],
      [{ ...valid, email: "ravi@example.in" }, undefined],
      [{ ...valid, isAdmin: true }, undefined],
    ];
    for (const [data, fieldMessage] of cases) {
      const response = await request.post("/api/callback", { headers: headers(), data });
      expect(response.status()).toBe(400);
      const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string> };
      expect(body.message).toEqual(expect.any(String));
      if (fieldMessage) expect(Object.values(body.fieldErrors ?? {})).toContain(fieldMessage);
    }
    const huge = await request.post("/api/callback", {
      headers: headers(),
      data: { ...valid, name: "x".repeat(enquiryBodyLimit) },
    });
    expect(huge.status()).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toEqual(expect.any(String));
  });
});
