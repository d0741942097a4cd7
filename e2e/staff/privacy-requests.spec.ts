/**
 * Privacy requests in the console (docs/staff-dashboard-and-privacy.md): a phone number matches in full,
 * with its country code, never another country's number with the same 10 digits; and only the
 * enquiries the admin ticks are erased.
 */
import { randomInt, randomUUID } from "node:crypto";
import { expect, test } from "../fixtures";
import { createUser, enquiryId, sendEnquiry, signIn, signInApi } from "./staff-fixtures";

test("another country's number with the same 10 digits is not matched, and an unticked enquiry stays", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createUser("admin", "guntur");
  const digits = `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const tag = randomUUID().slice(0, 6);
  const asked = await sendEnquiry(request, `Asked${tag}`, { phone: `+91 ${digits}` });
  const sameNumber = await sendEnquiry(request, `Again${tag}`, { phone: `0${digits}` });
  const abroad = await sendEnquiry(request, `Abroad${tag}`, { phone: `+1 ${digits}` });
  await signInApi(request, account, baseURL ?? "");
  const ids = {
    asked: await enquiryId(request, asked),
    sameNumber: await enquiryId(request, sameNumber),
    abroad: await enquiryId(request, abroad),
  };

  await signIn(page, account);
  await page.getByRole("link", { name: "Privacy" }).click();
  await page.getByLabel("Phone").fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries found: 2" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: asked })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: sameNumber })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: abroad })).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(asked) })).toContainText("Phone number");

  // Only the ticked enquiry is erased; the other match stays, and so does the other country's number.
  await page.getByRole("checkbox", { name: new RegExp(`^${asked},`) }).check();
  await page.getByRole("checkbox", { name: /they asked to be erased/ }).check();
  await page.getByRole("button", { name: "Erase 1 enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased 1 enquiry" })).toBeVisible();

  expect((await request.get(`/api/staff/enquiries/${ids.asked}`)).status()).toBe(404);
  expect((await request.get(`/api/staff/enquiries/${ids.sameNumber}`)).status()).toBe(200);
  expect((await request.get(`/api/staff/enquiries/${ids.abroad}`)).status()).toBe(200);
});
