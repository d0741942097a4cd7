/** The enquiry webhook on SQLite (server/mail/webhook-suite.ts), the documented example, the settings. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { describeWebhook } from "../enquiries/leads-cli.ts";
import { importDocumentedVerification, webhookSuite } from "./webhook-suite.ts";
import { signWebhook, webhookEvent } from "./webhook.ts";

webhookSuite({ databaseUrl: () => undefined });

const page = readFileSync(join(import.meta.dirname, "../../docs/enquiries.md"), "utf8");

describe("the documented webhook example", () => {
  const secret = "an-example-secret-of-at-least-32-characters";
  const timestamp = "1740823200";
  const body = /```text\n(\{"type":"enquiry\.created".*\})\n```/.exec(page)?.[1] ?? "";
  const signature = /`X-Webhook-Signature: (sha256=[0-9a-f]{64})`/.exec(page)?.[1] ?? "";

  it("is signed as the page says, and the page's verification accepts it", async () => {
    expect(page).toContain(`the secret \`${secret}\`, the timestamp \`${timestamp}\``);
    expect(body).not.toBe("");
    expect(signWebhook(secret, timestamp, body)).toBe(signature);
    const { verifyWebhook, remove } = await importDocumentedVerification();
    try {
      const headers = { "x-webhook-timestamp": timestamp, "x-webhook-signature": signature };
      const at = Number(timestamp) * 1000;
      expect(verifyWebhook(headers, Buffer.from(body), secret, at)).toBe(true);
      expect(verifyWebhook(headers, body, secret, at + 299_000)).toBe(true);
      expect(verifyWebhook(headers, body.replace("Lakshmi", "Lakshmj"), secret, at)).toBe(false);
      expect(verifyWebhook(headers, body, secret, at + 301_000)).toBe(false);
    } finally {
      remove();
    }
  });

  it("keeps the example to a short snippet on node:crypto with timingSafeEqual", () => {
    const code = /webhook-verification-example[^\n]*\n\n```js\n([\s\S]*?)```/.exec(page)?.[1] ?? "";
    const lines = code.trim().split("\n");
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines.length).toBeLessThanOrEqual(15);
    expect(code).toContain('from "node:crypto"');
    expect(code).toContain("timingSafeEqual(");
  });
});

describe("the webhook settings", () => {
  const secret = "s".repeat(32);
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };

  it("is off when unset", () => {
    const config = loadConfig({});
    expect(config.webhookUrl).toBeUndefined();
    expect(config.webhookSecret).toBeUndefined();
  });

  it("takes an https address with a long secret, and http to loopback outside production", () => {
    expect(loadConfig({ WEBHOOK_URL: "https://crm.example.com/hook", WEBHOOK_SECRET: secret })).toMatchObject(
      {
        webhookUrl: "https://crm.example.com/hook",
        webhookSecret: secret,
      },
    );
    for (const url of ["http://localhost:8080/h", "http://127.0.0.1:9/h", "http://[::1]:9/h"]) {
      for (const NODE_ENV of ["development", "test"])
        expect(loadConfig({ NODE_ENV, WEBHOOK_URL: url, WEBHOOK_SECRET: secret }).webhookUrl).toBe(url);
    }
  });

  it("refuses to start with a clear message otherwise, never showing the values", () => {
    expect(problems({ WEBHOOK_URL: "http://127.0.0.1:9/h", WEBHOOK_SECRET: secret })).toEqual([
      "WEBHOOK_URL: must be an https:// address in production",
    ]);
    expect(
      problems({ NODE_ENV: "development", WEBHOOK_URL: "http://crm.example.com/h", WEBHOOK_SECRET: secret }),
    ).toEqual([
      "WEBHOOK_URL: must be an https:// address (http:// only to localhost, 127.0.0.1 or ::1 outside production)",
    ]);
    expect(problems({ WEBHOOK_URL: "ftp://crm.example.com/h", WEBHOOK_SECRET: secret })).toHaveLength(1);
    expect(problems({ WEBHOOK_URL: "not a url", WEBHOOK_SECRET: secret })).toEqual([
      "WEBHOOK_URL: must be an https:// address",
    ]);
    expect(problems({ WEBHOOK_URL: "https://user:pass@crm.example.com/h", WEBHOOK_SECRET: secret })).toEqual([
      "WEBHOOK_URL: must not contain a user name or password (the signature authenticates the calls)",
    ]);
    expect(problems({ WEBHOOK_URL: "https://crm.example.com/h" })).toEqual([
      "WEBHOOK_SECRET: is required when WEBHOOK_URL is set (at least 32 random characters)",
    ]);
    const short = problems({ WEBHOOK_URL: "https://crm.example.com/h", WEBHOOK_SECRET: "short-secret" });
    expect(short).toEqual(["WEBHOOK_SECRET: must be at least 32 characters"]);
    expect(short.join()).not.toContain("short-secret");
  });
});

describe("the webhook in `npm run leads -- status`", () => {
  it("says nothing when there never was a call, else counts them and says how to retry dead ones", () => {
    const zero = { pending: 0, sent: 0, dead: 0 };
    expect(describeWebhook({ counts: zero, oldestPendingAt: null })).toBe("");
    const text = describeWebhook(
      { counts: { pending: 2, sent: 5, dead: 1 }, oldestPendingAt: "2025-03-01T10:00:00.000Z" },
      new Date("2025-03-01T13:00:00.000Z"),
    );
    expect(text).toContain("Webhook: 2 pending, 5 delivered, 1 dead.");
    expect(text).toContain("since 2025-03-01T10:00:00.000Z (3.0 h)");
    expect(text).toContain("npm run leads -- retry-dead");
  });
});

describe("the webhook's body", () => {
  it("keeps its fields in their order, so receivers' stored bodies and signatures compare as before", () => {
    const event = webhookEvent({
      outboxId: "delivery",
      kind: "webhook",
      leaseToken: "token",
      attempts: 1,
      office: "guntur",
      enquiry: {
        id: "enquiry",
        kind: "contact",
        firstName: "Lakshmi",
        lastName: "Prasanna",
        email: "lakshmi@example.in",
        phone: "+91 98765 43210",
        comments: null,
        language: "te",
        pageLanguage: "te",
        purpose: "visa",
        office: "hyderabad",
        callbackSlot: null,
        duplicateOf: null,
        page: "/contact",
        referrer: null,
        utm: { source: "google", medium: null, campaign: null, term: null, content: null },
        idempotencyKey: "never sent",
        createdAt: "2025-03-01T10:00:00.000Z",
      },
    });
    expect(Object.keys(event)).toEqual(["type", "id", "createdAt", "data"]);
    expect(Object.keys(event.data)).toEqual([
      "id",
      "kind",
      "firstName",
      "lastName",
      "email",
      "phone",
      "comments",
      "language",
      "pageLanguage",
      "purpose",
      "nearestOffice",
      "callbackSlot",
      "duplicateOf",
      "page",
      "referrer",
      "utm",
      "office",
    ]);
    expect(event.data).toMatchObject({ nearestOffice: "hyderabad", office: "guntur" });
    expect(JSON.stringify(event)).not.toContain("never sent");
  });
});
