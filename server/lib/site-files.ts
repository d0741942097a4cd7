/**
 * What the prerendered build holds, read once at start: one entry per page (`about/index.html`
 * becomes `/about`) and the 404 pages, each with its Content-Security-Policy. An edition in a folder
 * (the Telugu pages under `te/`, docs/decisions/0008-telugu-edition.md) has its own 404 page there.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes, pagePolicy, type PagePolicyOptions } from "./csp.ts";

export interface HtmlFile {
  /** Path of the file relative to the static directory, with forward slashes. */
  file: string;
  /** The file's Content-Security-Policy. */
  policy: string;
}

export interface SiteFiles {
  /** Canonical page path (lower case, no trailing slash except `/`) to its file. */
  pages: Map<string, HtmlFile>;
  notFound: HtmlFile | undefined;
  /** The 404 pages of the editions in folders, by path prefix (`/te` → `te/404.html`). */
  notFoundByPrefix: Map<string, HtmlFile>;
}

/** The 404 page for a path: its edition's own, else the root one. */
export function notFoundPageFor(site: SiteFiles, pathname: string): HtmlFile | undefined {
  const lower = pathname.toLowerCase();
  for (const [prefix, page] of site.notFoundByPrefix) {
    if (lower === prefix || lower.startsWith(`${prefix}/`)) return page;
  }
  return site.notFound;
}

export async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

async function listHtmlFiles(root: string, dir = ""): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (relative !== "assets") files.push(...(await listHtmlFiles(root, relative)));
    } else if (entry.name.endsWith(".html")) {
      files.push(relative);
    }
  }
  return files;
}

/** `index.html` -> `/`, `study-in-uk/index.html` -> `/study-in-uk`; other HTML files are not pages. */
export function pagePathOf(file: string): string | undefined {
  if (file === "index.html") return "/";
  const match = /^(.+)\/index\.html$/.exec(file);
  if (!match?.[1] || match[1] === "404") return undefined;
  return `/${match[1]}`.toLowerCase();
}

export async function readSiteFiles(root: string, options: PagePolicyOptions = {}): Promise<SiteFiles> {
  const pages = new Map<string, HtmlFile>();
  let notFound: HtmlFile | undefined;
  const notFoundByPrefix = new Map<string, HtmlFile>();
  for (const file of await listHtmlFiles(root)) {
    const html = await readFile(path.join(root, file), "utf8");
    const entry = { file, policy: pagePolicy(inlineScriptHashes(html), options) };
    const pagePath = pagePathOf(file);
    if (pagePath) pages.set(pagePath, entry);
    else if (file === "404.html") notFound = entry;
    else if (file.endsWith("/404.html"))
      notFoundByPrefix.set(`/${file.slice(0, -"/404.html".length)}`.toLowerCase(), entry);
  }
  return { pages, notFound, notFoundByPrefix };
}
