/** Filling WhatsApp templates and the links the console builds (contract/staff-calls.ts). */
import { describe, expect, it } from "vitest";
import { defaultLanguage, languageInfo, languages } from "./languages.ts";
import {
  callLogSchema,
  familyLanguage,
  fillTemplate,
  templateLanguageLabels,
  templateLanguages,
  templateSchema,
  topicOf,
  unknownPlaceholders,
  whatsAppDigits,
  whatsAppHref,
} from "./staff-calls.ts";

describe("WhatsApp templates", () => {
  const values = { name: "Lakshmi", topic: "visa", counsellor: "Gopi", office: "guntur" } as const;

  it("fills every placeholder, naming the office in the template's language", () => {
    const body = "Hello {name}, {counsellor} from {office} about {topic}.";
    expect(fillTemplate(body, "en", values)).toBe("Hello Lakshmi, Gopi from Guntur about visa.");
    expect(fillTemplate("{name} గారూ, {office}", "te", values)).toBe("Lakshmi గారూ, గుంటూరు");
  });

  it("finds the placeholders it does not know, and the schema refuses them on the body", () => {
    expect(unknownPlaceholders("Hi {name}, {fee} and {fee} {}")).toEqual(["fee", ""]);
    const result = templateSchema.safeParse({ name: "x", language: "en", topic: "other", body: "{fees}" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["body"]);
    expect(result.error?.issues[0]?.message).toContain("{fees}");
  });

  it("names the topic from what they want help with, else the page's country, never their message", () => {
    expect(topicOf({ purpose: "loan", page: "/study-in-uk" }, "en")).toBe("education loan");
    expect(topicOf({ purpose: "visa", page: null }, "te")).toBe("వీసా");
    expect(topicOf({ purpose: "other", page: "/te/study-in-canada" }, "te")).toBe("కెనడాలో చదువు");
    expect(topicOf({ purpose: null, page: "/contact" }, "en")).toBe("studying abroad");
  });

  it("writes in the language they prefer, else their page's, else English", () => {
    expect(familyLanguage({ language: "te", pageLanguage: "en" })).toBe("te");
    expect(familyLanguage({ language: null, pageLanguage: "te" })).toBe("te");
    expect(familyLanguage({ language: null, pageLanguage: null })).toBe("en");
  });

  it("builds wa.me links with the number's digits and the text encoded", () => {
    expect(whatsAppDigits("98480 12345")).toBe("919848012345");
    expect(whatsAppDigits("+91 98480 12345")).toBe("919848012345");
    expect(whatsAppDigits("098480 12345")).toBe("919848012345");
    expect(whatsAppHref("+44 20 7946 0958", "Hi & bye")).toBe(
      "https://wa.me/442079460958?text=Hi%20%26%20bye",
    );
  });
});

describe("WhatsApp templates in every language of the list (contract/languages.ts)", () => {
  const values = { name: "Lakshmi", topic: "visa", counsellor: "Gopi", office: "hyderabad" } as const;

  it.each(languages.map((language) => [language.code, language.prefix] as const))(
    "%s: offers its templates, names the office and reads its country pages",
    (code, prefix) => {
      expect(templateLanguages).toContain(code);
      expect(templateLanguageLabels[code]).toBe(languageInfo(code).name);
      expect(fillTemplate("{office}", code, values)).not.toMatch(/^\{|^$/);
      const page = { purpose: null, page: `${prefix}/study-in-uk` };
      expect(topicOf(page, code)).not.toBe(topicOf({ purpose: null, page: "/contact" }, code));
    },
  );

  it("writes in English when the family named no language", () => {
    expect(familyLanguage({ language: null, pageLanguage: null })).toBe(defaultLanguage);
  });
});

describe("a logged call", () => {
  it("needs a day to call back later, and nothing of the kind otherwise", () => {
    expect(callLogSchema.safeParse({ channel: "call", outcome: "busy" }).success).toBe(true);
    expect(callLogSchema.safeParse({ channel: "call", outcome: "call_back_later" }).success).toBe(false);
    expect(
      callLogSchema.safeParse({ channel: "call", outcome: "call_back_later", callBackOn: "2099-01-02" })
        .success,
    ).toBe(true);
    expect(callLogSchema.safeParse({ channel: "whatsapp", outcome: "sent" }).success).toBe(true);
    expect(callLogSchema.safeParse({ channel: "whatsapp", outcome: "reached" }).success).toBe(false);
  });
});
