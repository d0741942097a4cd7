/**
 * Booked meetings in the console (docs/bookings.md, "In the console"), in a real browser: a counsellor sets
 * their languages and weekly hours, a family books one of the free times that makes (through the public
 * API), the counsellor finds it in the office's calendar and on the enquiry's page and marks it held;
 * another office's counsellor sees none of it; a counsellor's time off and an admin's office holiday are
 * listed and removed. The free time is read from the API, whatever today is.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { BookingConfirmed, SlotsAnswer } from "../../contract/bookings";
import { expect, test } from "../fixtures";
import { createUser, signIn, signInApi } from "./staff-fixtures";

const office = "vishakapatnam";

/** The first free time of a Telugu mock interview at the office, from the public API. */
async function firstFreeTime(request: APIRequestContext) {
  const response = await request.get(
    `/api/slots?type=mock-interview&office=${office}&mode=office&language=te`,
  );
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as SlotsAnswer;
  const day = days.find((candidate) => candidate.slots.length > 0);
  const slot = day?.slots[0];
  if (!day || !slot) throw new Error("No free time in the two weeks.");
  return { day: day.date, slot };
}

test("a counsellor's hours make free times; the booked meeting shows in the calendar and is marked held", async ({
  page,
  request,
}) => {
  const counsellor = await createUser("counsellor", office, `Vani ${randomUUID().slice(0, 6)}`);
  await signIn(page, counsellor);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Meeting hours" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Meeting hours" })).toBeVisible();
  // A counsellor sets their own hours, not the office's.
  await expect(page.getByRole("heading", { name: /opening hours and holidays/ })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Telugu" }).check();
  await page.getByRole("button", { name: "Save languages" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
    await page.getByRole("button", { name: `Add hours on ${day}` }).click();
  }
  await page.getByRole("group", { name: "Saturday" }).getByLabel("To").fill("17:00");
  // The languages' "Saved." shows until the hours' answer replaces it: wait for that answer itself.
  const hoursSaved = page.waitForResponse(
    (response) => response.url().endsWith("/availability") && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  expect((await hoursSaved).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  const { day, slot } = await firstFreeTime(request);
  const familyName = `Sita${randomUUID()
    .replace(/[^a-z]/g, "")
    .slice(0, 5)}`;
  const booked = await request.post("/api/bookings", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      type: "mock-interview",
      country: "canada",
      office,
      mode: "office",
      language: "te",
      start: slot.start,
      firstName: familyName,
      lastName: "Rao",
      email: `${familyName.toLowerCase()}@example.org`,
      phone: `+91 9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`,
      pageLanguage: "te",
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as BookingConfirmed;

  // The time is no longer offered to the next family.
  const after = await request.get(`/api/slots?type=mock-interview&office=${office}&mode=office&language=te`);
  const starts = ((await after.json()) as SlotsAnswer).days.flatMap((d) => d.slots.map((s) => s.start));
  expect(starts).not.toContain(booking.start);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  await page.goto(`/staff/calendar?view=week&day=${day}`);
  const meeting = page.getByRole("listitem").filter({ hasText: `${familyName} Rao` });
  await expect(meeting).toContainText("Mock interview (Canada)");
  await expect(meeting).toContainText("Telugu");
  // The calendar shows a 12-hour clock ("1:00 pm"); the slot's time is "13:00".
  const [hour = 0, minute = "00"] = slot.time.split(":");
  await expect(meeting).toContainText(`${Number(hour) % 12 || 12}:${minute}`);
  await expect(meeting.getByText("Booked", { exact: true })).toBeVisible();
  await meeting.getByRole("button", { name: /^Mark held:/ }).click();
  await expect(meeting.getByText("Held", { exact: true }).first()).toBeVisible();

  await meeting.getByRole("link", { name: `${familyName} Rao` }).click();
  const panel = page.getByRole("region", { name: "Meeting" });
  await expect(panel).toContainText("Mock interview (Canada)");
  await expect(panel).toContainText(counsellor.name);
  await expect(panel.getByText("Held", { exact: true }).first()).toBeVisible();
});

/** From My day, the first screen after signing in, to Meeting hours through the console's navigation. */
async function openHours(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Meeting hours" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Meeting hours" })).toBeVisible();
}

test("a counsellor's time off and an office's holiday are listed, and removed with their own buttons", async ({
  page,
}) => {
  // Two months ahead: past the two weeks families book in, so no other test's free times change.
  const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const counsellor = await createUser("counsellor", office, `Ravi ${randomUUID().slice(0, 6)}`);
  await signIn(page, counsellor);
  await openHours(page);
  const timeOff = page.getByRole("region", { name: "Time off" });
  await expect(timeOff.getByText("None ahead.")).toBeVisible();
  await timeOff.getByLabel("From").fill(`${day}T10:00`);
  await timeOff.getByLabel("To").fill(`${day}T13:00`);
  await timeOff.getByLabel("Note").fill("Visa training");
  await timeOff.getByRole("button", { name: "Add time off" }).click();
  const leave = timeOff.getByRole("listitem").filter({ hasText: "Visa training" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: /^Remove time off from / }).click();
  await expect(timeOff.getByText("None ahead.")).toBeVisible();

  const admin = await createUser("admin", office, `Admin ${randomUUID().slice(0, 6)}`);
  await page.context().clearCookies();
  await signIn(page, admin);
  await openHours(page);
  const holidays = page.getByRole("region", { name: /opening hours and holidays/ });
  const name = `Founders' day ${randomUUID().slice(0, 4)}`;
  await holidays.getByLabel("Day", { exact: true }).fill(day);
  await holidays.getByLabel("Holiday", { exact: true }).fill(name);
  await holidays.getByRole("button", { name: "Add holiday" }).click();
  const holiday = holidays.getByRole("listitem").filter({ hasText: name });
  await expect(holiday).toBeVisible();
  await holiday.getByRole("button", { name: /^Remove the holiday on / }).click();
  await expect(holiday).toHaveCount(0);
});

test.describe("another office", () => {
  // The refused request is logged by Chromium as a failed resource load.
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 403/] });

  test("a counsellor of another office cannot open this office's calendar", async ({
    page,
    request,
    baseURL,
  }) => {
    const other = await createUser("counsellor", "hyderabad", `Hari ${randomUUID().slice(0, 6)}`);
    await signInApi(request, other, baseURL ?? "");
    const response = await request.get(`/api/staff/calendar?from=2030-01-07&office=${office}`);
    expect(response.status()).toBe(403);
    await signIn(page, other);
    await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
    await page.goto(`/staff/calendar?office=${office}`);
    await expect(page.getByRole("alert")).toHaveText("You do not have access to this.");
  });
});
