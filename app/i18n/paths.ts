/**
 * Path mapping between the editions: `/study-in-uk` ⇄ `/te/study-in-uk`, `/` ⇄ `/te`. Paths are the
 * canonical, lower-case paths of app/content/pages.ts (no trailing slash, except the English home page's "/"; the server answers `/te/` with a redirect to `/te`).
 */
import { languageOfPath } from "#contract/languages";
import { localeInfo, locales, type Locale } from "./locales";

/** Removes a query string and a fragment; keeps the pathname. */
function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function assertAbsolute(path: string): void {
  if (!path.startsWith("/") || path.startsWith("//")) {
    throw new Error(`Expected a site path starting with one "/", got ${JSON.stringify(path)}`);
  }
}

/** The edition a path belongs to: "te" for `/te` and `/te/…`, else the default edition. */
export function localeOfPath(path: string): Locale {
  return languageOfPath(path);
}

/**
 * The path of the page without its edition's prefix: `/te/study-in-uk` → `/study-in-uk`, `/te` and
 * `/te/` → `/`. A default-edition path is returned as it is.
 */
export function basePath(path: string): string {
  assertAbsolute(path);
  const pathname = pathnameOf(path);
  const { prefix } = localeInfo[localeOfPath(pathname)];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, "");
  return rest === "" ? "/" : rest;
}

/**
 * The path of the same page in `locale`: `localePath("/study-in-uk", "te")` → `/te/study-in-uk`,
 * `localePath("/", "te")` → `/te`, `localePath("/te/contact", "en")` → `/contact`. A query string and
 * a fragment are kept, so a language switch keeps the calculator's inputs and the place on the page.
 */
export function localePath(path: string, locale: Locale): string {
  assertAbsolute(path);
  const suffix = path.slice(pathnameOf(path).length);
  const base = basePath(path);
  const { prefix } = localeInfo[locale];
  if (!prefix) return `${base}${suffix}`;
  return `${prefix}${base === "/" ? "" : base}${suffix}`;
}

/** The paths of one page in every edition, in the order of `locales`. */
export function pathsByLocale(path: string): Readonly<Record<Locale, string>> {
  return Object.fromEntries(locales.map((locale) => [locale, localePath(path, locale)])) as Record<
    Locale,
    string
  >;
}
