/**
 * Generated requests against one shared app (SQLite): 1,000 bad requests per route are all refused
 * with 400/413/415/429 and store nothing; 1,000 valid enquiries (Telugu and Devanagari names,
 * apostrophes, Indian and international phones) are all stored exactly as sent (trimmed).
 */
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryBodyLimit, limits } from "#contract/enquiry";
import { buildApp, type App } from "../app.ts";
import { testConfig } from "../test-support/app-config.ts";
import { enquiryPaths } from "./routes.ts";

const RUNS = 1000;
const refused = [400, 413, 415, 429];

let app: App;

beforeAll(async () => {
  // Long poll: the outbox worker is not under test here; it writes .eml files between runs otherwise.
  app = await buildApp(
    await testConfig({
      staticDir: join(import.meta.dirname, "no-site"),
      rateLimitFormsPerMinute: 100_000,
      outboxPollMs: 3_600_000,
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

// ── Valid enquiries ─────────────────────────────────────────────────────────────────────────────

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const telugu = [...range(0x0c05, 0x0c14), ...range(0x0c15, 0x0c39), ...range(0x0c3e, 0x0c4c)];
const devanagari = [...range(0x0905, 0x0914), ...range(0x0915, 0x0939), ...range(0x093e, 0x094c)];
const latin = [...range(0x61, 0x7a), ...range(0x41, 0x5a), "é", "ñ", "ü"];

const word = (letters: string[]) =>
  fc.tuple(
    fc.constantFrom(...letters),
    fc.string({ unit: fc.constantFrom(...letters, "'", "-"), maxLength: 14 }),
  );
const name = fc
  .array(fc.oneof(word(telugu), word(devanagari), word(latin)), { minLength: 1, maxLength: 3 })
  .map((words) => words.map(([first, rest]) => first + rest).join(" "))
  .filter((value) => value.length <= limits.nameMaxLength);
/** A name as people type it: maybe with spaces around, which the server trims. */
const typedName = fc
  .tuple(fc.constantFrom("", " ", "  "), name, fc.constantFrom("", " "))
  .map(([a, n, b]) => a + n + b);

const lower = range(0x61, 0x7a);
const email = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...lower, "0", "7", "_"), minLength: 1, maxLength: 12 }),
    fc.option(fc.string({ unit: fc.constantFrom(...lower, "'", "+", "."), minLength: 1, maxLength: 6 }), {
      nil: "",
    }),
    fc.string({ unit: fc.constantFrom(...lower), minLength: 1, maxLength: 10 }),
    fc.constantFrom("com", "in", "co.in", "ac.uk", "de"),
  )
  .map(
    ([user, tag, domain, tld]) =>
      `${user}${tag ? `${tag.replace(/\.+$/, "").replace(/^\.+/, "")}x` : ""}@${domain}.${tld}`,
  )
  .filter((value) => !value.includes("..") && value.length <= limits.emailMaxLength);

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });
const indianPhone = fc
  .tuple(
    fc.constantFrom("", "+91", "+91 ", "0"),
    fc.constantFrom("6", "7", "8", "9"),
    digits(4),
    fc.constantFrom("", " ", "-"),
    digits(5),
  )
  .map(([prefix, first, middle, separator, last]) => `${prefix}${first}${middle}${separator}${last}`);
const internationalPhone = fc
  .tuple(fc.constantFrom("1", "44", "49", "353", "61", "971"), digits(7), fc.constantFrom("", " "), digits(3))
  .map(([code, main, separator, tail]) => `+${code} ${main}${separator}${tail}`)
  .filter((value) => value.length <= limits.phoneMaxLength);
const phone = fc.oneof(indianPhone, internationalPhone);

const comments = fc.option(
  fc.string({
    unit: fc.oneof(fc.constantFrom(...telugu, ...latin, " ", "'", "\n", "₹", "?")),
    maxLength: 200,
  }),
  { nil: undefined },
);

const validBody = fc.record(
  {
    firstName: typedName,
    lastName: typedName,
    email,
    phone,
    comments,
    page: fc.constantFrom("/", "/contact", "/services"),
  },
  { requiredKeys: ["firstName", "lastName", "email", "phone", "page"] },
);

describe("1,000 valid enquiries", () => {
  it("are all stored exactly as sent, trimmed", async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(
        validBody,
        fc.constantFrom("contact", "service") as fc.Arbitrary<"contact" | "service">,
        async (generated, kind) => {
          sequence += 1;
          const marker = `/fuzz/${sequence}`;
          const body = {
            firstName: generated.firstName,
            lastName: generated.lastName,
            email: generated.email,
            phone: generated.phone,
            ...(kind === "service" && generated.comments !== undefined
              ? { comments: generated.comments }
              : {}),
            context: { page: marker },
          };
          const response = await app.inject({
            method: "POST",
            url: enquiryPaths[kind],
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, response.body).toBe(201);
          const row = await app.database.kysely
            .selectFrom("enquiries")
            .selectAll()
            .where("page", "=", marker)
            .executeTakeFirstOrThrow();
          expect(row).toMatchObject({
            kind,
            first_name: body.firstName.trim(),
            last_name: body.lastName.trim(),
            email: body.email,
            phone: body.phone,
            comments: kind === "service" && body.comments?.trim() ? body.comments.trim() : null,
          });
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);
});

// ── Bad requests ────────────────────────────────────────────────────────────────────────────────

const good = { firstName: "Lakshmi", lastName: "Prasanna", email: "lakshmi@example.in", phone: "9876543210" };
const fields = ["firstName", "lastName", "email", "phone", "comments", "context", "website"] as const;

/** A value wrong for every field: not a string (or, for strings, empty/blank or too long for that field). */
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
function badValue(field: (typeof fields)[number]) {
  switch (field) {
    case "firstName":
    case "lastName":
      return fc.oneof(notAString, fc.constantFrom("", "   ", "x".repeat(limits.nameMaxLength + 1)));
    case "email":
      return fc.oneof(
        notAString,
        fc.constantFrom("", "a", "a@", "@b.co", "a b@c.de", "a@b"),
        fc.string({ maxLength: 20 }).filter((s) => !s.includes("@")),
      );
    case "phone":
      return fc.oneof(
        notAString,
        fc.constantFrom("", "12345", "+0123456789", "5876543210", "phone"),
        fc.string({ unit: fc.constantFrom(..."abc#*"), minLength: 1, maxLength: 20 }),
      );
    case "comments":
      return fc.oneof(notAString, fc.constant("c".repeat(limits.commentsMaxLength + 1)));
    case "context":
      return fc.oneof(
        fc.integer(),
        fc.string(),
        fc.constant([]),
        fc.record({ page: fc.integer() }),
        fc.record({ ip: fc.string() }),
        fc.record({ page: fc.constant(["/contact"]) }),
        fc.record({
          utm: fc.oneof(
            fc.string(),
            fc.record({ campaign: fc.integer() }),
            fc.record({ gclid: fc.string() }),
          ),
        }),
      );
    case "website":
      return fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string()),
        fc.constant("w".repeat(501)),
      );
  }
}

interface BadRequest {
  contentType?: string;
  payload: string;
  idempotencyKey?: string;
}
const asJson = (value: unknown): BadRequest => ({
  contentType: "application/json",
  payload: JSON.stringify(value) ?? "null",
});

function badRequests(kind: "contact" | "service"): fc.Arbitrary<BadRequest> {
  const allowed = kind === "service" ? fields : fields.filter((field) => field !== "comments");
  const oneBadField = fc
    .constantFrom(...allowed)
    .chain((field) => badValue(field).map((value) => asJson({ ...good, [field]: value })));
  const unknownField = fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((key) => !(allowed as readonly string[]).includes(key) && key !== "__proto__")
    .map((key) => asJson({ ...good, [key]: "x" }));
  const missingField = fc
    .constantFrom("firstName", "lastName", "email", "phone")
    .map((field) => asJson(Object.fromEntries(Object.entries(good).filter(([key]) => key !== field))));
  const notAnObject = fc
    .oneof(fc.anything(), fc.array(fc.anything()))
    .filter((value) => typeof value !== "object" || value === null || Array.isArray(value))
    .map(asJson);
  const anyObject = fc
    .object()
    .filter((value) => !("firstName" in value && "lastName" in value))
    .map(asJson);
  const wrongType = fc
    .constantFrom(
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/json-patch+json",
      "text/html",
      undefined,
    )
    .map((contentType) => ({ contentType, payload: JSON.stringify(good) }));
  const brokenJson = fc
    .nat({ max: JSON.stringify(good).length - 2 })
    .map((cut) => ({ contentType: "application/json", payload: JSON.stringify(good).slice(0, cut + 1) }));
  const oversized = fc
    .integer({ min: enquiryBodyLimit, max: enquiryBodyLimit * 2 })
    .map((size) => asJson({ ...good, comments: "x".repeat(size) }));
  const badKey = fc
    .string({ maxLength: 40 })
    .filter((key) => !/^[0-9a-f-]{36}$/i.test(key.trim()) && /^[\x20-\x7e]*$/.test(key))
    .map((key) => ({ ...asJson(good), idempotencyKey: key }));
  const formGarbage = fc
    .string({ maxLength: 200 })
    .map((payload) => ({ contentType: "application/x-www-form-urlencoded", payload }));
  const formBadField = fc
    .constantFrom(
      ["firstName", ""],
      ["lastName", "  "],
      ["email", "x@"],
      ["email", "12"],
      ["phone", "12"],
      ["phone", "x@"],
    )
    .map(([field, value]) => ({
      contentType: "application/x-www-form-urlencoded",
      payload: new URLSearchParams({ ...good, [field as string]: value as string }).toString(),
    }));
  return fc.oneof(
    { arbitrary: oneBadField, weight: 5 },
    { arbitrary: unknownField, weight: 2 },
    { arbitrary: missingField, weight: 1 },
    { arbitrary: notAnObject, weight: 1 },
    { arbitrary: anyObject, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: brokenJson, weight: 1 },
    { arbitrary: oversized, weight: 1 },
    { arbitrary: badKey, weight: 1 },
    { arbitrary: formGarbage, weight: 1 },
    { arbitrary: formBadField, weight: 1 },
  );
}

describe.each(["contact", "service"] as const)("1,000 bad requests to the %s form", (kind) => {
  it("are all refused with 400, 413, 415 or 429, never 2xx or 5xx, and store nothing", async () => {
    const before = await app.enquiries.count();
    await fc.assert(
      fc.asyncProperty(badRequests(kind), async (request) => {
        const headers: Record<string, string> = {};
        if (request.contentType) headers["content-type"] = request.contentType;
        if (request.idempotencyKey !== undefined) headers["idempotency-key"] = request.idempotencyKey;
        const response = await app.inject({
          method: "POST",
          url: enquiryPaths[kind],
          headers,
          payload: request.payload,
        });
        expect(refused, `${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
          response.statusCode,
        );
        expect(response.headers["content-type"]).toMatch(/^(application\/json|text\/html); charset=utf-8$/);
      }),
      { numRuns: RUNS },
    );
    expect(await app.enquiries.count()).toBe(before);
  }, 120_000);
});
