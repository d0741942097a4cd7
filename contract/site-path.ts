/**
 * A path of this site as a browser reports it: an enquiry's `context.page` and an analytics event's
 * `path`, which staff read in the dashboard's charts and reports. Zod-free, so the browser's collector
 * can check its events with it.
 */
import { bidiControlClass } from "./characters.ts";

/**
 * One `/`, then no second `/` or `\` (`//host` and `/\host` are addresses of another host), and no
 * whitespace, control, bidirectional control or lone surrogate anywhere; a query string may follow the
 * path (`/contact?help=visa`). `javascript:…`, `https://…` and `//evil.example` are not site paths.
 */
const SITE_PATH = new RegExp(
  `^/(?![/\\\\])[^\\s\\\\\\u0000-\\u001F\\u007F-\\u009F${bidiControlClass}\\uD800-\\uDFFF]*$`,
);
/** A surrogate pair (any character outside the Basic Multilingual Plane) is fine; a lone half is not. */
const SURROGATE_PAIRS = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** True when `value` is a path of this site (see above) of at most `maxLength` UTF-16 units. */
export function isSitePath(value: unknown, maxLength: number): value is string {
  if (typeof value !== "string" || value.length > maxLength) return false;
  return SITE_PATH.test(value.replace(SURROGATE_PAIRS, "x"));
}
