/**
 * The one reader of a visit's utm_* parameters, for the page views of analytics and the context of an
 * enquiry. The first utm_* parameters seen in a browser tab are kept in sessionStorage (every page's
 * script calls rememberVisitUtm), so an enquiry sent on a later page, or after a reload, still carries
 * them until the tab is closed. (The inline page-view snippet reads them on its own: it is plain
 * JavaScript written into each page's head, see app/features/analytics/page-view-snippet.ts.)
 */
import { utmKeys, type UtmKey } from "#contract/event-constants";
import { limits } from "#contract/enquiry-fields";
import { clipText } from "./clip-text";

export type Utm = Partial<Record<UtmKey, string>>;

export const UTM_STORAGE_KEY = "enquiry:first-utm";

/** The longest value kept for the tab: what an enquiry's context accepts. */
const storedMaxLength = limits.contextFieldMaxLength;

function utmFrom(read: (key: UtmKey) => unknown, maxLength: number): Utm | undefined {
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = read(key);
    if (typeof value !== "string") continue;
    const text = clipText(value.trim(), maxLength).trim();
    if (text) utm[key] = text;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/**
 * The utm_* parameters of a query string (`?utm_source=…`), each without control characters and cut to
 * `maxLength` between characters (app/lib/clip-text.ts); undefined when none.
 */
export function readUtm(search: string, maxLength: number): Utm | undefined {
  const params = new URLSearchParams(search);
  return utmFrom((key) => params.get(`utm_${key}`), maxLength);
}

function parseStoredUtm(raw: string | null): Utm | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return undefined;
    return utmFrom((key) => (parsed as Record<string, unknown>)[key], storedMaxLength);
  } catch {
    return undefined;
  }
}

/** The part of Storage we use; sessionStorage may be missing or throw (privacy modes). */
export type UtmStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Returns the tab's first-seen utm_* parameters. Candidates are the query strings of the pages the
 * tab has shown, oldest first (the landing URL, then the current one); the first that carries utm_*
 * parameters is stored if nothing was stored before.
 */
export function firstSeenUtm(storage: UtmStorage | undefined, searches: readonly string[]): Utm | undefined {
  let stored: Utm | undefined;
  try {
    stored = parseStoredUtm(storage?.getItem(UTM_STORAGE_KEY) ?? null);
  } catch {
    stored = undefined;
  }
  if (stored) return stored;
  for (const search of searches) {
    const utm = readUtm(search, storedMaxLength);
    if (!utm) continue;
    try {
      storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
    } catch {
      // Storage full or blocked: the enquiry still carries the parameters of this page view.
    }
    return utm;
  }
  return undefined;
}

function landingSearch(): string {
  try {
    const [navigation] = performance.getEntriesByType("navigation");
    return navigation ? new URL(navigation.name).search : "";
  } catch {
    return "";
  }
}

function sessionStorageOrUndefined(): UtmStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers the tab's utm_* parameters: those of the page the tab landed on, or of this page. */
export function rememberVisitUtm(): Utm | undefined {
  if (typeof window === "undefined") return undefined;
  return firstSeenUtm(sessionStorageOrUndefined(), [landingSearch(), window.location.search]);
}
