/**
 * Serves the prerendered site from STATIC_DIR (docs/decisions/0006-islands.md):
 * - each page at its canonical path (`/about` from `about/index.html`) with its own CSP, `no-cache`;
 * - other files through @fastify/static with precompressed Brotli/gzip chosen by Accept-Encoding,
 *   immutable caching for hashed files under /assets/, a short max-age for the rest;
 * - `/About`, `/ABOUT/`, `/about/` answered with 301 to `/about` (query kept);
 * - any other path: the body of 404.html with status 404 (rate-limited), or JSON under /api/.
 * Without a build the server still starts (API only) and logs a warning.
 */
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import path from "node:path";
import { apiMessages, type ApiError } from "#contract/api";
import { isDirectory, readSiteFiles, type HtmlFile, type SiteFiles } from "../lib/site-files.ts";

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

/** `/About/` -> `/about`: lower case, without trailing slashes. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return (trimmed === "" ? "/" : trimmed).toLowerCase();
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
    : { pages: new Map(), notFound: undefined };

  if (!hasBuild || site.pages.size === 0) {
    app.log.warn(
      { staticDir: root },
      "No prerendered site found in STATIC_DIR: serving the API only. Run `npm run build` to build the site.",
    );
  }

  const sendHtml = (reply: FastifyReply, page: HtmlFile) =>
    reply.header("content-security-policy", page.policy).sendFile(page.file);

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
    const { pathname, search } = pathnameOf(request);
    if (pathname === "/" || pathname.startsWith("/assets/") || pathname.startsWith("/api/")) return;
    const target = canonicalPath(pathname);
    if (target !== pathname && site.pages.has(target)) {
      return reply.redirect(target + search, 301);
    }
  });

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: NOT_FOUND_PER_MINUTE, timeWindow: "1 minute" }) },
    (request, reply) => {
      const body: ApiError = { message: "Not Found" };
      if (request.url.startsWith("/api/") || request.url === "/api" || !site.notFound) {
        const allowed = request.url.startsWith("/api/") ? app.allowedMethods(request.url) : [];
        if (allowed.length > 0) {
          const wrongMethod: ApiError = { message: apiMessages.methodNotAllowed(allowed.join(", ")) };
          return reply.code(405).header("allow", allowed.join(", ")).send(wrongMethod);
        }
        return reply.code(404).send(body);
      }
      return sendHtml(reply.code(404), site.notFound);
    },
  );
}

export default fp(staticSite, {
  name: "static-site",
  dependencies: ["rate-limit", "security-headers", "http-rules"],
});
