/**
 * The dashboard and the privacy tools of the staff API, run on SQLite (insights.test.ts) and on
 * PostgreSQL (insights.postgres.test.ts), through HTTP as the console (or an attacker) calls them.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryStatus, InboxPage } from "#contract/staff";
import type { Dashboard } from "#contract/staff-dashboard";
import {
  selectionMismatchMessage,
  type EraseResult,
  type PersonExport,
  type PersonSearch,
} from "#contract/staff-privacy";
import { buildApp, type App } from "../app.ts";
import { writeCaseRows } from "../db/case-rows.ts";
import { mailFolderName } from "../mail/mailer.ts";
import { eventRow } from "../test-support/analytics-store-suite.ts";
import { testConfig } from "../test-support/app-config.ts";
import { indiaDay } from "../lib/office-hours.ts";
import { createPrivacyRepository } from "./privacy-repository.ts";
import { runRetention } from "./privacy-routes.ts";
import { createStaffAccount } from "./staff-accounts.ts";

const noSite = join(import.meta.dirname, "no-site");
const password = "correct horse battery";
const host = "console.example.in";
const origin = `http://${host}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function insightsApiSuite(options: { databaseUrl: () => string | undefined }) {
  let app: App;
  const cookies = new Map<string, string>();
  const ids = new Map<string, string>();

  async function signIn(email: string): Promise<string> {
    const response = await app.inject({
      method: "POST",
      url: "/api/staff/session",
      remoteAddress: "127.0.0.9",
      headers: { host, origin, "sec-fetch-site": "same-origin" },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "staff.session_token");
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  const send = (who: string | null, method: "GET" | "POST", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...(who ? { cookie: cookies.get(who) } : {}),
        host,
        origin,
        "sec-fetch-site": "same-origin",
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** An enquiry stored as the form would store it (the case row comes from the trigger). */
  async function enquiry(
    key: string,
    fields: {
      at: Date;
      kind?: "contact" | "service";
      office?: "guntur" | "hyderabad" | null;
      page?: string;
      utmSource?: string | null;
      referrer?: string | null;
      email?: string;
      phone?: string;
      name?: string;
      contactedAfterHours?: number;
      status?: EnquiryStatus;
      pendingMail?: boolean;
    },
  ) {
    const id = randomUUID();
    ids.set(key, id);
    const at = fields.at.toISOString();
    await app.database.kysely
      .insertInto("enquiries")
      .values({
        id,
        kind: fields.kind ?? "contact",
        first_name: fields.name ?? `Person ${key}`,
        last_name: "Example",
        email: fields.email ?? `${key}@example.in`,
        phone: fields.phone ?? "98480 00000",
        comments: `Comments of ${key}`,
        page: fields.page ?? "/contact",
        referrer: fields.referrer ?? null,
        utm_source: fields.utmSource ?? null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: fields.utmSource ? `term of ${key}` : null,
        utm_content: null,
        idempotency_key: randomUUID(),
        request_hash: `hash-${key}`,
        created_at: at,
      })
      .execute();
    await writeCaseRows(app.database.kysely, [id]);
    const contacted =
      fields.contactedAfterHours === undefined
        ? null
        : new Date(fields.at.getTime() + fields.contactedAfterHours * HOUR).toISOString();
    await app.database.kysely
      .updateTable("enquiry_cases")
      .set({
        office: fields.office ?? null,
        first_contacted_at: contacted,
        status: fields.status ?? (contacted ? "contacted" : "new"),
        close_reason: fields.status === "closed" ? "not_interested" : null,
      })
      .where("enquiry_id", "=", id)
      .execute();
    if (fields.pendingMail) {
      await app.database.kysely
        .insertInto("outbox")
        .values({
          id: randomUUID(),
          enquiry_id: id,
          status: "pending",
          attempts: 1,
          // Not due during the test: the worker leaves it alone.
          next_attempt_at: new Date(Date.now() + 30 * DAY).toISOString(),
          lease_token: null,
          lease_until: null,
          last_error: "ECONNREFUSED",
          created_at: at,
          sent_at: null,
        })
        .execute();
    }
    return id;
  }

  beforeAll(async () => {
    app = await buildApp(
      await testConfig({ staticDir: noSite, consoleDir: noSite, databaseUrl: options.databaseUrl() }),
    );
    const people = [
      { email: "admin@example.com", name: "Asha Admin", role: "admin", office: "guntur" },
      { email: "guntur@example.com", name: "Gopi Guntur", role: "counsellor", office: "guntur" },
      { email: "hyd@example.com", name: "Hema Hyderabad", role: "counsellor", office: "hyderabad" },
    ] as const;
    for (const person of people) {
      await createStaffAccount(app.staff.auth, { ...person, password });
      cookies.set(person.email.split("@")[0] ?? "", await signIn(person.email));
    }
    const now = Date.now();
    await enquiry("g1", {
      at: new Date(now - 2 * DAY),
      office: "guntur",
      utmSource: "Google",
      page: "/study-in-uk",
      contactedAfterHours: 2,
    });
    await enquiry("g2", {
      at: new Date(now - 2 * DAY),
      kind: "service",
      office: "guntur",
      utmSource: "google",
      page: "/study-in-uk",
      contactedAfterHours: 4,
    });
    await enquiry("g3", { at: new Date(now - 1 * DAY), office: "guntur", referrer: "https://news.example/" });
    await enquiry("h1", {
      at: new Date(now - 1 * DAY),
      office: "hyderabad",
      page: "/study-in-germany",
      contactedAfterHours: 10,
    });
    // Outside the last 30 days.
    await enquiry("old", { at: new Date(now - 40 * DAY), office: "guntur" });
    await app.analytics.repository.insert([
      eventRow({ session_id: "s_a", path: "/study-in-uk", utm_source: "google", utm_campaign: "intake" }),
      eventRow({ session_id: "s_a", path: "/contact", utm_source: "google", utm_campaign: "intake" }),
      eventRow({ session_id: "s_b", path: "/study-in-uk", city: "Guntur", region: "Andhra Pradesh" }),
      eventRow({ session_id: "s_b", type: "scroll_depth", percent: 50, path: "/study-in-uk" }),
      eventRow({ session_id: "s_b", type: "button_click", label: "Call us", target: "tel:+91" }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  describe("dashboard", () => {
    it("shows a counsellor their office's enquiries only, and an admin every office's", async () => {
      const guntur = (await send("guntur", "GET", "/api/staff/dashboard")).json<Dashboard>();
      expect(guntur.office).toBe("guntur");
      expect(guntur.range.days).toBe(30);
      expect(guntur.enquiries.total).toBe(3);
      const admin = (await send("admin", "GET", "/api/staff/dashboard")).json<Dashboard>();
      expect(admin.office).toBeNull();
      expect(admin.enquiries.total).toBe(4);
      const hyderabad = await send("admin", "GET", "/api/staff/dashboard?office=hyderabad");
      expect(hyderabad.json<Dashboard>().enquiries.total).toBe(1);
    });

    it("counts enquiries per day by form and by source, the funnel, first contact and destinations", async () => {
      const body = (await send("guntur", "GET", "/api/staff/dashboard")).json<Dashboard>();
      const { enquiries } = body;
      expect(enquiries.perDay).toHaveLength(30);
      const twoDaysAgo = indiaDay(new Date(Date.now() - 2 * DAY));
      expect(enquiries.perDay.find((row) => row.day === twoDaysAgo)).toEqual({
        day: twoDaysAgo,
        contact: 1,
        service: 1,
        callback: 0,
        booking: 0,
      });
      expect(enquiries.sources).toEqual(["google", "(referral)"]);
      const bySource = enquiries.perDayBySource.find((row) => row.day === twoDaysAgo);
      expect(bySource?.counts).toEqual([2, 0]);
      expect(enquiries.funnel.find((row) => row.status === "contacted")?.count).toBe(2);
      expect(enquiries.funnel.find((row) => row.status === "new")?.count).toBe(1);
      expect(enquiries.firstContact).toEqual([{ office: "guntur", contacted: 2, medianHours: 3 }]);
      expect(enquiries.byDestination).toEqual([
        { destination: "uk", count: 2 },
        { destination: null, count: 1 },
      ]);
    });

    it("shows the site's traffic from the analytics report, and enquiries per page with its views", async () => {
      const body = (await send("admin", "GET", "/api/staff/dashboard")).json<Dashboard>();
      const { traffic } = body;
      expect(traffic.sessions).toBe(2);
      expect(traffic.pageViews).toBe(3);
      const today = indiaDay(new Date());
      expect(traffic.perDay.find((row) => row.day === today)).toEqual({
        day: today,
        sessions: 2,
        pageViews: 3,
      });
      expect(traffic.topPages[0]).toEqual({ path: "/study-in-uk", views: 2 });
      expect(traffic.utmSources).toEqual([{ source: "google", sessions: 1 }]);
      expect(traffic.utmCampaigns).toEqual([{ campaign: "intake", sessions: 1 }]);
      expect(traffic.places).toContainEqual({
        country: null,
        region: "Andhra Pradesh",
        city: "Guntur",
        sessions: 1,
      });
      expect(traffic.scrollDepth).toEqual([{ percent: 50, count: 1 }]);
      expect(traffic.buttonClicks).toEqual([{ label: "Call us", target: "tel:+91", clicks: 1 }]);
      expect(body.conversion).toContainEqual({ page: "/study-in-uk", enquiries: 2, views: 2, rate: 100 });
    });

    it("takes a range of days, and refuses a range that is too long or backwards", async () => {
      const from = indiaDay(new Date(Date.now() - 45 * DAY));
      const to = indiaDay(new Date(Date.now() - 35 * DAY));
      const ranged = (
        await send("admin", "GET", `/api/staff/dashboard?from=${from}&to=${to}`)
      ).json<Dashboard>();
      expect(ranged.range).toEqual({ from, to, days: 11 });
      expect(ranged.enquiries.total).toBe(1);
      expect(ranged.traffic.sessions).toBe(0);
      const long = await send("admin", "GET", "/api/staff/dashboard?from=2020-01-01&to=2024-01-01");
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ fieldErrors: { from: expect.any(String) } });
      const backwards = await send("admin", "GET", "/api/staff/dashboard?from=2025-02-01&to=2025-01-01");
      expect(backwards.statusCode).toBe(400);
      expect((await send("admin", "GET", "/api/staff/dashboard?from=yesterday")).statusCode).toBe(400);
    });

    it("gives admins the figures per counsellor and per office, and counsellors none of them", async () => {
      const admin = (await send("admin", "GET", "/api/staff/dashboard")).json<Dashboard>();
      const people = admin.team?.counsellors.map((row) => row.name);
      expect(people).toEqual(expect.arrayContaining(["Gopi Guntur", "Hema Hyderabad"]));
      const guntur = admin.team?.offices.find((row) => row.office === "guntur");
      expect(guntur).toMatchObject({ assigned: 3, contacted: 2, callAttempts: 0, closed: 0 });
      expect(guntur?.reached.contacted).toBe(2);
      expect(admin.team?.offices.map((row) => row.office)).toEqual([
        "guntur",
        "vijayawada",
        "hyderabad",
        "vishakapatnam",
      ]);
      const oneOffice = (
        await send("admin", "GET", "/api/staff/dashboard?office=hyderabad")
      ).json<Dashboard>();
      expect(oneOffice.team?.offices.map((row) => row.office)).toEqual(["hyderabad"]);
      expect(oneOffice.team?.counsellors.map((row) => row.name)).not.toContain("Gopi Guntur");

      // A counsellor, however they ask: no team figures, and nobody else's name in the answer.
      for (const url of ["/api/staff/dashboard", "/api/staff/dashboard?office=guntur"]) {
        const response = await send("guntur", "GET", url);
        expect(response.statusCode).toBe(200);
        expect(response.json<Dashboard>().team).toBeNull();
        expect(response.body).not.toContain("Hema");
        expect(response.body).not.toContain("Asha");
      }
      expect((await send("guntur", "GET", "/api/staff/dashboard?team=1")).statusCode).toBe(400);
      expect((await send("guntur", "GET", "/api/staff/dashboard?office=hyderabad")).statusCode).toBe(403);
    });

    it("refuses the signed-out (401) and another office's figures to a counsellor (403)", async () => {
      expect((await send(null, "GET", "/api/staff/dashboard")).statusCode).toBe(401);
      expect((await send("guntur", "GET", "/api/staff/dashboard?office=hyderabad")).statusCode).toBe(403);
    });
  });

  describe("privacy", () => {
    const person = { email: "Ravi.Kumar@Example.in", phone: "+91 99887 76655" };

    it("is for admins only: counsellors get 403, the signed-out 401", async () => {
      for (const path of ["search", "export", "erase"]) {
        const payload = path === "erase" ? { ...person, ids: ["x"] } : person;
        expect((await send("guntur", "POST", `/api/staff/privacy/${path}`, payload)).statusCode).toBe(403);
        expect((await send(null, "POST", `/api/staff/privacy/${path}`, payload)).statusCode).toBe(401);
      }
    });

    it("answers 400 without an email or phone", async () => {
      const response = await send("admin", "POST", "/api/staff/privacy/search", {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    });

    it("exports everything held about a person, then erases it from list, detail, export and search", async () => {
      const at = new Date(Date.now() - 3 * HOUR);
      const byEmail = await enquiry("ravi1", {
        at,
        office: "guntur",
        email: "ravi.kumar@example.in",
        name: "Ravi",
        utmSource: "google",
        pendingMail: true,
      });
      const byPhone = await enquiry("ravi2", {
        at: new Date(at.getTime() + HOUR),
        office: "guntur",
        phone: "099887-76655",
        name: "Ravi",
      });
      const bystander = await enquiry("other", { at, office: "guntur", name: "Ravindra" });
      expect(
        (await send("admin", "POST", `/api/staff/enquiries/${byEmail}/notes`, { body: "Called Ravi" }))
          .statusCode,
      ).toBe(200);

      const search = (await send("admin", "POST", "/api/staff/privacy/search", person)).json<PersonSearch>();
      expect(search.matches.map((match) => match.id).sort()).toEqual([byEmail, byPhone].sort());
      expect(search.matches.find((match) => match.id === byEmail)?.match).toEqual(["email"]);

      const exported = await send("admin", "POST", "/api/staff/privacy/export", {
        ...person,
        ids: [byEmail, byPhone],
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers["content-disposition"]).toContain("attachment");
      const data = exported.json<PersonExport>();
      const first = data.enquiries.find((item) => item.id === byEmail);
      expect(first).toMatchObject({
        email: "ravi.kumar@example.in",
        firstName: "Ravi",
        notes: [{ author: "Asha Admin", body: "Called Ravi" }],
        mail: [{ status: "pending", attempts: 1 }],
      });
      expect(first?.timeline.map((entry) => entry.action)).toContain("note_added");

      // A mail written as a file (no SMTP) holds the same data: erasing removes it.
      const mailFolder = join(app.config.dataDir, mailFolderName);
      await mkdir(mailFolder, { recursive: true });
      await writeFile(join(mailFolder, `20250101000000-contact-${byEmail}.eml`), "Ravi");
      await writeFile(join(mailFolder, `20250101000000-contact-${bystander}.eml`), "Ravindra");

      // Someone else's enquiry among the chosen ones: refused, and nothing is erased.
      const refused = await send("admin", "POST", "/api/staff/privacy/erase", {
        ...person,
        ids: [byEmail, byPhone, bystander],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: selectionMismatchMessage });
      expect((await send("admin", "GET", `/api/staff/enquiries/${byEmail}`)).statusCode).toBe(200);

      const erase = await send("admin", "POST", "/api/staff/privacy/erase", {
        ...person,
        ids: [byEmail, byPhone],
      });
      expect(erase.statusCode).toBe(200);
      expect(erase.json<EraseResult>()).toEqual({ erased: 2, mailCancelled: 1 });
      expect(await readdir(mailFolder)).toEqual([`20250101000000-contact-${bystander}.eml`]);

      // Gone from the detail, the list, the inbox search, the privacy search and the CSV export.
      expect((await send("admin", "GET", `/api/staff/enquiries/${byEmail}`)).statusCode).toBe(404);
      const list = (await send("admin", "GET", "/api/staff/enquiries?limit=100")).json<InboxPage>();
      expect(list.items.map((item) => item.id)).not.toContain(byEmail);
      expect(list.items.map((item) => item.id)).toContain(bystander);
      for (const q of ["Ravi", "ravi.kumar", "9988776655"]) {
        const found = (await send("admin", "GET", `/api/staff/enquiries?q=${q}`)).json<InboxPage>();
        expect(found.items.map((item) => item.id)).not.toContain(byEmail);
        expect(found.items.map((item) => item.id)).not.toContain(byPhone);
      }
      const again = (await send("admin", "POST", "/api/staff/privacy/search", person)).json<PersonSearch>();
      expect(again.matches).toEqual([]);
      const csv = await send("admin", "GET", "/api/staff/enquiries/export.csv");
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toContain(byEmail);
      expect(csv.body).not.toMatch(/ravi\.kumar/i);
      expect(csv.body).toContain(bystander);

      // The rows keep no personal data; the audit log keeps a tombstone without any.
      const stored = await app.database.kysely
        .selectFrom("enquiries")
        .selectAll()
        .where("id", "=", byEmail)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        first_name: "",
        last_name: "",
        email: "",
        phone: "",
        comments: null,
        utm_term: null,
        utm_source: "google",
      });
      const notes = await app.database.kysely
        .selectFrom("enquiry_notes")
        .select("id")
        .where("enquiry_id", "=", byEmail)
        .execute();
      expect(notes).toEqual([]);
      const audit = await app.database.kysely
        .selectFrom("staff_audit_log")
        .selectAll()
        .where("enquiry_id", "in", [byEmail, byPhone])
        .execute();
      expect(audit.filter((entry) => entry.action === "erased")).toHaveLength(2);
      expect(JSON.stringify(audit)).not.toMatch(/ravi|99887|Called/i);
      // Counted still: the dashboard sees an enquiry, not a person.
      const dashboard = (await send("admin", "GET", "/api/staff/dashboard")).json<Dashboard>();
      expect(dashboard.enquiries.total).toBeGreaterThanOrEqual(6);
    });

    it("refuses to export or erase an enquiry that does not match the person", async () => {
      const victim = await enquiry("victim", {
        at: new Date(),
        office: "guntur",
        email: "victim@example.in",
      });
      for (const path of ["export", "erase"]) {
        const response = await send("admin", "POST", `/api/staff/privacy/${path}`, {
          email: "nobody@example.in",
          ids: [victim],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: selectionMismatchMessage });
      }
      expect((await send("admin", "GET", `/api/staff/enquiries/${victim}`)).statusCode).toBe(200);
      for (const payload of [{ email: "victim@example.in", ids: [] }, { ids: [victim] }]) {
        expect((await send("admin", "POST", "/api/staff/privacy/erase", payload)).statusCode).toBe(400);
      }
    });

    it("matches the full phone number, never another country's with the same 10 digits", async () => {
      const at = new Date(Date.now() - 5 * HOUR);
      const indian = await enquiry("in-plus", { at, office: "guntur", phone: "+91 98480 22338" });
      const indianLocal = await enquiry("in-local", { at, office: "guntur", phone: "098480-22338" });
      const indianBare = await enquiry("in-bare", { at, office: "guntur", phone: "9848022338" });
      const american = await enquiry("us", { at, office: "guntur", phone: "+1 (984) 802-2338" });
      const query = { phone: "+91 98480 22338" };

      const search = (await send("admin", "POST", "/api/staff/privacy/search", query)).json<PersonSearch>();
      expect(search.matches.map((match) => match.id).sort()).toEqual(
        [indian, indianLocal, indianBare].sort(),
      );
      expect(search.matches.every((match) => match.match.join() === "phone")).toBe(true);
      // Typed without a country code, a number is Indian; with +1 it is the American one only.
      const bare = (
        await send("admin", "POST", "/api/staff/privacy/search", { phone: "98480 22338" })
      ).json<PersonSearch>();
      expect(bare.matches.map((match) => match.id).sort()).toEqual([indian, indianLocal, indianBare].sort());
      const us = (
        await send("admin", "POST", "/api/staff/privacy/search", { phone: "+1 984 802 2338" })
      ).json<PersonSearch>();
      expect(us.matches.map((match) => match.id)).toEqual([american]);

      // The export holds only the chosen enquiries; the other country's number is refused.
      const exported = await send("admin", "POST", "/api/staff/privacy/export", { ...query, ids: [indian] });
      expect(exported.json<PersonExport>().enquiries.map((item) => item.id)).toEqual([indian]);
      const leak = await send("admin", "POST", "/api/staff/privacy/export", {
        ...query,
        ids: [indian, american],
      });
      expect(leak.statusCode).toBe(400);

      // An enquiry the admin did not choose stays, though it matches.
      const erase = await send("admin", "POST", "/api/staff/privacy/erase", {
        ...query,
        ids: [indian, indianBare],
      });
      expect(erase.json<EraseResult>()).toEqual({ erased: 2, mailCancelled: 0 });
      for (const [id, status] of [
        [indian, 404],
        [indianBare, 404],
        [indianLocal, 200],
        [american, 200],
      ] as const) {
        expect((await send("admin", "GET", `/api/staff/enquiries/${id}`)).statusCode, id).toBe(status);
      }
    });

    it("retention anonymises every enquiry nobody has worked on for the period, whatever its status", async () => {
      // A pinned clock: the job runs on 2020-03-15, so the cutoff of 24 months is 2018-03-15. The
      // enquiries of the other tests were received and changed after it.
      const now = new Date("2020-03-15T06:00:00.000Z");
      const received = new Date("2017-05-01T10:00:00.000Z");
      const untouchedSince = {
        closed: ["closed", "2017-06-01T00:00:00.000Z"],
        enrolled: ["enrolled", "2017-06-01T00:00:00.000Z"],
        neverClosed: ["new", "2017-06-01T00:00:00.000Z"],
        stalled: ["visa_filed", "2018-03-14T23:59:59.000Z"],
        enrolledLater: ["enrolled", "2019-01-10T00:00:00.000Z"],
        openInside: ["counselling", "2018-03-15T06:00:00.000Z"],
        noted: ["new", "2017-06-01T00:00:00.000Z"],
      } as const;
      const id: Record<string, string> = {};
      for (const [key, [status, updatedAt]] of Object.entries(untouchedSince)) {
        id[key] = await enquiry(`retention-${key}`, { at: received, office: "guntur", status });
        await app.database.kysely
          .updateTable("enquiry_cases")
          .set({ updated_at: updatedAt })
          .where("enquiry_id", "=", id[key] ?? "")
          .execute();
      }
      // A note written after the cutoff counts as work on the enquiry.
      await app.database.kysely
        .insertInto("staff_audit_log")
        .values({
          id: randomUUID(),
          at: "2019-11-20T09:00:00.000Z",
          actor_id: null,
          action: "note_added",
          enquiry_id: id.noted ?? "",
          subject_user_id: null,
          details: "{}",
        })
        .execute();
      const expired = ["closed", "enrolled", "neverClosed", "stalled"];

      const privacy = createPrivacyRepository(app.database, { now: () => now });
      const options = { months: 24, dataDir: app.config.dataDir, now };
      expect(await runRetention(privacy, { ...options, dryRun: true })).toEqual({
        erased: expired.length,
        mailCancelled: 0,
      });
      expect((await send("admin", "GET", `/api/staff/enquiries/${id.closed}`)).statusCode).toBe(200);
      expect((await runRetention(privacy, options)).erased).toBe(expired.length);
      for (const [key, value] of Object.entries(id)) {
        const status = (await send("admin", "GET", `/api/staff/enquiries/${value}`)).statusCode;
        expect(status, key).toBe(expired.includes(key) ? 404 : 200);
      }
      const tombstone = await app.database.kysely
        .selectFrom("staff_audit_log")
        .select(["actor_id", "at", "details"])
        .where("enquiry_id", "=", id.enrolled ?? "")
        .where("action", "=", "erased")
        .executeTakeFirstOrThrow();
      expect(tombstone).toEqual({
        actor_id: null,
        at: now.toISOString(),
        details: JSON.stringify({ reason: "retention" }),
      });
    });
  });
}
