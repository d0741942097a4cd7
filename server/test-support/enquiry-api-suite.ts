/**
 * The behaviour of the form routes through `app.inject()`, run once per database: on SQLite
 * (server/enquiries/routes.test.ts) and on PostgreSQL (server/enquiries/routes.postgres.test.ts).
 * The caller says how to make its database unavailable and available again.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  enquiryBodyLimit,
  enquiryResponses,
  type EnquiryFormKind,
  fieldLabels,
  limits,
  messages,
  noScript,
} from "#contract/enquiry";
import type { ApiError } from "#contract/api";
import { textMessages } from "#contract/text";
import { enquiryTexts } from "#contract/texts/index";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { loggerOptions } from "../logger.ts";
import { mailFolderName } from "../mail/mailer.ts";
import { enquiryPaths, unavailableRetryAfterSeconds } from "../enquiries/routes.ts";
import { testConfig } from "./app-config.ts";
import { sampleBody, waitFor } from "./enquiry-fixtures.ts";

export interface SuiteOptions {
  /** undefined: SQLite under the test's DATA_DIR. */
  databaseUrl: () => string | undefined;
  makeUnavailable: (config: Config) => Promise<void>;
  makeAvailable: () => Promise<void>;
}

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };

/** Personal values every test body uses, which must never appear in a log line. */
const personal = ["Lakshmi", "Prasanna", "lakshmi@example.in", "9876543210"];

export function enquiryApiSuite(options: SuiteOptions): void {
  let app: App;
  let config: Config;
  const logs: string[] = [];

  beforeAll(async () => {
    config = await testConfig({
      staticDir: join(import.meta.dirname, "no-site"),
      databaseUrl: options.databaseUrl(),
      rateLimitFormsPerMinute: 100_000,
      outboxPollMs: 100,
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(chunk.toString("utf8"));
        callback();
      },
    });
    const logger = { ...(loggerOptions({ logLevel: "info" }) as object), stream };
    app = await buildApp(config, { logger });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (kind: EnquiryFormKind, payload: unknown, headers: Record<string, string> = json) =>
    app.inject({
      method: "POST",
      url: enquiryPaths[kind],
      headers,
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  const count = () => app.enquiries.count();

  describe("accepted enquiries", () => {
    it("stores a contact enquiry with its context and a pending mail before answering 201", async () => {
      const before = await count();
      const response = await post("contact", {
        ...sampleBody({ firstName: "  Lakshmi ", phone: "+91 98765 43210" }),
        context: {
          page: "/contact",
          referrer: "https://www.google.com/",
          utm: { source: "google", campaign: "fall" },
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: enquiryResponses.accepted("Lakshmi") });
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(await count()).toBe(before + 1);
      const stored = await app.database.kysely
        .selectFrom("enquiries")
        .selectAll()
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        kind: "contact",
        first_name: "Lakshmi",
        last_name: "Prasanna",
        email: "lakshmi@example.in",
        phone: "+91 98765 43210",
        comments: null,
        page: "/contact",
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_campaign: "fall",
        idempotency_key: null,
      });
      expect(String(stored.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    it("stores a service enquiry with its comments, and mails it (an .eml file without SMTP)", async () => {
      const response = await post("service", sampleBody({ comments: "Scholarships for MS in Ireland" }));
      expect(response.statusCode).toBe(201);
      await waitFor(async () => (await app.outbox.counts()).pending === 0);
      const folder = join(config.dataDir, mailFolderName);
      expect(existsSync(folder)).toBe(true);
      expect(readdirSync(folder).some((file) => file.includes("-service-") && file.endsWith(".eml"))).toBe(
        true,
      );
    });

    it("answers a repeated Idempotency-Key with the same answer and keeps one row", async () => {
      const key = randomUUID();
      const body = sampleBody({ firstName: "Anjali" });
      const first = await post("contact", body, { ...json, "idempotency-key": key });
      const again = await post("contact", body, { ...json, "idempotency-key": key });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      const rows = await app.database.kysely
        .selectFrom("enquiries")
        .select("id")
        .where("idempotency_key", "=", key)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("keeps one row when a double click sends the same key twice at once", async () => {
      const key = randomUUID();
      const body = sampleBody({ firstName: "Double" });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post("contact", body, { ...json, "idempotency-key": key })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const rows = await app.database.kysely
        .selectFrom("enquiries")
        .select("id")
        .where("idempotency_key", "=", key)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("answers 422 when a key comes back with another body, and 400 when the key is not a UUID", async () => {
      const key = randomUUID();
      expect((await post("contact", sampleBody(), { ...json, "idempotency-key": key })).statusCode).toBe(201);
      const other = await post("contact", sampleBody({ phone: "9000000001" }), {
        ...json,
        "idempotency-key": key,
      });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ message: enquiryResponses.idempotencyConflict });
      const otherRoute = await post("service", sampleBody(), { ...json, "idempotency-key": key });
      expect(otherRoute.statusCode).toBe(422);
      const bad = await post("contact", sampleBody(), { ...json, "idempotency-key": "not-a-uuid" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: enquiryResponses.idempotencyKeyInvalid });
    });

    it("answers a filled honeypot like a success, and stores and sends nothing", async () => {
      // Rows in the outbox, whatever their state: the outbox worker may deliver earlier tests' mail meanwhile.
      const outboxRows = async () => {
        const { pending, sent, dead } = await app.outbox.counts();
        return pending + sent + dead;
      };
      const before = await count();
      const mailsBefore = await outboxRows();
      const response = await post("service", sampleBody({ website: "https://spam.example" }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: enquiryResponses.accepted("Lakshmi") });
      expect(await count()).toBe(before);
      expect(await outboxRows()).toBe(mailsBefore);
      const emptyHoneypot = await post("contact", sampleBody({ website: "" }));
      expect(emptyHoneypot.statusCode).toBe(201);
      expect(await count()).toBe(before + 1);
    });
  });

  describe("rejected requests", () => {
    it("names each invalid field with the contract's messages", async () => {
      const response = await post("service", {
        firstName: " ",
        lastName: "x".repeat(limits.nameMaxLength + 1),
        email: "not-an-email",
        phone: "12345",
        comments: "c".repeat(limits.commentsMaxLength + 1),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toEqual({
        message: enquiryResponses.invalid,
        fieldErrors: {
          firstName: messages.required("first name"),
          lastName: messages.tooLong("last name", limits.nameMaxLength),
          email: messages.email,
          phone: messages.phone,
          comments: messages.comments(limits.commentsMaxLength),
        },
      });
    });

    it.each([
      ["an unknown field", { ...sampleBody(), admin: true }, "Unknown field: admin."],
      [
        "a call-back's slot on the contact form",
        sampleBody({ slot: "today-morning" }),
        "Unknown field: slot.",
      ],
      ["an array", [sampleBody()], "The enquiry must be an object of named fields."],
      ["a string", '"hello"', "The enquiry must be an object of named fields."],
      [
        "an unknown context field",
        sampleBody({ context: { page: "/", ip: "1.2.3.4" } }),
        "Invalid value for context.",
      ],
    ])("rejects %s with 400", async (_name, body, message) => {
      const before = await count();
      const response = await post("contact", body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().message).toBe(message);
      expect(await count()).toBe(before);
    });

    it.each([
      ["a NUL in a name", { firstName: "Lak\u0000shmi" }, "firstName"],
      ["an escape sequence in a name", { lastName: "P\u001b]0;owned\u0007" }, "lastName"],
      ["a C1 control in the email", { email: "a\u0085@example.in" }, "email"],
      ["a lone surrogate in the phone", { phone: "98765\uD800" }, "phone"],
      ["a NUL in the comments", { comments: "hello\u0000" }, "comments"],
    ])("refuses %s with 400 and stores nothing", async (_name, fields, field) => {
      const before = await count();
      const response = await post("service", sampleBody(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().fieldErrors).toEqual({ [field]: textMessages.control });
      expect(await count()).toBe(before);
    });

    it("drops a context value with a NUL (and keeps the enquiry), refuses one in a no-JavaScript post's field", async () => {
      const before = await count();
      const context = await post(
        "contact",
        sampleBody({ context: { page: "/contact\u0000", utm: { source: "x\u0000" } } }),
      );
      expect(context.statusCode).toBe(201);
      expect(await count()).toBe(before + 1);
      const noScriptPost = await post(
        "contact",
        "firstName=Ra%00vi&lastName=K&email=r%40example.in&phone=9876543210",
        form,
      );
      expect(noScriptPost.statusCode).toBe(400);
      expect(noScriptPost.body).toContain(textMessages.control);
      expect(await count()).toBe(before + 1);
    });

    it("keeps line breaks and tabs in the comments", async () => {
      const response = await post("service", sampleBody({ comments: "Line one\r\n\tLine two" }));
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ["phone", 9876543210],
      ["firstName", ["Lakshmi"]],
      ["email", null],
      ["lastName", { value: "x" }],
      ["website", 1],
    ])("does not coerce %s = %j", async (field, value) => {
      const response = await post("contact", sampleBody({ [field]: value }));
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ["text/plain", "text/plain"],
      ["multipart/form-data", "multipart/form-data; boundary=x"],
      ["application/xml", "application/xml"],
    ])("answers 415 to %s", async (_name, type) => {
      const response = await post("contact", sampleBody(), { "content-type": type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: enquiryResponses.unsupportedType });
    });

    it("answers 415 without a content type, 400 to broken JSON and 413 past 16 KiB", async () => {
      const none = await app.inject({ method: "POST", url: enquiryPaths.contact, payload: "{}" });
      expect(none.statusCode).toBe(415);
      const broken = await post("contact", '{"firstName": "La');
      expect(broken.statusCode).toBe(400);
      const big = await post("service", sampleBody({ comments: "x".repeat(enquiryBodyLimit) }));
      expect(big.statusCode).toBe(413);
      const bigForm = await post("service", `firstName=${"x".repeat(enquiryBodyLimit)}`, form);
      expect(bigForm.statusCode).toBe(413);
    });
  });

  describe("posts from a form with JavaScript off", () => {
    const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const valid = {
      firstName: "Lakshmi",
      lastName: "Prasanna",
      email: "lakshmi@example.in",
      phone: "9876543210",
      website: "",
    };

    it("stores a valid post with its page and redirects (303) to the thank-you page", async () => {
      const before = await count();
      const response = await post(
        "service",
        encode({ ...valid, comments: "Call after 5", page: "/services" }),
        form,
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(noScript.thankYouPath);
      expect(await count()).toBe(before + 1);
      const [stored] = await app.database.kysely
        .selectFrom("enquiries")
        .select(["page", "comments", "kind"])
        .orderBy("created_at", "desc")
        .limit(1)
        .execute();
      expect(stored).toEqual({ page: "/services", comments: "Call after 5", kind: "service" });
    });

    it("answers an invalid post with an HTML page that lists the problems and links back to the form", async () => {
      const response = await post(
        "contact",
        encode({ ...valid, email: "nope", phone: "", page: "/contact" }),
        form,
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toContain("script-src");
      expect(response.body).not.toContain("<script");
      expect(response.body).toContain(`<li>${fieldLabels.email}: ${messages.email}</li>`);
      expect(response.body).toContain(`<li>${fieldLabels.phone}: ${messages.required("phone number")}</li>`);
      expect(response.body).toContain(`<a href="/contact">${noScript.back}</a>`);
    });

    it("links back through a same-site Referer, never to another site", async () => {
      const bad = encode({ ...valid, email: "nope" });
      const sameSite = await post("contact", bad, {
        ...form,
        host: "site.example",
        referer: "http://site.example/study-in-uk",
      });
      expect(sameSite.body).toContain('<a href="/study-in-uk">');
      const otherSite = await post("contact", bad, {
        ...form,
        host: "site.example",
        referer: "https://evil.example/x",
      });
      expect(otherSite.body).not.toContain("evil.example");
      expect(otherSite.body).toContain(`<a href="/">${noScript.home}</a>`);
      const schemeRelative = await post(
        "contact",
        encode({ ...valid, email: "nope", page: "//evil.example/x" }),
        form,
      );
      expect(schemeRelative.body).not.toContain("evil.example");
    });

    it("escapes what it echoes, and rejects repeated or unknown fields", async () => {
      const response = await post(
        "contact",
        `${encode(valid)}&${encodeURIComponent("<script>x</script>")}=1`,
        form,
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain("<script>");
      expect(response.body).toContain("&#60;script&#62;");
      const repeated = await post("contact", `${encode(valid)}&firstName=Again`, form);
      expect(repeated.statusCode).toBe(400);
    });
  });

  describe("when the database is unavailable", () => {
    it("answers 503 with Retry-After within 2 s, never 2xx, and recovers without a restart", async () => {
      const before = await count();
      await options.makeUnavailable(config);
      try {
        for (const kind of ["contact", "service"] as const) {
          const started = Date.now();
          const response = await post(kind, sampleBody({ firstName: "Outage" }), {
            ...json,
            "idempotency-key": randomUUID(),
          });
          expect(Date.now() - started).toBeLessThan(2000);
          expect(response.statusCode).toBe(503);
          expect(response.headers["retry-after"]).toBe(String(unavailableRetryAfterSeconds));
          expect(response.json()).toEqual({ message: enquiryResponses.unavailable });
        }
        const fields = { firstName: "Outage", lastName: "P", email: "o@example.in", phone: "9876543210" };
        const noScriptPost = await post("contact", new URLSearchParams(fields).toString(), form);
        expect(noScriptPost.statusCode).toBe(503);
        expect(noScriptPost.headers["content-type"]).toBe("text/html; charset=utf-8");
        const ready = await app.inject({ url: "/api/ready" });
        expect(ready.statusCode).toBe(503);
      } finally {
        await options.makeAvailable();
      }
      await waitFor(
        async () => (await post("contact", sampleBody({ firstName: "Recovered" }))).statusCode === 201,
        10_000,
      );
      expect(await count()).toBe(before + 1);
      expect((await app.inject({ url: "/api/ready" })).statusCode).toBe(200);
    });
  });

  describe("call-back requests", () => {
    const callback = {
      name: "Ravi Teja",
      phone: "+91 99887 76655",
      slot: "tomorrow-evening",
      language: "te",
    };

    it("stores a request with its slot and language, no email or last name, and mails it", async () => {
      const before = await count();
      const response = await post("callback", { ...callback, context: { page: "/study-in-uk" } });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: enquiryResponses.callbackAccepted("Ravi Teja", "tomorrow-evening"),
      });
      expect(await count()).toBe(before + 1);
      const stored = await app.database.kysely
        .selectFrom("enquiries")
        .selectAll()
        .where("kind", "=", "callback")
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        first_name: "Ravi Teja",
        last_name: null,
        email: null,
        phone: "+91 99887 76655",
        callback_slot: "tomorrow-evening",
        language: "te",
        page: "/study-in-uk",
        duplicate_of: null,
      });
      const mail = await app.database.kysely
        .selectFrom("outbox")
        .select("kind")
        .where("enquiry_id", "=", stored.id)
        .execute();
      expect(mail).toEqual([{ kind: "mail" }]);
      // The console's case row: no email key, the one name as the name key.
      const caseRow = await app.database.kysely
        .selectFrom("enquiry_cases")
        .select(["email_key", "name_key", "phone_key", "kind"])
        .where("enquiry_id", "=", stored.id)
        .executeTakeFirstOrThrow();
      expect(caseRow).toEqual({
        email_key: "",
        name_key: "ravi teja",
        phone_key: "9988776655",
        kind: "callback",
      });
    });

    it("answers a repeated Idempotency-Key with the same answer and keeps one row", async () => {
      const key = randomUUID();
      const body = { ...callback, name: "Once" };
      const first = await post("callback", body, { ...json, "idempotency-key": key });
      const again = await post("callback", body, { ...json, "idempotency-key": key });
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.body).toBe(first.body);
      const rows = await app.database.kysely
        .selectFrom("enquiries")
        .select("id")
        .where("idempotency_key", "=", key)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it.each([
      ["an unknown slot", { ...callback, slot: "next-week" }, "slot", messages.slot],
      ["an unknown language", { ...callback, language: "hi" }, "language", messages.language],
      [
        "no language",
        { name: "Ravi", phone: "9876543210", slot: "today-morning" },
        "language",
        messages.language,
      ],
      ["no name", { ...callback, name: " " }, "name", messages.required("name")],
      ["a bad phone", { ...callback, phone: "12345" }, "phone", messages.phone],
    ])("refuses %s with 400 naming the field, and stores nothing", async (_name, body, field, message) => {
      const before = await count();
      const response = await post("callback", body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toEqual({
        message: enquiryResponses.invalid,
        fieldErrors: { [field]: message },
      });
      expect(await count()).toBe(before);
    });

    it.each([
      ["an email", { ...callback, email: "ravi@example.in" }, "Unknown field: email."],
      ["a first name instead of the name", { ...callback, firstName: "Ravi" }, "Unknown field: firstName."],
      ["an array", [callback], "The enquiry must be an object of named fields."],
    ])("refuses %s with 400 and a message", async (_name, body, message) => {
      const before = await count();
      const response = await post("callback", body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().message).toBe(message);
      expect(await count()).toBe(before);
    });

    it("refuses a body past 16 KiB with 413 and a message", async () => {
      const response = await post("callback", { ...callback, name: "x".repeat(enquiryBodyLimit) });
      expect(response.statusCode).toBe(413);
      expect(response.json<ApiError>().message).toEqual(expect.any(String));
    });

    it("takes a post with JavaScript off and redirects (303) to the thank-you page", async () => {
      const before = await count();
      const response = await post(
        "callback",
        new URLSearchParams({ ...callback, website: "", page: "/contact" }).toString(),
        form,
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(noScript.thankYouPath);
      expect(await count()).toBe(before + 1);
    });
  });

  describe("the contact form's purpose and message, and the language of every form", () => {
    it("stores what the person wants help with, their message and the page's language", async () => {
      const response = await post(
        "contact",
        sampleBody({ purpose: "mock-interview", comments: "F-1 interview in March", language: "te" }),
      );
      expect(response.statusCode).toBe(201);
      const stored = await app.database.kysely
        .selectFrom("enquiries")
        .select(["purpose", "comments", "language", "kind"])
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        purpose: "mock-interview",
        comments: "F-1 interview in March",
        language: "te",
        kind: "contact",
      });
    });

    it("takes no choice as no purpose, and refuses a purpose it does not know", async () => {
      expect((await post("contact", sampleBody({ purpose: "" }))).statusCode).toBe(201);
      const wrong = await post("contact", sampleBody({ purpose: "marketing" }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ApiError>().fieldErrors).toEqual({ purpose: messages.purpose });
      const onService = await post("service", sampleBody({ purpose: "visa" }));
      expect(onService.statusCode).toBe(400);
      expect(onService.json<ApiError>().message).toBe("Unknown field: purpose.");
    });
  });

  describe("the nearest office", () => {
    const latestOffice = () =>
      app.database.kysely
        .selectFrom("enquiries")
        .select(["office", "kind", "request_hash"])
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();

    it("stores the office a family chose on each form, and none when they chose none", async () => {
      expect((await post("contact", sampleBody({ office: "guntur" }))).statusCode).toBe(201);
      expect(await latestOffice()).toMatchObject({ office: "guntur", kind: "contact" });
      expect((await post("service", sampleBody({ office: "hyderabad" }))).statusCode).toBe(201);
      expect(await latestOffice()).toMatchObject({ office: "hyderabad", kind: "service" });
      const callback = await post("callback", {
        name: "Ravi",
        phone: "+91 99887 76611",
        slot: "today-evening",
        language: "te",
        office: "vishakapatnam",
      });
      expect(callback.statusCode).toBe(201);
      expect(await latestOffice()).toMatchObject({ office: "vishakapatnam", kind: "callback" });
      expect((await post("contact", sampleBody({ office: "" }))).statusCode).toBe(201);
      expect(await latestOffice()).toMatchObject({ office: null });
    });

    it("refuses an office it does not know with a field error, in the page's language", async () => {
      const before = await count();
      for (const office of ["delhi", "Guntur", 1, null, ["guntur"]]) {
        const response = await post("service", sampleBody({ office }));
        expect(response.statusCode, JSON.stringify(office)).toBe(400);
        expect(response.json<ApiError>().fieldErrors).toEqual({ office: messages.office });
      }
      const telugu = await post("contact", sampleBody({ office: "delhi", pageLanguage: "te" }));
      expect(telugu.json<ApiError>().fieldErrors).toEqual({ office: enquiryTexts.te.messages.office });
      expect(await count()).toBe(before);
    });

    it("stores the office of a post without JavaScript, and an empty choice as none", async () => {
      const fields = {
        firstName: "Lakshmi",
        lastName: "Prasanna",
        email: "lakshmi.office@example.in",
        phone: "9876543210",
        page: "/contact",
      };
      const chosen = await post(
        "contact",
        new URLSearchParams({ ...fields, office: "vijayawada" }).toString(),
        form,
      );
      expect(chosen.statusCode).toBe(303);
      expect(await latestOffice()).toMatchObject({ office: "vijayawada" });
      const none = await post("service", new URLSearchParams({ ...fields, office: "" }).toString(), form);
      expect(none.statusCode).toBe(303);
      expect(await latestOffice()).toMatchObject({ office: null });
    });
  });

  describe("the page's language", () => {
    const te = enquiryTexts.te;
    const latest = () =>
      app.database.kysely
        .selectFrom("enquiries")
        .select(["id", "page_language", "language", "kind"])
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();

    it("answers a Telugu page's invalid enquiry in Telugu, with the same fields, and stores nothing", async () => {
      const before = await count();
      const response = await post(
        "contact",
        sampleBody({ firstName: " ", email: "nope", phone: "12345", pageLanguage: "te" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: te.enquiryResponses.invalid,
        fieldErrors: {
          firstName: te.messages.required(te.fieldNames.firstName),
          email: te.messages.email,
          phone: te.messages.phone,
        },
      });
      const control = await post("service", sampleBody({ lastName: "Rao\u0000", pageLanguage: "te" }));
      expect(control.json<ApiError>().fieldErrors).toEqual({ lastName: te.textMessages.control });
      expect(await count()).toBe(before);
    });

    it("stores, mails and thanks in Telugu an enquiry from a Telugu page", async () => {
      const response = await post("service", sampleBody({ firstName: "లక్ష్మి", pageLanguage: "te" }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: te.enquiryResponses.accepted("లక్ష్మి") });
      const stored = await latest();
      expect(stored).toMatchObject({ page_language: "te", kind: "service" });
      // This enquiry's own mail, once the outbox has written it (other tests' mail may still be queued):
      // the finished file, not the `.partial` one the mailer writes before renaming it.
      const folder = join(config.dataDir, mailFolderName);
      const mailFile = () =>
        existsSync(folder)
          ? readdirSync(folder).find((name) => name.includes(stored.id) && name.endsWith(".eml"))
          : undefined;
      await waitFor(() => mailFile() !== undefined, 15_000);
      expect(readFileSync(join(folder, String(mailFile())), "utf8")).toContain("Page language: Telugu");
    });

    it("tells a Telugu page's call-back request in Telugu when we will call", async () => {
      const response = await post("callback", {
        name: "రవి తేజ",
        phone: "+91 99887 76655",
        slot: "tomorrow-evening",
        language: "te",
        pageLanguage: "te",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: te.enquiryResponses.callbackAccepted("రవి తేజ", "tomorrow-evening"),
      });
      expect(response.json<{ message: string }>().message).toContain(
        te.callbackSlotLabels["tomorrow-evening"],
      );
      expect(await latest()).toMatchObject({ page_language: "te", language: "te", kind: "callback" });
    });

    it("stores English when a client sends no page language, and refuses one it does not know", async () => {
      expect((await post("contact", sampleBody())).statusCode).toBe(201);
      expect(await latest()).toMatchObject({ page_language: "en" });
      const before = await count();
      for (const pageLanguage of ["hi", "TE", "", 1, null, ["te"]]) {
        const response = await post("contact", sampleBody({ pageLanguage }));
        expect(response.statusCode, JSON.stringify(pageLanguage)).toBe(400);
        expect(response.json<ApiError>().message).toBe("Invalid value for pageLanguage.");
      }
      expect(await count()).toBe(before);
    });

    it("answers in the language of Accept-Language when the body has none, the body's winning", async () => {
      const teluguFirst = { ...json, "accept-language": "en-GB;q=0.5, te-IN, te;q=0.9" };
      const invalid = await post("contact", sampleBody({ email: "nope" }), teluguFirst);
      expect(invalid.json()).toEqual({
        message: te.enquiryResponses.invalid,
        fieldErrors: { email: te.messages.email },
      });
      const valid = await post("service", sampleBody({ firstName: "Sai" }), teluguFirst);
      expect(valid.json()).toEqual({ message: te.enquiryResponses.accepted("Sai") });
      const english = await post(
        "service",
        sampleBody({ firstName: "Sai", pageLanguage: "en" }),
        teluguFirst,
      );
      expect(english.json()).toEqual({ message: enquiryResponses.accepted("Sai") });
      const unknown = await post("contact", sampleBody({ email: "nope" }), {
        ...json,
        "accept-language": "hi, fr",
      });
      expect(unknown.json<ApiError>().fieldErrors).toEqual({ email: messages.email });
      const refused = await app.inject({
        method: "POST",
        url: enquiryPaths.contact,
        headers: { "content-type": "text/plain", "accept-language": "te" },
        payload: "hello",
      });
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toEqual({ message: te.enquiryResponses.unsupportedType });
    });

    it("redirects a valid Telugu post without JavaScript to the Telugu thank-you page", async () => {
      const fields = {
        firstName: "Lakshmi",
        lastName: "Prasanna",
        email: "lakshmi@example.in",
        phone: "9876543210",
      };
      const response = await post(
        "contact",
        new URLSearchParams({ ...fields, page: "/te/contact", pageLanguage: "te" }).toString(),
        form,
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(te.noScript.thankYouPath);
      expect(response.headers.location).toBe("/te/thank-you");
      expect(await latest()).toMatchObject({ page_language: "te", kind: "contact" });
    });

    it("lists a Telugu post's problems on a Telugu page, linking back to the form", async () => {
      const response = await post(
        "contact",
        new URLSearchParams({
          firstName: "Lakshmi",
          lastName: "Prasanna",
          email: "nope",
          phone: "9876543210",
          page: "/te/contact",
          pageLanguage: "te",
        }).toString(),
        form,
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<html lang="te">');
      expect(response.body).toContain(`<h1>${te.noScript.invalidTitle}</h1>`);
      expect(response.body).toContain(`<li>${te.fieldLabels.email}: ${te.messages.email}</li>`);
      expect(response.body).toContain(`<a href="/te/contact">${te.noScript.back}</a>`);
      const withoutPage = await post(
        "service",
        new URLSearchParams({ firstName: "Lakshmi", pageLanguage: "te" }).toString(),
        form,
      );
      expect(withoutPage.body).toContain(`<a href="/te">${te.noScript.home}</a>`);
    });
  });

  describe("likely duplicates", () => {
    let dupApp: App;

    beforeAll(async () => {
      dupApp = await buildApp(
        await testConfig({
          staticDir: join(import.meta.dirname, "no-site"),
          databaseUrl: options.databaseUrl(),
          rateLimitFormsPerMinute: 100_000,
          enquiryDuplicateMinutes: 10,
        }),
        { logger: false },
      );
      await dupApp.ready();
    });

    afterAll(async () => {
      await dupApp?.close();
    });

    const send = (kind: EnquiryFormKind, payload: unknown, key = randomUUID()) =>
      dupApp.inject({
        method: "POST",
        url: enquiryPaths[kind],
        headers: { ...json, "idempotency-key": key },
        payload: JSON.stringify(payload),
      });
    const mailRows = (id: string) =>
      dupApp.database.kysely
        .selectFrom("outbox")
        .select("id")
        .where("enquiry_id", "=", id)
        .where("kind", "=", "mail")
        .execute();
    const latest = () =>
      dupApp.database.kysely
        .selectFrom("enquiries")
        .select(["id", "duplicate_of"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();

    it("stores the same details sent again, marks it, mails it not, and answers exactly as to a new enquiry", async () => {
      const person = sampleBody({
        firstName: "Meena",
        email: "meena.dup@example.in",
        phone: "9123400001",
        comments: "MS in Ireland",
      });
      const firstAnswer = await send("contact", person);
      expect(firstAnswer.statusCode).toBe(201);
      const first = await latest();

      // The same details, the phone written another way, another page: a likely duplicate.
      const key = randomUUID();
      const sameAgain = { ...person, phone: "+91 91234-00001", context: { page: "/about" } };
      const again = await send("contact", sameAgain, key);
      const second = await latest();
      expect(second).toEqual({ id: expect.any(String), duplicate_of: first.id });
      expect(second.id).not.toBe(first.id);
      expect(await mailRows(first.id)).toHaveLength(1);
      expect(await mailRows(second.id)).toHaveLength(0);
      // Whoever sent it learns nothing: the same status, the same body, the same headers that matter.
      expect(again.statusCode).toBe(firstAnswer.statusCode);
      expect(again.body).toBe(firstAnswer.body);
      expect(again.json()).toEqual({ message: enquiryResponses.accepted("Meena") });
      expect(again.headers["content-type"]).toBe(firstAnswer.headers["content-type"]);

      // Its replay gets the same answer; a third copy points at the first too.
      const replay = await send("contact", sameAgain, key);
      expect([replay.statusCode, replay.body]).toEqual([201, again.body]);
      expect((await send("contact", person)).statusCode).toBe(201);
      expect((await latest()).duplicate_of).toBe(first.id);
    });

    it("mails every enquiry whose name, email, phone or message differs, and keeps forms apart", async () => {
      const person = sampleBody({ firstName: "Kiran", email: "kiran.dup@example.in", phone: "9123400011" });
      expect((await send("contact", person)).statusCode).toBe(201);
      for (const changed of [
        { ...person, email: "kiran.other@example.in" },
        { ...person, phone: "9123400012" },
        { ...person, lastName: "Other" },
        { ...person, comments: "A question about loans" },
      ]) {
        const answer = await send("contact", changed);
        expect(answer.statusCode).toBe(201);
        const row = await latest();
        expect(row.duplicate_of).toBeNull();
        expect(await mailRows(row.id)).toHaveLength(1);
      }
      expect((await send("service", person)).statusCode).toBe(201);
      expect((await latest()).duplicate_of).toBeNull();

      const callback = { name: "Kiran", phone: "9123400021", slot: "today-evening", language: "en" };
      const callbackFirst = await send("callback", callback);
      expect(callbackFirst.statusCode).toBe(201);
      const twice = await send("callback", { ...callback, slot: "tomorrow-morning" });
      expect(twice.statusCode).toBe(201);
      expect((await latest()).duplicate_of).not.toBeNull();
      expect(Object.keys(twice.json<object>())).toEqual(["message"]);
    });

    it("does not let junk sent with a family's phone number hide the family's own enquiry", async () => {
      const junk = sampleBody({
        firstName: "Zzz",
        lastName: "Qqq",
        email: "junk@example.net",
        phone: "9123400031",
        comments: "spam spam",
      });
      expect((await send("contact", junk)).statusCode).toBe(201);
      const family = sampleBody({
        firstName: "Anitha",
        email: "anitha@example.in",
        phone: "+91 91234 00031",
      });
      const answer = await send("contact", family);
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ message: enquiryResponses.accepted("Anitha") });
      const row = await latest();
      expect(row.duplicate_of).toBeNull();
      expect(await mailRows(row.id)).toHaveLength(1);
    });
  });

  describe("logs", () => {
    it("hold no personal data", async () => {
      await post("contact", sampleBody());
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.join("\n")).toContain("Enquiry stored");
      for (const value of personal) expect(logs.join("\n")).not.toContain(value);
    });
  });
}
