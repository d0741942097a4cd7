/**
 * The cross-site checks against every spelling of a URL the router reads as the same route: another
 * website (or a page on a sibling subdomain) posting to `/%61pi/contact-form`, `//api/events`,
 * `/x/../api/staff/…` or an absolute-form `http://host/api/…` on a raw socket. Every state-changing
 * route is tried, public and staff: the test asks the app itself which routes there are (an `onRoute`
 * hook on every Fastify instance), so a route added later is tried without anyone listing it here.
 */
import type * as FastifyModule from "fastify";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiMessages } from "#contract/api";
import { staffApiBase } from "#contract/staff";
import { buildApp, type App } from "../app.ts";
import { enquiryPaths } from "../enquiries/routes.ts";
import { createStaffAccount } from "../staff/staff-accounts.ts";
import { testConfig } from "../test-support/app-config.ts";
import { sampleBody } from "../test-support/enquiry-fixtures.ts";
import { listen, rawRequest, type HttpAnswer } from "../test-support/http.ts";
import { createSiteFixture, type SiteFixture } from "../test-support/site-fixture.ts";
import { crossSitePage } from "./same-origin.ts";

// Every route the app registers, and every request that got past the onRequest checks (the
// same-origin ones among them) into a route's own hooks and handler.
const seen = vi.hoisted(() => ({
  routes: [] as { methods: string[]; url: string }[],
  passed: [] as string[],
}));
vi.mock("fastify", async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  type Factory = (...args: unknown[]) => FastifyInstance;
  const create = actual.default as unknown as Factory;
  const wrapped: Factory = (...args) => {
    const instance = create(...args);
    instance.addHook("onRoute", (route: RouteOptions) => {
      seen.routes.push({ methods: [route.method].flat().map(String), url: route.url });
      const record = async () => {
        seen.passed.push(`${String(route.method)} ${route.url}`);
      };
      route.preParsing = [record, ...[route.preParsing ?? []].flat()];
    });
    return instance;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
const partner = "https://partner.example";
const password = "correct horse battery";

/**
 * Spellings of `path` (an `/api/…` path) that differ from it on the wire. `sameRoute`: those the router
 * runs the route for (`%61`, absolute-form), and those that reach no route but name the same path once
 * decoded and normalised (`%2F`, `//`, dot segments): each gets the plain spelling's answer. `noRoute`:
 * another case, which reaches no route and is no API path (404, nothing runs).
 */
function spellings(path: string, port: number): { sameRoute: string[]; noRoute: string[] } {
  const rest = path.slice("/api/".length);
  const [first = "", ...more] = rest.split("/");
  return {
    sameRoute: [
      `/%61pi/${rest}`,
      `/%61%70%69/${rest}`,
      `/api%2F${rest}`,
      `/api%2f${rest}`,
      `/%2Fapi/${rest}`,
      `//api/${rest}`,
      `/api//${rest}`,
      `/./api/${rest}`,
      `/api/./${rest}`,
      `/x/../api/${rest}`,
      `/x/%2e%2e/api/${rest}`,
      `/x/%2E%2E%2Fapi/${rest}`,
      `/api/${[first.replace(/-/g, "%2D"), ...more].join("%2f")}`,
      `/%61pi/${rest}?x=1`,
      `http://127.0.0.1:${port}${path}`,
      `http://127.0.0.1:${port}/%61pi/${rest}`,
      `HTTP://evil.example/%61pi/${rest}`,
      `https://127.0.0.1:${port}//api/${rest}`,
    ],
    noRoute: [`/API/${rest}`, `/Api/${rest}`, `/%41pi/${rest}`],
  };
}

describe("the same-origin checks, whatever the spelling of the URL", () => {
  let site: SiteFixture;
  let app: App;
  let port: number;
  let adminCookie: string;
  let colleagueId: string;

  beforeAll(async () => {
    site = await createSiteFixture();
    app = await buildApp(
      await testConfig({
        staticDir: site.dir,
        corsOrigins: [partner],
        trustProxy: ["127.0.0.1"],
        rateLimitFormsPerMinute: 10_000,
        rateLimitEventsPerMinute: 10_000,
      }),
    );
    port = await listen(app);
    await createStaffAccount(app.staff.auth, {
      email: "admin@example.com",
      name: "Asha Admin",
      role: "admin",
      office: "guntur",
      password,
    });
    const colleague = await createStaffAccount(app.staff.auth, {
      email: "colleague@example.com",
      name: "Gopi Guntur",
      role: "counsellor",
      office: "guntur",
      password,
    });
    colleagueId = colleague.id;
    const signIn = await app.inject({
      method: "POST",
      url: `${staffApiBase}/session`,
      headers: {
        host: `127.0.0.1:${port}`,
        origin: `http://127.0.0.1:${port}`,
        "sec-fetch-site": "same-origin",
      },
      payload: { email: "admin@example.com", password },
    });
    const cookie = signIn.cookies.find((c) => c.name === "staff.session_token");
    if (!cookie) throw new Error("the admin could not sign in");
    adminCookie = `${cookie.name}=${cookie.value}`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await site?.remove();
  });

  /** Every state-changing route of the app, a concrete path for each (its parameters filled in). */
  const unsafeRoutes = () =>
    seen.routes.flatMap(({ methods, url }) =>
      methods
        .filter((method) => !SAFE.has(method))
        .map((method) => ({ method, url, path: url.replace(/:[A-Za-z0-9_]+/g, colleagueId) })),
    );

  // Each request from its own address (TRUST_PROXY is 127.0.0.1), so that the sweeps never meet the
  // per-client limit of not-found answers.
  let clients = 0;
  const nextClient = () => {
    clients += 1;
    return `10.0.${clients >> 8}.${clients & 255}`;
  };

  const send = (method: string, target: string, headers: Record<string, string>) =>
    rawRequest(port, {
      method,
      target,
      headers: {
        "content-type": "application/json",
        cookie: adminCookie,
        "x-forwarded-for": nextClient(),
        ...headers,
      },
      body: JSON.stringify(sampleBody()),
    });

  const answerOf = (answer: HttpAnswer) => ({ status: answer.status, body: answer.body });

  it("finds the state-changing routes, public and staff, all under /api/", () => {
    const urls = unsafeRoutes().map(({ url }) => url);
    expect(urls).toEqual(
      expect.arrayContaining([enquiryPaths.contact, "/api/events", `${staffApiBase}/session`]),
    );
    expect(urls.filter((url) => url.startsWith(`${staffApiBase}/`)).length).toBeGreaterThan(10);
    // A state-changing route outside /api/ would be outside the checks: decide on it before adding one.
    expect(urls.filter((url) => !url.startsWith("/api/"))).toEqual([]);
  });

  it("refuses a cross-site request to every state-changing route, in every spelling, with the same 403", async () => {
    seen.passed.length = 0;
    const routes = unsafeRoutes();
    for (const { method, path } of routes) {
      const plain = answerOf(await send(method, path, evil));
      expect(plain, `${method} ${path}`).toEqual({
        status: 403,
        body: JSON.stringify({ message: apiMessages.crossSite }),
      });
      const { sameRoute, noRoute } = spellings(path, port);
      for (const target of sameRoute) {
        expect(answerOf(await send(method, target, evil)), `${method} ${target}`).toEqual(plain);
      }
      for (const target of noRoute) {
        expect((await send(method, target, evil)).status, `${method} ${target}`).toBe(404);
      }
    }
    expect(seen.passed).toEqual([]);
  });

  it("refuses a partner origin (trusted by the public API) on every staff route, in every spelling", async () => {
    seen.passed.length = 0;
    const staffRoutes = unsafeRoutes().filter(({ url }) => url.startsWith(`${staffApiBase}/`));
    const headers = { origin: partner, "sec-fetch-site": "cross-site" };
    for (const { method, path } of staffRoutes) {
      const plain = answerOf(await send(method, path, headers));
      expect(plain.status, `${method} ${path}`).toBe(403);
      for (const target of spellings(path, port).sameRoute) {
        expect(answerOf(await send(method, target, headers)), `${method} ${target}`).toEqual(plain);
      }
    }
    expect(seen.passed).toEqual([]);
  });

  it("stores no enquiry from another site's form post to /%61pi/contact-form or an absolute-form target", async () => {
    const before = await app.enquiries.count();
    const form =
      "firstName=Lakshmi&lastName=Prasanna&email=lakshmi%40example.in&phone=9876543210&page=%2Fcontact";
    for (const target of [`/%61pi/contact-form`, `http://127.0.0.1:${port}/api/contact-form`]) {
      const answer = await rawRequest(port, {
        method: "POST",
        target,
        headers: { ...evil, "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain(crossSitePage.title);
    }
    expect(await app.enquiries.count()).toBe(before);
  });

  it("keeps a sibling subdomain's text/plain form from deactivating a person with an admin's cookie", async () => {
    for (const target of [
      `/%61pi/staff/people/${colleagueId}/deactivate`,
      `http://127.0.0.1:${port}/api/staff/people/${colleagueId}/deactivate`,
    ]) {
      const answer = await rawRequest(port, {
        method: "POST",
        target,
        headers: {
          cookie: adminCookie,
          origin: `http://blog.127.0.0.1:${port}`,
          "sec-fetch-site": "same-site",
          "content-type": "text/plain",
        },
        body: "x=y",
      });
      expect(answer.status).toBe(403);
    }
    const person = await app.staff.people.findByEmail("colleague@example.com");
    expect(person?.deactivated).toBe(false);
  });

  it("accepts the site's own page's post in another spelling, as in the plain one", async () => {
    const own = { origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin" };
    const plain = await send("POST", enquiryPaths.contact, {
      ...own,
      "idempotency-key": crypto.randomUUID(),
    });
    expect(plain.status).toBe(201);
    const encoded = await send("POST", "/%61pi/contact-form", {
      ...own,
      "idempotency-key": crypto.randomUUID(),
    });
    expect(encoded.status).toBe(201);
    expect(encoded.headers["cache-control"]).toBe("no-store");
  });

  it("marks API answers no-store and answers unknown API paths with JSON, in every spelling", async () => {
    for (const target of ["/api/health", "/%61pi/health", `http://127.0.0.1:${port}/%61pi/health`]) {
      const answer = await rawRequest(port, { method: "GET", target });
      expect(answer.status, target).toBe(200);
      expect(answer.headers["cache-control"], target).toBe("no-store");
    }
    for (const target of [
      "/api/nothing",
      "/%61pi/nothing",
      "//api/nothing",
      `http://127.0.0.1:${port}/%61pi/nothing`,
    ]) {
      const answer = await rawRequest(port, { method: "GET", target });
      expect(answerOf(answer), target).toEqual({
        status: 404,
        body: JSON.stringify({ message: "Not Found" }),
      });
      expect(answer.headers["cache-control"], target).toBe("no-store");
    }
    for (const target of ["/api/contact-form", "/%61pi/contact-form"]) {
      const answer = await rawRequest(port, { method: "GET", target });
      expect(answer.status, target).toBe(405);
      expect(answer.headers.allow, target).toBe("POST");
    }
    for (const target of ["/api/%zz", "/%61pi/%zz"]) {
      const answer = await rawRequest(port, { method: "GET", target });
      expect(answer.status, target).toBe(400);
      expect(answer.headers["content-type"], target).toMatch(/^application\/json/);
    }
  });
});

describe("rate limits, whatever the spelling of the URL", () => {
  it("counts /%61pi/contact-form and an absolute-form target against the same limit as /api/contact-form", async () => {
    const app = await buildApp(
      await testConfig({ staticDir: "no-site", rateLimitFormsPerMinute: 2, analyticsEnabled: false }),
    );
    try {
      const port = await listen(app);
      const post = (target: string) =>
        rawRequest(port, {
          method: "POST",
          target,
          headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
          body: JSON.stringify(sampleBody()),
        });
      expect((await post(enquiryPaths.contact)).status).toBe(201);
      expect((await post(enquiryPaths.contact)).status).toBe(201);
      expect((await post("/%61pi/contact-form")).status).toBe(429);
      expect((await post(`http://127.0.0.1:${port}/%61pi/contact-form`)).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});
