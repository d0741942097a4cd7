/**
 * Visitor text shown to staff (a terminal running `npm run leads` or `npm run analytics`, a CSV opened in
 * a spreadsheet, the office's email) must not act on what shows it: an escape sequence can retitle a terminal window, hide
 * a hyperlink or write to the clipboard, and a direction override can make text read differently than it
 * is stored. Each such character is shown instead as a visible `[U+XXXX]`.
 *
 * Escaped: C0 controls, DEL, C1 controls, the line and paragraph separators (U+2028, U+2029) and the
 * bidirectional marks, embeddings, overrides and isolates, and lone UTF-16 surrogates. With `keepLineBreaks`, tabs, line feeds and
 * CRLF pairs stay as they are (a bare carriage return, which moves a terminal's cursor back over the
 * line, is still escaped).
 */

import { bidiControlClass } from "#contract/characters";

const LONE_SURROGATE = "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";
// The bidirectional controls are the contract's list (contract/characters.ts), which names refuse.
const ALL = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${bidiControlClass}]|${LONE_SURROGATE}`,
  "g",
);
const EXCEPT_LINE_BREAKS = new RegExp(
  `\\r(?!\\n)|[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u2028\\u2029${bidiControlClass}]|${LONE_SURROGATE}`,
  "g",
);

const visible = (char: string) => `[U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}]`;

export function escapeControlCharacters(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(keepLineBreaks ? EXCEPT_LINE_BREAKS : ALL, visible);
}

/** Characters JSON.stringify leaves as they are but a terminal may act on (it escapes C0 and lone surrogates itself). */
const UNSAFE_IN_JSON = new RegExp(`[\\u007F-\\u009F\\u2028\\u2029${bidiControlClass}]`, "g");

/** `JSON.stringify(value, null, space)`, with the characters above written as `\uHHHH` escapes: still the same JSON. */
export function jsonForTerminal(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(
    UNSAFE_IN_JSON,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
