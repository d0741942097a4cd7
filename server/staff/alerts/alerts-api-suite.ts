/**
 * The alert routes under /api/staff/alerts (docs/staff-console.md, "Alerts"), tried as the console and as
 * an attacker would: each person reads and changes only their own choices and subscriptions; without a
 * session, from another site, deactivated, or with a bad body the answer is 4xx, never 5xx. Run on
 * SQLite (alerts-api.test.ts) and PostgreSQL (alerts-api.postgres.test.ts).
 */
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SignedIn, StaffApiError } from "#contract/staff";
import { defaultAlertPreferences, type AlertCount, type AlertPreferences } from "#contract/staff-alerts";
import { buildApp, type App } from "../../app.ts";
import { enquiryPaths } from "../../enquiries/routes.ts";
import type { ReadyBody } from "../../plugins/health.ts";
import { testConfig } from "../../test-support/app-config.ts";
import { sampleBody } from "../../test-support/enquiry-fixtures.ts";
import { createStaffAccount } from "../staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;
const base = "/api/staff/alerts";

export function alertsApiSuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildApp(
      await testConfig({ staticDir: noSite, consoleDir: noSite, databaseUrl: options.databaseUrl() }),
    );
    const people = [
      { email: "admin@example.com", name: "Asha Admin", role: "admin", office: "guntur" },
      { email: "gopi@example.com", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      { email: "hema@example.com", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
      { email: "gone@example.com", name: "Gita Gone", role: "counsellor", office: "guntur" },
    ] as const;
    for (const person of people) {
      const user = await createStaffAccount(app.staff.auth, { ...person, password });
      ids[person.email] = user.id;
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  async function cookieOf(email: string): Promise<string> {
    const response = await app.inject({
      method: "POST",
      url: "/api/staff/session",
      headers: { host, origin, "sec-fetch-site": "same-origin" },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SignedIn>().user.email).toBe(email);
    const cookie = response.cookies.find((c) => c.name === "staff.session_token");
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  const send = (
    cookie: string | undefined,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        host,
        origin,
        "sec-fetch-site": "same-origin",
        ...extraHeaders,
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const allOff: AlertPreferences = {
    assignmentMail: false,
    browser: false,
    escalationMail: false,
    digestMail: false,
  };

  it("answers 401 on every alert route without a session, whatever the body", async () => {
    for (const [method, url, body] of [
      ["GET", `${base}/preferences`, undefined],
      ["PUT", `${base}/preferences`, { nonsense: 1 }],
      ["GET", `${base}/count`, undefined],
      ["GET", `${base}/push/key`, undefined],
      ["POST", `${base}/push/subscriptions`, {}],
      ["DELETE", `${base}/push/subscriptions`, {}],
    ] as const) {
      const response = await send(undefined, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps each person's choices their own: defaults all on, a change is mine only", async () => {
    const gopi = await cookieOf("gopi@example.com");
    const hema = await cookieOf("hema@example.com");
    expect((await send(gopi, "GET", `${base}/preferences`)).json()).toEqual(defaultAlertPreferences);
    const changed = await send(gopi, "PUT", `${base}/preferences`, { ...allOff, browser: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...allOff, browser: true });
    expect((await send(gopi, "GET", `${base}/preferences`)).json()).toEqual({ ...allOff, browser: true });
    expect((await send(hema, "GET", `${base}/preferences`)).json()).toEqual(defaultAlertPreferences);
  });

  it("refuses to name another person, and any bad body, with 400 and the usual error shape", async () => {
    const hema = await cookieOf("hema@example.com");
    for (const body of [
      { ...allOff, staffId: ids["gopi@example.com"] },
      { ...allOff, userId: ids["gopi@example.com"] },
      { assignmentMail: "yes" },
      [],
      null,
    ]) {
      const response = await send(hema, "PUT", `${base}/preferences`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json<StaffApiError>().message).toBe("string");
    }
    // A query string naming another person changes nothing either.
    await send(hema, "PUT", `${base}/preferences?staffId=${ids["gopi@example.com"] ?? ""}`, allOff);
    const gopi = await cookieOf("gopi@example.com");
    expect(
      (await send(gopi, "GET", `${base}/preferences?staffId=${ids["hema@example.com"] ?? ""}`)).json(),
    ).toEqual({
      ...allOff,
      browser: true,
    });
    const raw = await app.inject({
      method: "PUT",
      url: `${base}/preferences`,
      headers: {
        cookie: hema,
        host,
        origin,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      payload: "{not json",
    });
    expect(raw.statusCode).toBe(400);
    // Not JSON at all: refused before anything is read.
    const text = await send(hema, "PUT", `${base}/preferences`, undefined, { "content-type": "text/plain" });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it("refuses a change from another site", async () => {
    const gopi = await cookieOf("gopi@example.com");
    const response = await send(gopi, "PUT", `${base}/preferences`, defaultAlertPreferences, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(response.statusCode).toBe(403);
  });

  it("signs out a deactivated person", async () => {
    const gone = await cookieOf("gone@example.com");
    const admin = await cookieOf("admin@example.com");
    expect(
      (await send(admin, "POST", `/api/staff/people/${ids["gone@example.com"] ?? ""}/deactivate`)).statusCode,
    ).toBe(204);
    expect((await send(gone, "GET", `${base}/preferences`)).statusCode).toBe(401);
    expect((await send(gone, "PUT", `${base}/preferences`, allOff)).statusCode).toBe(401);
    expect((await send(gone, "GET", `${base}/count`)).statusCode).toBe(401);
  });

  it("counts an assignment as new for its person until they open the enquiry", async () => {
    const created = await app.inject({
      method: "POST",
      url: enquiryPaths.contact,
      headers: { "idempotency-key": crypto.randomUUID() },
      payload: sampleBody({ firstName: "Lakshmi", email: "lakshmi@example.in" }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = await app.database.kysely
      .selectFrom("enquiries")
      .select("id")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const admin = await cookieOf("admin@example.com");
    const gopi = await cookieOf("gopi@example.com");
    const hema = await cookieOf("hema@example.com");
    const assigned = await send(admin, "POST", `/api/staff/enquiries/${id}/assignment`, {
      assigneeId: ids["gopi@example.com"],
    });
    expect(assigned.statusCode).toBe(200);
    const count = await send(gopi, "GET", `${base}/count`);
    expect(count.headers["cache-control"]).toBe("no-store");
    expect(count.json<AlertCount>()).toMatchObject({ newForMe: 1, latest: { id, firstName: "Lakshmi" } });
    expect((await send(hema, "GET", `${base}/count`)).json<AlertCount>()).toEqual({
      newForMe: 0,
      latest: null,
    });
    // Someone else opening it (the admin) does not make it seen for Gopi; Hema may not open it at all.
    expect((await send(admin, "GET", `/api/staff/enquiries/${id}`)).statusCode).toBe(200);
    expect((await send(hema, "GET", `/api/staff/enquiries/${id}`)).statusCode).toBe(404);
    expect((await send(gopi, "GET", `${base}/count`)).json<AlertCount>().newForMe).toBe(1);
    expect((await send(gopi, "GET", `/api/staff/enquiries/${id}`)).statusCode).toBe(200);
    expect((await send(gopi, "GET", `${base}/count`)).json<AlertCount>()).toEqual({
      newForMe: 0,
      latest: null,
    });
    // /api/ready reports the alert queue.
    const ready = (await app.inject({ url: "/api/ready" })).json<ReadyBody>();
    expect(ready.reports.alerts).toMatchObject({ dead: 0 });
  });

  it("keeps push subscriptions per person: https only, and nobody removes another's", async () => {
    const gopi = await cookieOf("gopi@example.com");
    const hema = await cookieOf("hema@example.com");
    const key = await send(gopi, "GET", `${base}/push/key`);
    expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const subscription = {
      endpoint: "https://push.example.com/send/abc",
      expirationTime: null,
      keys: { p256dh: "BNc-key", auth: "auth-secret" },
    };
    for (const bad of [
      { ...subscription, endpoint: "http://push.example.com/x" },
      { ...subscription, endpoint: "javascript:alert(1)" },
      { endpoint: subscription.endpoint },
      { ...subscription, keys: { p256dh: "", auth: "x" } },
    ]) {
      expect(
        (await send(gopi, "POST", `${base}/push/subscriptions`, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    expect((await send(gopi, "POST", `${base}/push/subscriptions`, subscription)).statusCode).toBe(204);
    expect(
      (await send(hema, "DELETE", `${base}/push/subscriptions`, { endpoint: subscription.endpoint }))
        .statusCode,
    ).toBe(204);
    const rows = await app.database.kysely
      .selectFrom("staff_push_subscriptions")
      .select(["staff_id"])
      .execute();
    expect(rows.map((row) => row.staff_id)).toEqual([ids["gopi@example.com"]]);
    expect(
      (await send(gopi, "DELETE", `${base}/push/subscriptions`, { endpoint: subscription.endpoint }))
        .statusCode,
    ).toBe(204);
    expect(await app.database.kysely.selectFrom("staff_push_subscriptions").select("id").execute()).toEqual(
      [],
    );
  });

  it("serves the service worker from the console's path, revalidated on every load", async () => {
    const response = await app.inject({ method: "GET", url: "/staff/alerts-worker.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("showNotification");
  });
}
