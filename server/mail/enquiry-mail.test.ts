import { describe, expect, it } from "vitest";
import type { Enquiry } from "../enquiries/enquiry-read-model.ts";
import { composeEnquiryMail, escapeHtml, escapeText, mailTexts } from "./enquiry-mail.ts";

const addresses = { from: "website@example.com", to: "office@example.com" };

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: "0b7a5a4e-3f7d-4c55-9d0c-2f1e3c4d5e6f",
    kind: "service",
    firstName: "రవి",
    lastName: "O'Brien",
    email: "ravi@example.in",
    phone: "+91 98765 43210",
    comments: "Line one\nLine two",
    language: "te",
    pageLanguage: "te",
    purpose: null,
    office: null,
    callbackSlot: null,
    duplicateOf: null,
    page: "/services",
    referrer: "https://www.google.com/",
    utm: { source: "newsletter", medium: "email", campaign: null, term: null, content: null },
    idempotencyKey: null,
    createdAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("escapeText", () => {
  it.each([
    ["plain", "plain"],
    ["a\r\nBcc: x@y.z", "a[U+000D][U+000A]Bcc: x@y.z"],
    ["tab\there", "tab[U+0009]here"],
    ["\u202Emoc.liame", "[U+202E]moc.liame"],
    ["nul\u0000", "nul[U+0000]"],
    ["सुनीता", "सुनीता"],
  ])("%j becomes %j", (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });

  it("escapes HTML and control characters together", () => {
    expect(escapeHtml(`<script>alert("x")</script>&'\n`)).toBe(
      "&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;&#39;[U+000A]",
    );
  });
});

describe("composeEnquiryMail", () => {
  it("puts every field in the text and the HTML, and only constants in the headers", () => {
    const mail = composeEnquiryMail(enquiry(), addresses);
    expect(mail.subject).toBe(mailTexts.subject.service);
    expect(mail.from).toBe(addresses.from);
    expect(mail.to).toBe(addresses.to);
    expect(mail.replyTo).toEqual({ name: "", address: "ravi@example.in" });
    expect(mail.messageId).toBe("<enquiry-0b7a5a4e-3f7d-4c55-9d0c-2f1e3c4d5e6f@example.com>");
    expect(mail.text).toContain("First name: రవి\n");
    expect(mail.text).toContain("Last name: O'Brien\n");
    expect(mail.text).toContain("Email: ravi@example.in\n");
    expect(mail.text).toContain("Phone: +91 98765 43210\n");
    expect(mail.text).toContain("Prefers: Telugu (తెలుగు)\n");
    expect(mail.text).toContain("Page language: Telugu\n");
    expect(mail.html).toContain("<td>Telugu</td>");
    expect(mail.text).toContain("Comments:\n    Line one\n    Line two\n");
    expect(mail.text).toContain("Page: /services\n");
    expect(mail.text).toContain("utm_source: newsletter\n");
    expect(mail.text).not.toContain("utm_campaign");
    expect(mail.html).toContain("<td>O&#39;Brien</td>");
    expect(mail.html).toContain("<td>Line one<br>Line two</td>");
  });

  it("cannot be made to show a fake field or run markup", () => {
    const mail = composeEnquiryMail(
      enquiry({
        firstName: "Eve\nPhone: 0000000000",
        comments: "<img src=x onerror=alert(1)>\r\nEmail: fake@example.com",
      }),
      addresses,
    );
    const lines = mail.text.split("\n");
    expect(lines.filter((line) => line.startsWith("Phone:"))).toEqual(["Phone: +91 98765 43210"]);
    expect(lines.filter((line) => line.startsWith("Email:"))).toEqual(["Email: ravi@example.in"]);
    expect(mail.text).toContain("First name: Eve[U+000A]Phone: 0000000000");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62;");
  });

  it("leaves Reply-To out when the stored address is not a plain address", () => {
    const mail = composeEnquiryMail(enquiry({ email: "a@b.co\r\nBcc: victim@example.com" }), addresses);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain("Email: a@b.co[U+000D][U+000A]Bcc: victim@example.com");
  });

  it("shows a contact enquiry's purpose and message, without a comments section, and says when there is no context", () => {
    const mail = composeEnquiryMail(
      enquiry({
        kind: "contact",
        comments: "Before my F-1 interview",
        purpose: "mock-interview",
        page: null,
        referrer: null,
        utm: { source: null, medium: null, campaign: null, term: null, content: null },
      }),
      addresses,
    );
    expect(mail.subject).toBe(mailTexts.subject.contact);
    expect(mail.text).not.toContain("Comments");
    expect(mail.text).toContain("What would you like help with?: Mock visa interview\n");
    expect(mail.text).toContain("Message:\n    Before my F-1 interview\n");
    expect(mail.text).toContain(`${mailTexts.context}:\n${mailTexts.none}\n`);
  });

  it("shows a call-back request's slot as words with its day in India, and the language to call in", () => {
    const mail = composeEnquiryMail(
      enquiry({
        kind: "callback",
        firstName: "Ravi",
        lastName: null,
        email: null,
        comments: null,
        callbackSlot: "tomorrow-evening",
        language: "te",
        // 19:00 UTC on 24 Nov is 00:30 on 25 Nov in India: tomorrow is the 26th.
        createdAt: "2026-11-24T19:00:00.000Z",
      }),
      addresses,
    );
    expect(mail.subject).toBe(mailTexts.subject.callback);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain("Name: Ravi\n");
    expect(mail.text).toContain("Call back: tomorrow evening (26 Nov)\n");
    expect(mail.text).toContain("Prefers: Telugu (తెలుగు)\n");
    expect(mail.text).not.toContain("Email:");
    expect(mail.html).toContain("<td>tomorrow evening (26 Nov)</td>");
  });

  it("says the nearest office the family chose, and nothing when they chose none", () => {
    expect(composeEnquiryMail(enquiry({ office: "vijayawada" }), addresses).text).toContain(
      "Nearest office: Vijayawada\n",
    );
    expect(composeEnquiryMail(enquiry({ office: null }), addresses).text).not.toContain("Nearest office");
  });

  it("says the page's language, and nothing for an enquiry from before it was recorded", () => {
    expect(composeEnquiryMail(enquiry({ pageLanguage: "en" }), addresses).text).toContain(
      "Page language: English\n",
    );
    expect(composeEnquiryMail(enquiry({ pageLanguage: null }), addresses).text).not.toContain(
      "Page language",
    );
  });
});
