import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "#contract/api";
import { buildApp, type App } from "./app.ts";
import { cacheControl } from "./plugins/static-site.ts";
import { testConfig } from "./test-support/app-config.ts";
import {
  createSiteFixture,
  fixtureScripts,
  fixtureTexts,
  type SiteFixture,
} from "./test-support/site-fixture.ts";

let site: SiteFixture;
let app: App;

beforeAll(async () => {
  site = await createSiteFixture();
  app = await buildApp(await testConfig({ staticDir: site.dir, trustProxy: ["127.0.0.1"] }));
  // Routes that exist only in this test, to reach the error handler.
  app.post("/api/test/echo", async (request) => request.body);
  app.get("/api/test/crash", async () => {
    throw new Error("secret detail /srv/app/file.ts");
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await site.remove();
});

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function expectSecurityHeaders(headers: Record<string, unknown>, kind: "html" | "other") {
  const csp = String(headers["content-security-policy"]);
  if (kind === "html") {
    expect(csp).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  } else {
    expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  );
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["strict-transport-security"]).toBeUndefined();
}

describe("security headers on every kind of response", () => {
  it.each([
    ["a page", "GET", "/", 200, "html"],
    ["a page by HEAD", "HEAD", "/about", 200, "html"],
    ["an asset", "GET", "/assets/app-abc123.js", 200, "other"],
    ["a plain file", "GET", "/robots.txt", 200, "other"],
    ["the 404 page", "GET", "/no-such-page", 404, "html"],
    ["an API 404", "GET", "/api/no-such-thing", 404, "other"],
    ["a redirect", "GET", "/About", 301, "other"],
    ["JSON", "GET", "/api/health", 200, "other"],
    ["a server error", "GET", "/api/test/crash", 500, "other"],
    ["an undecodable page path", "GET", "/%E0%A4%A", 400, "html"],
    ["an undecodable API path", "GET", "/api/%E0%A4%A", 400, "other"],
  ] as const)("%s", async (_name, method, url, status, kind) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers, kind);
  });

  it("an error in body parsing", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(response.statusCode).toBe(400);
    expectSecurityHeaders(response.headers, "other");
  });

  it("sends HSTS only for HTTPS reported by a trusted proxy", async () => {
    const trusted = await app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(trusted.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);

    const untrusted = await app.inject({
      url: "/",
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: "203.0.113.9",
    });
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("per-page Content-Security-Policy", () => {
  it("allows exactly the page's own inline scripts by hash", async () => {
    const home = await app.inject({ url: "/" });
    const csp = String(home.headers["content-security-policy"]);
    expect(csp).toContain(sha(fixtureScripts.home));
    expect(csp).toContain(sha(fixtureScripts.homeModule));
    expect(csp).not.toContain(sha(fixtureScripts.about));
    expect(csp).not.toContain(sha('{"@type":"Organization"}'));

    const about = await app.inject({ url: "/about" });
    expect(String(about.headers["content-security-policy"])).toContain(sha(fixtureScripts.about));
  });
});

describe("pages and the 404 page", () => {
  it("serves / and /about from their index.html", async () => {
    const home = await app.inject({ url: "/" });
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.body).toContain(fixtureTexts.home);
    expect((await app.inject({ url: "/about" })).body).toContain(fixtureTexts.about);
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await app.inject({ url: "/study-in-mars?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(fixtureTexts.notFound);
  });

  it("does not serve HTML files or compressed twins at their file paths", async () => {
    for (const url of ["/index.html", "/about/index.html", "/404.html", "/assets/app-abc123.js.br"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("answers paths with empty, `.` or `..` segments with the 404 page, and JSON under /api/", async () => {
    for (const url of ["/services//x", "//about", "/a/./b", "/a/%2e%2e/b", "/assets//app-abc123.js"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toContain(fixtureTexts.notFound);
      expectSecurityHeaders(response.headers, "html");
    }
    for (const url of ["/api//health", "/api//x"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<ApiError>(), url).toEqual({ message: "Not Found" });
    }
  });

  it("answers a path it cannot decode with the 404 page and status 400, and JSON under /api/", async () => {
    for (const url of ["/%", "/%E0%A4%A", "/services/%zz"]) {
      const response = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(gunzipSync(response.rawPayload).toString(), url).toContain(fixtureTexts.notFound);
      expectSecurityHeaders(response.headers, "html");
    }
    const api = await app.inject({ url: "/api/%" });
    expect(api.statusCode).toBe(400);
    expect(api.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(api.json<ApiError>().message).toBeTruthy();
    expectSecurityHeaders(api.headers, "other");
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/about" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expect((await app.inject({ method: "HEAD", url: "/nothing" })).statusCode).toBe(404);
  });
});

describe("page paths: any case, no trailing slash", () => {
  it.each([
    ["/About", "/about"],
    ["/ABOUT/", "/about"],
    ["/about/", "/about"],
    ["/about//", "/about"],
    ["/About?utm_source=x&b=2", "/about?utm_source=x&b=2"],
  ])("%s -> 301 %s", async (url, location) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("never lowercases asset names and does not redirect unknown paths", async () => {
    expect((await app.inject({ url: "/assets/APP-abc123.js" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/Nothing-Here/" })).statusCode).toBe(404);
  });
});

describe("caching and compression", () => {
  it("caches hashed assets for a year, HTML never without revalidation, other files briefly", async () => {
    expect((await app.inject({ url: "/assets/app-abc123.js" })).headers["cache-control"]).toBe(
      cacheControl.hashedAsset,
    );
    expect((await app.inject({ url: "/" })).headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ url: "/nope" })).headers["cache-control"]).toBe("no-cache");
    expect((await app.inject({ url: "/robots.txt" })).headers["cache-control"]).toMatch(
      /^public, max-age=\d+$/,
    );
  });

  it("chooses Brotli, gzip or none from Accept-Encoding", async () => {
    const url = "/assets/app-abc123.js";
    const expected = fixtureTexts.asset.repeat(50);

    const br = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);

    const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(expected);

    const plain = await app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(expected);

    for (const response of [br, gz, plain]) expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it("compresses pages and the 404 page too", async () => {
    const page = await app.inject({ url: "/about", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(fixtureTexts.about);

    const missing = await app.inject({ url: "/gone", headers: { "accept-encoding": "gzip" } });
    expect(missing.statusCode).toBe(404);
    expect(gunzipSync(missing.rawPayload).toString()).toContain(fixtureTexts.notFound);
  });

  it("answers a conditional request with 304", async () => {
    const first = await app.inject({ url: "/assets/app-abc123.js" });
    const etag = String(first.headers.etag);
    const second = await app.inject({ url: "/assets/app-abc123.js", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
  });
});

describe("the API", () => {
  it("answers health and readiness", async () => {
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");

    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await app.inject({ method, url: "/api/nope" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json<ApiError>()).toEqual({ message: "Not Found" });
    }
  });

  it("answers bad JSON with 400, a wrong content type with 415, a big body with 413", async () => {
    const badJson = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<ApiError>()).toEqual({ message: "The request body is not valid JSON." });

    const xml = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json<ApiError>()).toEqual({ message: "Unsupported content type." });

    const big = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(17 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<ApiError>()).toEqual({ message: "The request body is too large." });
  });

  it("never leaks details of a 5xx", async () => {
    const response = await app.inject({ url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal Server Error" });
    expect(response.body).not.toMatch(/secret|stack|\/srv/);
  });
});

describe("readiness checks added by other plugins", () => {
  it("answers 503 with Retry-After while a check fails, 200 when it passes", async () => {
    const other = await buildApp(await testConfig({ staticDir: site.dir }));
    let healthy = false;
    other.readiness.add("search-index", async () => {
      if (!healthy) throw new Error("down");
    });
    try {
      const down = await other.inject({ url: "/api/ready" });
      expect(down.statusCode).toBe(503);
      expect(down.headers["retry-after"]).toBe("5");
      expect(down.json<ApiError>()).toEqual({ message: "Not ready: search-index" });

      healthy = true;
      const up = await other.inject({ url: "/api/ready" });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: "ready", checks: { "search-index": "ok" } });
    } finally {
      await other.close();
    }
  });
});

describe("the not-found handler is rate-limited", () => {
  it("answers 429 with Retry-After after too many unknown paths from one client", async () => {
    const other = await buildApp(await testConfig({ staticDir: site.dir }));
    try {
      let last = await other.inject({ url: "/missing-0", remoteAddress: "198.51.100.7" });
      for (let i = 1; i <= 120 && last.statusCode === 404; i++) {
        last = await other.inject({ url: `/missing-${i}`, remoteAddress: "198.51.100.7" });
      }
      expect(last.statusCode).toBe(429);
      expect(last.headers["retry-after"]).toBeDefined();
      expect(last.json<ApiError>().message).toMatch(/Too many requests/);
      expectSecurityHeaders(last.headers, "other");
      // Another client is not affected.
      expect((await other.inject({ url: "/missing", remoteAddress: "198.51.100.8" })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe("without a build", () => {
  it("starts API-only and answers pages with a JSON 404", async () => {
    const other = await buildApp(await testConfig({ staticDir: "/nonexistent/build/client" }));
    try {
      expect((await other.inject({ url: "/api/health" })).statusCode).toBe(200);
      const page = await other.inject({ url: "/" });
      expect(page.statusCode).toBe(404);
      expect(page.json<ApiError>()).toEqual({ message: "Not Found" });
    } finally {
      await other.close();
    }
  });
});
