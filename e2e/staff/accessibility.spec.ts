/**
 * axe-core finds no WCAG 2.2 AA violation on the console's screens (sign-in, inbox, an enquiry,
 * People with a new invitation, the invitation's page, the account with its passkeys) at 360×780 and 1440×900.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, viewports } from "../fixtures";
import { siteOriginServer } from "./site-origin-server";
import { createUser, openInbox, sendEnquiry, signIn } from "./staff-fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

for (const [size, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test(`sign-in, inbox and an enquiry have no axe violations (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const account = await createUser("admin", "vishakapatnam");
    const name = await sendEnquiry(request);

    await page.goto("/staff/sign-in");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await signIn(page, account);
    await openInbox(page);
    await expect(page.getByRole("link", { name }).filter({ visible: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole("link", { name }).filter({ visible: true }).click();
    await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  // Invitations need SITE_ORIGIN in production: this one runs on the e2e server that has it.
  test.describe(`with SITE_ORIGIN (${size})`, () => {
    test.use({ baseURL: siteOriginServer.url });

    test(`People, the invitation page and the account page have no axe violations (${size})`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(viewport);
      const account = await createUser("admin", "hyderabad", "admin hyderabad", siteOriginServer.dataDir);
      await signIn(page, account);
      await page.getByRole("link", { name: "People" }).click();
      await page.getByLabel("Email").fill(`axe-${Date.now()}-${size}@example.com`);
      await page.getByLabel("Name").fill("Asha Axe");
      await page.getByRole("button", { name: "Send invitation" }).click();
      const link = await page.getByLabel("Invitation link").inputValue();
      expect(await violations(page)).toEqual([]);
      await page.getByRole("link", { name: "Account" }).click();
      await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      const theirs = await browser.newContext({ viewport });
      const invited = await theirs.newPage();
      await invited.goto(link);
      await expect(invited.getByLabel("New password")).toBeVisible();
      expect(await violations(invited)).toEqual([]);
      await theirs.close();
    });
  });
}
