/**
 * Cross-site request forgery, tried as another website would: real HTTP requests carrying the headers a
 * browser adds when a page on another site posts a form or calls fetch/sendBeacon.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "#contract/api";
import { noScript } from "#contract/enquiry";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody } from "../test-support/enquiry-fixtures.ts";
import { listen, request } from "../test-support/http.ts";
import { crossSitePage } from "./same-origin.ts";

const form =
  "firstName=Lakshmi&lastName=Prasanna&email=lakshmi%40example.in&phone=9876543210&page=%2Fcontact";
const evil = "https://evil.example";

async function start(overrides: Parameters<typeof testConfig>[0] = {}): Promise<{ app: App; port: number }> {
  const app = await buildApp(
    await testConfig({
      staticDir: "no-site",
      rateLimitFormsPerMinute: 10_000,
      analyticsEnabled: false,
      ...overrides,
    }),
  );
  // A route added later (a staff API, say) gets the same check without asking for it.
  app.post("/api/staff/notes", async () => ({ saved: true }));
  const port = await listen(app);
  return { app, port };
}

describe("state-changing API requests from another website", () => {
  let app: App;
  let port: number;
  let host: string;

  beforeAll(async () => {
    ({ app, port } = await start({ corsOrigins: ["https://partner.example"] }));
    host = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  const postForm = (headers: Record<string, string>) =>
    request(port, {
      method: "POST",
      path: enquiryPaths.contact,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: form,
    });
  const postJson = (path: string, headers: Record<string, string>, body: unknown = sampleBody()) =>
    request(port, {
      method: "POST",
      path,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("refuses a no-JavaScript form post from another site with an HTML page, and stores nothing", async () => {
    const before = await app.enquiries.count();
    const answer = await postForm({ origin: evil, "sec-fetch-site": "cross-site" });
    expect(answer.status).toBe(403);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain(crossSitePage.title);
    expect(answer.headers["content-security-policy"]).not.toContain("script-src");
    expect(await app.enquiries.count()).toBe(before);
  });

  it.each([
    ["an Origin of another site", { origin: evil }],
    ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
    ["an opaque origin (sandboxed frame)", { origin: "null" }],
    ["a sibling subdomain", { origin: "https://shop.127.0.0.1", "sec-fetch-site": "same-site" }],
    ["the same host on another port", { origin: "http://127.0.0.1:1" }],
  ])("refuses JSON with %s: 403 and the usual error body", async (_name, headers) => {
    const before = await app.enquiries.count();
    const answer = await postJson(enquiryPaths.service, headers);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ message: apiMessages.crossSite });
    expect(await app.enquiries.count()).toBe(before);
  });

  it("refuses a cross-site text/plain beacon to the events endpoint", async () => {
    const answer = await request(port, {
      method: "POST",
      path: "/api/events",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: evil, "sec-fetch-site": "cross-site" },
      body: JSON.stringify({
        events: [{ type: "page_view", session: "s".repeat(16), path: "/", ts: Date.now() }],
      }),
    });
    expect(answer.status).toBe(403);
  });

  it("guards routes added after it, and every unsafe method", async () => {
    const staff = await postJson("/api/staff/notes", { origin: evil }, {});
    expect(staff.status).toBe(403);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const answer = await request(port, { method, path: "/api/staff/notes", headers: { origin: evil } });
      expect(answer.status).toBe(403);
    }
  });

  it("accepts the site's own pages, partners in CORS_ORIGINS, and clients that send no Origin", async () => {
    const ownForm = await postForm({ origin: `http://${host}`, "sec-fetch-site": "same-origin" });
    expect(ownForm.status).toBe(303);
    expect(ownForm.headers.location).toBe(noScript.thankYouPath);
    const ownJson = await postJson(enquiryPaths.contact, {
      origin: `http://${host}`,
      "sec-fetch-site": "same-origin",
    });
    expect(ownJson.status).toBe(201);
    const partner = await postJson(enquiryPaths.contact, {
      origin: "https://partner.example",
      "sec-fetch-site": "cross-site",
    });
    expect(partner.status).toBe(201);
    expect((await postJson(enquiryPaths.contact, {})).status).toBe(201);
    expect((await postJson("/api/staff/notes", { "sec-fetch-site": "same-origin" }, {})).status).toBe(200);
  });

  it("lets reads through from anywhere", async () => {
    const answer = await request(port, {
      path: "/api/health",
      headers: { origin: evil, "sec-fetch-site": "cross-site" },
    });
    expect(answer.status).toBe(200);
  });
});

describe("with SITE_ORIGIN set (behind a proxy that rewrites Host)", () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await start({ siteOrigin: "https://www.example.com" }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("accepts exactly that origin, whatever the Host header says", async () => {
    const post = (origin: string) =>
      request(port, {
        method: "POST",
        path: enquiryPaths.contact,
        headers: { "content-type": "application/json", origin, host: "internal:8080" },
        body: JSON.stringify(sampleBody()),
      });
    expect((await post("https://www.example.com")).status).toBe(201);
    expect((await post("http://www.example.com")).status).toBe(403);
    expect((await post("http://internal:8080")).status).toBe(403);
  });
});
