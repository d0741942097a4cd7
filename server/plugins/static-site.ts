/**
 * Serves the prerendered site from STATIC_DIR (docs/decisions/0006-islands.md):
 * - each page at its canonical path (`/about` from `about/index.html`) with its own CSP, `no-cache`;
 * - other files through @fastify/static with precompressed Brotli/gzip chosen by Accept-Encoding,
 *   immutable caching for hashed files under /assets/, a short max-age for the rest;
 * - `/About`, `/ABOUT/`, `/about/` answered with 301 to `/about` (query kept);
 * - any other path: the body of 404.html with status 404 (rate-limited; under /te, the Telugu one), or
 *   JSON under /api/; so are
 *   paths that are not in canonical form (`/services//x`, `/a/./b`), which @fastify/static would refuse
 *   with a bare 403, and paths Fastify cannot decode (`/%`) get the same page with status 400
 *   (`app.siteErrorPage`, used by the app's framework-error answer); so are paths no file can have
 *   (`/about%00`, a segment over 255 bytes), and any other path @fastify/static refuses with 403.
 * Without a build the server still starts (API only) and logs a warning.
 */
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { apiMessages, type ApiError } from "#contract/api";
import { isApiRequest, isApiRoute, routedPath } from "../lib/api-route.ts";
import {
  isDirectory,
  notFoundPageFor,
  readSiteFiles,
  type HtmlFile,
  type SiteFiles,
} from "../lib/site-files.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Sends the site's 404 page with `status` for a request outside /api/ that no route can answer (a
     * path Fastify cannot decode). False when it did not: an /api/ path, or no build.
     */
    siteErrorPage: (request: FastifyRequest, reply: FastifyReply, status: number) => boolean;
  }
}

export interface StaticSiteOptions {
  staticDir: string;
  /** Adds the Google Analytics 4 origins to the pages' policy. */
  ga4: boolean;
}

export const cacheControl = {
  html: "no-cache",
  hashedAsset: "public, max-age=31536000, immutable",
  other: "public, max-age=3600",
} as const;

/** Requests for unknown paths allowed per client per minute before 429. */
const NOT_FOUND_PER_MINUTE = 120;

const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Direct requests for HTML files or their compressed twins: pages are served at their clean paths. */
function isHiddenFile(pathname: string): boolean {
  return /\.html$/i.test(pathname) || COMPRESSED_SUFFIX.test(pathname);
}

const SLASH = 0x2f;
/** Longest file name the file system takes, in bytes (NAME_MAX on Linux and macOS). */
const NAME_MAX_BYTES = 255;

/**
 * `/About/` -> `/about`: lower case, without trailing slashes. A loop, not `/\/+$/`: that expression
 * retries from every slash of a long run that does not end the path, so its cost grows with the square
 * of the path's length (docs/server.md, "Limits and timeouts").
 */
export function canonicalPath(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end -= 1;
  return (end === 0 ? "/" : pathname.slice(0, end)).toLowerCase();
}

/**
 * A path no file can have: a control character (`%00`) or a segment longer than a file name can be,
 * once decoded. @fastify/static would refuse it with a bare 403; the site answers it like any other
 * unknown path.
 */
export function isImpossibleFilePath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it is: Fastify has already answered paths it cannot decode.
  }
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return true;
  return decoded.split("/").some((segment) => Buffer.byteLength(segment) > NAME_MAX_BYTES);
}

function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

/**
 * A path with an empty, `.` or `..` segment or a backslash, before or after decoding: never a page or a
 * file of the site (`/services//x`, `/a/./b`, `/a/%2e%2e/b`).
 */
export function isNonCanonicalPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it is: the raw form is checked below.
  }
  return [pathname, decoded].some((form) => form.includes("\\") || path.posix.normalize(form) !== form);
}

/** The 404 page read once, with its compressed twins when the build wrote them. */
interface ErrorPageBodies {
  policy: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function readErrorPage(root: string, page: HtmlFile): Promise<ErrorPageBodies> {
  const file = path.join(root, page.file);
  const optional = (suffix: string) => readFile(file + suffix).catch(() => undefined);
  const [plain, br, gzip] = await Promise.all([readFile(file), optional(".br"), optional(".gz")]);
  return { policy: page.policy, plain, br, gzip };
}

function pathnameOf(request: FastifyRequest): { pathname: string; search: string } {
  const url = request.url;
  const queryAt = url.indexOf("?");
  return queryAt === -1
    ? { pathname: url, search: "" }
    : { pathname: url.slice(0, queryAt), search: url.slice(queryAt) };
}

async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = path.resolve(options.staticDir);
  const hasBuild = await isDirectory(root);
  const site: SiteFiles = hasBuild
    ? await readSiteFiles(root, { ga4: options.ga4 })
    : { pages: new Map(), notFound: undefined, notFoundByPrefix: new Map() };

  if (!hasBuild || site.pages.size === 0) {
    app.log.warn(
      { staticDir: root },
      "No prerendered site found in STATIC_DIR: serving the API only. Run `npm run build` to build the site.",
    );
  }

  const sendHtml = (reply: FastifyReply, page: HtmlFile) =>
    reply.header("content-security-policy", page.policy).sendFile(page.file);

  // For answers given outside routing, where @fastify/static's sendFile has no route to work with.
  const errorPages = new Map<HtmlFile, ErrorPageBodies>();
  for (const page of [site.notFound, ...site.notFoundByPrefix.values()]) {
    if (page) errorPages.set(page, await readErrorPage(root, page));
  }
  app.decorate("siteErrorPage", (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const page = notFoundPageFor(site, pathnameOf(request).pathname);
    const errorPage = page && errorPages.get(page);
    if (!errorPage || isApiRequest(request)) return false;
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const [encoding, body] =
      errorPage.br && /\bbr\b/.test(accepted)
        ? ["br", errorPage.br]
        : errorPage.gzip && /\bgzip\b/.test(accepted)
          ? ["gzip", errorPage.gzip]
          : [undefined, errorPage.plain];
    if (encoding) reply.header("content-encoding", encoding);
    void reply
      .code(status)
      .header("content-security-policy", errorPage.policy)
      .header("cache-control", cacheControl.html)
      .header("vary", "Accept-Encoding")
      .type("text/html; charset=utf-8")
      .send(request.method === "HEAD" ? undefined : body);
    return true;
  });

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      wildcard: true,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      dotfiles: "ignore",
      allowedPath: (pathname, _root, request) => request.routeOptions.url !== "/*" || !isHiddenFile(pathname),
      setHeaders: (reply, filePath) => {
        const file = path.relative(root, filePath.replace(COMPRESSED_SUFFIX, "")).split(path.sep).join("/");
        reply.header(
          "cache-control",
          file.endsWith(".html")
            ? cacheControl.html
            : file.startsWith("assets/")
              ? cacheControl.hashedAsset
              : cacheControl.other,
        );
      },
    });

    for (const [pagePath, page] of site.pages) {
      app.get(pagePath, (_request, reply) => sendHtml(reply, page));
    }
  }

  // Case-insensitive paths and no trailing slash, by redirect to the canonical page path.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (isApiRoute(request)) return;
    const { pathname, search } = pathnameOf(request);
    if (pathname === "/") return;
    if (!pathname.startsWith("/assets/") && !isApiPath(pathname)) {
      const target = canonicalPath(pathname);
      if (target !== pathname && site.pages.has(target)) {
        return reply.redirect(target + search, 301);
      }
    }
    // Not a page, not a file, not an API route: the not-found answer (the 404 page, or JSON under /api/).
    if (isNonCanonicalPath(pathname) || isImpossibleFilePath(pathname)) return reply.callNotFound();
  });

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: NOT_FOUND_PER_MINUTE, timeWindow: "1 minute" }) },
    (request, reply) => {
      const body: ApiError = { message: "Not Found" };
      const notFoundPage = notFoundPageFor(site, pathnameOf(request).pathname);
      if (isApiRequest(request) || !notFoundPage) {
        const allowed = isApiRequest(request) ? app.allowedMethods(routedPath(request.url)) : [];
        if (allowed.length > 0) {
          const wrongMethod: ApiError = { message: apiMessages.methodNotAllowed(allowed.join(", ")) };
          return reply.code(405).header("allow", allowed.join(", ")).send(wrongMethod);
        }
        return reply.code(404).send(body);
      }
      return sendHtml(reply.code(404), notFoundPage);
    },
  );
}

export default fp(staticSite, {
  name: "static-site",
  dependencies: ["rate-limit", "security-headers", "http-rules"],
});
