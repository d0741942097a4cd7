/**
 * Where an enquiry came from: the page, the referrer and the visit's utm_* parameters.
 * The first utm_* parameters seen in a browser tab are kept in sessionStorage (every page's script
 * calls rememberVisitUtm), so they survive navigation and reloads until the tab is closed.
 */
import type { EnquiryContext } from "#contract/enquiry";
import { limits } from "#contract/enquiry-fields";

export type Utm = NonNullable<EnquiryContext["utm"]>;

const UTM_KEYS = [
  "source",
  "medium",
  "campaign",
  "term",
  "content",
] as const satisfies readonly (keyof Utm)[];

export const UTM_STORAGE_KEY = "enquiry:first-utm";

function clip(value: string): string {
  return value.trim().slice(0, limits.contextFieldMaxLength);
}

/** The utm_* parameters of a query string (`?utm_source=…`), or undefined when it has none. */
export function readUtm(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`);
    if (value && value.trim()) utm[key] = clip(value);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

function parseStoredUtm(raw: string | null): Utm | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return undefined;
    const utm: Utm = {};
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === "string" && value.trim()) utm[key] = clip(value);
    }
    return Object.keys(utm).length > 0 ? utm : undefined;
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
    const utm = readUtm(search);
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

/** Builds the `context` field of an enquiry, leaving out empty parts. */
export function buildContext(input: {
  page: string;
  referrer: string;
  utm: Utm | undefined;
}): EnquiryContext {
  const context: EnquiryContext = {};
  if (input.page) context.page = clip(input.page);
  if (input.referrer) context.referrer = clip(input.referrer);
  if (input.utm) context.utm = input.utm;
  return context;
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

/** The context of an enquiry sent now from this browser tab, from the page at `pathname`. */
export function currentContext(pathname: string): EnquiryContext {
  return buildContext({
    page: pathname,
    referrer: document.referrer,
    utm: rememberVisitUtm(),
  });
}
