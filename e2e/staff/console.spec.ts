/**
 * The staff console's main path: the first admin is made with the command-line tool, signs in, finds
 * a public enquiry in the inbox, marks it contacted and adds a note, sees both in the timeline, signs out,
 * and the old cookie no longer works. Also: the session cookie's flags, and the same work done with the
 * keyboard only.
 */
import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures";
import { createUser, openInbox, sendEnquiry, signIn } from "./staff-fixtures";

test("an admin made with the CLI works an enquiry from the inbox and signs out for good", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const admin = await createUser("admin", "guntur", "Asha Rao");
  const name = await sendEnquiry(request);

  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await signIn(page, admin);
  await openInbox(page);

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Update status" }).click();
  await page.getByRole("textbox", { name: "New note" }).fill("Called; wants the September intake.");
  await page.getByRole("button", { name: "Add note" }).click();

  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("Status changed from New to Contacted")).toBeVisible();
  await expect(timeline.getByText("Called; wants the September intake.")).toBeVisible();

  const [cookie] = (await context.cookies()).filter((c) => c.name === "staff.session_token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  // Served over plain HTTP here; over HTTPS the cookie is Secure (server/staff tests cover it).
  expect(cookie?.secure).toBe(false);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  const replay = await request.get("/api/staff/enquiries", {
    headers: { cookie: `${cookie?.name}=${cookie?.value}`, origin: baseURL ?? "" },
  });
  expect(replay.status()).toBe(401);
});

test("assigning an unrouted enquiry to a counsellor routes it to their office", async ({ page, request }) => {
  const admin = await createUser("admin", "guntur");
  const counsellor = `Hema ${randomUUID().slice(0, 6)}`;
  await createUser("counsellor", "hyderabad", counsellor);
  const name = await sendEnquiry(request);
  await signIn(page, admin);
  await openInbox(page);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("combobox", { name: "Office" })).toHaveValue("");

  await page.getByRole("combobox", { name: "Assignee" }).selectOption({ label: `${counsellor} (Hyderabad)` });
  await page.getByRole("button", { name: "Assign", exact: true }).click();

  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(`Assigned to ${counsellor} (Hyderabad)`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Office" })).toHaveValue("hyderabad");
});

test("every step works with the keyboard", async ({ page, request }) => {
  const admin = await createUser("admin", "vijayawada");
  const name = await sendEnquiry(request);
  await page.goto("/staff/sign-in");

  // Tab moves to the next control until `label` has focus (at most 80 presses: the console's navigation
  // and the inbox's filters come first).
  async function tabTo(check: () => Promise<boolean>) {
    for (let i = 0; i < 80; i++) {
      if (await check()) return;
      await page.keyboard.press("Tab");
    }
    throw new Error("focus never got there");
  }
  const focused = (locator: Locator) => () =>
    locator.evaluate((element) => element === document.activeElement);

  await tabTo(focused(page.getByLabel("Email")));
  await page.keyboard.type(admin.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("e2e staff password 1");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "My day" })).toBeVisible();
  await tabTo(focused(page.getByRole("link", { name: "Inbox", exact: true })));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();

  const link = page.getByRole("link", { name }).filter({ visible: true });
  await tabTo(focused(link));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await tabTo(focused(page.getByRole("combobox", { name: "Status" })));
  await page.keyboard.press("ArrowDown"); // New → Contacted
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("region", { name: "Timeline" }).getByText("Status changed from New to Contacted"),
  ).toBeVisible();

  await tabTo(focused(page.getByRole("button", { name: "Sign out" })));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("the console's scripts are served precompressed and cached for good", async ({ request }) => {
  const html = await (await request.get("/staff")).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/staff\/assets\/index-[\w-]+\.js$/);
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get(script ?? "", { headers: { "accept-encoding": encoding } });
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["cache-control"]).toContain("immutable");
  }
});
