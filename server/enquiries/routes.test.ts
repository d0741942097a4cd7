import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryResponses } from "#contract/enquiry";
import { buildApp, type App } from "../app.ts";
import type { Config } from "../config.ts";
import { sqliteFileName } from "../db/database.ts";
import { testConfig } from "../test-support/app-config.ts";
import { enquiryApiSuite } from "../test-support/enquiry-api-suite.ts";
import { sampleBody, waitFor } from "../test-support/enquiry-fixtures.ts";
import { readMail, startSmtpPeer, type SmtpPeer } from "../test-support/smtp.ts";
import { enquiryPaths } from "./routes.ts";

const noSite = join(import.meta.dirname, "no-site");

describe("the enquiry API on SQLite", () => {
  let locker: SqliteDatabase.Database | undefined;
  enquiryApiSuite({
    databaseUrl: () => undefined,
    // Another process holds SQLite's write lock (as a stuck writer or a long backup would).
    makeUnavailable: async (config: Config) => {
      locker = new SqliteDatabase(join(config.dataDir, sqliteFileName));
      locker.exec("begin exclusive");
    },
    makeAvailable: async () => {
      locker?.exec("rollback");
      locker?.close();
    },
  });
});

const post = (app: App, kind: "contact" | "service", body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: enquiryPaths[kind],
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });

describe("the per-IP rate limit of the form routes", () => {
  it("answers 429 with Retry-After past the limit, counting both routes, per client IP", async () => {
    const app = await buildApp(await testConfig({ staticDir: noSite, rateLimitFormsPerMinute: 3 }));
    try {
      expect((await post(app, "contact", sampleBody())).statusCode).toBe(201);
      expect((await post(app, "service", sampleBody())).statusCode).toBe(201);
      expect((await post(app, "contact", {})).statusCode).toBe(400);
      const limited = await post(app, "service", sampleBody());
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json<{ message: string }>().message).toMatch(/Too many requests/);
      expect(await app.enquiries.count()).toBe(2);
      const otherClient = await app.inject({
        method: "POST",
        url: enquiryPaths.contact,
        remoteAddress: "203.0.113.9",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(sampleBody()),
      });
      expect(otherClient.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const app = await buildApp(
      await testConfig({ staticDir: noSite, rateLimitFormsPerMinute: 1, trustProxy: ["127.0.0.1"] }),
    );
    try {
      const from = (forwarded: string, remoteAddress = "127.0.0.1") =>
        app.inject({
          method: "POST",
          url: enquiryPaths.contact,
          remoteAddress,
          headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
          payload: JSON.stringify(sampleBody()),
        });
      expect((await from("198.51.100.1")).statusCode).toBe(201);
      expect((await from("198.51.100.2")).statusCode).toBe(201);
      expect((await from("198.51.100.1")).statusCode).toBe(429);
      // An untrusted client cannot pick its own address to escape the limit.
      expect((await from("198.51.100.3", "192.0.2.7")).statusCode).toBe(201);
      expect((await from("198.51.100.4", "192.0.2.7")).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe("CORS on the form routes", () => {
  it("sends no CORS headers by default (same origin only) and allows the configured origins", async () => {
    const closed = await buildApp(await testConfig({ staticDir: noSite }));
    const open = await buildApp(
      await testConfig({ staticDir: noSite, corsOrigins: ["https://partner.example"] }),
    );
    try {
      const preflight = (app: App, origin: string) =>
        app.inject({
          method: "OPTIONS",
          url: enquiryPaths.contact,
          headers: {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type,idempotency-key",
          },
        });
      expect(
        (await preflight(closed, "https://partner.example")).headers["access-control-allow-origin"],
      ).toBeUndefined();
      const allowed = await preflight(open, "https://partner.example");
      expect(allowed.headers["access-control-allow-origin"]).toBe("https://partner.example");
      expect(String(allowed.headers["access-control-allow-headers"])).toContain("idempotency-key");
      expect(
        (await preflight(open, "https://evil.example")).headers["access-control-allow-origin"],
      ).toBeUndefined();
      const cross = await post(open, "contact", sampleBody(), { origin: "https://partner.example" });
      expect(cross.statusCode).toBe(201);
      expect(cross.headers["access-control-allow-origin"]).toBe("https://partner.example");
    } finally {
      await closed.close();
      await open.close();
    }
  });
});

describe("mail to the office through a real SMTP server", () => {
  let peer: SmtpPeer;
  let app: App;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    app = await buildApp(
      await testConfig({
        staticDir: noSite,
        smtpUrl: peer.url,
        mailTo: "counsellors@example.com",
        rateLimitFormsPerMinute: 1000,
        outboxPollMs: 100,
      }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await peer.close();
  });

  it("delivers each enquiry with its fields right after it is stored", async () => {
    const response = await post(
      app,
      "service",
      sampleBody({ firstName: "సాయి", comments: "Loans for the UK?" }),
    );
    expect(response.statusCode).toBe(201);
    await waitFor(() => peer.received.length === 1);
    expect(peer.received[0]?.to).toEqual(["counsellors@example.com"]);
    const text = readMail(peer.received[0]?.raw ?? "").parts[0]?.body ?? "";
    expect(text).toContain("First name: సాయి\n");
    expect(text).toContain("Email: lakshmi@example.in\n");
    expect(text).toContain("    Loans for the UK?\n");
    expect(text).toContain("Page: /contact\n");
  });

  it("accepts enquiries quickly while SMTP is down, and delivers them when it is back", async () => {
    peer.received.length = 0;
    await peer.stop();
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const response = await post(app, "contact", sampleBody({ firstName: `Down${i}` }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: enquiryResponses.accepted(`Down${i}`) });
      expect(Date.now() - started).toBeLessThan(1000);
    }
    await waitFor(async () => {
      const rows = await app.database.kysely
        .selectFrom("outbox")
        .select("attempts")
        .where("status", "=", "pending")
        .execute();
      return rows.length === 3 && rows.every((row) => row.attempts >= 1);
    });
    expect(peer.received).toHaveLength(0);

    await peer.start();
    // The backoff has not run out yet; pretend it has, as time would.
    await app.database.kysely
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where("status", "=", "pending")
      .execute();
    app.outboxWorker.notify();
    await waitFor(() => peer.received.length === 3);
    expect(await app.outbox.counts()).toMatchObject({ pending: 0, dead: 0 });
    const names = peer.received.map(
      (mail) => /First name: (\S+)/.exec(readMail(mail.raw).parts[0]?.body ?? "")?.[1],
    );
    expect(names.sort()).toEqual(["Down0", "Down1", "Down2"]);
  });
});
