/**
 * The booking pages without JavaScript through HTTP (docs/bookings.md, "The pages without JavaScript"),
 * on SQLite (booking-pages.test.ts) and PostgreSQL (booking-pages.postgres.test.ts): the times page from
 * the free times, the urlencoded posts of booking, cancelling and moving a meeting (303 or a page for
 * every refusal), the confirmation, the manage page, the invitation, forged links, and every value of the
 * family's escaped. The shells are small stand-ins of the prerendered pages, with an inline script whose
 * hash the page's policy must carry. The clock is injected: no test depends on today's date.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManagedBooking } from "#contract/bookings";
import type { Config } from "../config.ts";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";
import { createStaffAccount } from "../staff/staff-accounts.ts";
import { waitFor } from "../test-support/enquiry-fixtures.ts";
import { bookingMarker } from "./page-shells.ts";

/** Monday 2 March 2026, 8:00 in India. */
const mondayEight = new Date("2026-03-02T02:30:00.000Z");
const form = { "content-type": "application/x-www-form-urlencoded" };
const at = (day: string, clock: string) => new Date(Date.parse(`${day}T${clock}:00.000+05:30`)).toISOString();
const shellScript = "document.documentElement.dataset.shell='1'";
const shellHash = `sha256-${createHash("sha256").update(shellScript).digest("base64")}`;

/** A stand-in of a prerendered shell: the site's layout (with its language switch) around the marked place. */
const shell = (lang: string, switchTo: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Shell | Brand</title><script>${shellScript}</script></head><body><header>Site header <a href="${switchTo}">Language</a></header><main id="main">${bookingMarker}</main><footer>Site footer</footer></body></html>`;

async function writeShells(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "booking-shells-"));
  for (const [prefix, lang] of [
    ["", "en"],
    ["te", "te"],
  ] as const) {
    for (const page of ["times", "booked", "manage"]) {
      const dir = join(root, prefix, "book", page);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, "index.html"), shell(lang, `${lang === "en" ? "/te" : ""}/book/${page}`));
    }
  }
  await writeFile(join(root, "404.html"), shell("en", "/te"));
  return root;
}

export function bookingPagesSuite(options: {
  databaseUrl: () => string | undefined;
  /** A database of its own for the flood limits' app (they count every enquiry of the day). */
  floodDatabaseUrl: () => string | undefined;
}) {
  let app: App;
  let dataDir = "";
  const clock = mondayEight;
  let counter = 0;

  let staticDir = "";

  /** An app on the suite's shells with one counsellor in Guntur, Monday to Saturday 9:00–13:00. */
  async function startApp(databaseUrl: string | undefined, overrides: Partial<Config> = {}) {
    const config = await testConfig({
      staticDir,
      consoleDir: staticDir,
      databaseUrl,
      rateLimitFormsPerMinute: 100_000,
      outboxPollMs: 3_600_000,
      slotsCacheMs: 0,
      ...overrides,
    });
    const started = await buildApp(config, { bookingClock: () => clock });
    const gopi = await createStaffAccount(started.staff.auth, {
      name: "Gopi Guntur",
      role: "counsellor",
      office: "guntur",
      email: `gopi-${randomUUID().slice(0, 8)}@example.com`,
      password: "correct horse battery",
    });
    const db = started.database.kysely;
    await db
      .insertInto("counsellor_languages")
      .values([
        { staff_id: gopi.id, language: "en" },
        { staff_id: gopi.id, language: "te" },
      ])
      .execute();
    await db
      .insertInto("counsellor_availability")
      .values(
        [1, 2, 3, 4, 5, 6].map((weekday) => ({
          id: randomUUID(),
          staff_id: gopi.id,
          weekday,
          starts_at: 540,
          ends_at: 780,
        })),
      )
      .execute();
    return { app: started, config };
  }

  beforeAll(async () => {
    staticDir = await writeShells();
    const started = await startApp(options.databaseUrl());
    app = started.app;
    dataDir = started.config.dataDir;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const choices = { type: "counselling", mode: "office", language: "en", office: "guntur" };
  const timesPage = (query: Record<string, string>, prefix = "") =>
    app.inject({ method: "GET", url: `${prefix}/book/times`, query });

  function person(overrides: Record<string, string> = {}) {
    counter += 1;
    return {
      firstName: "Lakshmi",
      lastName: `Prasanna${counter}`,
      email: `pages${counter}@example.in`,
      phone: `98490${String(10_000 + counter)}`,
      comments: "",
      website: "",
      ...overrides,
    };
  }

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url,
      headers: { ...form, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  const bookForm = (start: string, fields: Record<string, string> = {}) =>
    post("/api/bookings", {
      ...choices,
      pageLanguage: "en",
      page: "/book/times",
      start,
      ...person(),
      ...fields,
    });

  const tokenOf = (location: string | undefined) =>
    new URL(location ?? "", "http://site.test").searchParams.get("token") ?? "";

  const managed = async (token: string) =>
    (
      await app.inject({ method: "GET", url: "/api/bookings/manage", query: { token } })
    ).json<ManagedBooking>();

  /** The staff mail (an .eml file, no SMTP_URL in tests) that holds `text`, once the worker wrote it. */
  async function staffMailWith(text: string): Promise<string> {
    let found: string | undefined;
    await waitFor(async () => {
      const folder = join(dataDir, "outbox-mail");
      const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
        name.endsWith(".eml"),
      );
      for (const name of names) {
        const raw = await readFile(join(folder, name), "utf8");
        if (raw.includes("New booked meeting") && raw.includes(text)) found = raw;
      }
      return found !== undefined;
    });
    return found ?? "";
  }

  describe("the times page", () => {
    it("lists the free times by day as radio buttons in India time, in the site's shell and its policy", async () => {
      const response = await timesPage(choices);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-security-policy"]).toContain(`'${shellHash}'`);
      const html = response.body;
      expect(html).toContain("<header>Site header");
      // The language switch keeps the choices.
      expect(html).toContain(`href="/te/book/times?type=counselling&#38;mode=office`);
      expect(html).toContain('action="/api/bookings"');
      // Two hours' notice from 8:00: the first time is 10:00, the last 12:30 (30 minutes before 13:00).
      expect(html).toContain(`value="${at("2026-03-02", "10:00")}"`);
      expect(html).toContain(`value="${at("2026-03-02", "12:30")}"`);
      expect(html).not.toContain(`value="${at("2026-03-02", "09:30")}"`);
      expect(html).toContain("10:00 am");
      expect(html).toContain("Monday 2 March");
      expect(html).not.toContain("<script>alert");
    });

    it("speaks Telugu under /te", async () => {
      const response = await timesPage(choices, "/te");
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="te">');
      expect(response.body).toContain("సోమవారం");
      expect(response.body).toContain('name="pageLanguage" value="te"');
    });

    it("answers bad or missing choices with a 400 page naming them and a link back to /book", async () => {
      const response = await timesPage({ mode: "office", language: "en", office: "nowhere" });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('href="/book"');
      expect(response.body).toContain("Please choose a counselling session or a mock visa interview.");
      expect(response.body).toContain("Please choose one of our offices.");
      const telugu = await timesPage(
        { type: "mock-interview", mode: "office", language: "en", office: "guntur" },
        "/te",
      );
      expect(telugu.statusCode).toBe(400);
      expect(telugu.body).toContain('href="/te/book"');
    });

    it("says so with the office's phones when no time is free", async () => {
      const response = await timesPage({ ...choices, office: "hyderabad" });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('type="radio"');
      expect(response.body).toContain("+91 90000 00012");
    });
  });

  describe("booking without JavaScript", () => {
    it("stores the booking as the JSON path does and sends the family to the confirmation (303)", async () => {
      const start = at("2026-03-03", "09:00");
      const response = await bookForm(start, { firstName: "Sita" });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/book\/booked\?token=/);
      const token = tokenOf(response.headers.location);
      const { booking } = await managed(token);
      expect(booking).toMatchObject({ type: "counselling", office: "guntur", start, status: "booked" });

      const page = await app.inject({ method: "GET", url: response.headers.location ?? "" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Sita");
      expect(page.body).toContain("Tuesday 3 March, 9:00 am");
      expect(page.body).toContain("Lakshmipuram Main Road");
      expect(page.body).toContain("https://www.openstreetmap.org/");
      expect(page.body).toContain("+91 90000 00001");
      expect(page.body).toContain(`/api/bookings/ics?token=${encodeURIComponent(token)}`);
      expect(page.body).toContain(`/book/manage?token=${encodeURIComponent(token)}`);

      // The office's staff mail shows the meeting: what, when, how, language and counsellor.
      const mail = (await staffMailWith("Sita")).replace(/=\r?\n/g, "");
      expect(mail).toContain("The meeting:");
      expect(mail).toContain("Meeting: Free counselling session");
      expect(mail).toContain("When: Tuesday 3 March, 9:00 am (India time)");
      expect(mail).toContain("How: At the office: ");
      expect(mail).toContain("Language: English");
      expect(mail).toContain("Counsellor: Gopi Guntur");
    });

    it("shows the times page again with every problem by its label, what they typed kept and escaped (400)", async () => {
      const response = await bookForm(at("2026-03-03", "09:30"), {
        firstName: "<script>alert(1)</script>",
        email: "not an email",
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).not.toContain("<script>alert(1)</script>");
      expect(response.body).toContain('value="&#60;script&#62;alert(1)&#60;/script&#62;"');
      expect(response.body).toContain("Email: ");
      expect(response.body).toContain('action="/api/bookings"');
    });

    it("asks for a time when none was chosen", async () => {
      const fields = { ...choices, pageLanguage: "te", page: "/te/book/times", ...person() };
      const response = await post("/api/bookings", fields);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("దయచేసి ఒక రోజు, ఒక సమయం ఎంచుకోండి.");
    });

    it("offers the next free times first when the time was just taken (409)", async () => {
      const start = at("2026-03-04", "10:00");
      expect((await bookForm(start)).statusCode).toBe(303);
      const second = await bookForm(start, { firstName: "Ravi" });
      expect(second.statusCode).toBe(409);
      expect(second.body).toContain("that time was just booked");
      expect(second.body).toContain('value="Ravi"');
      const next = second.body.indexOf(`value="${at("2026-03-04", "10:30")}"`);
      expect(next).toBeGreaterThan(-1);
      expect(second.body).not.toContain(`value="${start}"`);
      // The next free times come before the days of the two weeks.
      expect(next).toBeLessThan(second.body.indexOf(`value="${at("2026-03-02", "10:00")}"`));
    });

    it("gives a filled honeypot the same 303 as the enquiry forms, and keeps nothing", async () => {
      const start = at("2026-03-05", "09:00");
      const response = await bookForm(start, { website: "https://spam.example" });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/thank-you");
      expect((await bookForm(start)).statusCode).toBe(303);
    });

    it("refuses a post from another website with the no-JavaScript page (403)", async () => {
      const response = await post(
        "/api/bookings",
        { ...choices, start: at("2026-03-05", "09:30"), ...person() },
        { origin: "https://evil.example" },
      );
      expect(response.statusCode).toBe(403);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
    });
  });

  describe("the confirmation, the invitation and the manage page", () => {
    it("gives the meeting's .ics as text/calendar, and a 404 for a forged token", async () => {
      const booked = await bookForm(at("2026-03-06", "09:00"));
      const token = tokenOf(booked.headers.location);
      const ics = await app.inject({ method: "GET", url: "/api/bookings/ics", query: { token } });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers["content-type"]).toMatch(/^text\/calendar/);
      expect(ics.body).toContain("BEGIN:VCALENDAR");
      expect(ics.body).toContain("METHOD:REQUEST");
      expect(ics.body).toContain("DTSTART:20260306T033000Z");
      const forged = `${token.slice(0, -3)}abc`;
      const refused = await app.inject({ method: "GET", url: "/api/bookings/ics", query: { token: forged } });
      expect(refused.statusCode).toBe(404);
    });

    it("answers a forged or missing token on every page with the 404 page", async () => {
      const forged = `${randomUUID()}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
      for (const url of ["/book/booked", "/book/manage", "/te/book/manage", "/book/times"]) {
        const response = await app.inject({ method: "GET", url, query: { token: forged } });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
      }
      expect((await app.inject({ method: "GET", url: "/book/booked" })).statusCode).toBe(404);
      const cancel = await post("/api/bookings/cancel", { token: forged, pageLanguage: "en" });
      expect(cancel.statusCode).toBe(404);
    });

    it("cancels from the manage page (303 back to it, shown cancelled) and the time is free again", async () => {
      const start = at("2026-03-07", "09:00");
      const token = tokenOf((await bookForm(start)).headers.location);
      const manage = await app.inject({ method: "GET", url: "/book/manage", query: { token } });
      expect(manage.statusCode).toBe(200);
      expect(manage.body).toContain('action="/api/bookings/cancel"');
      expect(manage.body).toContain(`/book/times?token=${encodeURIComponent(token)}`);
      // The language switch keeps the meeting.
      expect(manage.body).toContain(`href="/te/book/manage?token=${encodeURIComponent(token)}"`);
      expect((await timesPage(choices)).body).not.toContain(`value="${start}"`);

      const cancelled = await post("/api/bookings/cancel", { token, pageLanguage: "en" });
      expect(cancelled.statusCode).toBe(303);
      expect(cancelled.headers.location).toBe(`/book/manage?token=${encodeURIComponent(token)}`);
      const after = await app.inject({ method: "GET", url: "/book/manage", query: { token } });
      expect(after.body).toContain("Cancelled");
      expect(after.body).not.toContain('action="/api/bookings/cancel"');
      expect((await managed(token)).booking.status).toBe("cancelled");
      expect((await timesPage(choices)).body).toContain(`value="${start}"`);
      // Again: the manage page says it is cancelled.
      expect((await post("/api/bookings/cancel", { token, pageLanguage: "en" })).statusCode).toBe(303);
      // Another time of a cancelled meeting: the manage page.
      const times = await app.inject({ method: "GET", url: "/book/times", query: { token } });
      expect(times.statusCode).toBe(303);
    });

    it("moves a meeting to another time (303 to the confirmation), and asks again for a time taken or missing", async () => {
      const first = at("2026-03-09", "09:00");
      const token = tokenOf((await bookForm(first)).headers.location);
      const taken = at("2026-03-09", "11:00");
      expect((await bookForm(taken)).statusCode).toBe(303);

      const times = await app.inject({ method: "GET", url: "/te/book/times", query: { token } });
      expect(times.statusCode).toBe(200);
      expect(times.body).toContain('action="/api/bookings/reschedule"');
      expect(times.body).not.toContain('name="firstName"');

      const missing = await post("/api/bookings/reschedule", { token, pageLanguage: "en" });
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain("Please choose a day and a time.");

      const refused = await post("/api/bookings/reschedule", { token, start: taken, pageLanguage: "en" });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(`value="${at("2026-03-09", "11:30")}"`);

      const moved = at("2026-03-10", "12:00");
      const response = await post("/api/bookings/reschedule", { token, start: moved, pageLanguage: "te" });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/te/book/booked?token=${encodeURIComponent(token)}`);
      expect((await managed(token)).booking.start).toBe(moved);
      const page = await app.inject({ method: "GET", url: response.headers.location ?? "" });
      expect(page.body).toContain("10 మార్చి, మంగళవారం");
    });
  });

  describe("the refusals of the enquiry forms, as pages", () => {
    const refusal = async (target: App, fields: Record<string, string>) =>
      target.inject({
        method: "POST",
        url: "/api/bookings",
        headers: form,
        payload: new URLSearchParams({
          ...choices,
          pageLanguage: "en",
          page: "/book/times",
          ...person(),
          ...fields,
        }).toString(),
      });

    it("answers the sender's daily limit (429) and a flood's challenge (428) with a page and a link back", async () => {
      const { app: floods } = await startApp(options.floodDatabaseUrl(), {
        enquiriesPerSenderPerDay: 1,
        enquiriesPerNetworkPerDay: 1,
      });
      try {
        const email = `flood-${randomUUID().slice(0, 8)}@example.in`;
        const first = await refusal(floods, { start: at("2026-03-03", "09:00"), email });
        expect(first.statusCode).toBe(303);
        const again = await refusal(floods, { start: at("2026-03-03", "10:00"), email });
        expect(again.statusCode).toBe(429);
        expect(again.headers["content-type"]).toMatch(/^text\/html/);
        expect(again.headers["retry-after"]).toBeDefined();
        expect(again.body).toContain("+91 90000 00001");
        expect(again.body).toContain('href="/book/times?type=counselling&#38;mode=office');
        const other = await refusal(floods, { start: at("2026-03-03", "10:30") });
        expect(other.statusCode).toBe(428);
        expect(other.headers["content-type"]).toMatch(/^text\/html/);
        expect(other.body).toContain("<header>Site header");
      } finally {
        await floods.close();
      }
    });

    it("answers a database that cannot take the booking with a 503 page", async () => {
      const { app: full } = await startApp(options.floodDatabaseUrl(), { enquiryQueueMax: 0 });
      try {
        const response = await refusal(full, { start: at("2026-03-03", "11:00") });
        expect(response.statusCode).toBe(503);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.headers["retry-after"]).toBe("5");
        expect(response.body).toContain('role="alert"');
      } finally {
        await full.close();
      }
    });
  });
}
