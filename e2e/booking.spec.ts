/**
 * Booking a free session on the public site (/book, /te/book; docs/bookings.md), in a real browser. Each
 * test gives one office a counsellor with weekly hours and meeting languages (through the console's API,
 * as e2e/staff/bookings.spec.ts does through its screens), so the free times come from the real API,
 * whatever today is. A family books a mock interview in Telugu on a phone in six actions; the counsellor's
 * calendar shows it; the family's mail carries an invitation (.ics) for that time; cancelling frees it.
 * Also: English on a desktop, a time taken meanwhile (409) offering the next free times, the first step
 * without JavaScript, and the header's and the contact bar's links to the page.
 */
import { randomInt, randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { request as apiRequest, type APIRequestContext, type Page } from "@playwright/test";
import type { BookingConfirmed, ManagedBooking, SlotsAnswer } from "../contract/bookings";
import type { EnquiryLanguage, EnquiryOffice } from "../contract/enquiry-fields";
import { texts as enTexts } from "../contract/texts/en";
import { texts as teTexts } from "../contract/texts/te";
import { dateTime, dayButton, type WhenWords } from "../app/features/booking/when";
import * as en from "../app/words/en/booking";
import * as te from "../app/words/te/booking";
import { navigation as enNavigation } from "../app/words/en/layout";
import { navigation as teNavigation } from "../app/words/te/layout";
import { contactBar as teContactBar } from "../app/words/te/contact-bar";
import { monthNames as enMonths } from "../app/words/en/countries/format";
import { monthNames as teMonths } from "../app/words/te/countries/format";
import { expect, test, viewports, waitForHydration } from "./fixtures";
import { createUser, password, signIn } from "./staff/staff-fixtures";

const english: WhenWords = { months: enMonths, when: en.booking.when };
const telugu: WhenWords = { months: teMonths, when: te.booking.when };

/** The confirmation page is another part of the site (docs/bookings.md); until it exists it answers 404. */
const confirmationPage = /\/book\/booked\?token=/;
test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

/**
 * A counsellor of `office` who meets in `languages`, Monday to Saturday 9:00–18:00 India time: signed in
 * through the console's API, their languages and weekly hours set as they would set them in "Meeting hours".
 */
async function counsellorAt(office: EnquiryOffice, languages: EnquiryLanguage[], baseURL: string) {
  const account = await createUser("counsellor", office, `Meera ${randomUUID().slice(0, 6)}`);
  const origin = new URL(baseURL).origin;
  const staff = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const signedIn = await staff.post("/api/staff/session", { data: { email: account.email, password } });
  expect(signedIn.status()).toBe(200);
  const { user } = (await signedIn.json()) as { user: { id: string } };
  const person = `/api/staff/people/${user.id}`;
  expect((await staff.put(`${person}/languages`, { data: { languages } })).status()).toBe(200);
  const windows = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startsAt: 9 * 60, endsAt: 18 * 60 }));
  expect((await staff.put(`${person}/availability`, { data: { windows } })).status()).toBe(200);
  await staff.dispose();
  return account;
}

/** The free days and times the API offers for a choice. */
async function freeTimes(
  request: APIRequestContext,
  query: { type: string; office: EnquiryOffice; language: EnquiryLanguage },
) {
  const response = await request.get(
    `/api/slots?type=${query.type}&office=${query.office}&mode=office&language=${query.language}`,
  );
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as SlotsAnswer;
  return days.filter((day) => day.slots.length > 0);
}

/** A family's details, unique per test. */
function family() {
  const firstName = `Lakshmi${randomUUID()
    .replace(/[^a-z]/g, "")
    .slice(0, 5)}`;
  return {
    firstName,
    lastName: "Prasanna",
    email: `${firstName.toLowerCase()}@example.in`,
    phone: `98${String(randomInt(0, 100_000_000)).padStart(8, "0")}`,
  };
}

/** Fills in the family's four required details on the English page. */
async function fillDetails(page: Page, person: ReturnType<typeof family>) {
  const { firstName, lastName, email, phone } = enTexts.fieldLabels;
  await page.getByRole("textbox", { name: firstName, exact: true }).fill(person.firstName);
  await page.getByRole("textbox", { name: lastName, exact: true }).fill(person.lastName);
  await page.getByRole("textbox", { name: email, exact: true }).fill(person.email);
  await page.getByRole("textbox", { name: phone, exact: true }).fill(person.phone);
}

/** The manage token of the confirmation page's address. */
function tokenOf(page: Page): string {
  const token = new URL(page.url()).searchParams.get("token");
  if (!token) throw new Error(`No token in ${page.url()}`);
  return token;
}

/** The invitation (.ics) attached to the family's confirmation mail of a meeting, once it is written. */
async function invitationOf(bookingId: string): Promise<string> {
  const folder = join(".e2e-data", "outbox-mail");
  let mail = "";
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        const name = names.find((file) => file.endsWith(`-booking-confirmation-${bookingId}.eml`));
        mail = name ? await readFile(join(folder, name), "utf8") : "";
        return mail !== "";
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // The attachment: its headers, a blank line, then base64 lines up to the next MIME boundary.
  const part = /filename=meeting\.ics\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(mail);
  expect(part, "an .ics attachment").not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s/g, ""), "base64").toString("utf8");
}

/** The iCalendar lines of an invitation, long lines unfolded (RFC 5545, 3.1). */
function icsLines(ics: string): string[] {
  return ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

/** "2026-12-01T04:30:00.000Z" as iCalendar writes a UTC time: "20261201T043000Z". */
function icsUtc(instant: string): string {
  return instant.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

test.describe("on a phone, in Telugu", () => {
  test.use({ viewport: viewports.phone });

  test("a family books a mock interview in six actions; the calendar shows it, the mail invites, cancelling frees the time", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const counsellor = await counsellorAt("guntur", ["te"], baseURL!);
    const [day] = await freeTimes(request, { type: "mock-interview", office: "guntur", language: "te" });
    const slot = day!.slots[0]!;
    const person = family();

    await page.goto("/te/book");
    await waitForHydration(page);
    // Every step is on the page; the defaults are the Guntur office, at the office, in the page's language.
    const form = page.getByRole("form", { name: te.booking.formName });
    await expect(form.getByRole("radio", { name: teTexts.officeLabels.guntur })).toBeChecked();
    await expect(form.getByRole("radio", { name: te.bookingTexts.meetingModeLabels.office })).toBeChecked();
    await expect(form.getByRole("radio", { name: teTexts.enquiryLanguageLabels.te })).toBeChecked();

    // The family's actions, counted: what and for which country in one, the four details, the time.
    let actions = 0;
    const act = async (action: () => Promise<void>) => {
      actions++;
      await action();
    };
    await act(() => page.getByRole("radio", { name: te.booking.what.countries.uk }).check());
    await act(() =>
      page.getByRole("textbox", { name: teTexts.fieldLabels.firstName, exact: true }).fill(person.firstName),
    );
    await act(() =>
      page.getByRole("textbox", { name: teTexts.fieldLabels.lastName, exact: true }).fill(person.lastName),
    );
    await act(() =>
      page.getByRole("textbox", { name: teTexts.fieldLabels.email, exact: true }).fill(person.email),
    );
    await act(() =>
      page.getByRole("textbox", { name: teTexts.fieldLabels.phone, exact: true }).fill(person.phone),
    );
    await act(() =>
      page
        .getByRole("button", { name: te.booking.times.bookAt(dateTime(day!.date, slot.time, telugu)) })
        .click(),
    );
    expect(actions).toBeLessThanOrEqual(6);

    await expect(page).toHaveURL(confirmationPage);
    expect(new URL(page.url()).pathname).toBe("/te/book/booked");
    const token = tokenOf(page);
    const managed = await request.get(`/api/bookings/manage?token=${encodeURIComponent(token)}`);
    expect(managed.status()).toBe(200);
    const { booking } = (await managed.json()) as ManagedBooking;
    expect(booking).toMatchObject({
      type: "mock-interview",
      country: "uk",
      mode: "office",
      language: "te",
      office: "guntur",
      start: slot.start,
      status: "booked",
    });

    // The counsellor finds it in the office's calendar.
    const staffContext = await browser.newContext({ viewport: viewports.desktop });
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, counsellor);
    await expect(staffPage.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
    await staffPage.goto(`/staff/calendar?view=week&day=${day!.date}`);
    const meeting = staffPage
      .getByRole("listitem")
      .filter({ hasText: `${person.firstName} ${person.lastName}` });
    await expect(meeting).toContainText("Mock interview (UK)");
    await expect(meeting).toContainText("Telugu");
    await staffContext.close();

    // The family's mail invites them to that time.
    const lines = icsLines(await invitationOf(booking.id));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(`DTSTART:${icsUtc(slot.start)}`);
    expect(lines.filter(Boolean).at(-1)).toBe("END:VCALENDAR");

    // Cancelling frees the time for the next family.
    const busy = await freeTimes(request, { type: "mock-interview", office: "guntur", language: "te" });
    expect(busy.flatMap((entry) => entry.slots.map((free) => free.start))).not.toContain(slot.start);
    const cancelled = await request.post("/api/bookings/cancel", { data: { token, pageLanguage: "te" } });
    expect(cancelled.status()).toBe(200);
    const free = await freeTimes(request, { type: "mock-interview", office: "guntur", language: "te" });
    expect(free.flatMap((entry) => entry.slots.map((time) => time.start))).toContain(slot.start);
  });

  test("the contact bar and the menu offer Book a free session", async ({ page }) => {
    await page.goto("/te/");
    const bar = page.getByRole("complementary", { name: teContactBar.label });
    await bar.getByRole("link", { name: teContactBar.book }).click();
    await expect(page).toHaveURL("/te/book");
    await expect(page.getByRole("heading", { level: 1, name: te.booking.heading })).toBeVisible();
    await page.getByRole("button", { name: teNavigation.openMenu }).click();
    await expect(
      page
        .getByRole("navigation", { name: teNavigation.menuLabel })
        .getByRole("link", { name: teNavigation.bookButton }),
    ).toHaveAttribute("href", "/te/book");
  });
});

test.describe("on a desktop, in English", () => {
  test.use({ viewport: viewports.desktop });

  test("a family books a counselling session at another office, on another day", async ({
    page,
    request,
    baseURL,
  }) => {
    await counsellorAt("vijayawada", ["en"], baseURL!);
    const days = await freeTimes(request, { type: "counselling", office: "vijayawada", language: "en" });
    const day = days[1] ?? days[0]!;
    const slot = day.slots.at(-1)!;
    const person = family();

    await page.goto("/book");
    await waitForHydration(page);
    await expect(
      page.getByRole("radio", { name: en.bookingTexts.meetingTypeLabels.counselling }),
    ).toBeChecked();
    await page.getByRole("radio", { name: enTexts.officeLabels.vijayawada }).check();
    await fillDetails(page, person);
    await page
      .getByRole("textbox", { name: enTexts.fieldLabels.comments, exact: true })
      .fill("Master's in data science, September intake");
    await page
      .getByRole("group", { name: en.booking.times.daysLabel })
      .getByRole("button", {
        name: `${dayButton(day.date, english).weekday} ${dayButton(day.date, english).day} (${en.booking.times.freeCount(day.slots.length)})`,
      })
      .click();
    await page
      .getByRole("button", { name: en.booking.times.bookAt(dateTime(day.date, slot.time, english)) })
      .click();

    await expect(page).toHaveURL(confirmationPage);
    expect(new URL(page.url()).pathname).toBe("/book/booked");
    const managed = await request.get(`/api/bookings/manage?token=${encodeURIComponent(tokenOf(page))}`);
    const { booking } = (await managed.json()) as ManagedBooking;
    expect(booking).toMatchObject({
      type: "counselling",
      country: null,
      language: "en",
      office: "vijayawada",
      start: slot.start,
    });
  });

  test.describe("a time taken meanwhile", () => {
    // Chromium logs the refused booking, and the confirmation page while it answers 404, as failed loads.
    test.use({ allowedConsoleErrors: [/status of (409 \(Conflict\)|404 \(Not Found\))/] });
    test("is refused with the next free times, one of which books at once", async ({
      page,
      request,
      baseURL,
    }) => {
      await counsellorAt("hyderabad", ["en"], baseURL!);
      const [day] = await freeTimes(request, { type: "counselling", office: "hyderabad", language: "en" });
      const slot = day!.slots[0]!;
      const person = family();

      await page.goto("/book?office=hyderabad");
      await waitForHydration(page);
      await expect(page.getByRole("radio", { name: enTexts.officeLabels.hyderabad })).toBeChecked();
      await fillDetails(page, person);
      const timeButton = page.getByRole("button", {
        name: en.booking.times.bookAt(dateTime(day!.date, slot.time, english)),
      });
      await expect(timeButton).toBeVisible();

      // Another family takes that time first.
      const other = await request.post("/api/bookings", {
        headers: { "idempotency-key": randomUUID() },
        data: {
          type: "counselling",
          mode: "phone",
          language: "en",
          office: "hyderabad",
          start: slot.start,
          ...family(),
        },
      });
      expect(other.status()).toBe(201);
      const taken = (await other.json()) as BookingConfirmed;
      expect(taken.booking.start).toBe(slot.start);

      await timeButton.click();
      const alert = page.getByRole("alert").filter({ hasText: en.booking.times.nextTimes });
      await expect(alert).toBeVisible();
      await expect(page.getByRole("heading", { name: en.booking.times.legend })).toBeFocused();
      const next = alert.getByRole("button").first();
      const nextName = (await next.getAttribute("aria-label")) ?? "";
      expect(nextName).not.toContain(dateTime(day!.date, slot.time, english));
      await next.click();
      await expect(page).toHaveURL(confirmationPage);
      const managed = await request.get(`/api/bookings/manage?token=${encodeURIComponent(tokenOf(page))}`);
      const { booking } = (await managed.json()) as ManagedBooking;
      expect(booking.start > slot.start).toBe(true);
      expect(booking.office).toBe("hyderabad");
    });
  });

  test("a link chooses the meeting: the checklist's Book a mock interview", async ({ page }) => {
    await page.goto("/book?type=mock-interview&country=germany");
    await waitForHydration(page);
    await expect(
      page.getByRole("radio", { name: en.bookingTexts.meetingTypeLabels["mock-interview"] }),
    ).toBeChecked();
    await expect(page.getByRole("radio", { name: en.booking.what.countries.germany })).toBeChecked();
  });

  test("the header offers Book a free session in both editions", async ({ page }) => {
    for (const [home, words, path] of [
      ["/", enNavigation, "/book"],
      ["/te/", teNavigation, "/te/book"],
    ] as const) {
      await page.goto(home);
      const nav = page.getByRole("navigation", { name: words.label, exact: true });
      await nav.getByRole("link", { name: words.bookButton }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name: words.bookButton })).toHaveAttribute("aria-current", "page");
    }
    // Narrower, the button keeps its name (its icon shows, its words are its name and tooltip).
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(
      page
        .getByRole("navigation", { name: teNavigation.label, exact: true })
        .getByRole("link", { name: teNavigation.bookButton }),
    ).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  test("the first step is a form that asks the next page for the free times", async ({ page }) => {
    await page.goto("/te/book");
    await page.getByRole("radio", { name: te.bookingTexts.meetingTypeLabels["mock-interview"] }).check();
    await page.getByRole("radio", { name: te.booking.what.countries.usa }).check();
    await page.getByRole("radio", { name: te.bookingTexts.meetingModeLabels.video }).check();
    await page.getByRole("button", { name: te.booking.seeTimes }).click();
    await expect(page).toHaveURL(/\/te\/book\/times\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      type: "mock-interview",
      country: "usa",
      mode: "video",
      language: "te",
      office: "guntur",
    });
  });
});
