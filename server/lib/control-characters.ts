/**
 * Visitor text shown to staff (a terminal running `npm run leads`, a CSV opened in a spreadsheet, the
 * office's email) must not act on what shows it: an escape sequence can retitle a terminal window, hide
 * a hyperlink or write to the clipboard, and a direction override can make text read differently than it
 * is stored. Each such character is shown instead as a visible `[U+XXXX]`.
 *
 * Escaped: C0 controls, DEL, C1 controls, the line and paragraph separators (U+2028, U+2029) and the
 * bidirectional marks, embeddings, overrides and isolates. With `keepLineBreaks`, tabs, line feeds and
 * CRLF pairs stay as they are (a bare carriage return, which moves a terminal's cursor back over the
 * line, is still escaped).
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ALL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
const EXCEPT_LINE_BREAKS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /\r(?!\n)|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

const visible = (char: string) => `[U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}]`;

export function escapeControlCharacters(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(keepLineBreaks ? EXCEPT_LINE_BREAKS : ALL, visible);
}
