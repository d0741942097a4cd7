/**
 * The routing API through HTTP, on SQLite (routing-api.test.ts) and PostgreSQL
 * (routing-api.postgres.test.ts): the admins' rules, away, bulk actions and the deactivation's hand-off,
 * tried by admins and by counsellors as an attacker would (another office, someone else's enquiries).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail, SignedIn } from "#contract/staff";
import type { AwayList, AwayState, BulkResult, RoutingRule, RoutingRules } from "#contract/staff-routing";
import { buildApp, type App } from "../../app.ts";
import { enquiryPaths } from "../../enquiries/routes.ts";
import { testConfig } from "../../test-support/app-config.ts";
import { sampleBody } from "../../test-support/enquiry-fixtures.ts";
import { createStaffAccount } from "../staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;

type Method = "GET" | "POST" | "PUT" | "DELETE";

export function routingApiSuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  let counter = 0;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    app = await buildApp(
      await testConfig({
        staticDir: noSite,
        consoleDir: noSite,
        databaseUrl: options.databaseUrl(),
        rateLimitFormsPerMinute: 100_000,
      }),
    );
    const people = [
      { key: "admin", name: "Asha Admin", role: "admin", office: "guntur" },
      { key: "gopi", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      { key: "ganga", name: "Ganga Guntur", role: "counsellor", office: "guntur" },
      { key: "hema", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
      { key: "leaver", name: "Lata Leaving", role: "counsellor", office: "vijayawada" },
      { key: "vani", name: "Vani Vijayawada", role: "counsellor", office: "vijayawada" },
    ] as const;
    for (const { key, ...person } of people) {
      const user = await createStaffAccount(app.staff.auth, {
        ...person,
        email: `${key}@example.com`,
        password,
      });
      ids[key] = user.id;
    }
    for (const { key } of people.filter((person) => person.key !== "leaver")) {
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

  const send = (who: string, method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie: cookies[who] ?? "", host, origin, "sec-fetch-site": "same-origin" },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function newEnquiry(overrides: Record<string, unknown> = {}): Promise<string> {
    counter += 1;
    const response = await app.inject({
      method: "POST",
      url: enquiryPaths.service,
      headers: { "idempotency-key": crypto.randomUUID() },
      payload: sampleBody({
        firstName: `Routed${counter}`,
        email: `routed${counter}@example.in`,
        phone: `98480${String(10_000 + counter)}`,
        ...overrides,
      }),
    });
    expect(response.statusCode).toBe(201);
    const row = await app.database.kysely
      .selectFrom("enquiries")
      .select("id")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const caseOf = (id: string) =>
    app.database.kysely
      .selectFrom("enquiry_cases")
      .select(["office", "assignee_id", "status", "close_reason"])
      .where("enquiry_id", "=", id)
      .executeTakeFirstOrThrow();

  const auditCount = async (action: string) =>
    (
      await app.database.kysely
        .selectFrom("staff_audit_log")
        .select("id")
        .where("action", "=", action)
        .execute()
    ).length;

  describe("routing rules", () => {
    it("are the admins' only: a counsellor gets 403 from every rules route", async () => {
      const attempts: [Method, string, unknown?][] = [
        ["GET", "/api/staff/routing-rules"],
        [
          "POST",
          "/api/staff/routing-rules",
          { matchField: "kind", matchValue: "service", office: "guntur", assigneeId: null },
        ],
        [
          "PUT",
          "/api/staff/routing-rules/x",
          { matchField: "kind", matchValue: "service", office: "guntur", assigneeId: null },
        ],
        ["DELETE", "/api/staff/routing-rules/x"],
        ["POST", "/api/staff/routing-rules/x/move", { direction: "up" }],
        ["GET", "/api/staff/people/away"],
        ["PUT", `/api/staff/people/${ids.ganga}/away`, { away: true }],
        ["POST", `/api/staff/people/${ids.ganga}/hand-off`, { handTo: null }],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await send("gopi", method, url, payload);
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
      }
      expect(await auditCount("routing_rule_added")).toBe(0);
    });

    it("are added, changed, moved and deleted by admins, each with its audit row, and route new enquiries", async () => {
      const add = (body: Record<string, unknown>) => send("admin", "POST", "/api/staff/routing-rules", body);
      const first = await add({
        matchField: "language",
        matchValue: "te",
        office: "hyderabad",
        assigneeId: null,
      });
      expect(first.statusCode).toBe(201);
      expect(first.json<RoutingRule>()).toMatchObject({
        position: 1,
        description: "Preferred language is Telugu",
      });
      const second = await add({
        matchField: "kind",
        matchValue: "service",
        office: "guntur",
        assigneeId: ids.ganga,
      });
      expect(second.json<RoutingRule>()).toMatchObject({
        position: 2,
        assignee: { id: ids.ganga, name: "Ganga Guntur", available: true },
      });
      const secondId = second.json<RoutingRule>().id;

      // A Telugu service enquiry: the language rule comes first.
      expect(await caseOf(await newEnquiry({ language: "te" }))).toMatchObject({
        office: "hyderabad",
        assignee_id: ids.hema,
      });
      const moved = await send("admin", "POST", `/api/staff/routing-rules/${secondId}/move`, {
        direction: "up",
      });
      expect(moved.json<RoutingRules>().rules.map((rule) => rule.id)).toEqual([
        secondId,
        first.json<RoutingRule>().id,
      ]);
      expect(await caseOf(await newEnquiry({ language: "te" }))).toMatchObject({
        office: "guntur",
        assignee_id: ids.ganga,
      });

      const changed = await send("admin", "PUT", `/api/staff/routing-rules/${secondId}`, {
        matchField: "destination",
        matchValue: "uk",
        office: "guntur",
        assigneeId: null,
      });
      expect(changed.json<RoutingRule>()).toMatchObject({ description: "Destination is UK", assignee: null });
      expect((await send("admin", "DELETE", `/api/staff/routing-rules/${secondId}`)).statusCode).toBe(204);
      expect((await send("admin", "DELETE", `/api/staff/routing-rules/${secondId}`)).statusCode).toBe(404);
      expect(
        (await send("admin", "GET", "/api/staff/routing-rules")).json<RoutingRules>().rules,
      ).toHaveLength(1);
      for (const action of ["added", "changed", "moved", "deleted"])
        expect(await auditCount(`routing_rule_${action}`), action).toBeGreaterThan(0);
      await send("admin", "DELETE", `/api/staff/routing-rules/${first.json<RoutingRule>().id}`);
    });

    it("refuses a bad rule with 400 and says which field", async () => {
      const add = (body: unknown) => send("admin", "POST", "/api/staff/routing-rules", body);
      const wrongValue = await add({
        matchField: "language",
        matchValue: "fr",
        office: "guntur",
        assigneeId: null,
      });
      expect(wrongValue.statusCode).toBe(400);
      expect(wrongValue.json()).toMatchObject({ fieldErrors: { matchValue: expect.any(String) } });
      const otherOffice = await add({
        matchField: "kind",
        matchValue: "contact",
        office: "guntur",
        assigneeId: ids.hema,
      });
      expect(otherOffice.statusCode).toBe(400);
      expect(otherOffice.json()).toMatchObject({ fieldErrors: { assigneeId: expect.any(String) } });
      for (const body of [
        { matchField: "kind" },
        { matchField: "office", matchValue: "guntur", office: "delhi", assigneeId: null },
      ]) {
        const response = await add(body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty("message");
      }
      expect((await send("admin", "GET", "/api/staff/routing-rules")).json<RoutingRules>().rules).toEqual([]);
    });
  });

  describe("the default rule and away", () => {
    it("routes an enquiry naming an office there, round robin, skipping whoever is away", async () => {
      expect(
        (await send("gopi", "PUT", "/api/staff/account/away", { away: true })).json<AwayState>(),
      ).toMatchObject({
        away: true,
      });
      for (let i = 0; i < 2; i++)
        expect(await caseOf(await newEnquiry({ office: "guntur" }))).toMatchObject({
          office: "guntur",
          assignee_id: ids.ganga,
        });
      await send("gopi", "PUT", "/api/staff/account/away", { away: false });
      // An admin marks Ganga away: Gopi takes the next ones.
      expect(
        (await send("admin", "PUT", `/api/staff/people/${ids.ganga}/away`, { away: true })).statusCode,
      ).toBe(200);
      const away = (await send("admin", "GET", "/api/staff/people/away")).json<AwayList>();
      expect(away.people.find((person) => person.id === ids.ganga)).toMatchObject({ away: true });
      expect(await caseOf(await newEnquiry({ office: "guntur" }))).toMatchObject({ assignee_id: ids.gopi });
      await send("admin", "PUT", `/api/staff/people/${ids.ganga}/away`, { away: false });
      expect(await auditCount("away_set")).toBe(2);
      expect(await auditCount("away_cleared")).toBe(2);
    });

    it("shows the routing on the enquiry's timeline, without an actor", async () => {
      const id = await newEnquiry({ office: "hyderabad" });
      const detail = (await send("hema", "GET", `/api/staff/enquiries/${id}`)).json<EnquiryDetail>();
      expect(detail).toMatchObject({
        office: "hyderabad",
        nearestOffice: "hyderabad",
        assignee: { id: ids.hema },
      });
      expect(detail.timeline[1]).toMatchObject({ action: "assigned", actor: null });
      expect(detail.timeline[1]?.text).toMatch(/^Routed to Hyderabad, assigned to Hema Hyderabad/);
    });
  });

  describe("bulk actions", () => {
    it("assign, set a status (closed with a reason) and route to an office, one audit row per enquiry", async () => {
      const a = await newEnquiry();
      const b = await newEnquiry();
      const assigned = await send("admin", "POST", "/api/staff/enquiries/bulk", {
        ids: [a, b, "no-such-id"],
        action: { type: "assign", assigneeId: ids.vani },
      });
      expect(assigned.json<BulkResult>()).toEqual({
        changed: [a, b],
        unchanged: [],
        refused: [{ id: "no-such-id", reason: "not_found" }],
      });
      expect(await caseOf(a)).toMatchObject({ office: "vijayawada", assignee_id: ids.vani });

      const noReason = await send("admin", "POST", "/api/staff/enquiries/bulk", {
        ids: [a],
        action: { type: "status", status: "closed" },
      });
      expect(noReason.statusCode).toBe(400);
      const closed = await send("admin", "POST", "/api/staff/enquiries/bulk", {
        ids: [a, b],
        action: { type: "status", status: "closed", closeReason: "not_interested" },
      });
      expect(closed.json<BulkResult>().changed).toEqual([a, b]);
      expect(await caseOf(b)).toMatchObject({ status: "closed", close_reason: "not_interested" });

      const routed = await send("admin", "POST", "/api/staff/enquiries/bulk", {
        ids: [a],
        action: { type: "office", office: "guntur" },
      });
      expect(routed.json<BulkResult>().changed).toEqual([a]);
      // Vani works in Vijayawada: routed to Guntur, the enquiry waits there unassigned.
      expect(await caseOf(a)).toMatchObject({ office: "guntur", assignee_id: null });
      const timeline = (await send("admin", "GET", `/api/staff/enquiries/${a}`)).json<EnquiryDetail>()
        .timeline;
      expect(timeline.map((entry) => entry.action)).toEqual([
        "received",
        "assigned",
        "status_changed",
        "assigned",
      ]);
    });

    it("refuses a counsellor's action on another office's enquiries, changing nothing and telling nothing more", async () => {
      const theirs = await newEnquiry({ office: "hyderabad" });
      const before = await caseOf(theirs);
      const auditBefore = await auditCount("assigned");
      for (const action of [
        { type: "assign", assigneeId: "me" },
        { type: "assign", assigneeId: ids.gopi },
        { type: "status", status: "contacted" },
        { type: "office", office: "guntur" },
      ]) {
        const response = await send("gopi", "POST", "/api/staff/enquiries/bulk", {
          ids: [theirs, "no-such-id"],
          action,
        });
        expect(response.statusCode).toBe(200);
        // The same answer for an enquiry of another office as for one that does not exist.
        expect(response.json<BulkResult>()).toEqual({
          changed: [],
          unchanged: [],
          refused: [
            { id: theirs, reason: "not_found" },
            { id: "no-such-id", reason: "not_found" },
          ],
        });
      }
      expect(await caseOf(theirs)).toEqual(before);
      expect(await auditCount("assigned")).toBe(auditBefore);
    });

    it("lets a counsellor work their own office: to themselves, to a colleague, never to another office", async () => {
      const unrouted = await newEnquiry();
      const ours = await newEnquiry({ office: "guntur" });
      const toMe = await send("gopi", "POST", "/api/staff/enquiries/bulk", {
        ids: [unrouted, ours],
        action: { type: "assign", assigneeId: "me" },
      });
      expect(toMe.json<BulkResult>().refused).toEqual([]);
      expect(await caseOf(unrouted)).toMatchObject({ office: "guntur", assignee_id: ids.gopi });
      const elsewhere = await send("gopi", "POST", "/api/staff/enquiries/bulk", {
        ids: [ours],
        action: { type: "assign", assigneeId: ids.hema },
      });
      expect(elsewhere.json<BulkResult>().refused).toEqual([{ id: ours, reason: "forbidden" }]);
      const away = await send("gopi", "POST", "/api/staff/enquiries/bulk", {
        ids: [ours],
        action: { type: "office", office: "hyderabad" },
      });
      expect(away.json<BulkResult>().refused).toEqual([{ id: ours, reason: "forbidden" }]);
      expect(await caseOf(ours)).toMatchObject({ office: "guntur", assignee_id: ids.gopi });
    });

    it("refuses more than 100 ids, none, and an unknown person", async () => {
      const many = Array.from({ length: 101 }, (_, i) => `id-${i}`);
      for (const body of [
        { ids: many, action: { type: "status", status: "new" } },
        { ids: [], action: { type: "status", status: "new" } },
        { ids: ["x"], action: { type: "explode" } },
      ]) {
        const response = await send("admin", "POST", "/api/staff/enquiries/bulk", body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty("message");
      }
      const nobody = await send("admin", "POST", "/api/staff/enquiries/bulk", {
        ids: ["x"],
        action: { type: "assign", assigneeId: "nobody" },
      });
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json()).toMatchObject({ fieldErrors: { assigneeId: "No such person." } });
    });
  });

  describe("deactivation with a hand-off", () => {
    it("hands the person's open enquiries to a colleague of the office in the same transaction, with audit rows", async () => {
      const open = await newEnquiry();
      const done = await newEnquiry();
      await send("admin", "POST", "/api/staff/enquiries/bulk", {
        ids: [open, done],
        action: { type: "assign", assigneeId: ids.leaver },
      });
      await send("admin", "POST", "/api/staff/enquiries/bulk", {
        ids: [done],
        action: { type: "status", status: "closed", closeReason: "other_agent" },
      });
      const wrongOffice = await send("admin", "POST", `/api/staff/people/${ids.leaver}/hand-off`, {
        handTo: ids.gopi,
      });
      expect(wrongOffice.statusCode).toBe(400);
      expect(wrongOffice.json()).toMatchObject({ fieldErrors: { handTo: expect.any(String) } });

      const response = await send("admin", "POST", `/api/staff/people/${ids.leaver}/hand-off`, {
        handTo: ids.vani,
      });
      expect(response.json()).toEqual({ moved: 1 });
      expect(await caseOf(open)).toMatchObject({ assignee_id: ids.vani, office: "vijayawada" });
      expect(await caseOf(done)).toMatchObject({ assignee_id: ids.leaver });
      const person = await app.database.kysely
        .selectFrom("staff_users")
        .select("deactivated_at")
        .where("id", "=", ids.leaver ?? "")
        .executeTakeFirstOrThrow();
      expect(person.deactivated_at).not.toBeNull();
      const timeline = (await send("admin", "GET", `/api/staff/enquiries/${open}`)).json<EnquiryDetail>()
        .timeline;
      expect(timeline.at(-1)?.text).toMatch(/Assigned to Vani Vijayawada/);
      // Deactivated already: a second hand-off finds nobody.
      expect((await send("admin", "POST", `/api/staff/people/${ids.leaver}/hand-off`, {})).statusCode).toBe(
        404,
      );
    });
  });
}
