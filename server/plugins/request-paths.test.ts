/**
 * What any path costs and gets, tried as an attacker would send it: a path over the length limit is
 * answered 414 before any other work, the time of every request grows at most linearly with its length,
 * and paths no file can have get the site's 404 page, never @fastify/static's bare 403.
 */
import { symlink } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages, type ApiError } from "#contract/api";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";
import { createSiteFixture, fixtureTexts, type SiteFixture } from "../test-support/site-fixture.ts";
import { maxPathLength } from "./http-rules.ts";
import { canonicalPath, isImpossibleFilePath, isNonCanonicalPath } from "./static-site.ts";

/** The Telugu edition's own 404 page in the fixture (the build has one under te/). */
const teluguNotFound = "te-not-found-page";

let site: SiteFixture;
let app: App;

beforeAll(async () => {
  site = await createSiteFixture({
    "te/404.html": Buffer.from(
      `<!DOCTYPE html><html lang="te"><body><h1>${teluguNotFound}</h1></body></html>`,
    ),
  });
  // A symbolic link that points at itself: @fastify/static cannot check a path through it.
  await symlink("loop", path.join(site.dir, "loop"));
  app = await buildApp(await testConfig({ staticDir: site.dir }));
  app.get("/api/test-only/items/:id", async () => ({}));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await site.remove();
});

/**
 * The least time `app` took over a few tries, in ms: the least is the one a busy machine (other
 * processes, a garbage collection) disturbed least.
 */
async function leastTime(url: string, tries = 5): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    // Each try from another client: the not-found rate limit must not decide the answer.
    const started = performance.now();
    await app.inject({ url, remoteAddress: `198.51.100.${i + 1}` });
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

/** The least time `work` took over a few tries, in ms. */
function leastTimeOf(work: () => unknown, tries = 5): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    work();
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

const slashesThenAbout = (slashes: number) => `/${"/".repeat(slashes)}about`;

describe("paths over the length limit", () => {
  it("answers 414 with the site's 404 page for page paths and JSON under /api/", async () => {
    for (const url of [
      slashesThenAbout(16_000),
      `/${"a".repeat(maxPathLength)}`,
      `/te/${"a/".repeat(600)}`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url.slice(0, 20)).toBe(414);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain(url.startsWith("/te/") ? teluguNotFound : fixtureTexts.notFound);
    }
    for (const url of [`/api/${"/".repeat(16_000)}x`, `/api/${"%".repeat(2000)}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(414);
      expect(response.json<ApiError>()).toEqual({ message: apiMessages.pathTooLong });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    const head = await app.inject({ method: "HEAD", url: slashesThenAbout(16_000) });
    expect(head.statusCode).toBe(414);
    expect(head.body).toBe("");
  });

  it("serves paths up to the limit as before, and keeps long query strings", async () => {
    const atLimit = `/${"a".repeat(maxPathLength - 1)}`;
    expect((await app.inject({ url: atLimit })).statusCode).toBe(404);
    expect((await app.inject({ url: `/about?utm_source=${"x".repeat(4000)}` })).statusCode).toBe(200);
  });

  it("answers `/` + 16,000 slashes + `about` within 50 ms of a plain request", async () => {
    const plain = await leastTime("/about");
    const long = await leastTime(slashesThenAbout(16_000));
    expect(long - plain).toBeLessThan(50);
  });

  it("takes time linear in the path's length: twice as long a path takes at most about twice as long", async () => {
    // Shapes of path that made expressions or loops retry: runs of slashes, dots, escapes, segments.
    const units = ["/", "a/", "/.", "%2f", "%", "\\", "%C3%A9"];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 6000, max: 16_000 }), fc.constantFrom(...units), async (n, unit) => {
        const url = (count: number) => `/${unit.repeat(count)}about`;
        const single = await leastTime(url(n));
        const double = await leastTime(url(2 * n));
        // Slack for timer resolution and noise (a quadratic cost would take 4 times as long, and tens of ms).
        expect(double).toBeLessThanOrEqual(2.5 * single + 5);
      }),
      { numRuns: 8, examples: [[8000, "/"]] },
    );
  });

  it("checks paths in linear time even past the limit (each check, on its own)", () => {
    const checks = [canonicalPath, isNonCanonicalPath, isImpossibleFilePath, app.allowedMethods];
    fc.assert(
      fc.property(
        fc.integer({ min: 5000, max: 20_000 }),
        fc.constantFrom("/", "a/", "/.", "%2f"),
        (n, unit) => {
          for (const check of checks) {
            const url = (count: number) => `/api/${unit.repeat(count)}x`;
            const single = leastTimeOf(() => check(url(n)));
            const double = leastTimeOf(() => check(url(2 * n)));
            expect(double, check.name).toBeLessThanOrEqual(2.5 * single + 5);
          }
        },
      ),
      { numRuns: 5, examples: [[10_000, "/"]] },
    );
  });
});

describe("paths no file can have", () => {
  const segment = (length: number) => "a".repeat(length);
  /** 86 Telugu letters: 258 bytes in UTF-8, one byte more than a file name can have. */
  const teluguSegment = encodeURIComponent("క".repeat(86));

  it.each([
    { name: "%00 at the end", url: "/about%00", text: fixtureTexts.notFound },
    { name: "%00 in the middle", url: "/ab%00out", text: fixtureTexts.notFound },
    { name: "%00 as a segment", url: "/about/%00", text: fixtureTexts.notFound },
    { name: "%00 after a file's name", url: "/assets/app-abc123.js%00", text: fixtureTexts.notFound },
    { name: "%00 under /te/", url: "/te/%00", text: teluguNotFound },
    { name: "another control character", url: "/about%1f", text: fixtureTexts.notFound },
    { name: "a 256-character segment", url: `/${segment(256)}`, text: fixtureTexts.notFound },
    {
      name: "a 256-character segment under /assets/",
      url: `/assets/${segment(256)}`,
      text: fixtureTexts.notFound,
    },
    { name: "a 256-character segment under /te/", url: `/te/${segment(256)}`, text: teluguNotFound },
    { name: "a 258-byte segment of Telugu letters", url: `/te/${teluguSegment}`, text: teluguNotFound },
    { name: "a 255-character segment", url: `/${segment(255)}`, text: fixtureTexts.notFound },
    { name: "a path through a link loop in the build", url: "/loop/x", text: fixtureTexts.notFound },
  ])("$name gets the site's 404 page", async ({ url, text }) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(text);
  });

  it.each([
    { name: "%00", url: "/api/x%00" },
    { name: "a 256-character segment", url: `/api/${segment(256)}` },
  ])("$name under /api/ gets the JSON 404", async ({ url }) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>()).toEqual({ message: "Not Found" });
  });

  it("still serves the files and pages next to them", async () => {
    expect((await app.inject({ url: "/about" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/assets/app-abc123.js" })).statusCode).toBe(200);
  });
});

describe("methods of API paths with parameters", () => {
  it("answers 405 for a path a route takes with another method, 404 for one no route takes", async () => {
    const wrongMethod = await app.inject({ method: "POST", url: "/api/test-only/items/42" });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe("GET, HEAD");
    for (const url of ["/api/test-only/items", "/api/test-only/items/42/x"]) {
      expect((await app.inject({ method: "POST", url })).statusCode, url).toBe(404);
    }
  });
});
