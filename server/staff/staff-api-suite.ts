/**
 * The staff API's integration tests, run on SQLite (routes.test.ts) and on PostgreSQL
 * (routes.postgres.test.ts): sessions, the sign-in throttle, access per office, the inbox and the
 * workflow, all through HTTP as a browser (or an attacker) would call it.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callbackSlotText,
  enquiryLanguageLabels,
  helpPurposeLabels,
  languageNames,
} from "#contract/enquiry-fields";
import {
  closeReasonLabels,
  officeLabels,
  staffTexts,
  statusLabels,
  type EnquiryDetail,
  type InboxPage,
  type InvitationCreated,
  type InvitationFor,
  type Me,
  type SignedIn,
  type StaffList,
  type Team,
} from "#contract/staff";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody } from "../test-support/enquiry-fixtures.ts";
import { createTestPasskey } from "../test-support/passkey-authenticator.ts";
import { hashToken } from "./invitations.ts";
import { challengeLimits } from "./passkey-challenges.ts";
import { accountAddressPolicy } from "./sign-in-throttle.ts";
import { createStaffAccount } from "./staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");

type Method = "GET" | "HEAD" | "POST" | "DELETE" | "PUT" | "PATCH";

/** Every route under /api/staff, read from the app's own route tree (Fastify's `printRoutes`). */
export function staffRoutesOf(app: App): { method: Method; url: string }[] {
  const routes: { method: Method; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const url = `${stack.at(-1) ?? ""}${match[2] ?? ""}`;
    stack.push(url);
    if (!url.startsWith("/api/staff/") || !match[3]) continue;
    for (const method of match[3].split(", ")) routes.push({ method: method as Method, url });
  }
  return routes;
}
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

  // Sign-ins are limited per IP (30 a minute): each group of tests signs in from its own address.
  let clientIp = "127.0.0.1";

  async function signIn(email: string, pass = password) {
    return app.inject({
      method: "POST",
      url: "/api/staff/session",
      remoteAddress: clientIp,
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
      remoteAddress: clientIp,
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
      for (let failure = 2; failure <= accountAddressPolicy.freeFailures + 1; failure++)
        expect((await signIn("throttled@example.com", "not the password")).statusCode).toBe(401);
      // Now this account waits from this address, even with the right password.
      const blocked = await signIn("throttled@example.com");
      expect(blocked.statusCode).toBe(429);
      const wait = Number(blocked.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      expect(blocked.json()).toEqual({ message: staffTexts.signInThrottled(wait) });
    });

    it("never locks a person out from elsewhere: a stranger's failures slow only the stranger", async () => {
      const email = `target${Date.now()}@example.com`;
      await createStaffAccount(app.staff.auth, {
        email,
        name: "Tanvi Target",
        role: "counsellor",
        office: "guntur",
        password,
      });
      const from = (ip: string, pass: string) =>
        app.inject({
          method: "POST",
          url: "/api/staff/session",
          remoteAddress: ip,
          headers: { host, origin, "sec-fetch-site": "same-origin" },
          payload: { email, password: pass },
        });
      let stranger = 0;
      for (let i = 0; i < accountAddressPolicy.freeFailures + 3; i++)
        stranger = (await from("203.0.113.66", "guessing 12345")).statusCode;
      expect(stranger).toBe(429);
      // The person, at their own address, signs in at once.
      expect((await from("198.51.100.20", password)).statusCode).toBe(200);

      // Their own typos do not pile up: a success clears them.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < accountAddressPolicy.freeFailures; i++)
          expect((await from("198.51.100.21", "mistyped password")).statusCode).toBe(401);
        expect((await from("198.51.100.21", password)).statusCode).toBe(200);
      }
    });

    it("does not slow an office's shared address for a few people's typos", async () => {
      const office = "198.51.100.22";
      const stamp = Date.now();
      const people = [];
      for (let i = 0; i < 5; i++) {
        const email = `office${i}-${stamp}@example.com`;
        await createStaffAccount(app.staff.auth, {
          email,
          name: `Person ${i}`,
          role: "counsellor",
          office: "guntur",
          password,
        });
        people.push(email);
      }
      const from = (email: string, pass: string) =>
        app.inject({
          method: "POST",
          url: "/api/staff/session",
          remoteAddress: office,
          headers: { host, origin, "sec-fetch-site": "same-origin" },
          payload: { email, password: pass },
        });
      for (const email of people) {
        for (let i = 0; i < 3; i++) expect((await from(email, "mistyped password")).statusCode).toBe(401);
        expect((await from(email, password)).statusCode).toBe(200);
      }
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

    it("needs a session for every staff route, checked before the body", async () => {
      expect((await app.inject({ method: "GET", url: "/api/staff/me" })).json()).toEqual({ user: null });
      const open = new Set([
        "POST /api/staff/session",
        "DELETE /api/staff/session",
        "GET /api/staff/me",
        "HEAD /api/staff/me",
        "POST /api/staff/invitations/lookup",
        "POST /api/staff/invitations/accept",
        "POST /api/staff/passkeys/authentication-options",
        "POST /api/staff/passkeys/session",
      ]);
      const routes = staffRoutesOf(app).filter(({ method, url }) => !open.has(`${method} ${url}`));
      // Every route there is, today's and tomorrow's: the walk fails if it finds too few to mean anything.
      expect(routes.length).toBeGreaterThan(20);
      const bodies: (Record<string, unknown> | string | undefined)[] = [
        undefined,
        {},
        { email: "x", assigneeId: 5, office: "nowhere", status: "nonsense", token: 1 },
        "not json",
      ];
      for (const { method, url } of routes) {
        for (const payload of bodies) {
          const response = await app.inject({
            method,
            url: url.replace(/:\w+/g, "x"),
            headers: {
              host,
              origin,
              "sec-fetch-site": "same-origin",
              ...(typeof payload === "string" ? { "content-type": "application/json" } : {}),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
          if (method !== "HEAD") expect(response.json()).toEqual({ message: staffTexts.signedOut });
        }
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

    it("flags likely duplicates (same phone within 30 days), never another country's number", async () => {
      const cookie = await cookieOf("admin@example.com");
      const first = await newEnquiry({ phone: "9000011111" });
      // Another country's number with the same 10 digits, from an address of its own (the form's rate
      // limit counts this describe's enquiries per address).
      const american = await app.inject({
        method: "POST",
        url: enquiryPaths.contact,
        remoteAddress: "198.51.100.99",
        headers: { "idempotency-key": crypto.randomUUID() },
        payload: sampleBody({ firstName: "Amy", email: "amy@example.com", phone: "+1 900 001 1111" }),
      });
      expect(american.statusCode).toBe(201);
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

  describe("assignment by a counsellor", () => {
    beforeAll(() => {
      clientIp = "192.0.2.13";
    });

    /** The office and assignee of an enquiry as an admin sees them. */
    async function routing(admin: string, id: string) {
      const detail = (await send(admin, "GET", `/api/staff/enquiries/${id}`)).json<EnquiryDetail>();
      return { office: detail.office, assignee: detail.assignee?.id ?? null };
    }

    it("stays within their own office: never another office, nobody from another office, never unrouted", async () => {
      const admin = await cookieOf("admin@example.com");
      const gopi = await cookieOf("guntur@example.com");
      const gopiId = (await app.staff.people.findByEmail("guntur@example.com"))?.id ?? "";
      const hemaId = (await app.staff.people.findByEmail("hyd@example.com"))?.id ?? "";
      const stamp = Date.now();
      const colleague = await createStaffAccount(app.staff.auth, {
        email: `colleague${stamp}@example.com`,
        name: "Chitra Colleague",
        role: "counsellor",
        office: "guntur",
        password,
      });
      const gone = await createStaffAccount(app.staff.auth, {
        email: `gone${stamp}@example.com`,
        name: "Gauri Gone",
        role: "counsellor",
        office: "guntur",
        password,
      });
      await app.staff.people.setDeactivated(gone.id, true);

      // A colleague's enquiry in Guntur.
      const id = await newEnquiry();
      expect(
        (await send(admin, "POST", `/api/staff/enquiries/${id}/assignment`, { assigneeId: colleague.id }))
          .statusCode,
      ).toBe(200);
      const before = { office: "guntur", assignee: colleague.id };
      expect(await routing(admin, id)).toEqual(before);

      const refused: [Record<string, unknown>, number][] = [
        [{ assigneeId: null, office: null }, 403],
        [{ assigneeId: colleague.id, office: null }, 403],
        [{ assigneeId: gopiId, office: null }, 403],
        [{ assigneeId: null, office: "hyderabad" }, 403],
        [{ assigneeId: colleague.id, office: "hyderabad" }, 403],
        [{ assigneeId: gopiId, office: "vijayawada" }, 403],
        [{ assigneeId: hemaId }, 403],
        [{ assigneeId: hemaId, office: "guntur" }, 403],
        [{ assigneeId: hemaId, office: "hyderabad" }, 403],
        [{ assigneeId: gone.id }, 400],
        [{ assigneeId: gone.id, office: "guntur" }, 400],
      ];
      for (const [payload, status] of refused) {
        const response = await send(gopi, "POST", `/api/staff/enquiries/${id}/assignment`, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status });
        expect(await routing(admin, id)).toEqual(before);
      }

      // Within the office: to themselves, to an active colleague, to nobody (the office stays).
      const allowed: [Record<string, unknown>, { office: string; assignee: string | null }][] = [
        [{ assigneeId: gopiId }, { office: "guntur", assignee: gopiId }],
        [
          { assigneeId: colleague.id, office: "guntur" },
          { office: "guntur", assignee: colleague.id },
        ],
        [{ assigneeId: null }, { office: "guntur", assignee: null }],
        [
          { assigneeId: null, office: "guntur" },
          { office: "guntur", assignee: null },
        ],
      ];
      for (const [payload, after] of allowed) {
        const response = await send(gopi, "POST", `/api/staff/enquiries/${id}/assignment`, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 200 });
        expect(await routing(admin, id)).toEqual(after);
      }
    });

    it("takes an unrouted enquiry into their own office only", async () => {
      const admin = await cookieOf("admin@example.com");
      const gopi = await cookieOf("guntur@example.com");
      const gopiId = (await app.staff.people.findByEmail("guntur@example.com"))?.id ?? "";
      const hemaId = (await app.staff.people.findByEmail("hyd@example.com"))?.id ?? "";
      const id = await newEnquiry();
      for (const payload of [
        { assigneeId: hemaId },
        { assigneeId: gopiId, office: "hyderabad" },
        { assigneeId: null, office: "hyderabad" },
        { assigneeId: gopiId, office: null },
      ]) {
        const response = await send(gopi, "POST", `/api/staff/enquiries/${id}/assignment`, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 403 });
        expect(await routing(admin, id)).toEqual({ office: null, assignee: null });
      }
      const taken = await send(gopi, "POST", `/api/staff/enquiries/${id}/assignment`, { assigneeId: gopiId });
      expect(taken.statusCode).toBe(200);
      expect(await routing(admin, id)).toEqual({ office: "guntur", assignee: gopiId });
    });

    it("cannot reassign another office's enquiry, even one assigned to them; an admin can do anything", async () => {
      const admin = await cookieOf("admin@example.com");
      const gopi = await cookieOf("guntur@example.com");
      const gopiId = (await app.staff.people.findByEmail("guntur@example.com"))?.id ?? "";
      const hemaId = (await app.staff.people.findByEmail("hyd@example.com"))?.id ?? "";
      const id = await newEnquiry();
      await send(admin, "POST", `/api/staff/enquiries/${id}/assignment`, {
        assigneeId: gopiId,
        office: "hyderabad",
      });
      expect(await routing(admin, id)).toEqual({ office: "hyderabad", assignee: gopiId });
      for (const payload of [{ assigneeId: null }, { assigneeId: gopiId, office: "guntur" }]) {
        const response = await send(gopi, "POST", `/api/staff/enquiries/${id}/assignment`, payload);
        expect({ payload, status: response.statusCode }).toEqual({ payload, status: 403 });
      }
      expect(await routing(admin, id)).toEqual({ office: "hyderabad", assignee: gopiId });

      const unrouted = await send(admin, "POST", `/api/staff/enquiries/${id}/assignment`, {
        assigneeId: null,
        office: null,
      });
      expect(unrouted.statusCode).toBe(200);
      expect(await routing(admin, id)).toEqual({ office: null, assignee: null });
      await send(admin, "POST", `/api/staff/enquiries/${id}/assignment`, { assigneeId: hemaId });
      expect(await routing(admin, id)).toEqual({ office: "hyderabad", assignee: hemaId });
    });
  });

  describe("people", () => {
    beforeAll(() => {
      clientIp = "192.0.2.10";
    });
    const tokenOf = (link: string) => link.split("#")[1] ?? "";
    const anonymous = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: "POST", url, headers: { host, origin }, payload });

    async function invite(cookie: string, email: string, role = "counsellor") {
      const response = await send(cookie, "POST", "/api/staff/invitations", {
        email,
        name: "Irfan Invited",
        role,
        office: "vijayawada",
      });
      return response;
    }

    it("invites a person: the link is mailed, shown once, stored only as a hash, and works once", async () => {
      const admin = await cookieOf("admin@example.com");
      const email = `invited${Date.now()}@example.com`;
      const created = await invite(admin, email);
      expect(created.statusCode).toBe(201);
      const { link, mailed, invitation } = created.json<InvitationCreated>();
      expect(mailed).toBe(true);
      // No SITE_ORIGIN outside production: the server's own address, not the Host the request named.
      expect(link).toMatch(
        new RegExp(`^http://localhost:${app.config.port}/staff/invitation#[A-Za-z0-9_-]{43}$`),
      );
      const token = tokenOf(link);

      const mail = await readFile(
        join(app.config.dataDir, "outbox-mail", `invitation-${invitation.id}.eml`),
        "utf8",
      );
      expect(mail).toContain(`To: ${email}`);
      // Quoted-printable wraps long lines with a trailing "=".
      expect(mail.replace(/=\r?\n/g, "")).toContain(link);

      const rows = await app.database.kysely.selectFrom("staff_invitations").selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows.find((row) => row.id === invitation.id)?.token_hash).toBe(hashToken(token));

      const lookup = await anonymous("/api/staff/invitations/lookup", { token });
      expect(lookup.json<InvitationFor>()).toEqual({ email, name: "Irfan Invited" });

      // A short password is refused and does not spend the link.
      const short = await anonymous("/api/staff/invitations/accept", { token, password: "short" });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ fieldErrors: { password: expect.any(String) } });

      const accepted = await anonymous("/api/staff/invitations/accept", { token, password });
      expect(accepted.statusCode).toBe(201);
      const cookie = accepted.cookies.find((c) => c.name === "staff.session_token");
      expect(cookie?.httpOnly).toBe(true);
      const me = await send(`staff.session_token=${cookie?.value}`, "GET", "/api/staff/me");
      expect(me.json<Me>().user).toMatchObject({ email, role: "counsellor", office: "vijayawada" });

      const again = await anonymous("/api/staff/invitations/accept", { token, password });
      expect(again.statusCode).toBe(404);
      expect((await anonymous("/api/staff/invitations/lookup", { token })).statusCode).toBe(404);
    });

    it("never builds the link from the Host header; in production it needs SITE_ORIGIN", async () => {
      const admin = await cookieOf("admin@example.com");
      const evil = await app.inject({
        method: "POST",
        url: "/api/staff/invitations",
        headers: {
          cookie: admin,
          host: "evil.example",
          origin: "http://evil.example",
          "sec-fetch-site": "same-origin",
        },
        payload: {
          email: `host${Date.now()}@example.com`,
          name: "Hari Host",
          role: "counsellor",
          office: "guntur",
        },
      });
      expect(evil.statusCode).toBe(201);
      expect(evil.json<InvitationCreated>().link).toMatch(
        new RegExp(`^http://localhost:${app.config.port}/staff/`),
      );

      /** An app in production with this SITE_ORIGIN: its start-up warnings and an admin's invitation. */
      async function inProduction(siteOrigin: string | undefined) {
        const logged: string[] = [];
        const production = await buildApp(
          await testConfig({
            staticDir: noSite,
            consoleDir: noSite,
            databaseUrl: options.databaseUrl(),
            nodeEnv: "production",
            siteOrigin,
          }),
          { logger: { level: "warn", stream: { write: (line: string) => void logged.push(line) } } },
        );
        try {
          const email = `prod${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
          await createStaffAccount(production.staff.auth, {
            email,
            name: "P",
            role: "admin",
            office: "guntur",
            password,
          });
          const headers = {
            host: "evil.example",
            origin: siteOrigin ?? "http://evil.example",
            "sec-fetch-site": "same-origin",
          };
          const session = await production.inject({
            method: "POST",
            url: "/api/staff/session",
            remoteAddress: "192.0.2.50",
            headers,
            payload: { email, password },
          });
          expect(session.statusCode).toBe(200);
          const cookie = session.cookies.find((c) => c.name === "staff.session_token");
          const invited = `invitee${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
          const response = await production.inject({
            method: "POST",
            url: "/api/staff/invitations",
            headers: { ...headers, cookie: `staff.session_token=${cookie?.value}` },
            payload: { email: invited, name: "Ira", role: "counsellor", office: "guntur" },
          });
          const stored = await production.database.kysely
            .selectFrom("staff_invitations")
            .select("id")
            .where("email", "=", invited)
            .execute();
          return { response, stored, logged: logged.join("") };
        } finally {
          await production.close();
        }
      }

      const without = await inProduction(undefined);
      expect(without.response.statusCode).toBe(409);
      expect(without.response.json()).toEqual({ message: staffTexts.invitationNeedsSiteOrigin });
      expect(without.stored).toEqual([]);
      expect(without.logged).toContain("SITE_ORIGIN is not set");

      const withOrigin = await inProduction("https://staff.example.in");
      expect(withOrigin.response.statusCode).toBe(201);
      expect(withOrigin.response.json<InvitationCreated>().link).toMatch(
        /^https:\/\/staff\.example\.in\/staff\/invitation#/,
      );
      expect(withOrigin.logged).not.toContain("SITE_ORIGIN");
    });

    it("refuses a wrong token, an expired invitation, and an invitation from a counsellor", async () => {
      const admin = await cookieOf("admin@example.com");
      const wrong = await anonymous("/api/staff/invitations/accept", { token: "A".repeat(43), password });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ message: staffTexts.invitationInvalid });
      const malformed = await anonymous("/api/staff/invitations/accept", { token: "x", password });
      expect(malformed.statusCode).toBe(400);

      const created = (await invite(admin, `late${Date.now()}@example.com`)).json<InvitationCreated>();
      await app.database.kysely
        .updateTable("staff_invitations")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", created.invitation.id)
        .execute();
      const expired = await anonymous("/api/staff/invitations/accept", {
        token: tokenOf(created.link),
        password,
      });
      expect(expired.statusCode).toBe(404);

      const counsellor = await cookieOf("guntur@example.com");
      expect((await invite(counsellor, `nope${Date.now()}@example.com`)).statusCode).toBe(403);
      expect((await invite(admin, "guntur@example.com")).statusCode).toBe(409);
      expect((await send(counsellor, "GET", "/api/staff/team")).statusCode).toBe(403);
    });

    it("lists the team, and a deactivated person loses their sessions and cannot sign in", async () => {
      const admin = await cookieOf("admin@example.com");
      const email = `leaving${Date.now()}@example.com`;
      const person = await createStaffAccount(app.staff.auth, {
        email,
        name: "Lena Leaving",
        role: "counsellor",
        office: "guntur",
        password,
      });
      const theirs = await cookieOf(email);
      const team = (await send(admin, "GET", "/api/staff/team")).json<Team>();
      expect(team.people.find((member) => member.id === person.id)).toMatchObject({
        email,
        activeSessions: 1,
        lastSignInAt: expect.any(String),
        deactivatedAt: null,
      });

      const counsellor = await cookieOf("guntur@example.com");
      expect((await send(counsellor, "POST", `/api/staff/people/${person.id}/deactivate`)).statusCode).toBe(
        403,
      );
      expect((await send(admin, "POST", `/api/staff/people/${person.id}/deactivate`)).statusCode).toBe(204);
      expect((await send(theirs, "GET", "/api/staff/enquiries")).statusCode).toBe(401);
      const refused = await signIn(email);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: staffTexts.signInFailed });
      expect(refused.cookies.find((c) => c.name === "staff.session_token")).toBeUndefined();
      const after = (await send(admin, "GET", "/api/staff/team")).json<Team>();
      expect(after.people.find((member) => member.id === person.id)).toMatchObject({
        activeSessions: 0,
        deactivatedAt: expect.any(String),
      });
      const assignable = (await send(admin, "GET", "/api/staff/people")).json<StaffList>();
      expect(assignable.staff.map((member) => member.id)).not.toContain(person.id);

      expect((await send(admin, "POST", `/api/staff/people/${person.id}/reactivate`)).statusCode).toBe(204);
      expect((await signIn(email)).statusCode).toBe(200);
    });
  });

  describe("passkeys", () => {
    beforeAll(() => {
      clientIp = "192.0.2.12";
    });

    it("refuses forged or replayed passkey sign-ins, and other people's passkeys", async () => {
      const anonymous = (url: string, payload?: Record<string, unknown>) =>
        app.inject({ method: "POST", url, headers: { host, origin }, ...(payload ? { payload } : {}) });
      expect((await anonymous("/api/staff/passkeys/registration-options")).statusCode).toBe(401);

      const { challengeId } = (await anonymous("/api/staff/passkeys/authentication-options")).json<{
        challengeId: string;
      }>();
      const forged = {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
        clientExtensionResults: {},
      };
      const refused = await anonymous("/api/staff/passkeys/session", { challengeId, response: forged });
      expect(refused.statusCode).toBe(401);
      expect(refused.cookies).toEqual([]);
      // A challenge works once, even for a request that failed.
      const again = await anonymous("/api/staff/passkeys/session", { challengeId, response: forged });
      expect(again.statusCode).toBe(401);

      const admin = await cookieOf("admin@example.com");
      const person = await app.staff.people.findByEmail("guntur@example.com");
      await app.database.kysely
        .insertInto("staff_passkeys")
        .values({
          id: "someone-elses-key",
          user_id: person?.id ?? "",
          public_key: "AAAA",
          counter: 0,
          transports: "[]",
          name: "Gopi's phone",
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .execute();
      const removal = await app.inject({
        method: "DELETE",
        url: "/api/staff/passkeys/someone-elses-key",
        headers: { cookie: admin, host, origin, "sec-fetch-site": "same-origin" },
      });
      expect(removal.statusCode).toBe(404);
      const list = await send(admin, "GET", "/api/staff/passkeys");
      expect(list.json()).toEqual({ passkeys: [] });
    });
  });

  describe("passkey challenges", () => {
    const challengeRows = async () =>
      (
        await app.database.kysely
          .selectFrom("staff_verifications")
          .select("identifier")
          .where("identifier", "like", "staff-passkey-authentication:%")
          .execute()
      ).length;
    const options = async (ip: string) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/staff/passkeys/authentication-options",
        remoteAddress: ip,
        headers: { host, origin, "sec-fetch-site": "same-origin" },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ challengeId: string; options: { challenge: string } }>();
    };
    const passkey = createTestPasskey();
    const signInWith = (ip: string, challengeId: string, challenge: string) =>
      app.inject({
        method: "POST",
        url: "/api/staff/passkeys/session",
        remoteAddress: ip,
        headers: { host, origin, "sec-fetch-site": "same-origin" },
        payload: { challengeId, response: passkey.answer(challenge, origin) },
      });

    beforeAll(async () => {
      const person = await app.staff.people.findByEmail("guntur@example.com");
      await app.database.kysely
        .insertInto("staff_passkeys")
        .values({
          id: passkey.id,
          user_id: person?.id ?? "",
          public_key: passkey.publicKey,
          counter: 0,
          transports: "[]",
          name: "Test key",
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .execute();
    });

    it("signs in with a fresh challenge, never with an expired one", async () => {
      const fresh = await options("198.51.100.40");
      const signedIn = await signInWith("198.51.100.40", fresh.challengeId, fresh.options.challenge);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json<SignedIn>().user.email).toBe("guntur@example.com");

      const old = await options("198.51.100.40");
      await app.database.kysely
        .updateTable("staff_verifications")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", old.challengeId)
        .execute();
      const expired = await signInWith("198.51.100.40", old.challengeId, old.options.challenge);
      expect(expired.statusCode).toBe(401);
      expect(expired.cookies).toEqual([]);
    });

    it("keeps a bounded number of challenges: anonymous calls three times the cap store no more than the cap", async () => {
      const first = await options("198.51.100.41");
      // One address asking again and again keeps only its newest few.
      for (let i = 0; i < challengeLimits.perAddress; i++) await options("198.51.100.41");
      expect((await signInWith("198.51.100.41", first.challengeId, first.options.challenge)).statusCode).toBe(
        401,
      );

      // Many addresses (each within the per-minute limit of the route): three times the cap in all, ten
      // at a time. Calls that run together may miss one another's rows for a moment: a few more, never all.
      const calls = 3 * challengeLimits.total;
      const perAddress = 25;
      const together = 10;
      for (let start = 0; start < calls; start += together) {
        await Promise.all(
          Array.from({ length: together }, (_, i) => {
            const n = Math.floor((start + i) / perAddress);
            return options(`2001:db8:${n.toString(16)}::1`);
          }),
        );
      }
      expect(await challengeRows()).toBeLessThanOrEqual(challengeLimits.total + challengeLimits.trimAtOnce);
      // After the flood a person's challenge works as usual, and the total is back within its limit.
      const after = await options("198.51.100.42");
      expect(await challengeRows()).toBeLessThanOrEqual(challengeLimits.total);
      expect((await signInWith("198.51.100.42", after.challengeId, after.options.challenge)).statusCode).toBe(
        200,
      );
    }, 240_000);
  });

  describe("the page's language", () => {
    beforeAll(() => {
      clientIp = "192.0.2.12";
    });
    it("shows in the inbox and the enquiry which language's page an enquiry came from", async () => {
      const admin = await cookieOf("admin@example.com");
      const tag = `Lang${Math.random()
        .toString(36)
        .replace(/[^a-z]/g, "")
        .slice(0, 8)}`;
      const telugu = await newEnquiry({ firstName: tag, pageLanguage: "te" });
      const english = await newEnquiry({ firstName: `${tag}en` });
      const inbox = (await send(admin, "GET", `/api/staff/enquiries?q=${tag}`)).json<InboxPage>();
      expect(Object.fromEntries(inbox.items.map((item) => [item.id, item.pageLanguage]))).toEqual({
        [telugu]: "te",
        [english]: "en",
      });
      const detail = (await send(admin, "GET", `/api/staff/enquiries/${telugu}`)).json<EnquiryDetail>();
      expect(detail.pageLanguage).toBe("te");
    });
  });

  describe("export", () => {
    beforeAll(() => {
      clientIp = "192.0.2.11";
    });
    it("gives admins the filtered view as CSV, escaped for spreadsheets; counsellors get 403", async () => {
      const admin = await cookieOf("admin@example.com");
      // Names are letters only: a tag no other test's name contains.
      const tag = `Csv${Math.random()
        .toString(36)
        .replace(/[^a-z]/g, "")
        .slice(0, 8)}`;
      const id = await newEnquiry({ firstName: tag, pageLanguage: "te", office: "vishakapatnam" });
      // Stored as an older version (or another client) might have stored them: a formula and an escape.
      await app.database.kysely
        .updateTable("enquiries")
        .set({ last_name: "Red\u001b[31m", comments: '=HYPERLINK("http://evil.example")' })
        .where("id", "=", id)
        .execute();
      await newEnquiry({ firstName: `Other${tag}` });

      const response = await send(admin, "GET", `/api/staff/enquiries/export.csv?q=${tag}&status=new`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      // A UTF-8 byte order mark first, so that Excel shows Telugu names as written.
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toMatch(/^"Received \(UTC\)","Form","First name","Last name"/);
      const ours = lines.filter((line) => line.includes(id));
      expect(ours).toHaveLength(1);
      expect(ours[0]).toContain(`"${tag}","Red[U+001B][31m"`);
      expect(ours[0]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(ours[0]).toContain('"New"');
      expect(lines[0]?.endsWith('"Page language","Nearest office"')).toBe(true);
      expect(ours[0]?.endsWith('"Telugu","Vishakapatnam"')).toBe(true);
      // The search matched two people; both are in the file, nobody else.
      expect(lines).toHaveLength(3);

      const counsellor = await cookieOf("guntur@example.com");
      expect((await send(counsellor, "GET", "/api/staff/enquiries/export.csv")).statusCode).toBe(403);
    });

    it("writes every column of an enquiry and its case, in the one order, byte for byte", async () => {
      const admin = await cookieOf("admin@example.com");
      const tag = `Full${Math.random()
        .toString(36)
        .replace(/[^a-z]/g, "")
        .slice(0, 8)}`;
      const id = await newEnquiry({ firstName: tag });
      const adminRow = await app.database.kysely
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", "admin@example.com")
        .executeTakeFirstOrThrow();
      // Every field filled, as the forms and the console would have filled them over time.
      const at = "2025-03-01T10:00:00.000Z";
      await app.database.kysely
        .updateTable("enquiries")
        .set({
          last_name: "Reddy",
          comments: "MS in the UK",
          language: "te",
          page_language: "te",
          purpose: "visa",
          callback_slot: "tomorrow-evening",
          duplicate_of: "first-enquiry",
          page: "/study-in-uk",
          referrer: "https://www.google.com/",
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "intake",
          utm_term: "ms uk",
          utm_content: "ad-1",
          office: "vishakapatnam",
          created_at: at,
        })
        .where("id", "=", id)
        .execute();
      await app.database.kysely
        .updateTable("enquiry_cases")
        .set({
          received_at: at,
          status: "closed",
          close_reason: "other_agent",
          office: "hyderabad",
          assignee_id: adminRow.id,
          follow_up_on: "2025-03-05",
        })
        .where("enquiry_id", "=", id)
        .execute();
      const mail = await app.database.kysely
        .selectFrom("outbox")
        .select("status")
        .where("enquiry_id", "=", id)
        .where("kind", "=", "mail")
        .executeTakeFirstOrThrow();

      const response = await send(admin, "GET", `/api/staff/enquiries/export.csv?q=${tag}`);
      expect(response.statusCode).toBe(200);
      const quoted = (cells: string[]) => `${cells.map((cell) => `"${cell}"`).join(",")}\r\n`;
      const header = [
        "Received (UTC)",
        "Form",
        "First name",
        "Last name",
        "Email",
        "Phone",
        "Comments",
        "Page",
        "Referrer",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "Status",
        "Close reason",
        "Office",
        "Assignee",
        "Follow-up",
        "Mail",
        "Reference",
        "Language",
        "Help with",
        "Call back",
        "Duplicate of",
        "Page language",
        "Nearest office",
      ];
      const record = [
        at,
        "contact",
        tag,
        "Reddy",
        `p${counter}@example.in`,
        "9876543210",
        "MS in the UK",
        "/study-in-uk",
        "https://www.google.com/",
        "google",
        "cpc",
        "intake",
        "ms uk",
        "ad-1",
        statusLabels.closed,
        closeReasonLabels.other_agent,
        officeLabels.hyderabad,
        "Asha Admin",
        "2025-03-05",
        mail.status,
        id,
        enquiryLanguageLabels.te,
        helpPurposeLabels.visa,
        callbackSlotText("tomorrow-evening", at),
        "first-enquiry",
        languageNames.te,
        officeLabels.vishakapatnam,
      ];
      expect(response.body).toBe(`\uFEFF${quoted(header)}${quoted(record)}`);
    });
  });
}
