/**
 * What is kept of an event's free-form values (docs/analytics.md): the referrer as its origin and path
 * only (a query string can carry search terms, tokens or email addresses), and UTM values cut to
 * `storedUtmMaxLength` characters.
 */
export const storedUtmMaxLength = 100;
/** Longest stored referrer (origin and path). */
export const storedReferrerMaxLength = 300;

/** `https://www.google.com/search?q=…` -> `https://www.google.com/search`; null for anything but an http(s) URL. */
export function storedReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return cut(`${url.origin}${url.pathname}`, storedReferrerMaxLength);
}

export function storedUtm(value: string | null | undefined): string | null {
  return value ? cut(value, storedUtmMaxLength) : null;
}

/** The first `max` UTF-16 units, without leaving half of a surrogate pair at the end. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const end = /[\uD800-\uDBFF]/.test(value.charAt(max - 1)) ? max - 1 : max;
  return value.slice(0, end);
}
