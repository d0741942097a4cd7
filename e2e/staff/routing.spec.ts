/**
 * Routing (docs/staff-console.md, "Routing" and "Bulk actions") in a real browser: the public forms'
 * "Nearest office" (English and Telugu, with and without JavaScript) routes the enquiry to that office;
 * admins edit the routing rules, which counsellors do not see; bulk actions on the inbox; deactivating a
 * person hands their open enquiries to a colleague.
 *
 * Other specs share the e2e database and make counsellors of every office, so these tests check the office
 * an enquiry is routed to, and who gets it only where they made the only candidates themselves.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { callBackForm, contactBar } from "../../app/content/contact-bar";
import { texts as te } from "../../contract/texts/te";
import { expect, test, viewports, waitForHydration } from "../fixtures";
import {
  createUser,
  enquiryId,
  openInbox,
  sendEnquiry,
  signIn,
  signInApi,
  type Account,
} from "./staff-fixtures";

const tag = () =>
  randomUUID()
    .replace(/[^a-z]/g, "")
    .slice(0, 6);

/** A family with an email and phone of their own (no likely duplicates between parallel tests). */
function family(firstName: string) {
  const id = randomInt(0, 1_000_000_000);
  return {
    firstName,
    lastName: "Reddy",
    email: `${firstName.toLowerCase()}.${id}@example.org`,
    phone: `+91 9${String(id).padStart(9, "0")}`,
  };
}

async function fillPerson(
  page: Page,
  person: ReturnType<typeof family>,
  labels = {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
  },
) {
  const form = page.getByRole("form");
  await form.getByLabel(labels.firstName).fill(person.firstName);
  await form.getByLabel(labels.lastName).fill(person.lastName);
  await form.getByLabel(labels.email).fill(person.email);
  await form.getByLabel(labels.phone).fill(person.phone);
}

/** The enquiry as an admin's API sees it. */
async function detailOf(request: APIRequestContext, admin: Account, baseURL: string, name: string) {
  await signInApi(request, admin, baseURL);
  let id = "";
  await expect(async () => {
    id = await enquiryId(request, name);
  }).toPass();
  const response = await request.get(`/api/staff/enquiries/${id}`);
  return (await response.json()) as {
    office: string | null;
    nearestOffice: string | null;
    timeline: { text: string }[];
  };
}

test.describe("the nearest office on the public forms", () => {
  test("an English contact form naming Vijayawada is routed there and the console says so", async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await createUser("admin", "guntur");
    const person = family(`Near${tag()}`);
    await page.goto("/contact");
    await waitForHydration(page);
    await fillPerson(page, person);
    await page
      .getByRole("form")
      .getByRole("combobox", { name: /Nearest office/ })
      .selectOption("Vijayawada");
    await page.getByRole("form").getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeVisible();

    await signIn(page, admin);
    await openInbox(page);
    const name = `${person.firstName} Reddy`;
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    const term = page.getByRole("term").filter({ hasText: /^Nearest office$/ });
    await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText("Vijayawada");
    await expect(page.getByText(/^Routed to Vijayawada, /)).toBeVisible();
    expect((await detailOf(request, admin, String(baseURL), name)).office).toBe("vijayawada");
  });

  test("the Telugu edition's form offers the offices in Telugu and routes the same way", async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await createUser("admin", "guntur");
    const person = family(`Telugu${tag()}`);
    await page.goto("/te/contact");
    await waitForHydration(page);
    await fillPerson(page, person, te.fieldLabels);
    await page
      .getByRole("form")
      .getByRole("combobox", { name: new RegExp(te.fieldLabels.office) })
      .selectOption(te.officeLabels.hyderabad);
    await page.getByRole("form").getByRole("button").last().click();
    await expect(page.getByRole("status").filter({ hasText: te.formTexts.success })).toBeVisible();
    const detail = await detailOf(request, admin, String(baseURL), `${person.firstName} Reddy`);
    expect(detail).toMatchObject({ nearestOffice: "hyderabad", office: "hyderabad" });
  });

  test("the call-back dialog sends the chosen office", async ({ page, request, baseURL }) => {
    const admin = await createUser("admin", "guntur");
    await page.setViewportSize(viewports.phone);
    await page.goto("/study-in-uk");
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    await page
      .getByRole("complementary", { name: contactBar.label })
      .getByRole("link", { name: contactBar.callBack, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: callBackForm.heading });
    const name = `Callback${tag()}`;
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog.getByRole("textbox", { name: "Phone" }).fill(family(name).phone);
    await dialog.getByRole("combobox", { name: "When should we call?" }).selectOption("tomorrow-morning");
    await dialog.getByRole("combobox", { name: /Nearest office/ }).selectOption("Vishakapatnam");
    await dialog.getByRole("button", { name: callBackForm.submitLabel }).click();
    await expect(dialog.getByText(/^Thank you/)).toBeVisible();
    const detail = await detailOf(request, admin, String(baseURL), name);
    expect(detail).toMatchObject({ nearestOffice: "vishakapatnam", office: "vishakapatnam" });
  });

  test("without JavaScript the chosen office is posted, stored and routed", async ({
    browser,
    request,
    baseURL,
  }) => {
    const admin = await createUser("admin", "guntur");
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const person = family(`NoScript${tag()}`);
    await page.goto("/services");
    await fillPerson(page, person);
    await page
      .getByRole("form")
      .getByLabel(/Nearest office/)
      .selectOption("guntur");
    await page.getByRole("form").getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL("/thank-you");
    await context.close();
    const detail = await detailOf(request, admin, String(baseURL), `${person.firstName} Reddy`);
    expect(detail).toMatchObject({ nearestOffice: "guntur", office: "guntur" });
  });
});

test("admins edit the routing rules in order; counsellors do not see them", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await createUser("admin", "guntur");
  await signIn(page, admin);
  await page.getByRole("navigation").getByRole("link", { name: "Routing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Routing" })).toBeVisible();
  await expect(page.getByText(/^Default \(always last\)/)).toBeVisible();

  // Two rules on what no other test sends (the Ireland page, the call-back form to Vishakapatnam).
  const newRule = page.getByRole("form", { name: "New rule" });
  await newRule.getByLabel("When").selectOption("Destination");
  await newRule.getByLabel("Is").selectOption("Ireland");
  await newRule.getByLabel("Send to office").selectOption("Vishakapatnam");
  await newRule.getByRole("button", { name: "Add rule" }).click();
  const rules = page.getByRole("list").filter({ hasText: "Default (always last)" });
  await expect(rules.getByText("Destination is Ireland")).toBeVisible();

  await newRule.getByLabel("When").selectOption("Form");
  await newRule.getByLabel("Is").selectOption("Call back");
  await newRule.getByLabel("Send to office").selectOption("Vishakapatnam");
  await newRule.getByRole("button", { name: "Add rule" }).click();
  const second = rules.getByRole("listitem").filter({ hasText: "Form is Call back" });
  await expect(second).toBeVisible();
  // Other tests may add rules at the same time: find ours by their text, not their numbers.
  const position = async (text: string) =>
    Number(await rules.getByRole("listitem").filter({ hasText: text }).locator("span").first().textContent());
  const before = await position("Form is Call back");
  await second.getByRole("button", { name: /Move rule \d+ up/ }).click();
  await expect.poll(() => position("Form is Call back")).toBe(before - 1);

  await second.getByRole("button", { name: /Edit rule/ }).click();
  const editing = rules.getByRole("form", { name: /Edit rule/ });
  await editing.getByLabel("Send to office").selectOption("Hyderabad");
  await editing.getByRole("button", { name: "Save rule" }).click();
  await expect(rules.getByRole("listitem").filter({ hasText: "Form is Call back" })).toContainText(
    "Hyderabad",
  );

  page.on("dialog", (dialog) => void dialog.accept());
  for (const text of ["Form is Call back", "Destination is Ireland"]) {
    await rules
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("button", { name: /Delete rule/ })
      .click();
    await expect(rules.getByText(text)).toHaveCount(0);
  }

  const counsellor = await createUser("counsellor", "guntur");
  const context = await browser.newContext({ baseURL });
  const theirs = await context.newPage();
  await signIn(theirs, counsellor);
  await expect(theirs.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(theirs.getByRole("navigation").getByRole("link", { name: "Routing" })).toHaveCount(0);
  expect((await theirs.request.get("/api/staff/routing-rules")).status()).toBe(403);
  await context.close();
});

test("bulk actions: select enquiries, assign them, close them with a reason", async ({ page, request }) => {
  const admin = await createUser("admin", "guntur");
  const counsellor = await createUser("counsellor", "hyderabad", `Bulk ${tag()}`);
  const prefix = `Bulk${tag()}`;
  const names = [];
  for (let i = 0; i < 3; i++) names.push(await sendEnquiry(request, `${prefix}${"abc"[i]}`));

  await signIn(page, admin);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Routing" })).toBeVisible();
  await page.goto(`/staff/?q=${prefix}`);
  for (const name of names) await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all on this page" }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("3 selected")).toBeVisible();
  await bar.getByLabel("Action").selectOption("Assign to…");
  await bar.getByLabel("Assignee").selectOption({ label: `${counsellor.name} (Hyderabad)` });
  await bar.getByRole("button", { name: "Apply to 3" }).click();
  await expect(bar.getByRole("status")).toHaveText(/^3 changed/);
  const rows = page.getByRole("row").filter({ hasText: prefix });
  await expect(rows.filter({ hasText: counsellor.name })).toHaveCount(3);

  await page.getByRole("checkbox", { name: `Select ${names[0]}` }).check();
  await page.getByRole("checkbox", { name: `Select ${names[1]}` }).check();
  await bar.getByLabel("Action").selectOption("Change status");
  await bar.getByLabel("Status").selectOption("Closed");
  await bar.getByRole("button", { name: "Apply to 2" }).click();
  await expect(bar.getByRole("alert")).toContainText("Please choose why");
  await bar.getByLabel("Reason").selectOption({ index: 1 });
  await bar.getByRole("button", { name: "Apply to 2" }).click();
  await expect(bar.getByRole("status")).toHaveText(/^2 changed/);
  await expect(rows.filter({ hasText: "Closed" })).toHaveCount(2);
});

test("a counsellor's bulk action on another office's enquiry is refused as not found", async ({
  playwright,
  request,
  baseURL,
}) => {
  const admin = await createUser("admin", "guntur");
  const name = await sendEnquiry(request, `Other${tag()}`, { office: "hyderabad" });
  await signInApi(request, admin, String(baseURL));
  const id = await enquiryId(request, name);
  const counsellor = await createUser("counsellor", "guntur");
  const theirs = await playwright.request.newContext({ baseURL });
  await signInApi(theirs, counsellor, String(baseURL));
  const response = await theirs.post("/api/staff/enquiries/bulk", {
    headers: { origin: new URL(String(baseURL)).origin },
    data: { ids: [id], action: { type: "assign", assigneeId: "me" } },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    changed: [],
    unchanged: [],
    refused: [{ id, reason: "not_found" }],
  });
  await theirs.dispose();
});

test("deactivating a person hands their open enquiries to a colleague of the office", async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await createUser("admin", "guntur");
  const leaver = await createUser("counsellor", "vijayawada", `Leaver ${tag()}`);
  const taker = await createUser("counsellor", "vijayawada", `Taker ${tag()}`);
  const name = await sendEnquiry(request, `Handed${tag()}`);
  await signInApi(request, admin, String(baseURL));
  const id = await enquiryId(request, name);
  const people = (await (await request.get("/api/staff/people")).json()) as {
    staff: { id: string; name: string }[];
  };
  const leaverId = people.staff.find((person) => person.name === leaver.name)?.id;
  await request.post("/api/staff/enquiries/bulk", {
    headers: { origin: new URL(String(baseURL)).origin },
    data: { ids: [id], action: { type: "assign", assigneeId: leaverId } },
  });

  await signIn(page, admin);
  await page.getByRole("navigation").getByRole("link", { name: "People" }).click();
  await page
    .getByRole("button", { name: `Deactivate ${leaver.name}` })
    .first()
    .click();
  const form = page.getByRole("form", { name: `Deactivate ${leaver.name}` }).first();
  await expect(form.getByText("They have 1 open enquiry.")).toBeVisible();
  await form.getByLabel("Hand their open enquiries to").selectOption({ label: taker.name });
  await form.getByRole("button", { name: "Deactivate and hand over" }).click();
  await expect(page.getByRole("button", { name: `Reactivate ${leaver.name}` }).first()).toBeVisible();

  await page.goto(`/staff/enquiries/${id}`);
  const term = page.getByRole("term").filter({ hasText: /^Assignee$/ });
  await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(taker.name);
  await expect(page.getByText(`Assigned to ${taker.name} (Vijayawada)`)).toBeVisible();
});
