/**
 * The booking API through HTTP (docs/bookings.md), on SQLite (bookings-api.test.ts) and PostgreSQL
 * (bookings-api.postgres.test.ts): free times from the office's hours and holidays and each counsellor's
 * hours, time off and languages; a booking stored as an enquiry with its meeting, assigned to a free
 * counsellor; 20 families pressing for one time at once (exactly one wins, the others are offered the
 * next free times); the family's mail with a valid `.ics` and a signed link to cancel (which frees the
 * time) or move it; the reminder the day before. The clock is injected: no test depends on today's date.
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingConfirmed, ManagedBooking, SlotTaken, SlotsAnswer } from "#contract/bookings";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { testConfig } from "../test-support/app-config.ts";
import { waitFor } from "../test-support/enquiry-fixtures.ts";
import { readMail } from "../test-support/smtp.ts";
import { createPrivacyRepository } from "../staff/privacy-repository.ts";
import { createStaffAccount } from "../staff/staff-accounts.ts";
import { bookingPaths } from "./routes.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
/** Monday 2 March 2026, 8:00 in India. */
const mondayEight = new Date("2026-03-02T02:30:00.000Z");
const json = { "content-type": "application/json" };

/** A free time's start on a day in India at a clock time ("2026-03-03", "10:00"). */
const at = (day: string, clock: string) => new Date(Date.parse(`${day}T${clock}:00.000+05:30`)).toISOString();

export function bookingsApiSuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  let config: Config;
  let clock = mondayEight;
  const ids: Record<string, string> = {};
  const idOf = (key: string) => ids[key] ?? "";
  let counter = 0;

  beforeAll(async () => {
    config = await testConfig({
      staticDir: noSite,
      consoleDir: noSite,
      databaseUrl: options.databaseUrl(),
      rateLimitFormsPerMinute: 100_000,
      // The tests run the mail pass themselves.
      outboxPollMs: 3_600_000,
      // The tests write hours, holidays and time off straight into the database, which the free times'
      // cache would not see (server/staff/bookings/ tries the cache through the console's API).
      slotsCacheMs: 0,
    });
    app = await buildApp(config, { bookingClock: () => clock });
    const people = [
      { key: "gopi", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      { key: "ganga", name: "Ganga Guntur", role: "counsellor", office: "guntur" },
      { key: "hema", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
      { key: "admin", name: "Asha Admin", role: "admin", office: "guntur" },
    ] as const;
    for (const { key, ...person } of people) {
      const user = await createStaffAccount(app.staff.auth, {
        ...person,
        email: `${key}@example.com`,
        password,
      });
      ids[key] = user.id;
    }
    const db = app.database.kysely;
    // Gopi: English and Telugu, Monday to Saturday 9:00–13:00. Ganga: Telugu, Monday to Friday 14:00–18:00.
    // Hema: English, every weekday 9:00–18:00 (Hyderabad).
    await db
      .insertInto("counsellor_languages")
      .values([
        { staff_id: idOf("gopi"), language: "en" },
        { staff_id: idOf("gopi"), language: "te" },
        { staff_id: idOf("ganga"), language: "te" },
        { staff_id: idOf("hema"), language: "en" },
      ])
      .execute();
    const windows = [
      ...[1, 2, 3, 4, 5, 6].map((weekday) => ({
        staff_id: idOf("gopi"),
        weekday,
        starts_at: 540,
        ends_at: 780,
      })),
      ...[1, 2, 3, 4, 5].map((weekday) => ({
        staff_id: idOf("ganga"),
        weekday,
        starts_at: 840,
        ends_at: 1080,
      })),
      ...[1, 2, 3, 4, 5, 6].map((weekday) => ({
        staff_id: idOf("hema"),
        weekday,
        starts_at: 540,
        ends_at: 1080,
      })),
    ];
    await db
      .insertInto("counsellor_availability")
      .values(windows.map((window) => ({ id: randomUUID(), ...window })))
      .execute();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const slots = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: bookingPaths.slots, query, headers });

  const freeTimes = async (query: Record<string, string>) => {
    const response = await slots(query);
    expect(response.statusCode).toBe(200);
    return response.json<SlotsAnswer>();
  };

  /** One day of an answer (an empty one when it is missing, so the test's expectation fails). */
  const dayOf = (answer: SlotsAnswer, date: string) =>
    answer.days.find((day) => day.date === date) ?? { date, slots: [] };

  const counselling = { type: "counselling", office: "guntur", mode: "office", language: "en" };

  function bookingBody(start: string, overrides: Record<string, unknown> = {}) {
    counter += 1;
    return {
      ...counselling,
      start,
      firstName: "Lakshmi",
      lastName: `Prasanna${counter}`,
      email: `lakshmi${counter}@example.in`,
      phone: `98480${String(10_000 + counter)}`,
      ...overrides,
    };
  }

  const book = (body: unknown, key: string = randomUUID(), headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: bookingPaths.book,
      headers: { ...json, "idempotency-key": key, ...headers },
      payload: JSON.stringify(body),
    });

  /** The .eml files the mailer wrote (no SMTP_URL in tests), newest last. */
  async function sentMails(): Promise<{ name: string; raw: string }[]> {
    const folder = join(config.dataDir, "outbox-mail");
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith(".eml"))
      .sort();
    return Promise.all(
      names.map(async (name) => ({ name, raw: await readFile(join(folder, name), "utf8") })),
    );
  }

  /**
   * The mail whose file name holds `fragment`, once written: the test runs a mail pass, and the worker may
   * be sending it in the background already (a booking wakes it).
   */
  async function mailNamed(fragment: string): Promise<{ name: string; raw: string }> {
    let found: { name: string; raw: string } | undefined;
    await waitFor(async () => {
      await app.meetingMail.runOnce();
      found = (await sentMails()).find((file) => file.name.includes(fragment));
      return found !== undefined;
    });
    if (!found) throw new Error(`No mail named ${fragment}.`);
    return found;
  }

  describe("free times", () => {
    it("follow the office's hours, the counsellors' hours and languages, two weeks ahead, in India's time", async () => {
      const answer = await freeTimes(counselling);
      expect(answer.timeZone).toBe("Asia/Kolkata");
      expect(answer.from).toBe("2026-03-02");
      expect(answer.to).toBe("2026-03-15");
      expect(answer.days).toHaveLength(14);
      const monday = dayOf(answer, "2026-03-02");
      // Only Gopi speaks English in Guntur: 9:00–13:00, at least two hours from 8:00 (so from 10:00).
      expect(monday.slots.map((slot) => slot.time)).toEqual([
        "10:00",
        "10:30",
        "11:00",
        "11:30",
        "12:00",
        "12:30",
      ]);
      expect(monday.slots[0]).toEqual({
        start: at("2026-03-02", "10:00"),
        end: at("2026-03-02", "10:30"),
        time: "10:00",
      });
      // Sunday: the offices are closed.
      expect(answer.days.find((day) => day.date === "2026-03-08")?.slots).toEqual([]);
      // Telugu: Gopi in the morning and Ganga in the afternoon (not on Saturday).
      const telugu = await freeTimes({ ...counselling, language: "te" });
      const tuesday = dayOf(telugu, "2026-03-03");
      expect(tuesday.slots.map((slot) => slot.time)).toContain("14:00");
      expect(tuesday.slots.map((slot) => slot.time)).toContain("17:30");
      expect(tuesday.slots.map((slot) => slot.time)).not.toContain("13:00");
      const saturday = dayOf(telugu, "2026-03-07");
      expect(saturday.slots.map((slot) => slot.time).at(-1)).toBe("12:30");
    });

    it("fit a 45-minute mock interview before closing, and leave out holidays and time off", async () => {
      const mock = await freeTimes({ ...counselling, type: "mock-interview", office: "hyderabad" });
      const tuesday = dayOf(mock, "2026-03-03");
      expect(tuesday.slots.at(-1)?.time).toBe("17:00");
      expect(tuesday.slots.at(-1)?.end).toBe(at("2026-03-03", "17:45"));
      await app.database.kysely
        .insertInto("office_holidays")
        .values({
          office: "hyderabad",
          day: "2026-03-04",
          name: "Holi",
          created_at: mondayEight.toISOString(),
        })
        .execute();
      await app.database.kysely
        .insertInto("counsellor_time_off")
        .values({
          id: randomUUID(),
          staff_id: idOf("hema"),
          starts_at: at("2026-03-05", "09:00"),
          ends_at: at("2026-03-05", "12:00"),
          note: null,
          created_at: mondayEight.toISOString(),
        })
        .execute();
      const after = await freeTimes({ ...counselling, office: "hyderabad" });
      expect(after.days.find((day) => day.date === "2026-03-04")?.slots).toEqual([]);
      expect(after.days.find((day) => day.date === "2026-03-05")?.slots[0]?.time).toBe("12:00");
    });

    it("start on the day asked for, never before today nor past the two weeks", async () => {
      expect((await freeTimes({ ...counselling, from: "2026-03-10" })).days[0]?.date).toBe("2026-03-10");
      for (const from of ["2026-03-01", "2026-03-16", "2026-3-10"]) {
        const response = await slots({ ...counselling, from });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors.from).toBeTruthy();
      }
    });

    it("refuse a bad query with 400 and the field's message, in Telugu for a Telugu reader", async () => {
      const response = await slots({ ...counselling, office: "london", extra: "1" });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors.office).toBeTruthy();
      const telugu = await slots({ type: "lunch" }, { "accept-language": "te-IN,te;q=0.9" });
      expect(telugu.statusCode).toBe(400);
      expect(telugu.json<{ message: string }>().message).toMatch(/[\u0C00-\u0C7F]/);
    });
  });

  describe("booking", () => {
    it("stores the enquiry with its meeting, assigned to the free counsellor, with both mails, before the 201", async () => {
      const start = at("2026-03-03", "10:00");
      const response = await book(
        bookingBody(start, { type: "mock-interview", country: "uk", mode: "video" }),
      );
      expect(response.statusCode).toBe(201);
      const body = response.json<BookingConfirmed>();
      expect(body.booking).toMatchObject({
        type: "mock-interview",
        country: "uk",
        mode: "video",
        start,
        end: at("2026-03-03", "10:45"),
        status: "booked",
      });
      expect(body.message).toContain("Lakshmi");
      expect(body.manageToken).toMatch(/^[0-9a-f-]{36}\./);
      const db = app.database.kysely;
      const booking = await db
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", body.booking.id)
        .executeTakeFirstOrThrow();
      expect(booking.counsellor_id).toBe(ids.gopi);
      const enquiry = await db
        .selectFrom("enquiries")
        .selectAll()
        .where("id", "=", booking.enquiry_id)
        .executeTakeFirstOrThrow();
      expect(enquiry).toMatchObject({
        kind: "booking",
        purpose: "mock-interview",
        office: "guntur",
        language: "en",
      });
      const kase = await db
        .selectFrom("enquiry_cases")
        .select(["office", "assignee_id"])
        .where("enquiry_id", "=", enquiry.id)
        .executeTakeFirstOrThrow();
      expect(kase).toEqual({ office: "guntur", assignee_id: ids.gopi });
      // The counsellor is told at once, as of any enquiry given to them (the assignment alert).
      const alerts = await db
        .selectFrom("staff_alerts")
        .select(["kind", "staff_id"])
        .where("enquiry_id", "=", enquiry.id)
        .execute();
      expect(alerts).toContainEqual({ kind: "assigned", staff_id: ids.gopi });
      const outbox = await db
        .selectFrom("outbox")
        .select("kind")
        .where("enquiry_id", "=", enquiry.id)
        .execute();
      expect(outbox.map((row) => row.kind)).toEqual(["mail"]);
      const mails = await db
        .selectFrom("booking_mails")
        .select(["kind", "status"])
        .where("booking_id", "=", booking.id)
        .execute();
      expect(mails).toEqual([{ kind: "confirmation", status: "pending" }]);
      // The 45 minutes are gone from the free times: 10:00 and 10:30 (which would overlap) for English.
      const tuesday = dayOf(await freeTimes(counselling), "2026-03-03");
      expect(tuesday.slots.map((slot) => slot.time).slice(0, 3)).toEqual(["09:00", "09:30", "11:00"]);
    });

    it("answers a replay of its Idempotency-Key with the same meeting, and another body with 422", async () => {
      const key = randomUUID();
      const body = bookingBody(at("2026-03-03", "12:00"));
      const first = await book(body, key);
      const again = await book(body, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json<BookingConfirmed>().booking.id).toBe(first.json<BookingConfirmed>().booking.id);
      const other = await book({ ...body, start: at("2026-03-03", "12:30") }, key);
      expect(other.statusCode).toBe(422);
    });

    it("gives exactly one of 20 families pressing at once the same time; the others get 409 and the next free times", async () => {
      const start = at("2026-03-04", "11:00");
      const answers = await Promise.all(Array.from({ length: 20 }, () => book(bookingBody(start))));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
        const body = answer.json<SlotTaken>();
        expect(body.message).toBeTruthy();
        expect(body.nextSlots.length).toBeGreaterThan(0);
        expect(body.nextSlots.map((slot) => slot.start)).not.toContain(start);
        expect(Date.parse(body.nextSlots[0]?.start ?? "")).toBeGreaterThan(Date.parse(start));
      }
      const rows = await app.database.kysely
        .selectFrom("bookings")
        .select("id")
        .where("starts_at", "=", start)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("never lets the database hold two overlapping meetings of one counsellor", async () => {
      const held = await app.database.kysely
        .selectFrom("booking_cells")
        .select(["counsellor_id", "cell", "booking_id"])
        .executeTakeFirstOrThrow();
      await expect(
        app.database.kysely
          .insertInto("booking_cells")
          .values({ counsellor_id: held.counsellor_id, cell: held.cell, booking_id: held.booking_id })
          .execute(),
      ).rejects.toThrow();
    });

    it("refuses a time that is not offered (a Sunday, too soon, off the grid) with 409 and free times", async () => {
      for (const start of [at("2026-03-08", "10:00"), at("2026-03-02", "08:30"), at("2026-03-05", "10:10")]) {
        const response = await book(bookingBody(start));
        expect(response.statusCode).toBe(409);
        expect(response.json<SlotTaken>().nextSlots.length).toBeGreaterThan(0);
      }
    });

    it("refuses a bad body with 400 and each field's message, in the page's language", async () => {
      const response = await book({ ...bookingBody("tomorrow"), type: "mock-interview", email: "nope" });
      expect(response.statusCode).toBe(400);
      const { fieldErrors } = response.json<{ fieldErrors: Record<string, string> }>();
      expect(Object.keys(fieldErrors).sort()).toEqual(["country", "email", "start"]);
      const telugu = await book({
        ...bookingBody(at("2026-03-05", "10:00")),
        mode: "pigeon",
        pageLanguage: "te",
      });
      expect(telugu.statusCode).toBe(400);
      expect(telugu.json<{ fieldErrors: Record<string, string> }>().fieldErrors.mode).toMatch(
        /[\u0C00-\u0C7F]/,
      );
      for (const payload of ["[]", "null", "{", '"text"']) {
        const bad = await app.inject({
          method: "POST",
          url: bookingPaths.book,
          headers: { ...json, "idempotency-key": randomUUID() },
          payload,
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json<{ message: string }>().message).toBeTruthy();
      }
      const form = await app.inject({
        method: "POST",
        url: bookingPaths.book,
        headers: { "content-type": "text/plain" },
        payload: "hello",
      });
      expect(form.statusCode).toBe(415);
    });

    it("refuses a post from another website", async () => {
      const response = await book(bookingBody(at("2026-03-05", "10:00")), randomUUID(), {
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe("the family's mail and link", () => {
    it("sends the confirmation in the page's language with a valid .ics and a signed link; cancel frees the time", async () => {
      const start = at("2026-03-05", "11:00");
      const response = await book(bookingBody(start, { language: "te", pageLanguage: "te", mode: "office" }));
      expect(response.statusCode).toBe(201);
      const { booking, manageToken } = response.json<BookingConfirmed>();
      expect(response.json<BookingConfirmed>().message).toMatch(/[\u0C00-\u0C7F]/);
      const mail = await mailNamed(`booking-confirmation-${booking.id}`);
      const { headers, parts } = readMail(mail.raw);
      expect(headers).toMatch(/^To: lakshmi\d+@example\.in$/m);
      const text = parts.find((part) => part.contentType === "text/plain")?.body ?? "";
      expect(text).toMatch(/[\u0C00-\u0C7F]/);
      expect(text).toContain("https://www.openstreetmap.org/");
      expect(text).toContain(`/te/book/manage?token=${encodeURIComponent(manageToken)}`);
      const ics = parts.find((part) => part.contentType === "text/calendar")?.body ?? "";
      expect(ics).toContain("BEGIN:VCALENDAR");
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toMatch(/DTSTART:20260305T053000Z/);
      expect(ics).toMatch(/DTEND:20260305T060000Z/);
      expect(ics).toContain(`UID:${booking.id}@`);
      expect(ics).toContain("END:VEVENT");

      const manage = await app.inject({
        method: "GET",
        url: bookingPaths.manage,
        query: { token: manageToken },
      });
      expect(manage.statusCode).toBe(200);
      expect(manage.json<ManagedBooking>()).toMatchObject({ booking: { id: booking.id }, changeable: true });
      const isFree = async () =>
        dayOf(await freeTimes({ ...counselling, language: "te" }), "2026-03-05").slots.some(
          (slot) => slot.start === start,
        );
      const takenBy = async () =>
        (
          await app.database.kysely
            .selectFrom("booking_cells")
            .select("booking_id")
            .where("booking_id", "=", booking.id)
            .execute()
        ).length;
      expect(await takenBy()).toBe(2);
      const cancel = await app.inject({
        method: "POST",
        url: bookingPaths.cancel,
        headers: json,
        payload: { token: manageToken, pageLanguage: "te" },
      });
      expect(cancel.statusCode).toBe(200);
      expect(await takenBy()).toBe(0);
      expect(await isFree()).toBe(true);
      const again = await app.inject({
        method: "POST",
        url: bookingPaths.cancel,
        headers: json,
        payload: { token: manageToken },
      });
      expect(again.statusCode).toBe(409);
      const cancelled = await mailNamed(`booking-cancelled-${booking.id}`);
      const cancelIcs =
        readMail(cancelled.raw).parts.find((part) => part.contentType === "text/calendar")?.body ?? "";
      expect(cancelIcs).toContain("METHOD:CANCEL");
      expect(cancelIcs).toContain("SEQUENCE:1");
    });

    it("refuses a token it did not sign, and one for another meeting", async () => {
      const response = await book(bookingBody(at("2026-03-06", "10:00")));
      const { manageToken, booking } = response.json<BookingConfirmed>();
      const forged = [
        `${booking.id}.AAAA`,
        `${randomUUID()}.${manageToken.split(".")[1]}`,
        "x",
        manageToken.slice(0, -1),
      ];
      for (const token of forged) {
        const manage = await app.inject({ method: "GET", url: bookingPaths.manage, query: { token } });
        expect(manage.statusCode).toBe(404);
        const cancel = await app.inject({
          method: "POST",
          url: bookingPaths.cancel,
          headers: json,
          payload: { token },
        });
        expect(cancel.statusCode).toBe(404);
      }
      const bad = await app.inject({
        method: "POST",
        url: bookingPaths.cancel,
        headers: json,
        payload: { token: 5 },
      });
      expect(bad.statusCode).toBe(400);
    });

    it("moves a meeting to another free time, freeing the first; a taken time is a 409 with free times", async () => {
      const first = at("2026-03-09", "10:00");
      const { manageToken, booking } = (await book(bookingBody(first))).json<BookingConfirmed>();
      const blocker = at("2026-03-09", "11:00");
      expect((await book(bookingBody(blocker))).statusCode).toBe(201);
      const refused = await app.inject({
        method: "POST",
        url: bookingPaths.reschedule,
        headers: json,
        payload: { token: manageToken, start: blocker },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<SlotTaken>().nextSlots.length).toBeGreaterThan(0);
      const moved = await app.inject({
        method: "POST",
        url: bookingPaths.reschedule,
        headers: json,
        payload: { token: manageToken, start: at("2026-03-09", "12:00") },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<BookingConfirmed>().booking).toMatchObject({
        id: booking.id,
        start: at("2026-03-09", "12:00"),
      });
      const monday = dayOf(await freeTimes(counselling), "2026-03-09");
      const times = monday.slots.map((slot) => slot.time);
      expect(times).toContain("10:00");
      expect(times).not.toContain("11:00");
      expect(times).not.toContain("12:00");
    });

    it("gives the time back and sends nothing more when the family's data is erased", async () => {
      const start = at("2026-03-11", "10:00");
      const { booking } = (await book(bookingBody(start))).json<BookingConfirmed>();
      const row = await app.database.kysely
        .selectFrom("bookings")
        .select("enquiry_id")
        .where("id", "=", booking.id)
        .executeTakeFirstOrThrow();
      const erasure = await createPrivacyRepository(app.database).erase(null, [row.enquiry_id], "request");
      expect(erasure.erased).toEqual([row.enquiry_id]);
      const after = await app.database.kysely
        .selectFrom("bookings")
        .select("status")
        .where("id", "=", booking.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe("cancelled");
      const mails = await app.database.kysely
        .selectFrom("booking_mails")
        .select("id")
        .where("booking_id", "=", booking.id)
        .where("status", "=", "pending")
        .execute();
      expect(mails).toEqual([]);
      const wednesday = dayOf(await freeTimes(counselling), "2026-03-11");
      expect(wednesday.slots.map((slot) => slot.start)).toContain(start);
    });

    it("sends a reminder the day before, once, from 9:00 in India", async () => {
      const start = at("2026-03-10", "10:30");
      const { booking } = (await book(bookingBody(start))).json<BookingConfirmed>();
      await app.meetingMail.runOnce();
      const remindersOf = async () =>
        (
          await app.database.kysely
            .selectFrom("booking_mails")
            .select(["status"])
            .where("booking_id", "=", booking.id)
            .where("kind", "=", "reminder")
            .execute()
        ).map((row) => row.status);
      expect(await remindersOf()).toEqual([]);
      // Monday 9 March, 8:00: the day before, but too early in the morning.
      clock = new Date(Date.parse(at("2026-03-09", "08:00")));
      await app.meetingMail.runOnce();
      expect(await remindersOf()).toEqual([]);
      clock = new Date(Date.parse(at("2026-03-09", "09:30")));
      await app.meetingMail.runOnce();
      expect(await remindersOf()).toHaveLength(1);
      clock = new Date(Date.parse(at("2026-03-09", "11:00")));
      await app.meetingMail.runOnce();
      expect(await remindersOf()).toHaveLength(1);
      const reminder = await mailNamed(`booking-reminder-${booking.id}`);
      expect(readMail(reminder.raw).headers).toMatch(/^Subject: Reminder: /m);
      clock = mondayEight;
    });
  });
}
