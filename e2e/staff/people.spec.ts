/**
 * People and the admin's export: an admin invites a person with the keyboard, the link is shown and
 * mailed (an .eml file here), the invited person sets a password and is signed in; the admin
 * deactivates them and their session ends and sign-in fails. The inbox's Download CSV gives the current
 * filtered view, escaped for spreadsheets; a counsellor gets 403. In production invitations need
 * SITE_ORIGIN: without it the admin is told so; the invitation itself runs on the e2e server that has it.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures";
import { staffTexts } from "../../contract/staff";
import { siteOriginServer } from "./site-origin-server";
import { createUser, openInbox, password, sendEnquiry, signIn } from "./staff-fixtures";

/** Tab moves focus forward until the locator has it (at most 40 presses). */
async function tabTo(locator: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await locator.page().keyboard.press("Tab");
  }
  throw new Error("focus never got there");
}

test.describe("invitations without SITE_ORIGIN", () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("in production the admin is told to set SITE_ORIGIN, and nothing is sent", async ({ page }) => {
    const admin = await createUser("admin", "guntur");
    await signIn(page, admin);
    await page.getByRole("link", { name: "People" }).click();
    await page.getByLabel("Email").fill(`refused-${Date.now()}@example.com`);
    await page.getByLabel("Name").fill("Rani Refused");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("alert")).toHaveText(staffTexts.invitationNeedsSiteOrigin);
    await expect(page.getByLabel("Invitation link")).toHaveCount(0);
  });
});

test.describe("invitations", () => {
  // The server with SITE_ORIGIN: invitation links are built from it.
  test.use({ baseURL: siteOriginServer.url });

  test("an admin invites a person, who sets a password and works until deactivated", async ({
    page,
    browser,
  }) => {
    const admin = await createUser("admin", "hyderabad", "Anil Admin", siteOriginServer.dataDir);
    const email = `invited-${Date.now()}@example.com`;
    await signIn(page, admin);
    await page.getByRole("link", { name: "People" }).click();
    await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();

    // The invitation, with the keyboard only.
    await tabTo(page.getByLabel("Email"));
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Indira Invited");
    await page.keyboard.press("Tab"); // Role: Counsellor
    await page.keyboard.press("Tab"); // Office
    await page.keyboard.press("ArrowDown"); // Guntur → Vijayawada
    await page.keyboard.press("Tab"); // Send invitation
    await page.keyboard.press("Enter");
    const link = await page.getByLabel("Invitation link").inputValue();
    expect(link.startsWith(`${siteOriginServer.url}/staff/invitation#`)).toBe(true);
    expect(link).toMatch(/\/staff\/invitation#[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole("region", { name: "Invitations not yet used" })).toContainText(email);

    const files = join(siteOriginServer.dataDir, "outbox-mail");
    const mails = await Promise.all(
      (await readdir(files))
        .filter((name) => name.startsWith("invitation-"))
        .map((name) => readFile(join(files, name), "utf8")),
    );
    const mail = mails.find((text) => text.includes(`To: ${email}`));
    expect(mail?.replace(/=\r?\n/g, "")).toContain(link);

    // The invited person, in a browser of their own.
    const theirs = await browser.newContext({ baseURL: siteOriginServer.url });
    const invited = await theirs.newPage();
    await invited.goto(link);
    await expect(invited.getByText(email)).toBeVisible();
    await invited.getByLabel("New password").fill("short");
    await invited.getByLabel("Repeat the password").fill("short");
    await invited.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(invited.getByText(/at least 12 characters/).first()).toBeVisible();
    await invited.getByLabel("New password").fill(password);
    await invited.getByLabel("Repeat the password").fill(password);
    await invited.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(invited.getByRole("heading", { name: "My day" })).toBeVisible();
    await expect(invited.getByText("Counsellor, Vijayawada")).toBeVisible();

    // The link is spent.
    const later = await browser.newContext({ baseURL: siteOriginServer.url });
    const again = await later.newPage();
    await again.goto(link);
    await expect(again.getByRole("alert")).toContainText("does not work");
    await later.close();

    // The admin deactivates the person: their session ends and they cannot sign in.
    await page.reload();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");
    await row.getByRole("button", { name: "Deactivate Indira Invited" }).click();
    // Deactivating offers to hand the person's open enquiries to a colleague; nobody is the default.
    await row.getByRole("button", { name: "Deactivate and hand over" }).click();
    await expect(row).toContainText("Deactivated");
    await expect(row.getByRole("cell").nth(4)).toHaveText("0");

    await invited.reload();
    await expect(invited.getByRole("button", { name: "Sign in" })).toBeVisible();
    await signIn(invited, { email, name: "Indira Invited" });
    await expect(invited.getByRole("alert")).toBeVisible();
    await expect(invited.getByRole("heading", { name: "My day" })).toHaveCount(0);
    await theirs.close();
  });
});

test.describe("CSV export", () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("Download CSV gives the filtered view; a counsellor gets 403", async ({ page, request }) => {
    const admin = await createUser("admin", "guntur");
    const tag = `Exp${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, "")
      .slice(0, 8)}`;
    const first = await sendEnquiry(request, `${tag}one`);
    const second = await sendEnquiry(request, `${tag}two`);
    await sendEnquiry(request);

    await signIn(page, admin);
    await openInbox(page);
    await page.getByLabel("Search").fill(tag);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("link", { name: first }).filter({ visible: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toContain('"First name","Last name","Email","Phone"');
    expect(lines).toHaveLength(3);
    // Newest first; the phone's leading + would start a formula, so it is shown as text.
    expect(lines[1]).toContain(`"${second.split(" ")[0]}","Reddy"`);
    expect(lines[1]).toMatch(/"'\+91 9\d{9}"/);
    expect(lines[1]).toContain('"/study-in-uk"');
    expect(lines[1]).toContain('"newsletter"');
    expect(lines[2]).toContain(`"${first.split(" ")[0]}","Reddy"`);

    const counsellor = await createUser("counsellor", "guntur");
    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(page, counsellor);
    await openInbox(page);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "People" })).toHaveCount(0);
    expect((await page.request.get("/api/staff/enquiries/export.csv")).status()).toBe(403);
  });
});
