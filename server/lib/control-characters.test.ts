import { describe, expect, it } from "vitest";
import { escapeControlCharacters } from "./control-characters.ts";

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
    ["సాయి 😀", "సాయి 😀"],
  ])("%j becomes %j", (input, expected) => {
    expect(escapeControlCharacters(input)).toBe(expected);
  });

  it("keeps tabs, line feeds and CRLF pairs when asked, never a bare carriage return", () => {
    expect(escapeControlCharacters("a\r\nb\n\tc\rd\u001b", { keepLineBreaks: true })).toBe(
      "a\r\nb\n\tc[U+000D]d[U+001B]",
    );
  });
});
