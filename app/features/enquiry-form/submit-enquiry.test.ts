import { describe, expect, it, vi } from "vitest";
import { idempotencyHeader } from "#contract/enquiry";
import { texts } from "~words/enquiry-texts";
import { buildPayload, enquiryEndpoint, pickFieldErrors, submitEnquiry } from "./submit-enquiry";

const values = {
  firstName: "Sita",
  lastName: "Rao",
  email: "sita@example.org",
  phone: "9876543210",
  comments: "IELTS next month",
  website: "",
};
const person = { ...values, comments: "" };

function answer(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));
}

describe("enquiryEndpoint", () => {
  it("posts to /contact-form and /service-form under the API base", () => {
    expect(enquiryEndpoint("contact")).toBe("/api/contact-form");
    expect(enquiryEndpoint("service")).toBe("/api/service-form");
  });
});

describe("buildPayload", () => {
  it("sends the contact form's four fields, the page's language and its context", () => {
    expect(buildPayload("contact", person, { page: "/contact" })).toEqual({
      firstName: "Sita",
      lastName: "Rao",
      email: "sita@example.org",
      phone: "9876543210",
      language: "en",
      pageLanguage: "en",
      context: { page: "/contact" },
    });
    expect(buildPayload("contact", person, {}, "te")).toMatchObject({ language: "te" });
  });

  it("sends the nearest office only when one was chosen, from either form", () => {
    expect(buildPayload("service", { ...person, office: "vijayawada" }, {})).toMatchObject({
      office: "vijayawada",
    });
    expect(buildPayload("contact", { ...person, office: "hyderabad" }, {})).toMatchObject({
      office: "hyderabad",
    });
    expect(buildPayload("contact", { ...person, office: "" }, {})).not.toHaveProperty("office");
  });

  it("sends the contact form's purpose and message when given, and no purpose from the service form", () => {
    expect(buildPayload("contact", { ...values, purpose: "mock-interview" }, {})).toMatchObject({
      purpose: "mock-interview",
      comments: "IELTS next month",
    });
    expect(buildPayload("contact", { ...person, purpose: "" }, {})).not.toHaveProperty("purpose");
    expect(buildPayload("service", { ...person, purpose: "visa" }, {})).not.toHaveProperty("purpose");
  });

  it("adds comments on the service form, leaves out empty comments and an empty context", () => {
    expect(buildPayload("service", values, {})).toMatchObject({ comments: "IELTS next month" });
    expect(buildPayload("service", { ...values, comments: "" }, {})).not.toHaveProperty("comments");
    expect(buildPayload("service", values, {})).not.toHaveProperty("context");
  });

  it("passes a filled honeypot on, so the server can drop the enquiry", () => {
    expect(buildPayload("contact", values, {})).not.toHaveProperty("website");
    expect(buildPayload("contact", { ...values, website: "spam.example" }, {})).toMatchObject({
      website: "spam.example",
    });
  });
});

describe("pickFieldErrors", () => {
  it("keeps known fields with text only", () => {
    expect(pickFieldErrors({ email: "Bad email", phone: "", nope: "x", lastName: 3 })).toEqual({
      email: "Bad email",
    });
    expect(pickFieldErrors(null)).toEqual({});
    expect(pickFieldErrors(["email"])).toEqual({});
  });
});

describe("submitEnquiry", () => {
  it("posts JSON with the idempotency key and reads the server's message", async () => {
    const fetchImpl = answer(200, { message: "We will call you soon." });
    const outcome = await submitEnquiry({ kind: "service", body: "{}", idempotencyKey: "key-1", fetchImpl });
    expect(outcome).toEqual({ status: "accepted", message: "We will call you soon." });
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    expect(url).toBe("/api/service-form");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("{}");
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get(idempotencyHeader)).toBe("key-1");
    // The page's language, for the answers the server gives before it reads the body.
    expect(headers.get("accept-language")).toBe(texts.locale);
  });

  it("treats a 2xx without a JSON body as accepted", async () => {
    const outcome = await submitEnquiry({
      kind: "contact",
      body: "{}",
      idempotencyKey: "k",
      fetchImpl: answer(201, ""),
    });
    expect(outcome).toEqual({ status: "accepted", message: "" });
  });

  it.each([500, 503, 429, 422, 415, 413])("rejects a %i answer", async (status) => {
    const outcome = await submitEnquiry({
      kind: "contact",
      body: "{}",
      idempotencyKey: "k",
      fetchImpl: answer(status, { message: "no", fieldErrors: { email: "Ignored unless 400" } }),
    });
    expect(outcome).toEqual({ status: "rejected", httpStatus: status, message: "no", fieldErrors: {} });
  });

  it("returns the field errors of a 400", async () => {
    const outcome = await submitEnquiry({
      kind: "contact",
      body: "{}",
      idempotencyKey: "k",
      fetchImpl: answer(400, { message: "Invalid", fieldErrors: { phone: "Bad phone", other: "x" } }),
    });
    expect(outcome).toEqual({
      status: "rejected",
      httpStatus: 400,
      message: "Invalid",
      fieldErrors: { phone: "Bad phone" },
    });
  });

  it("reports a network failure", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitEnquiry({ kind: "contact", body: "{}", idempotencyKey: "k", fetchImpl })).toEqual({
      status: "network-error",
    });
  });

  it("gives up on a request that hangs", async () => {
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const outcome = await submitEnquiry({
      kind: "contact",
      body: "{}",
      idempotencyKey: "k",
      fetchImpl,
      timeoutMs: 20,
    });
    expect(outcome).toEqual({ status: "network-error" });
  });
});
