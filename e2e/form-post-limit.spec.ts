/**
 * A family on a phone without JavaScript who sends a form again and again from the same connection
 * (RATE_LIMIT_FORMS_PER_MINUTE, here 1) gets a page in their page's language that says to wait a minute,
 * with a link back to the form; not the JSON the forms with JavaScript read
 * (docs/decisions/0204-forms-without-javascript.md).
 */
import { enquiryTexts } from "#contract/texts/index";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer("form-post-limit", 13, { RATE_LIMIT_FORMS_PER_MINUTE: "1" });
});

test.afterAll(async () => {
  await server.stop();
});

test.use({
  javaScriptEnabled: false,
  // The refusals are answers with 400 and 429, which the browser logs.
  allowedConsoleErrors: [/status of (400|429) /],
});

test("the Telugu contact form, sent twice in a minute, answers in Telugu and links back to the form", async ({
  page,
}) => {
  const { fieldLabels, noScript } = enquiryTexts.te;
  const contact = `${server.origin}/te/contact`;
  const send = async () => {
    const form = page.locator('form[action="/api/contact-form"]');
    await form.getByLabel(fieldLabels.firstName).fill("Lakshmi");
    await form.getByLabel(fieldLabels.lastName).fill("Devi");
    await form.getByLabel(fieldLabels.email).fill("lakshmi@example.org");
    // Passes the browser's own checks, fails the server's phone rule: nothing is stored either way.
    await form.getByLabel(fieldLabels.phone).fill("12345");
    await form.locator("button[type=submit]").click();
  };

  await page.goto(contact);
  await send();
  await expect(page.getByRole("heading", { level: 1, name: noScript.invalidTitle })).toBeVisible();

  await page.goto(contact);
  await send();
  await expect(page.getByRole("heading", { level: 1, name: noScript.unavailableTitle })).toBeVisible();
  await expect(page.getByText(noScript.tooManyRequests)).toBeVisible();
  await page.getByRole("link", { name: noScript.back }).click();
  await expect(page).toHaveURL(contact);
  await expect(page.locator('form[action="/api/contact-form"]')).toBeVisible();
});
