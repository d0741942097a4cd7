/**
 * An enquiry sent from a Telugu page says so to staff: the API is told the page's language
 * (`pageLanguage`, docs/enquiries.md) and the console shows "Page language: Telugu"
 * in the inbox and on the enquiry, so a counsellor knows to call in Telugu.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures";
import { createUser, openInbox, sendEnquiry, signIn } from "./staff-fixtures";

test("a Telugu page's enquiry shows its page language in the console", async ({ page, request }) => {
  const admin = await createUser("admin", "guntur");
  const name = await sendEnquiry(request, `Telugu${randomUUID().slice(0, 6)}`, {
    pageLanguage: "te",
    context: { page: "/te/contact" },
  });

  await signIn(page, admin);
  await openInbox(page);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row.getByText("Page language: Telugu")).toBeVisible();

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const term = page.getByRole("term").filter({ hasText: /^Page language$/ });
  await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText("Telugu");
});
