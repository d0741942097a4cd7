/**
 * The staff API's integration tests, run on SQLite (routes.test.ts) and on PostgreSQL
 * (routes.postgres.test.ts): sessions, the sign-in throttle, access per office, the inbox and the
 * workflow, all through HTTP as a browser (or an attacker) would call it.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail, InboxPage, Me, SignedIn } from "#contract/staff";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody } from "../test-support/enquiry-fixtures.ts";
import { createStaffAccount } from "./staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
// The console as the browser sees it: its pages and the API on one origin.
const host = "console.example.in";
const origin = `http://${host}`;

export function staffApiSuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  let counter = 0;

  beforeAll(async () => {
    app = await buildApp(
      await testConfig({ staticDir: noSite, consoleDir: noSite, databaseUrl: options.databaseUrl() }),
    );
    const people = [
      { email: "admin@example.com", name: "Asha Admin", role: "admin", office: "guntur" },
      { email: "guntur@example.com", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      { email: "hyd@example.com", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
      { email: "throttled@example.com", name: "Tara", role: "counsellor", office: "guntur" },
    ] as const;
    for (const person of people) await createStaffAccount(app.staff.auth, { ...person, password });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  async function signIn(email: string, pass = password) {
    return app.inject({
      method: "POST",
      url: "/api/staff/session",
      headers: { host, origin, "sec-fetch-site": "same-origin" },
      payload: { email, password: pass },
    });
  }

  async function cookieOf(email: string): Promise<string> {
    const response = await signIn(email);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "staff.session_token");
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  async function newEnquiry(overrides: Record<string, unknown> = {}): Promise<string> {
    counter += 1;
    const response = await app.inject({
      method: "POST",
      url: enquiryPaths.contact,
      headers: { "idempotency-key": crypto.randomUUID() },
      payload: sampleBody({ firstName: `Person${counter}`, email: `p${counter}@example.in`, ...overrides }),
    });
    expect(response.statusCode).toBe(201);
    const row = await app.database.kysely
      .selectFrom("enquiries")
      .select("id")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const send = (cookie: string, method: "GET" | "POST", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, host, origin, "sec-fetch-site": "same-origin" },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  describe("sessions", () => {
    it("signs in with an HttpOnly, SameSite=Lax cookie and answers who is signed in", async () => {
      const response = await signIn("admin@example.com");
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === "staff.session_token");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.secure).toBeFalsy();
      expect(response.json<SignedIn>().user).toMatchObject({ email: "admin@example.com", role: "admin" });
      expect(response.body).not.toContain(cookie?.value.split(".")[0]);
      const me = await send(`staff.session_token=${cookie?.value}`, "GET", "/api/staff/me");
      expect(me.json<Me>().user?.name).toBe("Asha Admin");
    });

    it("gives a new session id at every sign-in", async () => {
      expect(await cookieOf("admin@example.com")).not.toBe(await cookieOf("admin@example.com"));
    });

    it("marks the cookie Secure over HTTPS (behind a trusted proxy)", async () => {
      const secureApp = await buildApp(
        await testConfig({
          staticDir: noSite,
          consoleDir: noSite,
          databaseUrl: options.databaseUrl(),
          trustProxy: ["127.0.0.1"],
        }),
      );
      try {
        await createStaffAccount(secureApp.staff.auth, {
          email: `secure${Date.now()}@example.com`,
          name: "S",
          role: "counsellor",
          office: "guntur",
          password,
        }).then(async (user) => {
          const response = await secureApp.inject({
            method: "POST",
            url: "/api/staff/session",
            remoteAddress: "127.0.0.1",
            headers: { "x-forwarded-proto": "https", "x-forwarded-host": "staff.example.com" },
            payload: { email: user.email, password },
          });
          expect(response.statusCode).toBe(200);
          expect(response.cookies.find((c) => c.name === "staff.session_token")?.secure).toBe(true);
        });
      } finally {
        await secureApp.close();
      }
    });

    it("refuses the old cookie after sign-out", async () => {
      const cookie = await cookieOf("guntur@example.com");
      const out = await app.inject({
        method: "DELETE",
        url: "/api/staff/session",
        headers: { cookie, host, origin },
      });
      expect(out.statusCode).toBe(204);
      const me = await send(cookie, "GET", "/api/staff/me");
      expect(me.json<Me>()).toEqual({ user: null });
      const inbox = await send(cookie, "GET", "/api/staff/enquiries");
      expect(inbox.statusCode).toBe(401);
      expect(inbox.json()).toEqual({ message: expect.any(String) });
    });

    it("an admin can revoke a person's sessions", async () => {
      const admin = await cookieOf("admin@example.com");
      const cookie = await cookieOf("guntur@example.com");
      const person = await app.staff.people.findByEmail("guntur@example.com");
      const revoke = await send(admin, "POST", `/api/staff/people/${person?.id}/revoke-sessions`);
      expect(revoke.statusCode).toBe(204);
      expect((await send(cookie, "GET", "/api/staff/enquiries")).statusCode).toBe(401);
      // A counsellor may not.
      const other = await cookieOf("hyd@example.com");
      expect((await send(other, "POST", `/api/staff/people/${person?.id}/revoke-sessions`)).statusCode).toBe(
        403,
      );
    });

    it("answers a wrong password and an unknown account alike, then slows repeated failures", async () => {
      const wrong = await signIn("throttled@example.com", "not the password");
      const unknown = await signIn("nobody@example.com", "not the password");
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      await signIn("throttled@example.com", "not the password");
      await signIn("throttled@example.com", "not the password");
      await signIn("throttled@example.com", "not the password");
      // Now even the right password waits.
      const blocked = await signIn("throttled@example.com");
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("refuses a cross-site POST", async () => {
      const cookie = await cookieOf("admin@example.com");
      const id = await newEnquiry();
      const response = await app.inject({
        method: "POST",
        url: `/api/staff/enquiries/${id}/notes`,
        headers: { cookie, host, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        payload: { body: "forged" },
      });
      expect(response.statusCode).toBe(403);
      const sameSite = await app.inject({
        method: "POST",
        url: `/api/staff/enquiries/${id}/notes`,
        headers: { cookie, host, origin: "https://evil.example" },
        payload: { body: "forged" },
      });
      expect(sameSite.statusCode).toBe(403);
      // A sibling site (another subdomain) is not the console's origin either.
      const sibling = await app.inject({
        method: "POST",
        url: `/api/staff/enquiries/${id}/notes`,
        headers: { cookie, host, origin, "sec-fetch-site": "same-site" },
        payload: { body: "forged" },
      });
      expect(sibling.statusCode).toBe(403);
    });

    it("needs a session for every staff route", async () => {
      expect((await app.inject({ method: "GET", url: "/api/staff/me" })).json()).toEqual({ user: null });
      for (const url of ["/api/staff/enquiries", "/api/staff/people", "/api/staff/enquiries/x"]) {
        expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
      }
    });
  });

  describe("enquiries", () => {
    it("lists a public enquiry newest first and finds it by the digits of its phone", async () => {
      const cookie = await cookieOf("admin@example.com");
      const id = await newEnquiry({ phone: "+91 91234 56789" });
      const inbox = (await send(cookie, "GET", "/api/staff/enquiries")).json<InboxPage>();
      expect(inbox.items[0]).toMatchObject({ id, status: "new", office: null, assignee: null });
      expect(inbox.counts.new).toBeGreaterThan(0);
      const found = (await send(cookie, "GET", "/api/staff/enquiries?q=91234%2056789")).json<InboxPage>();
      expect(found.items.map((item) => item.id)).toEqual([id]);
    });

    it("pages with a cursor", async () => {
      const cookie = await cookieOf("admin@example.com");
      await newEnquiry();
      await newEnquiry();
      const first = (await send(cookie, "GET", "/api/staff/enquiries?limit=1")).json<InboxPage>();
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (
        await send(cookie, "GET", `/api/staff/enquiries?limit=1&cursor=${first.nextCursor}`)
      ).json<InboxPage>();
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
      expect((await send(cookie, "GET", "/api/staff/enquiries?cursor=nonsense")).statusCode).toBe(400);
    });

    it("changes the status with a note; the timeline shows both", async () => {
      const cookie = await cookieOf("guntur@example.com");
      const id = await newEnquiry();
      const response = await send(cookie, "POST", `/api/staff/enquiries/${id}/status`, {
        status: "contacted",
        note: "Called, wants a January intake",
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json<EnquiryDetail>();
      expect(detail.status).toBe("contacted");
      expect(detail.timeline.map((entry) => entry.action)).toEqual([
        "received",
        "status_changed",
        "note_added",
      ]);
      expect(detail.timeline[2]?.note).toBe("Called, wants a January intake");
      expect(detail.timeline[1]?.actor?.name).toBe("Gopi Guntur");
      expect(detail.mail?.status).toEqual(expect.any(String));
    });

    it("requires a reason to close, and answers bad input with field errors", async () => {
      const cookie = await cookieOf("admin@example.com");
      const id = await newEnquiry();
      const response = await send(cookie, "POST", `/api/staff/enquiries/${id}/status`, { status: "closed" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { closeReason: expect.any(String) } });
    });

    it("hides another office's enquiry from a counsellor (404), by id and in the list", async () => {
      const admin = await cookieOf("admin@example.com");
      const guntur = await cookieOf("guntur@example.com");
      const hyd = await cookieOf("hyd@example.com");
      const id = await newEnquiry();
      const hydPerson = await app.staff.people.findByEmail("hyd@example.com");
      const assigned = await send(admin, "POST", `/api/staff/enquiries/${id}/assignment`, {
        assigneeId: hydPerson?.id,
      });
      expect(assigned.json<EnquiryDetail>()).toMatchObject({ office: "hyderabad" });
      expect((await send(hyd, "GET", `/api/staff/enquiries/${id}`)).statusCode).toBe(200);
      const hidden = await send(guntur, "GET", `/api/staff/enquiries/${id}`);
      expect(hidden.statusCode).toBe(404);
      expect((await send(guntur, "POST", `/api/staff/enquiries/${id}/notes`, { body: "x" })).statusCode).toBe(
        404,
      );
      const list = (await send(guntur, "GET", "/api/staff/enquiries?limit=100")).json<InboxPage>();
      expect(list.items.map((item) => item.id)).not.toContain(id);
    });

    it("flags likely duplicates (same phone within 30 days)", async () => {
      const cookie = await cookieOf("admin@example.com");
      const first = await newEnquiry({ phone: "9000011111" });
      const second = await newEnquiry({ phone: "+91 90000 11111" });
      const detail = (await send(cookie, "GET", `/api/staff/enquiries/${second}`)).json<EnquiryDetail>();
      expect(detail.duplicates).toEqual([expect.objectContaining({ id: first, match: "phone" })]);
    });

    it("lists follow-ups due today", async () => {
      const cookie = await cookieOf("admin@example.com");
      const id = await newEnquiry();
      await send(cookie, "POST", `/api/staff/enquiries/${id}/follow-up`, { on: "2020-01-01" });
      const due = (await send(cookie, "GET", "/api/staff/enquiries?view=due")).json<InboxPage>();
      expect(due.items.map((item) => item.id)).toContain(id);
    });
  });
}
