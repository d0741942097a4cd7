/**
 * The enquiry forms' two sets of texts: the same texts in both, Telugu really Telugu, and the schemas
 * built from the Telugu set answering in Telugu.
 */
import { describe, expect, it } from "vitest";
import { callbackSlots, enquirySchemasFor, type EnquiryTexts } from "../enquiry.ts";
import { enquiryTexts } from "./index.ts";
import { texts as en } from "./en.ts";
import { texts as te } from "./te.ts";

/** Every text of a set, each function called with sample values, with its path. */
function allTexts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    // A name (or a field's name) first; then a call-back slot or a number of characters.
    const second = path.endsWith("callbackAccepted") ? callbackSlots : [100];
    return second.flatMap((argument) =>
      allTexts((value as (...args: unknown[]) => unknown)("రవి", argument), `${path}(${argument})`),
    );
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => allTexts(inner, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Latin-script words a Telugu text may keep: test names, an example address, JSON, WhatsApp (docs/glossary-te.md). */
const keptInLatin = new Set(["IELTS", "TOEFL", "GRE", "JSON", "WhatsApp", "name", "example", "com"]);

describe("the enquiry texts", () => {
  it("has the same texts in both languages, none empty", () => {
    const paths = (set: unknown) => allTexts(set).map(([path]) => path);
    expect(paths(te)).toEqual(paths(en));
    for (const [path, text] of [...allTexts(en), ...allTexts(te)]) {
      expect(text.trim(), path).not.toBe("");
    }
  });

  it("writes Telugu in Telugu script, keeping only names and examples in Latin script", () => {
    for (const [path, text] of allTexts(te)) {
      if (path === "locale" || path.endsWith("Path")) continue;
      const latin = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !keptInLatin.has(word));
      expect(latin, `${path}: ${text}`).toEqual([]);
      expect(text, path).toMatch(/[\u0C00-\u0C7F]|^[^A-Za-z]*$/);
    }
  });

  it("names each set's language and thank-you page", () => {
    expect(enquiryTexts.en.locale).toBe("en");
    expect(enquiryTexts.te.locale).toBe("te");
    expect(enquiryTexts.te.noScript.thankYouPath).toBe(`/te${en.noScript.thankYouPath}`);
  });

  it("will not take a set that misses a text", () => {
    const { formTexts: _left, ...withoutFormTexts } = te;
    // @ts-expect-error -- a set without `formTexts` is not a set of enquiry texts
    const incomplete: EnquiryTexts = withoutFormTexts;
    expect(incomplete).not.toHaveProperty("formTexts");
  });

  it("builds schemas that answer in the set's language, with the same rules", () => {
    const telugu = enquirySchemasFor(enquiryTexts.te);
    const result = telugu.contact.safeParse({ firstName: "", lastName: "Kiran", email: "x", phone: "1" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain(te.messages.required(te.fieldNames.firstName));
    expect(messages).toContain(te.messages.email);
    expect(messages).toContain(te.messages.phone);
    const control = telugu.callback.safeParse({
      name: "Ra\u0000vi",
      phone: "98765 43210",
      slot: "today-evening",
      language: "te",
    });
    expect(control.error?.issues[0]?.message).toBe(te.textMessages.control);
    const body = { firstName: "Sai", lastName: "Kiran", email: "sai@example.in", phone: "98765 43210" };
    expect(telugu.service.parse({ ...body, pageLanguage: "te" })).toEqual({ ...body, pageLanguage: "te" });
    expect(telugu.service.safeParse({ ...body, pageLanguage: "hi" }).success).toBe(false);
  });
});
