/**
 * My day, follow-ups with a time, "Assign to me", the inbox's Today view, saved views and the keys
 * (docs/staff-console.md): as a counsellor and an admin would use them, in a real browser.
 */
import { randomInt, randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { createUser, openInbox, sendEnquiry, signIn } from "./staff-fixtures";
import { indiaDay } from "../../server/lib/office-hours";

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function myDay(page: Page) {
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: /^My day/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
}

test("a counsellor starts on My day, takes an enquiry, sets a follow-up with a time and finds both there", async ({
  page,
  request,
}) => {
  const counsellor = await createUser("counsellor", "guntur", `Gopi ${randomUUID().slice(0, 6)}`);
  const name = await sendEnquiry(request);
  const caller = `Ravi ${randomUUID().slice(0, 6)}`;
  const callback = await request.post("/api/callback", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      name: caller,
      phone: `+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
      slot: "tomorrow-evening",
      language: "te",
    },
  });
  expect(callback.status()).toBe(201);

  await signIn(page, counsellor);
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  const mine = page.getByRole("region", { name: /^New for me/ });
  await expect(mine.getByText(/Nothing new is assigned to you/)).toBeVisible();
  // The call-back request waits under its slot, with "Assign to me".
  const callbacks = page.getByRole("region", { name: /^Call-backs/ });
  await expect(callbacks.getByRole("heading", { name: /tomorrow evening/ }).first()).toBeVisible();
  await callbacks.getByRole("button", { name: `Assign ${caller} to me` }).click();
  await expect(callbacks.getByRole("button", { name: `Assign ${caller} to me` })).toHaveCount(0);
  await expect(callbacks.getByRole("link", { name: caller })).toBeVisible();

  // The inbox's enquiry: one button takes it, then a follow-up today late in the evening.
  await openInbox(page);
  await page.getByRole("link", { name }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("button", { name: "Assign to me" }).click();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(`Assigned to ${counsellor.name} (Guntur)`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
  await page.getByLabel("Follow-up date").fill(indiaDay(new Date())); // the follow-up form's days are India's
  await page.getByLabel("Time (IST, optional)").fill("23:59");
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(timeline.getByText(/Follow-up set for \d{1,2} [A-Z][a-z]{2}, 23:59/)).toBeVisible();
  await expect(page.getByText(/, 23:59 IST/)).toBeVisible();

  // My day lists it as new for me and as due today at 23:59; the badge counts new + due.
  await myDay(page);
  await expect(mine.getByRole("link", { name })).toBeVisible();
  const due = page.getByRole("region", { name: /^Follow-ups due/ });
  await expect(due.getByRole("listitem").filter({ hasText: name })).toContainText("Today, 23:59");
  await expect(page.getByRole("link", { name: /^My day\s*3 to do$/ })).toBeVisible();
  await due.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("an admin sees the unassigned new enquiries per office and opens the inbox filtered so", async ({
  page,
  request,
}) => {
  const admin = await createUser("admin", "hyderabad");
  await sendEnquiry(request);
  await signIn(page, admin);
  const line = page.getByRole("region", { name: "Unassigned new enquiries" });
  await expect(line).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await line.getByRole("link", { name: /^Not routed \d+/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole("combobox", { name: "Assignee" })).toHaveValue("none");
  await expect(page.getByRole("combobox", { name: "Office" })).toHaveValue("none");
  // An old link to the inbox's views still opens the inbox.
  await page.goto("/staff/?view=due");
  await expect(page.getByRole("heading", { level: 1, name: "Follow-ups due today" })).toBeVisible();
});

test("the Today view is saved under a name, opened from its link and deleted", async ({ page, request }) => {
  const admin = await createUser("admin", "guntur");
  const name = await sendEnquiry(request);
  await signIn(page, admin);
  await openInbox(page);
  await page.getByRole("button", { name: "Today" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(page.getByRole("link", { name }).filter({ visible: true })).toBeVisible();

  await page.getByRole("button", { name: "Save this view" }).click();
  await page.getByLabel("Name of the view").fill("Today's work");
  await page.getByRole("button", { name: "Save view" }).click();
  const views = page.getByRole("region", { name: "Saved views" });
  await expect(views.getByRole("link", { name: "Today's work" })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Inbox", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await views.getByRole("link", { name: "Today's work" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await views.getByRole("button", { name: "Delete the view Today's work" }).click();
  await expect(views.getByRole("link", { name: "Today's work" })).toHaveCount(0);
});

test("keys: j/k move in the inbox, Enter opens, a assigns to me, s and n go to their fields, ? lists them", async ({
  page,
  request,
}) => {
  const admin = await createUser("admin", "vijayawada", `Vani ${randomUUID().slice(0, 6)}`);
  await sendEnquiry(request);
  await signIn(page, admin);
  await openInbox(page);

  const links = page.locator("[data-inbox-link]").filter({ visible: true });
  await expect(links.first()).toBeVisible();
  await page.keyboard.press("j");
  expect(await isFocused(links.nth(0))).toBe(true);
  await page.keyboard.press("j");
  expect(await isFocused(links.nth(1))).toBe(true);
  await page.keyboard.press("k");
  expect(await isFocused(links.nth(0))).toBe(true);

  // "/" goes to the search; letters typed there stay letters.
  await page.keyboard.press("/");
  const search = page.getByRole("searchbox", { name: "Search" });
  await expect(search).toBeFocused();
  await page.keyboard.type("jk");
  await expect(search).toHaveValue("jk");
  await search.fill("");

  // With Alt, Ctrl or Meta held a letter is the browser's, not ours.
  await page.getByRole("heading", { level: 1, name: "Inbox" }).click();
  await page.keyboard.press("Alt+j");
  expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-inbox-link"))).toBe(false);
  await page.keyboard.press("j");
  const first = await page.evaluate(() => document.activeElement?.textContent ?? "");
  expect(first).not.toBe("");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();

  await page.keyboard.press("s");
  await expect(page.getByRole("combobox", { name: "Status" })).toBeFocused();
  await page.keyboard.press("n"); // in a select: not a key of ours
  await expect(page.getByRole("combobox", { name: "Status" })).toBeFocused();
  await page.getByRole("heading", { level: 1, name: first }).click();
  await page.keyboard.press("n");
  const note = page.getByLabel("New note");
  await expect(note).toBeFocused();
  await page.keyboard.type("a?");
  await expect(note).toHaveValue("a?");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await note.fill("");

  await page.getByRole("heading", { level: 1, name: first }).click();
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard keys" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Open the selected enquiry")).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).include("dialog").analyze()).violations.map((violation) => violation.id),
  ).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const assigned = page.getByRole("region", { name: "Timeline" }).getByText(`Assigned to ${admin.name}`);
  if ((await page.getByRole("button", { name: "Assign to me" }).count()) > 0) {
    await page.keyboard.press("a");
    await expect(assigned).toBeVisible();
  }
});
