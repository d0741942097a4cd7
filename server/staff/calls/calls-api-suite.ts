/**
 * Call logging and WhatsApp templates through HTTP, run on SQLite (calls.test.ts) and PostgreSQL
 * (calls.postgres.test.ts): what a logged call changes, the timeline and the inbox, the templates, and
 * the same requests tried as an attacker would (another office, a counsellor on admins' routes, a
 * deactivated account, bad bodies).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail, InboxPage, StaffApiError, StaffList } from "#contract/staff";
import type { TemplateList, WhatsAppTemplate } from "#contract/staff-calls";
import type { PersonExport } from "#contract/staff-privacy";
import { buildApp, type App } from "../../app.ts";
import { enquiryPaths } from "../../enquiries/routes.ts";
import { testConfig } from "../../test-support/app-config.ts";
import { sampleBody } from "../../test-support/enquiry-fixtures.ts";
import { createStaffAccount } from "../staff-accounts.ts";

const noSite = join(import.meta.dirname, "..", "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;
/** A day far ahead, so that no test depends on today's date. */
const later = "2099-03-14";

export function callsApiSuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  let counter = 0;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    app = await buildApp(
      await testConfig({ staticDir: noSite, consoleDir: noSite, databaseUrl: options.databaseUrl() }),
    );
    const people = [
      { email: "admin@example.com", name: "Asha Admin", role: "admin", office: "guntur" },
      { email: "guntur@example.com", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      { email: "hyd@example.com", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
      { email: "leaving@example.com", name: "Lata Leaving", role: "counsellor", office: "guntur" },
    ] as const;
    for (const person of people) await createStaffAccount(app.staff.auth, { ...person, password });
    for (const person of people) {
      const response = await app.inject({
        method: "POST",
        url: "/api/staff/session",
        headers: { host, origin, "sec-fetch-site": "same-origin" },
        payload: { email: person.email, password },
      });
      const cookie = response.cookies.find((c) => c.name === "staff.session_token");
      if (!cookie) throw new Error("no session cookie");
      cookies.set(person.email, `${cookie.name}=${cookie.value}`);
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const send = (who: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie: cookies.get(who) ?? "", host, origin, "sec-fetch-site": "same-origin" },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const admin = "admin@example.com";
  const guntur = "guntur@example.com";
  const hyderabad = "hyd@example.com";

  /** A new enquiry, routed to `office` by the admin when one is given; returns its id. */
  async function newEnquiry(office?: "guntur" | "hyderabad", overrides: Record<string, unknown> = {}) {
    counter += 1;
    const response = await app.inject({
      method: "POST",
      url: enquiryPaths.contact,
      headers: { "idempotency-key": crypto.randomUUID() },
      payload: sampleBody({
        firstName: `Caller${counter}`,
        email: `caller${counter}@example.in`,
        phone: `98765${String(counter).padStart(5, "0")}`,
        ...overrides,
      }),
    });
    expect(response.statusCode).toBe(201);
    const row = await app.database.kysely
      .selectFrom("enquiries")
      .select("id")
      .where("email", "=", `caller${counter}@example.in`)
      .executeTakeFirstOrThrow();
    if (office) {
      const routed = await send(admin, "POST", `/api/staff/enquiries/${row.id}/assignment`, {
        assigneeId: null,
        office,
      });
      expect(routed.statusCode).toBe(200);
    }
    return row.id;
  }

  const logCall = (who: string, id: string, body: Record<string, unknown>) =>
    send(who, "POST", `/api/staff/enquiries/${id}/calls`, body);

  describe("call logging", () => {
    it("counts attempts, keeps the latest outcome and lists every attempt on the timeline", async () => {
      const id = await newEnquiry("guntur");
      const first = await logCall(guntur, id, { channel: "call", outcome: "no_answer" });
      expect(first.statusCode).toBe(200);
      expect(first.json<EnquiryDetail>()).toMatchObject({
        callAttempts: 1,
        lastCallOutcome: "no_answer",
        status: "new",
      });
      const second = await logCall(guntur, id, { channel: "call", outcome: "busy" });
      const detail = second.json<EnquiryDetail>();
      expect(detail).toMatchObject({ callAttempts: 2, lastCallOutcome: "busy", status: "new" });
      const calls = detail.timeline.filter((entry) => entry.action === "call_logged");
      expect(calls).toHaveLength(2);
      expect(calls.map((entry) => entry.actor?.name)).toEqual(["Gopi Guntur", "Gopi Guntur"]);
      expect(calls[0]?.text).toMatch(/no answer/i);
      expect(calls[1]?.text).toMatch(/busy/i);

      const inbox = (await send(guntur, "GET", "/api/staff/enquiries?limit=100")).json<InboxPage>();
      expect(inbox.items.find((item) => item.id === id)).toMatchObject({
        callAttempts: 2,
        lastCallOutcome: "busy",
        lastCallAt: detail.lastCallAt,
      });
    });

    it("marks a new enquiry contacted at the first call that reaches the family, and says so", async () => {
      const id = await newEnquiry("guntur");
      const detail = (
        await logCall(guntur, id, { channel: "call", outcome: "reached" })
      ).json<EnquiryDetail>();
      expect(detail.status).toBe("contacted");
      const actions = detail.timeline.map((entry) => entry.action);
      expect(actions.slice(-2)).toEqual(["call_logged", "status_changed"]);
      expect(detail.timeline.at(-1)?.text).toMatch(/contacted/i);
      const row = await app.database.kysely
        .selectFrom("enquiry_cases")
        .select(["first_contacted_at", "last_call_at"])
        .where("enquiry_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.first_contacted_at).toBe(row.last_call_at);

      // A later call reaching them again changes no status (it is no longer new).
      const moved = await send(guntur, "POST", `/api/staff/enquiries/${id}/status`, {
        status: "counselling",
      });
      expect(moved.statusCode).toBe(200);
      const again = (
        await logCall(guntur, id, { channel: "call", outcome: "reached" })
      ).json<EnquiryDetail>();
      expect(again.status).toBe("counselling");
      expect(again.timeline.at(-1)?.action).toBe("call_logged");
    });

    it("sets the follow-up from a call back later, with its time in India", async () => {
      const id = await newEnquiry("guntur");
      const response = await logCall(guntur, id, {
        channel: "call",
        outcome: "call_back_later",
        callBackOn: later,
        callBackTime: "16:30",
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json<EnquiryDetail>();
      expect(detail.followUpOn).toBe(later);
      expect(detail.timeline.slice(-2).map((entry) => entry.action)).toEqual([
        "call_logged",
        "follow_up_set",
      ]);
      expect(detail.timeline.at(-1)?.text).toContain("16:30");
      const row = await app.database.kysely
        .selectFrom("enquiry_cases")
        .select(["follow_up_on", "follow_up_time"])
        .where("enquiry_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ follow_up_on: later, follow_up_time: "16:30" });
      const call = await app.database.kysely
        .selectFrom("enquiry_calls")
        .select(["call_back_at", "staff_id"])
        .where("enquiry_id", "=", id)
        .executeTakeFirstOrThrow();
      // 16:30 in India is 11:00 UTC.
      expect(call.call_back_at).toBe(`${later}T11:00:00.000Z`);
    });

    it("logs a WhatsApp message with its text on the timeline", async () => {
      const id = await newEnquiry("guntur");
      const message = "Hello Caller, this is Gopi from the Guntur office.";
      const detail = (
        await logCall(guntur, id, { channel: "whatsapp", outcome: "sent", message })
      ).json<EnquiryDetail>();
      expect(detail).toMatchObject({ callAttempts: 1, lastCallOutcome: "sent", status: "new" });
      expect(detail.timeline.at(-1)).toMatchObject({ action: "call_logged", note: message });

      // What is held about the person includes the messages sent to them.
      const exported = await send(admin, "POST", "/api/staff/privacy/export", {
        email: detail.email,
        ids: [id],
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.json<PersonExport>().enquiries[0]?.calls).toEqual([
        expect.objectContaining({ by: "Gopi Guntur", channel: "whatsapp", outcome: "sent", message }),
      ]);
    });

    it("refuses bad bodies with the field at fault, never a 5xx", async () => {
      const id = await newEnquiry("guntur");
      const bodies: [Record<string, unknown>, string][] = [
        [{ channel: "call", outcome: "call_back_later" }, "callBackOn"],
        [{ channel: "call", outcome: "sent" }, "outcome"],
        [{ channel: "whatsapp", outcome: "busy", message: "Hi" }, "outcome"],
        [{ channel: "call", outcome: "busy", message: "Hi" }, "message"],
        [{ channel: "call", outcome: "busy", callBackOn: later }, "callBackOn"],
        [
          { channel: "call", outcome: "call_back_later", callBackOn: later, callBackTime: "25:00" },
          "callBackTime",
        ],
        [{ channel: "call", outcome: "call_back_later", callBackOn: "2000-01-01" }, "callBackOn"],
        [{ channel: "fax", outcome: "busy" }, "channel"],
        [{ channel: "call", outcome: "busy", extra: 1 }, ""],
      ];
      for (const [body, field] of bodies) {
        const response = await logCall(guntur, id, body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
        const error = response.json<StaffApiError>();
        expect(error.message).toBeTruthy();
        if (field) expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
      }
      const plain = await send(guntur, "POST", `/api/staff/enquiries/${id}/calls`, "not json");
      expect(plain.statusCode).toBeLessThan(500);
      const detail = (await send(guntur, "GET", `/api/staff/enquiries/${id}`)).json<EnquiryDetail>();
      expect(detail.callAttempts).toBe(0);
    });

    it("lets nobody log on, or read the calls of, an enquiry of another office", async () => {
      const id = await newEnquiry("guntur");
      expect((await logCall(guntur, id, { channel: "call", outcome: "busy" })).statusCode).toBe(200);
      const attempt = await logCall(hyderabad, id, { channel: "call", outcome: "reached" });
      expect(attempt.statusCode).toBe(404);
      expect((await send(hyderabad, "GET", `/api/staff/enquiries/${id}`)).statusCode).toBe(404);
      const inbox = (await send(hyderabad, "GET", "/api/staff/enquiries?limit=100")).json<InboxPage>();
      expect(inbox.items.map((item) => item.id)).not.toContain(id);
      const row = await app.database.kysely
        .selectFrom("enquiry_cases")
        .select(["call_attempts", "status"])
        .where("enquiry_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ call_attempts: 1, status: "new" });
      // No such enquiry at all: the same answer.
      expect((await logCall(hyderabad, "no-such-id", { channel: "call", outcome: "busy" })).statusCode).toBe(
        404,
      );
    });

    it("lets a counsellor log on an enquiry not yet routed, as on any enquiry they may change", async () => {
      const id = await newEnquiry();
      expect((await logCall(hyderabad, id, { channel: "call", outcome: "no_answer" })).statusCode).toBe(200);
    });

    it("refuses a deactivated account and a request without a session", async () => {
      const id = await newEnquiry("guntur");
      const people = (await send(admin, "GET", "/api/staff/people")).json<StaffList>();
      const leaving = people.staff.find((person) => person.name === "Lata Leaving");
      expect(
        (await send(admin, "POST", `/api/staff/people/${leaving?.id ?? ""}/deactivate`)).statusCode,
      ).toBe(204);
      expect(
        (await logCall("leaving@example.com", id, { channel: "call", outcome: "busy" })).statusCode,
      ).toBe(401);
      expect((await logCall("nobody", id, { channel: "call", outcome: "busy" })).statusCode).toBe(401);
    });
  });

  describe("WhatsApp templates", () => {
    const path = "/api/staff/whatsapp-templates";

    it("starts with the defaults in English and Telugu, readable by counsellors", async () => {
      const list = (await send(guntur, "GET", path)).json<TemplateList>();
      const languages = new Set(list.templates.map((template) => template.language));
      expect(languages).toEqual(new Set(["en", "te"]));
      for (const template of list.templates) expect(template.body).toContain("{name}");
    });

    it("lets admins add, change and delete templates, each change on the audit log", async () => {
      const created = await send(admin, "POST", path, {
        name: "Visa documents",
        language: "en",
        topic: "documents",
        body: "Hello {name}, please bring your passport to our {office} office.",
      });
      expect(created.statusCode).toBe(201);
      const template = created.json<WhatsAppTemplate>();
      const changed = await send(admin, "PUT", `${path}/${template.id}`, {
        ...template,
        id: undefined,
        updatedAt: undefined,
        body: "Hello {name}, {counsellor} here.",
      });
      expect(changed.statusCode).toBe(200);
      const list = (await send(guntur, "GET", path)).json<TemplateList>();
      expect(list.templates.find((item) => item.id === template.id)?.body).toBe(
        "Hello {name}, {counsellor} here.",
      );
      expect((await send(admin, "DELETE", `${path}/${template.id}`)).statusCode).toBe(204);
      expect((await send(admin, "DELETE", `${path}/${template.id}`)).statusCode).toBe(404);
      const audit = await app.database.kysely
        .selectFrom("staff_audit_log")
        .select("action")
        .where("details", "like", `%${template.id}%`)
        .execute();
      expect(audit.map((row) => row.action).sort()).toEqual([
        "template_deleted",
        "template_saved",
        "template_saved",
      ]);
    });

    it("refuses an unknown placeholder with the field at fault", async () => {
      const response = await send(admin, "POST", path, {
        name: "Odd",
        language: "te",
        topic: "other",
        body: "నమస్కారం {name} గారూ, {fee}",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<StaffApiError>().fieldErrors?.body).toContain("{fee}");
      for (const body of [{}, { name: "x", language: "fr", topic: "other", body: "Hi" }, "not json"]) {
        const bad = await send(admin, "POST", path, body);
        expect(bad.statusCode).toBeGreaterThanOrEqual(400);
        expect(bad.statusCode).toBeLessThan(500);
      }
    });

    it("lets no counsellor change a template", async () => {
      const list = (await send(guntur, "GET", path)).json<TemplateList>();
      const first = list.templates[0];
      if (!first) throw new Error("no template");
      const body = {
        name: first.name,
        language: first.language,
        topic: first.topic,
        body: "Hijacked {name}",
      };
      expect((await send(guntur, "POST", path, body)).statusCode).toBe(403);
      expect((await send(guntur, "PUT", `${path}/${first.id}`, body)).statusCode).toBe(403);
      expect((await send(hyderabad, "DELETE", `${path}/${first.id}`)).statusCode).toBe(403);
      const after = (await send(guntur, "GET", path)).json<TemplateList>();
      expect(after.templates.find((item) => item.id === first.id)?.body).toBe(first.body);
      expect((await send("nobody", "GET", path)).statusCode).toBe(401);
    });
  });
}
