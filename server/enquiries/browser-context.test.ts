/**
 * What the enquiry routes take from a name and from the browser-reported context (docs/enquiries.md):
 * a name with a bidirectional control is refused with a field error in the page's language; a context
 * page that is not a path of this site is dropped and the enquiry is stored.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryTexts } from "#contract/texts/index";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";
import { collect, sampleBody } from "../test-support/enquiry-fixtures.ts";
import { enquiryPaths } from "./routes.ts";

let app: App;
let phone = 9_000_000_000;

beforeAll(async () => {
  app = await buildApp(
    await testConfig({ staticDir: join(import.meta.dirname, "no-site"), rateLimitFormsPerMinute: 1000 }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

/** A body of its own person each time, so no enquiry is a likely duplicate of another. */
function person(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  phone += 1;
  return sampleBody({ email: `p${phone}@example.in`, phone: String(phone), ...overrides });
}

const post = (url: string, body: unknown, contentType = "application/json") =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": contentType },
    payload: contentType === "application/json" ? JSON.stringify(body) : (body as string),
  });

async function storedWithEmail(email: string) {
  const all = await collect(app.enquiries.list());
  return all.find((enquiry) => enquiry.email === email);
}

const bidiControls = [
  "\u202E",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];

describe("a name with a bidirectional control character", () => {
  it.each(bidiControls.map((char) => [`U+${char.codePointAt(0)?.toString(16).toUpperCase()}`, char]))(
    "is refused (%s) with the name's field error, nothing stored",
    async (_name, char) => {
      const before = await app.enquiries.count();
      const response = await post(enquiryPaths.contact, person({ firstName: `Lakshmi${char}ahsa` }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
        firstName: enquiryTexts.en.textMessages.direction,
      });
      expect(await app.enquiries.count()).toBe(before);
    },
  );

  it("is refused in every name field: last name, and the call-back's one name", async () => {
    const last = await post(enquiryPaths.service, person({ lastName: "\u2067Rao\u2069" }));
    expect(last.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      lastName: enquiryTexts.en.textMessages.direction,
    });
    const callback = await post(enquiryPaths.callback, {
      name: "Asha \u202Euar",
      phone: "9876501234",
      slot: "tomorrow-evening",
      language: "en",
    });
    expect(callback.statusCode).toBe(400);
    expect(callback.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      name: enquiryTexts.en.textMessages.direction,
    });
  });

  it("is refused in the page's language from a Telugu page", async () => {
    const response = await post(
      enquiryPaths.contact,
      person({ firstName: "లక్ష్మి\u202E", pageLanguage: "te" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      firstName: enquiryTexts.te.textMessages.direction,
    });
  });

  it("does not refuse the zero-width joiners that Telugu names are written with", async () => {
    const body = person({ firstName: "శ్రీ\u200Cనివాస్", lastName: "రెడ్డి\u200D" });
    expect((await post(enquiryPaths.contact, body)).statusCode).toBe(201);
  });
});

describe("the page an enquiry reports (context.page)", () => {
  it.each([
    ["a javascript: address", "javascript:alert('page')"],
    ["an address of another site", "https://evil.example/contact"],
    ["a scheme-relative address", "//evil.example/contact"],
    ["a backslash path", "/\\evil.example"],
    ["a path with a right-to-left override", "/contact\u202Etxt.exe"],
    ["a path with a line break", "/contact\nX-Injected: 1"],
    ["a path with a space", "/contact page"],
    ["a path over 500 characters", `/${"a".repeat(500)}`],
    ["a bare word", "contact"],
  ])("drops %s and stores the enquiry without it", async (_name, page) => {
    const body = person({ context: { page, utm: { source: "newsletter" } } });
    const response = await post(enquiryPaths.contact, body);
    expect(response.statusCode).toBe(201);
    const stored = await storedWithEmail(String(body.email));
    expect(stored?.page).toBeNull();
    expect(stored?.utm.source).toBe("newsletter");
  });

  it("keeps a path of the site, with its query string", async () => {
    const body = person({ context: { page: "/te/contact?help=visa" } });
    expect((await post(enquiryPaths.contact, body)).statusCode).toBe(201);
    expect((await storedWithEmail(String(body.email)))?.page).toBe("/te/contact?help=visa");
  });

  it("drops a context text with a control character (a line break in utm_campaign) and keeps the enquiry", async () => {
    const body = person({ context: { page: "/contact", utm: { source: "mail", campaign: "spring\nsale" } } });
    expect((await post(enquiryPaths.contact, body)).statusCode).toBe(201);
    const stored = await storedWithEmail(String(body.email));
    expect(stored?.utm).toMatchObject({ source: "mail", campaign: null });
    expect(stored?.page).toBe("/contact");
  });
});
