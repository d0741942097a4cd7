/**
 * Booking a meeting with JavaScript off (docs/bookings.md, "The pages without JavaScript"), in Chromium:
 * a family chooses a time on the times page, fills in their details and books; the confirmation shows
 * the meeting with its calendar and manage links; the manage page cancels it and the time is free again;
 * another meeting moves to another time; a time taken meanwhile offers the next ones; a forged link is a
 * 404; the Telugu edition once; and with JavaScript on, the page script runs under the page's policy.
 * A counsellor of the office sets their hours through the console's API first. The free times are read
 * from the page, whatever today is.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createUser, signInApi } from "./staff/staff-fixtures";

const office = "vijayawada";
const counselling = `/book/times?type=counselling&mode=office&language=en&office=${office}`;

test.use({ javaScriptEnabled: false });

test.beforeAll(async ({ playwright, baseURL }) => {
  const origin = baseURL ?? "";
  const account = await createUser("counsellor", office, `Vasu ${randomUUID().slice(0, 6)}`);
  const request = await playwright.request.newContext({ baseURL: origin });
  await signInApi(request, account, origin);
  const me = await request.get("/api/staff/me");
  const { user } = (await me.json()) as { user: { id: string } };
  const headers = { origin: new URL(origin).origin };
  const languages = await request.put(`/api/staff/people/${user.id}/languages`, {
    headers,
    data: { languages: ["en", "te"] },
  });
  expect(languages.status()).toBe(200);
  const hours = await request.put(`/api/staff/people/${user.id}/availability`, {
    headers,
    data: {
      windows: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startsAt: 540, endsAt: 1080 })),
    },
  });
  expect(hours.status()).toBe(200);
  await request.dispose();
});

/** Fills in the family's details with a name of its own (two tests may run at once). */
async function fillDetails(page: Page, firstName: string) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Rao");
  await page.getByLabel("Email").fill(`${firstName.toLowerCase()}@example.org`);
  await page.getByLabel("Phone").fill(`+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`);
}

const uniqueName = () =>
  `Sita${randomUUID()
    .replace(/[^a-z]/g, "")
    .slice(0, 5)}`;

/** Chooses a free time on the times page (the `index`-th) and returns its value. */
async function chooseTime(page: Page, index = 0): Promise<string> {
  const radio = page.getByRole("radio").nth(index);
  await radio.check();
  return (await radio.getAttribute("value")) ?? "";
}

test("a family books without JavaScript, sees the confirmation, cancels it, and the time is free again", async ({
  page,
}) => {
  await page.goto(counselling);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a day and a time" })).toBeVisible();
  const start = await chooseTime(page, 3);
  await fillDetails(page, uniqueName());
  await page.getByRole("button", { name: "Book this time" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Your meeting is booked" })).toBeVisible();
  await expect(page).toHaveURL(/\/book\/booked\?token=/);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByText("MG Road, Labbipet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the map" })).toHaveAttribute("href", /openstreetmap/);
  const calendar = page.getByRole("link", { name: "Add to my calendar" });
  const ics = await page.request.get((await calendar.getAttribute("href")) ?? "");
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(await ics.text()).toContain("BEGIN:VEVENT");

  await page.getByRole("link", { name: "Change or cancel this meeting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your meeting" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel this meeting" }).click();
  await expect(page.getByRole("status")).toContainText("Your meeting is cancelled");
  await expect(page.getByRole("button", { name: "Cancel this meeting" })).toHaveCount(0);

  await page.goto(counselling);
  await expect(page.locator(`input[type="radio"][value="${start}"]`)).toHaveCount(1);
});

test("a family moves their meeting to another time from the manage page", async ({ page }) => {
  await page.goto(counselling);
  await chooseTime(page, 5);
  await fillDetails(page, uniqueName());
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your meeting is booked" })).toBeVisible();
  const before = await page.locator(".booking-summary").innerText();

  await page.getByRole("link", { name: "Change or cancel this meeting" }).click();
  await page.getByRole("link", { name: "Choose another time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose another time" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveCount(0);
  await chooseTime(page, 8);
  await page.getByRole("button", { name: "Move my meeting to this time" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your meeting is booked" })).toBeVisible();
  expect(await page.locator(".booking-summary").innerText()).not.toBe(before);
});

test.describe("a time taken meanwhile", () => {
  // The browser reports the page's 409 status in its console.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("offers the next free times first", async ({ page, request }) => {
    await page.goto(counselling);
    const start = await chooseTime(page, 10);
    // Other families book that time while this one types, until no counsellor of the office is free then
    // (each worker of the run set up a counsellor of its own).
    let status = 201;
    for (let attempt = 0; attempt < 10 && status === 201; attempt++) {
      const other = await request.post("/api/bookings", {
        headers: { "idempotency-key": randomUUID() },
        data: {
          type: "counselling",
          office,
          mode: "office",
          language: "en",
          start,
          firstName: "Other",
          lastName: "Family",
          email: `${uniqueName().toLowerCase()}@example.org`,
          phone: `+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
        },
      });
      status = other.status();
    }
    expect(status).toBe(409);
    const name = uniqueName();
    await fillDetails(page, name);
    await page.getByRole("button", { name: "Book this time" }).click();

    await expect(page.getByRole("alert")).toContainText("that time was just booked");
    await expect(page.getByRole("group", { name: "Other free times" })).toBeVisible();
    await expect(page.locator(`input[type="radio"][value="${start}"]`)).toHaveCount(0);
    await expect(page.getByLabel("First name")).toHaveValue(name);
    await page.getByRole("group", { name: "Other free times" }).getByRole("radio").first().check();
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your meeting is booked" })).toBeVisible();
  });
});

test.describe("a link we did not sign", () => {
  // The browser reports the page's 404 status in its console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("shows the not-valid page with 404", async ({ page }) => {
    const response = await page.goto(`/book/manage?token=${randomUUID()}.forged`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  });
});

test("the Telugu edition books a mock interview in Telugu", async ({ page }) => {
  await page.goto(`/te/book/times?type=mock-interview&country=uk&mode=office&language=te&office=${office}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "te");
  await expect(page.getByRole("heading", { level: 1, name: "రోజు, సమయం ఎంచుకోండి" })).toBeVisible();
  await chooseTime(page, 12);
  await page.getByLabel("మొదటి పేరు").fill(uniqueName());
  await page.getByLabel("ఇంటి పేరు").fill("Rao");
  await page.getByLabel("ఈమెయిల్").fill(`${uniqueName().toLowerCase()}@example.org`);
  await page.getByLabel("ఫోన్").fill(`+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`);
  await page.getByRole("button", { name: "ఈ సమయం బుక్ చేయండి" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "మీ సమావేశం బుక్ అయింది" })).toBeVisible();
  await expect(page).toHaveURL(/\/te\/book\/booked\?token=/);
  await expect(page.getByText("యూకే కోసం ఉచిత మాక్ వీసా ఇంటర్వ్యూ")).toBeVisible();
});

test.describe("with JavaScript on", () => {
  test.use({ javaScriptEnabled: true });

  test("the times page runs the site's page script under its own policy", async ({ page }) => {
    await page.goto(counselling);
    await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
    await expect(page.getByRole("heading", { level: 1, name: "Choose a day and a time" })).toBeVisible();
    await expect(page.getByRole("radio").first()).toBeVisible();
  });
});
