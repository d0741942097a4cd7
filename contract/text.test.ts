import { describe, expect, it } from "vitest";
import { invitationSchema, passkeyRegistrationSchema } from "./staff.ts";
import { freeText, isCleanText, lineText, nameText } from "./text.ts";

describe("isCleanText", () => {
  it.each([
    ["NUL", "Ra\u0000vi"],
    ["escape sequence", "Ravi\u001b]0;title\u0007"],
    ["DEL", "Ravi\u007f"],
    ["C1 control", "Ravi\u009b31m"],
    ["lone high surrogate", "Ravi\uD83D"],
    ["lone low surrogate", "\uDE00Ravi"],
  ])("refuses a %s", (_name, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(isCleanText(value, { multiline: true })).toBe(false);
  });

  it("keeps tabs and line breaks only in free text", () => {
    expect(isCleanText("line one\r\n\tline two", { multiline: true })).toBe(true);
    expect(isCleanText("line one\nline two")).toBe(false);
  });

  it("accepts Telugu, Devanagari and emoji (surrogate pairs)", () => {
    expect(isCleanText("రవి कुमार 😀")).toBe(true);
  });
});

describe("schemas", () => {
  it("report a control character as a field error", () => {
    expect(lineText().safeParse("a\u0000b").success).toBe(false);
    expect(freeText().safeParse("a\nb").success).toBe(true);
  });
});

describe("names typed by staff", () => {
  it.each(["\u202Eakniv", "Ravi \u2067Kumar\u2069", "Ravi\u200F"])(
    "refuse a direction control: %j",
    (name) => {
      expect(nameText().safeParse(name).success).toBe(false);
      const invitation = { email: "ravi@example.com", name, role: "counsellor", office: "guntur" };
      expect(invitationSchema.safeParse(invitation).success).toBe(false);
      expect(passkeyRegistrationSchema.shape.name.safeParse(name).success).toBe(false);
    },
  );

  it("keep Telugu with its zero-width joiners", () => {
    expect(nameText().safeParse("శ్\u200Cరీ").success).toBe(true);
  });
});
