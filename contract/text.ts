/**
 * What a text field may contain, shared by every schema that takes text from a visitor (enquiries and
 * analytics events). C0 and C1 control characters (NUL, ESC, BEL, …) and lone UTF-16 surrogates are refused:
 * PostgreSQL cannot store U+0000, terminals act on escape sequences, and a lone surrogate is not text.
 * Free text (a message) may keep tabs and line breaks; one-line fields (names, labels) may not.
 */
import "./zod-config.ts";
import { z } from "zod";
import { hasBidiControl } from "./characters.ts";
import { texts } from "./texts/en.ts";

/** C0 controls except tab, LF and CR; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Every C0 and C1 control, tab and line breaks included. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a refused text, in English (./texts/en.ts): staff schemas; the enquiry forms use their page language's set (./enquiry.ts). */
export const textMessages = texts.textMessages;

/** True when `value` holds no control character (tab and line breaks allowed when `multiline`) and no lone surrogate. */
export function isCleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  const controls = multiline ? CONTROL_EXCEPT_WHITESPACE : ANY_CONTROL;
  return !controls.test(value) && !LONE_SURROGATE.test(value);
}

/** A one-line text field: no control characters at all. */
export const lineText = () => z.string().refine((value) => isCleanText(value), textMessages.control);

/**
 * A person's name typed by staff (an invitation, a passkey's label): one line, and no bidirectional control
 * either, which would show it reversed in the console (./characters.ts). The enquiry forms' names follow the
 * same rule with the page language's messages (./enquiry.ts).
 */
export const nameText = () => lineText().refine((value) => !hasBidiControl(value), textMessages.direction);

/** A free-text field: tabs and line breaks allowed, other control characters refused. */
export const freeText = () =>
  z.string().refine((value) => isCleanText(value, { multiline: true }), textMessages.control);
