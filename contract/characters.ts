/**
 * Characters that must not reach staff as they were sent, without zod (the browser's collector imports
 * this): the one list behind what the contract refuses (./text.ts, ./site-path.ts) and what the server's
 * staff tools escape (server/lib/control-characters.ts).
 */

/**
 * The bidirectional controls, as the body of a regular-expression character class: the marks (U+061C,
 * U+200E, U+200F), the embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069). A
 * right-to-left override in a name makes an inbox show it reversed, so it reads differently than it is
 * stored. (The zero-width joiners U+200C and U+200D that Telugu writing uses are not among them.)
 */
export const bidiControlClass = "\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";

const BIDI_CONTROL = new RegExp(`[${bidiControlClass}]`, "u");

/** True when `value` holds a bidirectional control character (see `bidiControlClass`). */
export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL.test(value);
}
