/**
 * Call logging, WhatsApp templates and the enquiry page on a phone (docs/staff-console.md, "Call logging",
 * "WhatsApp templates", "On a phone"), as a counsellor and an admin use them in the browser.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { createUser, openInbox, sendEnquiry, signIn } from "./staff-fixtures";
import { followUpText } from "../../contract/staff-my-day";

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
/** A day far ahead: the tests do not depend on today's date. */
const later = "2099-03-14";

/** wa.me is answered here, so that opening WhatsApp leaves the test's network alone. */
async function stubWhatsApp(page: Page) {
  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
}

/**
 * A test browser has no phone app: a tel: link's navigation is stopped once the page has seen the click
 * (headless Chromium otherwise swallows the next click while it fails to hand the link over).
 */
async function stubPhoneApp(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    });
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test("a counsellor logs calls in one tap; call back later sets the follow-up; the inbox shows attempts", async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  await stubPhoneApp(page);
  const counsellor = await createUser("counsellor", "guntur", "Gopi Guntur");
  const name = await sendEnquiry(request);
  await signIn(page, counsellor);
  await openInbox(page);
  await page.getByRole("link", { name }).filter({ visible: true }).click();

  // After the Call link the page asks how the call went, the outcomes in view.
  await page.getByRole("link", { name: /^Call \+91/ }).click();
  const card = page.getByRole("region", { name: "How did the call go?" });
  await expect(card.getByRole("heading")).toBeFocused();
  await card.getByRole("button", { name: "No answer" }).click();
  // Logged: the card is back to "Log a call".
  const logged = page.getByRole("region", { name: "Log a call" });
  await expect(logged.getByRole("status")).toContainText("No answer");
  await logged.getByRole("button", { name: "Call back later" }).click();
  await logged.getByLabel("Call back on").fill(later);
  await logged.getByLabel("At (optional)").fill("16:30");
  await logged.getByRole("button", { name: "Save call back" }).click();

  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(`Follow-up set for ${followUpText(later, "16:30")}`)).toBeVisible();
  await expect(timeline.getByText(/Call: Call back later/)).toBeVisible();
  await expect(logged.getByText("2 attempts")).toBeVisible();
  // Every attempt is on the timeline (the folded list shows the latest; "Show all" the rest).
  await timeline.getByRole("button", { name: /Show all/ }).click();
  await expect(timeline.getByText("Call: No answer")).toBeVisible();
  await expect(timeline.getByText("Gopi Guntur").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Enquiry" }).getByText("14 Mar 2099")).toBeVisible();

  await page.getByRole("link", { name: "← Inbox" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("2 attempts")).toBeVisible();
  await expect(row.getByText("Call back later")).toBeVisible();
});

test("WhatsApp opens in the family's language with the template filled in, and the message is logged", async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  await stubWhatsApp(page);
  const counsellor = await createUser("counsellor", "vijayawada", "Vani Vijayawada");
  const first = `Sita${Date.now().toString(36)}`;
  const name = await sendEnquiry(request, first, { language: "te", purpose: "visa" });
  await signIn(page, counsellor);
  await openInbox(page);
  await page.getByRole("link", { name }).filter({ visible: true }).click();

  await page.getByRole("button", { name: "WhatsApp" }).click();
  const composer = page.getByRole("region", { name: "WhatsApp message" });
  await expect(composer.getByRole("combobox", { name: "Template" })).toHaveValue("default-te-first-contact");
  const message = composer.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue(new RegExp(`${first} గారూ`));
  await expect(message).toHaveValue(/Vani Vijayawada/);
  await expect(message).not.toHaveValue(/\{(name|topic|counsellor|office)\}/);
  expect(await axeViolations(page)).toEqual([]);

  // An English template instead: the text follows.
  await composer.getByRole("combobox", { name: "Template" }).selectOption("default-en-follow-up");
  await expect(message).toHaveValue(new RegExp(`^Hello ${first},`));
  const sent = await message.inputValue();
  const popup = page.waitForEvent("popup");
  await composer.getByRole("link", { name: "Open WhatsApp and log it" }).click();
  const chat = await popup;
  const url = new URL(chat.url());
  expect(url.hostname).toBe("wa.me");
  expect(url.searchParams.get("text")).toBe(sent);
  await chat.close();

  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("WhatsApp message sent")).toBeVisible();
  await expect(timeline.getByText(sent)).toBeVisible();
  await expect(page.getByRole("region", { name: "WhatsApp message" })).toHaveCount(0);
});

test("admins edit the WhatsApp templates; an unknown placeholder is refused", async ({ page }) => {
  await page.setViewportSize(desktop);
  const admin = await createUser("admin", "hyderabad");
  await signIn(page, admin);
  await page.getByRole("link", { name: "Templates" }).click();
  await expect(page.getByRole("heading", { name: "WhatsApp templates" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Telugu" })).toBeVisible();

  const title = `Fees ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(title);
  await page.getByLabel("Topic").selectOption({ label: "Other" });
  await page.getByLabel("Message").fill("Hello {name}, the fee is {fee}.");
  await page.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByText(/Unknown placeholder: \{fee\}/)).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Message").fill("Hello {name}, {counsellor} here from {office}.");
  await page.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await page.getByLabel("Message").fill("Hello {name}, this is {counsellor}.");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Hello {name}, this is {counsellor}.")).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("on a phone the enquiry page has an action bar, the forms before a folded timeline", async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  const counsellor = await createUser("counsellor", "guntur");
  const name = await sendEnquiry(request);
  await signIn(page, counsellor);
  await openInbox(page);
  await page.getByRole("link", { name }).filter({ visible: true }).click();

  const bar = page.getByRole("toolbar", { name: "Enquiry actions" });
  await expect(bar).toBeVisible();
  for (const action of ["WhatsApp", "Log call", "Status", "Note"]) {
    await expect(bar.getByRole("button", { name: action })).toBeVisible();
  }
  await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", /^tel:\+?\d+$/);
  // The bar stays at the bottom of the screen.
  const box = await bar.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(phone.height, 0);

  // One notes box; the forms of the loop come before the timeline.
  await expect(page.getByRole("textbox", { name: /note/i })).toHaveCount(1);
  const top = async (locator: ReturnType<Page["getByRole"]>) => (await locator.boundingBox())?.y ?? Infinity;
  const timelineTop = await top(page.getByRole("heading", { name: "Timeline" }));
  for (const control of [
    page.getByRole("button", { name: "Reached" }),
    page.getByRole("combobox", { name: "Status" }),
    page.getByRole("textbox", { name: "New note" }),
  ]) {
    expect(await top(control)).toBeLessThan(timelineTop);
  }

  // The arrow keys move along the bar, as in any toolbar.
  await bar.getByRole("button", { name: "Status" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(bar.getByRole("button", { name: "Note" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(bar.getByRole("link", { name: "Call" })).toBeFocused();

  await bar.getByRole("button", { name: "Note" }).click();
  await expect(page.getByRole("textbox", { name: "New note" })).toBeFocused();
  await bar.getByRole("button", { name: "Status" }).click();
  await expect(page.getByRole("combobox", { name: "Status" })).toBeFocused();
  await bar.getByRole("button", { name: "Log call" }).click();
  await expect(page.getByRole("heading", { name: "Log a call" })).toBeFocused();

  // Four attempts and the enquiry's arrival: the timeline shows the latest three.
  for (const outcome of ["No answer", "Busy", "No answer", "Busy"]) {
    await page.getByRole("button", { name: outcome, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: outcome })).toBeVisible();
  }
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByRole("listitem")).toHaveCount(3);
  await timeline.getByRole("button", { name: "Show all 5" }).click();
  await expect(timeline.getByRole("listitem")).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);
});

for (const [size, viewport] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test(`the loop takes at most 8 actions (${size})`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const counsellor = await createUser("counsellor", "hyderabad");
    await signIn(page, counsellor);
    await openInbox(page);

    // A new enquiry appears in the counsellor's inbox.
    const name = await sendEnquiry(request);
    await page.reload();

    let actions = 0;
    const act = async (action: () => Promise<void>) => {
      actions += 1;
      await action();
    };
    await act(() => page.getByRole("link", { name }).filter({ visible: true }).click());
    await act(() => page.getByRole("button", { name: "Reached" }).click());
    await expect(page.getByRole("status").filter({ hasText: "Reached" })).toBeVisible();
    await act(() =>
      page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Counselling" }).then(),
    );
    await act(() => page.getByRole("button", { name: "Update status" }).click());
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("counselling");
    await act(() => page.getByLabel("Follow-up date").fill(later));
    await act(() => page.getByRole("button", { name: "Save follow-up" }).click());
    await act(() =>
      page.getByRole("textbox", { name: "New note" }).fill("Wants a September intake in the UK."),
    );
    await act(() => page.getByRole("button", { name: "Add note" }).click());

    expect(actions).toBeLessThanOrEqual(8);
    const timeline = page.getByRole("region", { name: "Timeline" });
    await timeline.getByRole("button", { name: /Show all/ }).click();
    await expect(timeline.getByText("Call: Reached")).toBeVisible();
    await expect(timeline.getByText(/Status changed from New to Contacted/)).toBeVisible();
    await expect(timeline.getByText("Status changed from Contacted to Counselling")).toBeVisible();
    await expect(timeline.getByText(`Follow-up set for ${followUpText(later, null)}`)).toBeVisible();
    await expect(timeline.getByText("Wants a September intake in the UK.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Enquiry" }).getByText("14 Mar 2099")).toBeVisible();
  });
}
