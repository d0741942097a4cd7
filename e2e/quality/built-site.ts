/**
 * Reads the production build (build/client) the way a crawler or a browser's preload scanner sees it:
 * the prerendered HTML file of every route, its tags and attributes. Used by the budget, link, validity
 * and metadata checks, which run after `npm run build`.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { allPages, notFoundPath } from "../../app/content/pages";
import { locales, type Locale } from "../../app/i18n/locales";
import { localePath } from "../../app/i18n/paths";

export const clientDir = join(import.meta.dirname, "..", "..", "build", "client");

export interface BuiltPage {
  /** The route as a visitor requests it ("/404" and "/te/404" stand for any unknown path). */
  route: string;
  /** The edition it belongs to (docs/decisions/0008-telugu-edition.md). */
  locale: Locale;
  /** The file the server sends for it, relative to build/client. */
  file: string;
  html: string;
}

/** The built file a URL path is served from, or undefined when the build has none. */
export function fileForPath(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, "").replace(/\/+$/, "");
  const candidates = clean === "" ? ["index.html"] : [clean, posix.join(clean, "index.html")];
  return candidates.find((candidate) =>
    statSync(join(clientDir, candidate), { throwIfNoEntry: false })?.isFile(),
  );
}

/** Every prerendered route of both editions with its HTML; fails clearly when the site has not been built. */
export function builtPages(): BuiltPage[] {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error("No build/client/index.html: run `npm run build` before these checks.");
  }
  const paths = [...allPages.map((page) => page.path), notFoundPath];
  return locales.flatMap((locale) =>
    paths.map((path) => {
      const route = localePath(path, locale);
      const folder = route === "/" ? "" : `${route.slice(1)}/`;
      const file = path === notFoundPath ? `${folder.replace(/404\/$/, "")}404.html` : `${folder}index.html`;
      return { route, locale, file, html: readFileSync(join(clientDir, file), "utf8") };
    }),
  );
}

export interface Tag {
  name: string;
  attributes: Record<string, string>;
}

const TAG = /<([a-zA-Z][\w-]*)(\s[^>]*)?>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Opening tags of the document with their attributes (names lower-cased, values decoded). */
export function tags(html: string): Tag[] {
  // Inline scripts and styles hold text, not markup.
  const markup = html.replace(/<(script|style)(\s[^>]*)?>[\s\S]*?<\/\1>/gi, (match) =>
    match.replace(/>[\s\S]*</, "><"),
  );
  const found: Tag[] = [];
  for (const match of markup.matchAll(TAG)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? "").matchAll(ATTRIBUTE)) {
      attributes[attribute[1]!.toLowerCase()] = decodeEntities(
        attribute[2] ?? attribute[3] ?? attribute[4] ?? "",
      );
    }
    found.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return found;
}

/** The text of every inline `<script>` whose type matches. */
export function inlineScripts(html: string, type?: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const scriptType = /\btype="([^"]*)"/.exec(match[1] ?? "")?.[1];
    if (type === undefined ? !match[1]?.includes("src=") : scriptType === type) scripts.push(match[2]!);
  }
  return scripts;
}
