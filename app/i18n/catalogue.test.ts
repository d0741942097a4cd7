import { describe, expect, expectTypeOf, it } from "vitest";
import { fill, messagesFor, pickMessages, placeholdersOf, type Messages } from "./catalogue";
import { en } from "./messages/en";
import { te } from "./messages/te";
import type { Placeholders, Translation } from "./messages/types";
import { untranslatedWords } from "./proper-nouns";

/** Every message of a catalogue by its dotted key ("thankYou.steps.0.title"). */
function flatten(value: unknown, key = ""): Map<string, unknown> {
  if (value !== null && typeof value === "object") {
    return new Map(
      Object.entries(value).flatMap(([child, item]) => [...flatten(item, key ? `${key}.${child}` : child)]),
    );
  }
  return new Map([[key, value]]);
}

/** Messages that are the same in both languages: examples typed into the form fields. */
const SAME_IN_BOTH = new Set(["enquiryForm.placeholders.email", "enquiryForm.placeholders.phone"]);

const english = flatten(en);
const telugu = flatten(te);
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/u;

describe("message catalogues", () => {
  it("have the same keys in English and Telugu", () => {
    expect([...telugu.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("hold only non-empty strings (data an island can receive as props)", () => {
    for (const [key, message] of [...english, ...telugu]) {
      expect(typeof message, key).toBe("string");
      expect(String(message).trim(), key).not.toBe("");
    }
    expect(JSON.parse(JSON.stringify(te))).toEqual(te);
  });

  it("translate every message into Telugu script, except the allowed examples", () => {
    for (const [key, message] of telugu) {
      if (SAME_IN_BOTH.has(key)) {
        expect(message, key).toBe(english.get(key));
        continue;
      }
      expect(message, key).not.toBe(english.get(key));
      expect(String(message), key).toMatch(TELUGU_SCRIPT);
      expect(untranslatedWords(String(message)), key).toEqual([]);
    }
  });

  it("keep the English message's placeholders in every translation", () => {
    for (const [key, message] of english) {
      expect(placeholdersOf(String(telugu.get(key))).sort(), key).toEqual(
        placeholdersOf(String(message)).sort(),
      );
    }
  });

  it("are chosen by locale", () => {
    expect(messagesFor("te")).toBe(te);
    expect(messagesFor("en")).toBe(en);
  });
});

describe("fill", () => {
  it("puts values into the placeholders, in the translation's own order", () => {
    expect(fill(te.validation.tooLong, { field: te.enquiryForm.fieldNames.firstName, max: 100 })).toBe(
      "మీ మొదటి పేరు 100 అక్షరాలకు మించకూడదు.",
    );
    expect(fill(en.carousel.slideLabel, { slide: 2, total: 5 })).toBe("2 of 5");
    expect(fill(te.carousel.slideLabel, { slide: 2, total: 5 })).toBe("5లో 2");
  });

  it("leaves text without placeholders alone and does not read `$` patterns in values", () => {
    expect(fill("No placeholders", {})).toBe("No placeholders");
    expect(fill("Hi {firstName}", { firstName: "$& $1" })).toBe("Hi $& $1");
  });

  it("throws rather than show a visitor a raw placeholder", () => {
    expect(() => fill(en.validation.required, {})).toThrow(/\{field\}/);
  });
});

describe("pickMessages", () => {
  it("gives an island only the groups it asks for", () => {
    const picked = pickMessages(messagesFor("te"), ["enquiryForm", "validation"]);
    expect(Object.keys(picked)).toEqual(["enquiryForm", "validation"]);
    expect(picked.validation).toBe(te.validation);
    expectTypeOf(picked).toEqualTypeOf<Pick<Messages, "enquiryForm" | "validation">>();
  });
});

describe("the Messages type", () => {
  it("finds a message's placeholders", () => {
    expectTypeOf<Placeholders<"Your {field} must be at most {max}.">>().toEqualTypeOf<"field" | "max">();
    expectTypeOf<Placeholders<"Plain">>().toEqualTypeOf<never>();
  });

  // Checked by `npm run typecheck` (tsc reads the test files): each assignment below must fail to compile.
  it("rejects a catalogue with a missing message, an extra one, a dropped placeholder or a short list", () => {
    const { loading: _dropped, ...withoutLoading } = te;
    // @ts-expect-error a message is missing
    const missing: Messages = withoutLoading;
    // @ts-expect-error a message the English catalogue does not have
    const extra: Messages = { ...te, extra: "అదనపు" };
    // @ts-expect-error the translation dropped {max}
    const dropped: Translation<"Your {field} must be at most {max}."> = "మీ {field} చాలా పొడవుగా ఉంది.";
    const reordered: Translation<"Your {field} must be at most {max}."> = "{max} అక్షరాలు: మీ {field}";
    // @ts-expect-error the thank-you page has three steps
    const short: Messages = { ...te, thankYou: { ...te.thankYou, steps: [te.thankYou.steps[0]] } };
    expect([missing, extra, dropped, reordered, short]).toHaveLength(5);
  });
});
