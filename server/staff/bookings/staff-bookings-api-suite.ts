/**
 * The console's API of booked meetings through HTTP, on SQLite (staff-bookings-api.test.ts) and
 * PostgreSQL (staff-bookings-api.postgres.test.ts), tried as an attacker would: no session, a counsellor
 * changing another's hours or the office's, looking at another office's calendar or meetings, bad bodies.
 * Then the whole path: hours set in the console make free times, a booking shows in the calendar, the
 * counsellor marks it. The clock is injected: no test depends on today's date.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingConfirmed, SlotsAnswer } from "#contract/bookings";
import type { SignedIn } from "#contract/staff";
import type { AvailabilityView, CalendarView, OfficeHoursView, StaffMeeting } from "#contract/staff-bookings";
import { buildApp, type App } from "../../app.ts";
import { bookingPaths } from "../../bookings/routes.ts";
import { testConfig } from "../../test-support/app-config.ts";
import { createStaffAccount } from "../staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;
/** Monday 2 March 2026, 8:00 in India. */
const mondayEight = new Date("2026-03-02T02:30:00.000Z");
const at = (day: string, clock: string) => new Date(Date.parse(`${day}T${clock}:00.000+05:30`)).toISOString();

type Method = "GET" | "POST" | "PUT" | "DELETE";

export function staffBookingsApiSuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  const idOf = (key: string) => ids[key] ?? "";

  beforeAll(async () => {
    app = await buildApp(
      await testConfig({
        staticDir: noSite,
        consoleDir: noSite,
        databaseUrl: options.databaseUrl(),
        rateLimitFormsPerMinute: 100_000,
        outboxPollMs: 3_600_000,
      }),
      { bookingClock: () => mondayEight },
    );
    const people = [
      { key: "admin", name: "Asha Admin", role: "admin", office: "guntur" },
      { key: "gopi", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      { key: "ganga", name: "Ganga Guntur", role: "counsellor", office: "guntur" },
      { key: "hema", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
    ] as const;
    for (const { key, ...person } of people) {
      const user = await createStaffAccount(app.staff.auth, {
        ...person,
        email: `${key}@example.com`,
        password,
      });
      ids[key] = user.id;
      const response = await app.inject({
        method: "POST",
        url: "/api/staff/session",
        headers: { host, origin, "sec-fetch-site": "same-origin" },
        payload: { email: `${key}@example.com`, password },
      });
      expect(response.json<SignedIn>().user.name).toBeTruthy();
      const cookie = response.cookies.find((c) => c.name === "staff.session_token");
      cookies[key] = `${cookie?.name}=${cookie?.value}`;
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const send = (who: string | undefined, method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...(who ? { cookie: cookies[who] ?? "" } : {}),
        host,
        origin,
        "sec-fetch-site": "same-origin",
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const weekdays = [1, 2, 3, 4, 5, 6];

  describe("who may do what", () => {
    it("answers 401 to every route without a session, whatever was sent", async () => {
      const routes: [Method, string, unknown?][] = [
        ["GET", "/api/staff/offices/guntur/hours"],
        ["PUT", "/api/staff/offices/guntur/hours", { days: [] }],
        ["POST", "/api/staff/offices/guntur/holidays", { nonsense: true }],
        ["DELETE", "/api/staff/offices/guntur/holidays/2026-03-04"],
        ["GET", `/api/staff/people/${idOf("gopi")}/availability`],
        ["PUT", `/api/staff/people/${idOf("gopi")}/availability`, { windows: [] }],
        ["PUT", `/api/staff/people/${idOf("gopi")}/languages`, { languages: ["en"] }],
        ["POST", `/api/staff/people/${idOf("gopi")}/time-off`, {}],
        ["DELETE", `/api/staff/people/${idOf("gopi")}/time-off/x`],
        ["GET", "/api/staff/calendar?from=2026-03-02"],
        ["PUT", "/api/staff/meetings/x/status", { status: "held" }],
        ["GET", "/api/staff/enquiries/x/meeting"],
      ];
      for (const [method, url, payload] of routes) {
        const response = await send(undefined, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it("lets only admins change office hours and holidays; a counsellor reads their own office's only", async () => {
      const hours = { days: weekdays.map((weekday) => ({ weekday, opensAt: 570, closesAt: 1080 })) };
      expect((await send("gopi", "PUT", "/api/staff/offices/guntur/hours", hours)).statusCode).toBe(403);
      expect(
        (
          await send("gopi", "POST", "/api/staff/offices/guntur/holidays", {
            day: "2026-03-04",
            name: "Holi",
          })
        ).statusCode,
      ).toBe(403);
      expect((await send("gopi", "DELETE", "/api/staff/offices/guntur/holidays/2026-03-04")).statusCode).toBe(
        403,
      );
      expect((await send("gopi", "GET", "/api/staff/offices/hyderabad/hours")).statusCode).toBe(403);

      const changed = await send("admin", "PUT", "/api/staff/offices/guntur/hours", hours);
      expect(changed.statusCode).toBe(200);
      expect(changed.json<OfficeHoursView>().days[0]).toEqual({ weekday: 1, opensAt: 570, closesAt: 1080 });
      const holiday = await send("admin", "POST", "/api/staff/offices/guntur/holidays", {
        day: "2026-03-04",
        name: "Holi",
      });
      expect(holiday.statusCode).toBe(201);
      const read = await send("gopi", "GET", "/api/staff/offices/guntur/hours");
      expect(read.json<OfficeHoursView>().holidays).toEqual([{ day: "2026-03-04", name: "Holi" }]);
      expect((await send("admin", "GET", "/api/staff/offices/hyderabad/hours")).statusCode).toBe(200);
    });

    it("lets a counsellor set their own hours, languages and time off, never another's; admins anyone's", async () => {
      const windows = { windows: weekdays.map((weekday) => ({ weekday, startsAt: 600, endsAt: 780 })) };
      const own = `/api/staff/people/${idOf("gopi")}`;
      const other = `/api/staff/people/${idOf("ganga")}`;
      expect((await send("gopi", "PUT", `${own}/availability`, windows)).statusCode).toBe(200);
      expect((await send("gopi", "PUT", `${own}/languages`, { languages: ["te", "en"] })).statusCode).toBe(
        200,
      );
      const off = await send("gopi", "POST", `${own}/time-off`, {
        startsAt: at("2026-03-05", "10:00"),
        endsAt: at("2026-03-05", "13:00"),
        note: "Visa office",
      });
      expect(off.statusCode).toBe(201);
      const view = off.json<AvailabilityView>();
      expect(view).toMatchObject({ languages: ["en", "te"], office: "guntur" });
      expect(view.windows).toHaveLength(6);
      expect(view.timeOff).toHaveLength(1);

      for (const [method, path, payload] of [
        ["GET", "availability", undefined],
        ["PUT", "availability", windows],
        ["PUT", "languages", { languages: ["en"] }],
        ["POST", "time-off", { startsAt: at("2026-03-06", "10:00"), endsAt: at("2026-03-06", "11:00") }],
        ["DELETE", `time-off/${view.timeOff[0]?.id ?? ""}`, undefined],
      ] as const) {
        expect((await send("ganga", method, `${own}/${path}`, payload)).statusCode, `${method} ${path}`).toBe(
          403,
        );
        expect((await send("hema", method, `${own}/${path}`, payload)).statusCode, `${method} ${path}`).toBe(
          403,
        );
      }
      expect((await send("admin", "PUT", `${other}/languages`, { languages: ["te"] })).statusCode).toBe(200);
      expect(
        (
          await send("admin", "PUT", `${other}/availability`, {
            windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startsAt: 840, endsAt: 1080 })),
          })
        ).statusCode,
      ).toBe(200);
      expect((await send("admin", "GET", `/api/staff/people/${randomUUID()}/availability`)).statusCode).toBe(
        404,
      );
      expect((await send("gopi", "DELETE", `${own}/time-off/${randomUUID()}`)).statusCode).toBe(404);
    });

    it("refuses bad bodies with 400, never 500", async () => {
      const own = `/api/staff/people/${idOf("gopi")}`;
      const bad: [Method, string, unknown][] = [
        ["PUT", `${own}/availability`, { windows: [{ weekday: 1, startsAt: 605, endsAt: 700 }] }],
        ["PUT", `${own}/availability`, { windows: [{ weekday: 1, startsAt: 700, endsAt: 600 }] }],
        ["PUT", `${own}/availability`, { windows: [{ weekday: 7, startsAt: 600, endsAt: 700 }] }],
        ["PUT", `${own}/availability`, ["windows"]],
        ["PUT", `${own}/languages`, { languages: ["fr"] }],
        [
          "POST",
          `${own}/time-off`,
          { startsAt: at("2026-03-05", "13:00"), endsAt: at("2026-03-05", "10:00") },
        ],
        ["POST", `${own}/time-off`, { startsAt: "tomorrow", endsAt: "later" }],
        ["GET", "/api/staff/calendar?from=monday", undefined],
        ["GET", "/api/staff/calendar?from=2026-03-02&days=30", undefined],
      ];
      for (const [method, url, payload] of bad) {
        const response = await send("gopi", method, url, payload);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json<{ message: string }>().message).toBeTruthy();
      }
      const hours = [
        { days: [{ weekday: 1, opensAt: 600, closesAt: 600 }] },
        { days: [1, 1].map((weekday) => ({ weekday, opensAt: 540, closesAt: 600 })) },
        { days: [{ weekday: 1, opensAt: 540, closesAt: 1500 }] },
      ];
      for (const payload of hours) {
        expect((await send("admin", "PUT", "/api/staff/offices/guntur/hours", payload)).statusCode).toBe(400);
      }
      expect(
        (await send("admin", "POST", "/api/staff/offices/guntur/holidays", { day: "4 March", name: "" }))
          .statusCode,
      ).toBe(400);
      expect((await send("admin", "GET", "/api/staff/offices/london/hours")).statusCode).toBe(400);
    });
  });

  describe("from the console's hours to the calendar", () => {
    let meeting: BookingConfirmed;

    it("makes free times from the hours set in the console, and shows a booking in the office's calendar", async () => {
      const slots = await app.inject({
        method: "GET",
        url: bookingPaths.slots,
        query: { type: "counselling", office: "guntur", mode: "office", language: "te" },
      });
      const tuesday = slots.json<SlotsAnswer>().days.find((day) => day.date === "2026-03-03");
      // Gopi 10:00–13:00 and Ganga 14:00–18:00, within the office's 9:30–18:00.
      expect(tuesday?.slots.map((slot) => slot.time)).toEqual([
        "10:00",
        "10:30",
        "11:00",
        "11:30",
        "12:00",
        "12:30",
        "14:00",
        "14:30",
        "15:00",
        "15:30",
        "16:00",
        "16:30",
        "17:00",
        "17:30",
      ]);
      // The holiday is closed; Thursday's time off leaves Gopi's morning out.
      const days = slots.json<SlotsAnswer>().days;
      expect(days.find((day) => day.date === "2026-03-04")?.slots).toEqual([]);
      expect(days.find((day) => day.date === "2026-03-05")?.slots[0]?.time).toBe("14:00");

      const booked = await app.inject({
        method: "POST",
        url: bookingPaths.book,
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        payload: {
          type: "mock-interview",
          country: "usa",
          office: "guntur",
          mode: "phone",
          language: "te",
          start: at("2026-03-03", "14:00"),
          firstName: "Ravi",
          lastName: "Teja",
          email: "ravi@example.in",
          phone: "98480 22338",
          pageLanguage: "te",
        },
      });
      expect(booked.statusCode).toBe(201);
      meeting = booked.json<BookingConfirmed>();

      for (const who of ["ganga", "gopi", "admin"]) {
        const calendar = await send(who, "GET", "/api/staff/calendar?from=2026-03-02&days=7");
        expect(calendar.statusCode, who).toBe(200);
        const view = calendar.json<CalendarView>();
        expect(view).toMatchObject({ office: "guntur", from: "2026-03-02", to: "2026-03-08" });
        expect(view.meetings).toEqual([
          expect.objectContaining({
            id: meeting.booking.id,
            counsellorId: idOf("ganga"),
            counsellorName: "Ganga Guntur",
            familyName: "Ravi Teja",
            type: "mock-interview",
            country: "usa",
            start: at("2026-03-03", "14:00"),
          }),
        ]);
      }
      const gopisDay = await send(
        "gopi",
        "GET",
        `/api/staff/calendar?from=2026-03-03&counsellorId=${idOf("gopi")}`,
      );
      expect(gopisDay.json<CalendarView>().meetings).toEqual([]);
      const gangasDay = await send(
        "gopi",
        "GET",
        `/api/staff/calendar?from=2026-03-03&counsellorId=${idOf("ganga")}`,
      );
      expect(gangasDay.json<CalendarView>().meetings).toHaveLength(1);
    });

    it("never shows a counsellor another office's calendar or meetings", async () => {
      expect(
        (await send("hema", "GET", "/api/staff/calendar?from=2026-03-02&office=guntur")).statusCode,
      ).toBe(403);
      expect(
        (await send("hema", "GET", `/api/staff/calendar?from=2026-03-02&counsellorId=${idOf("ganga")}`))
          .statusCode,
      ).toBe(404);
      const own = await send("hema", "GET", "/api/staff/calendar?from=2026-03-02&days=7");
      expect(own.json<CalendarView>()).toMatchObject({ office: "hyderabad", meetings: [] });
      expect(
        (await send("hema", "PUT", `/api/staff/meetings/${meeting.booking.id}/status`, { status: "held" }))
          .statusCode,
      ).toBe(404);
      const enquiryId = (
        await app.database.kysely
          .selectFrom("bookings")
          .select("enquiry_id")
          .where("id", "=", meeting.booking.id)
          .executeTakeFirstOrThrow()
      ).enquiry_id;
      expect((await send("hema", "GET", `/api/staff/enquiries/${enquiryId}/meeting`)).statusCode).toBe(404);
      const shown = await send("gopi", "GET", `/api/staff/enquiries/${enquiryId}/meeting`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json<StaffMeeting>()).toMatchObject({
        id: meeting.booking.id,
        mode: "phone",
        status: "booked",
      });
      expect(
        (await send("admin", "GET", `/api/staff/calendar?from=2026-03-02&office=hyderabad`)).statusCode,
      ).toBe(200);
    });

    it("lets the office's counsellors mark a meeting held, no-show or moved; moved gives the time back", async () => {
      const url = `/api/staff/meetings/${meeting.booking.id}/status`;
      expect((await send("gopi", "PUT", url, { status: "booked" })).statusCode).toBe(400);
      expect((await send("gopi", "PUT", url, { status: "cancelled" })).statusCode).toBe(400);
      expect(
        (await send("gopi", "PUT", `/api/staff/meetings/${randomUUID()}/status`, { status: "held" }))
          .statusCode,
      ).toBe(404);
      const held = await send("ganga", "PUT", url, { status: "no_show" });
      expect(held.json()).toEqual({ id: meeting.booking.id, status: "no_show" });
      const isFree = async () => {
        const slots = await app.inject({
          method: "GET",
          url: bookingPaths.slots,
          query: { type: "mock-interview", office: "guntur", mode: "phone", language: "te" },
        });
        const tuesday = slots.json<SlotsAnswer>().days.find((day) => day.date === "2026-03-03");
        return tuesday?.slots.some((slot) => slot.time === "14:00") ?? false;
      };
      expect(await isFree()).toBe(false);
      expect((await send("gopi", "PUT", url, { status: "moved" })).statusCode).toBe(200);
      expect(await isFree()).toBe(true);
      const calendar = await send("gopi", "GET", "/api/staff/calendar?from=2026-03-03");
      expect(calendar.json<CalendarView>().meetings[0]?.status).toBe("moved");
    });
  });
}
