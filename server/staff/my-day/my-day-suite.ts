/**
 * Follow-ups with a time, My day, the inbox's Today view and saved views (docs/staff-console.md), run on
 * SQLite (my-day.test.ts) and PostgreSQL (my-day.postgres.test.ts): through HTTP as the console (or an
 * attacker) calls them, and through the repositories with a clock of their own where the day matters.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail, InboxPage, StaffApiError, StaffUser } from "#contract/staff";
import type { MyDay, SavedView } from "#contract/staff-my-day";
import { buildApp, type App } from "../../app.ts";
import { enquiryPaths } from "../../enquiries/routes.ts";
import { testConfig } from "../../test-support/app-config.ts";
import { sampleBody } from "../../test-support/enquiry-fixtures.ts";
import { createCaseRepository } from "../case-repository.ts";
import { createStaffAccount } from "../staff-accounts.ts";
import { createMyDayRepository } from "./my-day-repository.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;

/** 27 Nov 2026, 14:00 in India. */
const twoPm = new Date("2026-11-27T08:30:00.000Z");
const today = "2026-11-27";

export function myDaySuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  let counter = 0;
  const users: Record<"admin" | "gopi" | "hema" | "kiran", StaffUser> = {} as never;

  beforeAll(async () => {
    app = await buildApp(
      await testConfig({ staticDir: noSite, consoleDir: noSite, databaseUrl: options.databaseUrl() }),
    );
    const people = {
      admin: { email: "admin@example.com", name: "Asha Admin", role: "admin", office: "guntur" },
      gopi: { email: "gopi@example.com", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      hema: { email: "hema@example.com", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
      kiran: { email: "kiran@example.com", name: "Kiran Guntur", role: "counsellor", office: "guntur" },
    } as const;
    for (const [key, person] of Object.entries(people)) {
      await createStaffAccount(app.staff.auth, { ...person, password });
      const found = await app.staff.people.findByEmail(person.email);
      if (!found) throw new Error("no such person");
      users[key as keyof typeof users] = {
        id: found.id,
        name: found.name,
        email: found.email,
        role: found.role,
        office: found.office,
      };
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const cookies = new Map<string, string>();
  async function cookieOf(email: string): Promise<string> {
    const known = cookies.get(email);
    if (known) return known;
    const response = await app.inject({
      method: "POST",
      url: "/api/staff/session",
      remoteAddress: "192.0.2.40",
      headers: { host, origin, "sec-fetch-site": "same-origin" },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "staff.session_token");
    if (!cookie) throw new Error("no session cookie");
    cookies.set(email, `${cookie.name}=${cookie.value}`);
    return `${cookie.name}=${cookie.value}`;
  }

  async function newEnquiry(kind: "contact" | "callback" = "contact"): Promise<string> {
    counter += 1;
    const payload =
      kind === "contact"
        ? sampleBody({ firstName: `Day${counter}`, email: `day${counter}@example.in` })
        : {
            name: `Caller${counter}`,
            phone: `98765${String(10000 + counter)}`,
            slot: "tomorrow-evening",
            language: "en",
          };
    const response = await app.inject({
      method: "POST",
      url: enquiryPaths[kind],
      remoteAddress: `198.51.100.${counter % 250}`,
      headers: { "idempotency-key": crypto.randomUUID() },
      payload,
    });
    expect(response.statusCode).toBe(201);
    const row = await app.database.kysely
      .selectFrom("enquiries")
      .select("id")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const send = (cookie: string, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, host, origin, "sec-fetch-site": "same-origin" },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  describe("follow-ups with a time", () => {
    it("stores the time with the day, on the enquiry and its timeline", async () => {
      const admin = await cookieOf("admin@example.com");
      const id = await newEnquiry();
      const set = await send(admin, "POST", `/api/staff/enquiries/${id}/follow-up`, {
        on: "2030-11-27",
        at: "15:30",
      });
      expect(set.statusCode).toBe(200);
      const detail = set.json<EnquiryDetail>();
      expect(detail).toMatchObject({
        followUpOn: "2030-11-27",
        followUpTime: "15:30",
        followUpOverdue: false,
      });
      const entry = detail.timeline.at(-1);
      expect(entry?.action).toBe("follow_up_set");
      expect(entry?.text).toContain("27 Nov, 15:30");
      const audit = await app.database.kysely
        .selectFrom("staff_audit_log")
        .select("details")
        .where("enquiry_id", "=", id)
        .where("action", "=", "follow_up_set")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details)).toEqual({ on: "2030-11-27", at: "15:30" });
    });

    it("keeps a client that sends only the day working, and clears the time with the day", async () => {
      const admin = await cookieOf("admin@example.com");
      const id = await newEnquiry();
      await send(admin, "POST", `/api/staff/enquiries/${id}/follow-up`, { on: "2030-01-02", at: "09:00" });
      const dayOnly = await send(admin, "POST", `/api/staff/enquiries/${id}/follow-up`, { on: "2030-01-03" });
      expect(dayOnly.json<EnquiryDetail>()).toMatchObject({ followUpOn: "2030-01-03", followUpTime: null });
      await send(admin, "POST", `/api/staff/enquiries/${id}/follow-up`, { on: "2030-01-03", at: "10:15" });
      const cleared = await send(admin, "POST", `/api/staff/enquiries/${id}/follow-up`, { on: null });
      expect(cleared.json<EnquiryDetail>()).toMatchObject({ followUpOn: null, followUpTime: null });
    });

    it("refuses a time that is not HH:MM, or a time without a day, with a 400", async () => {
      const admin = await cookieOf("admin@example.com");
      const id = await newEnquiry();
      for (const at of ["25:00", "3pm", "15:3", "15:30:00", "", 1530, "12:60"]) {
        const response = await send(admin, "POST", `/api/staff/enquiries/${id}/follow-up`, {
          on: "2030-01-01",
          at,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<StaffApiError>()).toMatchObject({ message: expect.any(String) });
      }
      const noDay = await send(admin, "POST", `/api/staff/enquiries/${id}/follow-up`, {
        on: null,
        at: "10:00",
      });
      expect(noDay.statusCode).toBe(400);
      expect(noDay.json<StaffApiError>().fieldErrors).toHaveProperty("at");
    });

    it("is overdue once its time has passed: at 14:00, one at 15:00 today is due but not overdue", async () => {
      const cases = createCaseRepository(app.database, { now: () => twoPm });
      const { admin } = users;
      const later = await newEnquiry();
      const earlier = await newEnquiry();
      const noTime = await newEnquiry();
      const yesterday = await newEnquiry();
      await cases.assign(admin, later, users.kiran, undefined);
      for (const id of [earlier, noTime, yesterday]) await cases.assign(admin, id, users.kiran, undefined);
      await cases.setFollowUp(admin, later, today, "15:00");
      await cases.setFollowUp(admin, earlier, today, "13:00");
      await cases.setFollowUp(admin, noTime, today, null);
      await cases.setFollowUp(admin, yesterday, "2026-11-26", "18:00");
      const due = await cases.inbox(users.kiran, {
        filters: { dueBy: today, assignee: users.kiran.id },
        limit: 50,
      });
      const overdue = Object.fromEntries(due.items.map((item) => [item.id, item.followUpOverdue]));
      expect(overdue).toEqual({ [later]: false, [earlier]: true, [noTime]: false, [yesterday]: true });
      expect(due.items.find((item) => item.id === later)?.followUpTime).toBe("15:00");
      // At 15:01 the 15:00 one is overdue too.
      const after = createCaseRepository(app.database, { now: () => new Date("2026-11-27T09:31:00.000Z") });
      expect((await after.detail(users.kiran, later))?.followUpOverdue).toBe(true);
    });
  });

  describe("My day", () => {
    it("lists my new enquiries, my follow-ups due today with their time and the call-backs to make", async () => {
      const cases = createCaseRepository(app.database, { now: () => twoPm });
      const days = createMyDayRepository(app.database, { now: () => twoPm });
      const { admin, gopi } = users;
      const mineNew = await newEnquiry();
      await cases.assign(admin, mineNew, gopi, undefined);
      const contacted = await newEnquiry();
      await cases.assign(admin, contacted, gopi, undefined);
      await cases.changeStatus(gopi, contacted, { status: "contacted" });
      await cases.setFollowUp(gopi, contacted, today, "16:30");
      const future = await newEnquiry();
      await cases.assign(admin, future, gopi, undefined);
      await cases.changeStatus(gopi, future, { status: "counselling" });
      await cases.setFollowUp(gopi, future, "2026-11-28", "09:00");
      const closed = await newEnquiry();
      await cases.assign(admin, closed, gopi, undefined);
      await cases.setFollowUp(gopi, closed, "2026-11-20", null);
      await cases.changeStatus(gopi, closed, { status: "closed", closeReason: "spam" });
      const gunturCallback = await newEnquiry("callback");
      await cases.assign(admin, gunturCallback, null, "guntur");
      const hydCallback = await newEnquiry("callback");
      await cases.assign(admin, hydCallback, null, "hyderabad");
      const othersNew = await newEnquiry();
      await cases.assign(admin, othersNew, users.kiran, undefined);

      const day = await days.myDay(gopi);
      expect(day.today).toBe(today);
      expect(day.newForMe.items.map((item) => item.id)).toEqual([mineNew]);
      expect(day.followUps.items.map((item) => [item.id, item.followUpTime, item.followUpOverdue])).toEqual([
        [contacted, "16:30", false],
      ]);
      const callbackIds = day.callbacks.items.map((item) => item.id);
      expect(callbackIds).toContain(gunturCallback);
      expect(callbackIds).not.toContain(hydCallback);
      const taken = day.callbacks.items.find((item) => item.id === gunturCallback);
      expect(taken).toMatchObject({ canTake: true, callback: expect.stringContaining("evening") });
      expect(day.callbacks.total).toBe(day.callbacks.items.length);
      expect(day.badge).toBe(2);
      expect(day.unassignedByOffice).toBeNull();

      // Hema of Hyderabad sees none of Gopi's, and Hyderabad's call-back, not Guntur's.
      const hema = await days.myDay(users.hema);
      expect(hema.newForMe.total).toBe(0);
      expect(hema.followUps.total).toBe(0);
      expect(hema.callbacks.items.map((item) => item.id)).toContain(hydCallback);
      expect(hema.callbacks.items.map((item) => item.id)).not.toContain(gunturCallback);

      // An admin's day has the unassigned new enquiries per office.
      const adminDay = await days.myDay(admin);
      expect(adminDay.unassignedByOffice).toEqual(
        expect.arrayContaining([
          { office: "guntur", count: expect.any(Number) },
          { office: "hyderabad", count: expect.any(Number) },
        ]),
      );
    });

    it("answers over HTTP with the signed-in person's day only", async () => {
      const gopi = await cookieOf("gopi@example.com");
      const response = await send(gopi, "GET", "/api/staff/my-day");
      expect(response.statusCode).toBe(200);
      const day = response.json<MyDay>();
      for (const item of [...day.newForMe.items, ...day.followUps.items]) {
        expect(item.assigneeId).toBe(users.gopi.id);
      }
      expect((await app.inject({ method: "GET", url: "/api/staff/my-day" })).statusCode).toBe(401);
    });
  });

  describe("the inbox's Today view", () => {
    it("lists enquiries received today and those with a follow-up due today", async () => {
      const cases = createCaseRepository(app.database, { now: () => twoPm });
      const { admin } = users;
      const followUp = await newEnquiry();
      await cases.setFollowUp(admin, followUp, today, "11:00");
      const tomorrow = await newEnquiry();
      await cases.setFollowUp(admin, tomorrow, "2026-11-28", null);
      // Received "today" as the clock of this test sees it: every enquiry since its start.
      const page = await cases.inbox(admin, {
        filters: { today: { day: today, since: "2099-01-01T00:00:00.000Z" } },
        limit: 100,
      });
      const ids = page.items.map((item) => item.id);
      expect(ids).toContain(followUp);
      expect(ids).not.toContain(tomorrow);
      const received = await cases.inbox(admin, {
        filters: { today: { day: today, since: "2000-01-01T00:00:00.000Z" } },
        limit: 100,
      });
      expect(received.items.map((item) => item.id)).toContain(tomorrow);
      // Over HTTP, an enquiry received just now is in today's view.
      const fresh = await newEnquiry();
      const http = await send(await cookieOf("admin@example.com"), "GET", "/api/staff/enquiries?view=today");
      expect(http.json<InboxPage>().items.map((item) => item.id)).toContain(fresh);
    });
  });

  describe("saved views", () => {
    it("saves, lists, replaces by name and deletes a person's own views", async () => {
      const gopi = await cookieOf("gopi@example.com");
      const saved = await send(gopi, "POST", "/api/staff/saved-views", {
        name: "My new call-backs",
        filters: { status: "new", kind: "callback", assignee: "me" },
      });
      expect(saved.statusCode).toBe(201);
      const view = saved.json<SavedView>();
      const again = await send(gopi, "POST", "/api/staff/saved-views", {
        name: "My new call-backs",
        filters: { status: "new", kind: "callback" },
      });
      expect(again.json<SavedView>().id).toBe(view.id);
      const list = (await send(gopi, "GET", "/api/staff/saved-views")).json<{ views: SavedView[] }>();
      expect(list.views).toEqual([
        expect.objectContaining({ id: view.id, filters: { status: "new", kind: "callback" } }),
      ]);
      expect((await send(gopi, "DELETE", `/api/staff/saved-views/${view.id}`)).statusCode).toBe(204);
      expect(
        (await send(gopi, "GET", "/api/staff/saved-views")).json<{ views: SavedView[] }>().views,
      ).toEqual([]);
    });

    it("never shows or deletes another person's view", async () => {
      const gopi = await cookieOf("gopi@example.com");
      const hema = await cookieOf("hema@example.com");
      const view = (
        await send(gopi, "POST", "/api/staff/saved-views", {
          name: "Guntur today",
          filters: { view: "today" },
        })
      ).json<SavedView>();
      expect(
        (await send(hema, "GET", "/api/staff/saved-views")).json<{ views: SavedView[] }>().views,
      ).toEqual([]);
      expect((await send(hema, "DELETE", `/api/staff/saved-views/${view.id}`)).statusCode).toBe(404);
      // Saving the same name makes Hema's own view; Gopi's is untouched.
      await send(hema, "POST", "/api/staff/saved-views", {
        name: "Guntur today",
        filters: { status: "new" },
      });
      const gopis = (await send(gopi, "GET", "/api/staff/saved-views")).json<{ views: SavedView[] }>().views;
      expect(gopis).toEqual([expect.objectContaining({ id: view.id, filters: { view: "today" } })]);
      // A deactivated person's session no longer reads them.
      await app.staff.people.setDeactivated(users.gopi.id, true);
      try {
        expect((await send(gopi, "GET", "/api/staff/saved-views")).statusCode).toBe(401);
      } finally {
        await app.staff.people.setDeactivated(users.gopi.id, false);
        cookies.delete("gopi@example.com");
      }
    });

    it("refuses a bad body with a 400 and never a 5xx", async () => {
      const gopi = await cookieOf("gopi@example.com");
      const bodies = [
        {},
        { name: "" },
        { name: "x".repeat(41), filters: {} },
        { name: "Bad", filters: { status: "nonsense" } },
        { name: "Bad", filters: { cursor: "abc" } },
        { name: "Bad", filters: {}, extra: 1 },
        { name: 5, filters: [] },
      ];
      for (const payload of bodies) {
        const response = await send(gopi, "POST", "/api/staff/saved-views", payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<StaffApiError>().message).toEqual(expect.any(String));
      }
    });
  });
}
