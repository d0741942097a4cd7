/**
 * Text the browser reads from the page or its address (a title, a utm_* parameter, a button's label) made
 * fit for the events and enquiry contracts (contract/text.ts): control characters (C0, DEL, C1: a `%0A`
 * in a campaign name) become spaces, a lone UTF-16 surrogate becomes U+FFFD, and a text too long is cut
 * between characters, never inside one (an emoji is two UTF-16 units: cut between them it would leave a
 * lone surrogate, which the server refuses).
 */

// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENDS_IN_HIGH_SURROGATE = /[\uD800-\uDBFF]$/;

/** `value` without control characters or lone surrogates, at most `maxLength` UTF-16 units (what zod's `max` counts). */
export function clipText(value: string, maxLength: number): string {
  const text = value.replace(CONTROLS, " ").replace(LONE_SURROGATE, "\uFFFD");
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return ENDS_IN_HIGH_SURROGATE.test(cut) ? cut.slice(0, -1) : cut;
}
