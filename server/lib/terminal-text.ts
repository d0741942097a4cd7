/**
 * Text from visitors shown in a staff member's terminal (`npm run leads`, `npm run analytics`). A
 * terminal acts on control characters: ESC starts sequences that can set the window title, hide a
 * hyperlink behind other text or write to the clipboard; BEL rings; CR moves back over what was printed.
 * `escapeForTerminal` shows every such character as a visible escape instead, so what a visitor typed is
 * printed, never obeyed.
 *
 * Escaped: C0 controls (tab and line feed included: one value stays one line, so it cannot fake rows of
 * a table; print multi-line text line by line), DEL and C1 controls as `\xHH`; the Unicode line and
 * paragraph separators, the bidirectional controls that reorder what is shown, and lone surrogates as
 * `\u{HHHH}`. Everything else, other scripts and emoji included, is printed as it is.
 */

const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

function visible(character: string): string {
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u{${code.toString(16).padStart(4, "0")}}`;
}

/** `text` with every control character shown as a visible escape (see above). */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, visible);
}

/** Characters JSON.stringify leaves as they are but a terminal may act on (it escapes C0 and lone surrogates itself). */
const UNSAFE_IN_JSON = /[\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/g;

/** `JSON.stringify(value, null, space)`, with the characters above written as `\uHHHH` escapes: still the same JSON. */
export function jsonForTerminal(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(
    UNSAFE_IN_JSON,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
