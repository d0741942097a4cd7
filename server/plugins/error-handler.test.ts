/**
 * The per-client request limit's answer to a form posted without JavaScript: a page in the language of
 * the page the form was on, with a link back to it, not the JSON the forms with JavaScript read.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { testConfig } from "../test-support/app-config.ts";
import { htmlPagePolicy } from "../lib/html-page.ts";

const noSite = join(import.meta.dirname, "no-site");
let app: App;

beforeAll(async () => {
  app = await buildApp(await testConfig({ staticDir: noSite, rateLimitFormsPerMinute: 1 }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

/** A form post from `remoteAddress`, with nothing but a name: each address gets one request a minute. */
const formPost = (remoteAddress: string, headers: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: enquiryPaths.contact,
    remoteAddress,
    headers: { host: "localhost", "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: "firstName=Asha",
  });

describe("429 to a form posted without JavaScript", () => {
  it("is a page in the form page's language with a link back to the form", async () => {
    const headers = { referer: "http://localhost/te/study-in-uk?x=1" };
    expect((await formPost("198.51.100.20", headers)).statusCode).toBe(400);
    const limited = await formPost("198.51.100.20", headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.headers["content-security-policy"]).toBe(htmlPagePolicy);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body).toContain('<html lang="te">');
    expect(limited.body).toContain('href="/te/study-in-uk?x=1"');
    expect(await app.enquiries.count()).toBe(0);
  });

  it("is in English from an English page, and links home when the browser did not say where it was", async () => {
    await formPost("198.51.100.21", { referer: "http://localhost/contact" });
    const english = await formPost("198.51.100.21", { referer: "http://localhost/contact" });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('href="/contact"');
    await formPost("198.51.100.22", { "accept-language": "te-IN,te;q=0.9" });
    const noReferer = await formPost("198.51.100.22", { "accept-language": "te-IN,te;q=0.9" });
    expect(noReferer.body).toContain('<html lang="te">');
    expect(noReferer.body).toContain('href="/te"');
  });

  it("escapes the path it links back to, and ignores another site's address", async () => {
    const headers = { referer: 'http://localhost/te/"><script>alert(1)</script>' };
    await formPost("198.51.100.23", headers);
    const limited = await formPost("198.51.100.23", headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).not.toContain("<script>");
    const elsewhere = { referer: "https://evil.example/te/contact", "accept-language": "en" };
    await formPost("198.51.100.25", elsewhere);
    const refused = await formPost("198.51.100.25", elsewhere);
    expect(refused.body).toContain('<html lang="en">');
    expect(refused.body).not.toContain("evil.example");
    expect(refused.body).toContain('href="/"');
  });

  it("stays JSON for the forms with JavaScript", async () => {
    const json = (body: string) =>
      app.inject({
        method: "POST",
        url: enquiryPaths.contact,
        remoteAddress: "198.51.100.24",
        headers: { "content-type": "application/json" },
        payload: body,
      });
    await json("{}");
    const limited = await json("{}");
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(/Too many requests/);
  });
});
