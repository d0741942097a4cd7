import { describe, expect, it } from "vitest";
import { escapeForTerminal, jsonForTerminal } from "./terminal-text.ts";

describe("escapeForTerminal", () => {
  it("shows escape sequences as text instead of letting the terminal act on them", () => {
    const title = "\u001b]0;pwned\u0007";
    const hyperlink = "\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\";
    const clipboard = "\u001b]52;c;ZWNobyBoaQ==\u0007";
    expect(escapeForTerminal(title)).toBe("\\x1b]0;pwned\\x07");
    expect(escapeForTerminal(hyperlink)).toBe("\\x1b]8;;https://evil.example\\x1b\\click\\x1b]8;;\\x1b\\");
    expect(escapeForTerminal(clipboard)).toBe("\\x1b]52;c;ZWNobyBoaQ==\\x07");
  });

  it("escapes every C0 and C1 control, DEL, tab and line breaks included", () => {
    for (let code = 0; code < 0xa0; code++) {
      if (code >= 0x20 && code < 0x7f) continue;
      const escaped = escapeForTerminal(`a${String.fromCharCode(code)}b`);
      expect(escaped).toBe(`a\\x${code.toString(16).padStart(2, "0")}b`);
    }
  });

  it("escapes bidirectional controls, Unicode line separators and lone surrogates", () => {
    expect(escapeForTerminal("abc\u202Efed")).toBe("abc\\u{202e}fed");
    expect(escapeForTerminal("a\u2028b")).toBe("a\\u{2028}b");
    expect(escapeForTerminal("a\uD800b")).toBe("a\\u{d800}b");
    expect(escapeForTerminal("a\uDC00b")).toBe("a\\u{dc00}b");
  });

  it("leaves ordinary text alone, other scripts and emoji included", () => {
    const text = "Priya Reddy — ప్రియ, Müller, 😀 /study-in-uk?x=1 \\x1b";
    expect(escapeForTerminal(text)).toBe(text);
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
