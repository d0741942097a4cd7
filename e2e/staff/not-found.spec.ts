/**
 * A missing enquiry: the console shows "Not found" after one request, not after tries again (the console
 * tries a failed read again only when the server could not be reached or failed with a 5xx,
 * docs/staff-console.md, "The console's reads").
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures";
import { createUser, signIn } from "./staff-fixtures";

test.use({ allowedConsoleErrors: [/status of 404/] });

test("opening an enquiry that does not exist shows Not found after a single request", async ({ page }) => {
  const counsellor = await createUser("counsellor", "guntur");
  await signIn(page, counsellor);
  await expect(page.getByRole("heading", { name: "My day" })).toBeVisible();

  const path = `/api/staff/enquiries/${randomUUID()}`;
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) asked.push(request.method());
  });
  await page.goto(path.replace("/api/staff", "/staff"));
  // The page shows the answer only once every try has been made: one request means none was repeated.
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  expect(asked).toEqual(["GET"]);
});
