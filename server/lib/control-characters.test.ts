import { describe, expect, it } from "vitest";
import { escapeControlCharacters, jsonForTerminal } from "./control-characters.ts";

describe("escapeControlCharacters", () => {
  it.each([
    ["plain", "plain"],
    ["window title \u001b]0;owned\u0007", "window title [U+001B]]0;owned[U+0007]"],
    [
      "hidden \u001b]8;;https://evil.example\u001b\\link",
      "hidden [U+001B]]8;;https://evil.example[U+001B]\\link",
    ],
    ["csi \u009b31m", "csi [U+009B]31m"],
    ["nul\u0000", "nul[U+0000]"],
    ["\u202Emoc.liame", "[U+202E]moc.liame"],
    ["a\r\nb\tc", "a[U+000D][U+000A]b[U+0009]c"],
    ["lone \uD800 high", "lone [U+D800] high"],
    ["lone \uDC00 low", "lone [U+DC00] low"],
    ["a\u2028b", "a[U+2028]b"],
    ["సాయి 😀", "సాయి 😀"],
  ])("%j becomes %j", (input, expected) => {
    expect(escapeControlCharacters(input)).toBe(expected);
  });

  it("keeps tabs, line feeds and CRLF pairs when asked, never a bare carriage return", () => {
    expect(escapeControlCharacters("a\r\nb\n\tc\rd\u001b", { keepLineBreaks: true })).toBe(
      "a\r\nb\n\tc[U+000D]d[U+001B]",
    );
  });

  it("escapes every C0 and C1 control and DEL", () => {
    for (let code = 0; code < 0xa0; code++) {
      if (code >= 0x20 && code < 0x7f) continue;
      const hex = code.toString(16).toUpperCase().padStart(4, "0");
      expect(escapeControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(`a[U+${hex}]b`);
    }
  });
});

describe("jsonForTerminal", () => {
  it("writes every control and bidirectional character as a JSON escape, and stays the same JSON", () => {
    const value = { label: "a\u001b]0;x\u0007b\u009b2Jc\u202Ed\u007f", city: "Guntur" };
    const json = jsonForTerminal(value, 2);
    const unsafe = [...json].filter(
      (c) => c !== "\n" && (c < " " || (c >= "\u007f" && c <= "\u009f") || c === "\u202e"),
    );
    expect(unsafe).toEqual([]);
    expect(json).toContain("\\u009b");
    expect(JSON.parse(json)).toEqual(value);
  });
});
