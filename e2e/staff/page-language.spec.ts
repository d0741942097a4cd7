/**
 * An enquiry sent from a Telugu page says so to staff: the API is told the page's language
 * (`pageLanguage`, docs/enquiries.md), answers in Telugu, and the console shows "Page language: Telugu"
 * in the inbox and on the enquiry, so a counsellor knows to call in Telugu.
 */
import { randomInt, randomUUID } from "node:crypto";
import { enquiryTexts } from "../../contract/texts/index";
import { expect, test } from "../fixtures";
import { createUser, signIn } from "./staff-fixtures";

test("a Telugu page's enquiry shows its page language in the console", async ({ page, request }) => {
  const admin = await createUser("admin", "guntur");
  const firstName = `Telugu${randomUUID().slice(0, 6)}`;
  const response = await request.post("/api/service-form", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      firstName,
      lastName: "Reddy",
      email: `${firstName.toLowerCase()}@example.in`,
      phone: `+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
      pageLanguage: "te",
      context: { page: "/te/services" },
    },
  });
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ message: enquiryTexts.te.enquiryResponses.accepted(firstName) });
  const name = `${firstName} Reddy`;

  await signIn(page, admin);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row.getByText("Page language: Telugu")).toBeVisible();

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const term = page.getByRole("term").filter({ hasText: /^Page language$/ });
  await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText("Telugu");
});
