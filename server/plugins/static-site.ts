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
 *
 * The site changes on the days its scheduled figures take effect, without a build: the build writes the
 * site as it will stand on each such day into build/scheduled/<day>/ (server/lib/scheduled-sites.ts), and
 * every request is answered from the newest edition whose day has come in India (SITE_DATE sets that day
 * for tests). Each edition's files and pages are routes constrained to that edition.
 */
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { apiMessages, type ApiError } from "#contract/api";
import { isApiRequest, isApiRoute, routedPath } from "../lib/api-route.ts";
import { indiaDay } from "../lib/office-hours.ts";
import { editionOn, scheduledDays, scheduledDirFor } from "../lib/scheduled-sites.ts";
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
  /** The scheduled sites' folder (default: `scheduled` beside staticDir). */
  scheduledDir?: string;
  /** The day to serve the site for, YYYY-MM-DD (SITE_DATE, for tests); default: today in India. */
  siteDate?: string | undefined;
  /** The clock (tests). */
  now?: () => Date;
}

/** One version of the whole site: the build's own (from: null), or a scheduled one from its day on. */
interface Edition {
  /** The route constraint's value: "built", or the edition's first day. */
  key: string;
  from: string | null;
  root: string;
  site: SiteFiles;
  errorPages: Map<HtmlFile, ErrorPageBodies>;
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

async function readEdition(
  key: string,
  from: string | null,
  root: string,
  options: StaticSiteOptions,
): Promise<Edition> {
  const site = await readSiteFiles(root, { ga4: options.ga4 });
  // For answers given outside routing, where @fastify/static's sendFile has no route to work with.
  const errorPages = new Map<HtmlFile, ErrorPageBodies>();
  for (const page of [site.notFound, ...site.notFoundByPrefix.values()]) {
    if (page) errorPages.set(page, await readErrorPage(root, page));
  }
  return { key, from, root, site, errorPages };
}

/**
 * The scheduled editions that can be served, oldest first, and the days that could not be read (each
 * logged): a scheduled site that is missing pages or cannot be read is left out, so the day it was meant
 * for keeps the site before it.
 */
async function readScheduledEditions(
  app: FastifyInstance,
  dir: string,
  options: StaticSiteOptions,
  built: Edition,
): Promise<{ editions: Edition[]; failed: string[] }> {
  const editions: Edition[] = [];
  const failed: string[] = [];
  for (const day of await scheduledDays(dir)) {
    try {
      const edition = await readEdition(day, day, path.join(dir, day), options);
      const missing = [...built.site.pages.keys()].filter((page) => !edition.site.pages.has(page));
      if (missing.length > 0) throw new Error(`it lacks ${missing.length} pages, e.g. ${missing[0]}`);
      editions.push(edition);
    } catch (error) {
      failed.push(day);
      app.log.error(
        { day, err: error },
        "The site scheduled for this day cannot be served; the site before it stays in place on that day",
      );
    }
  }
  return { editions, failed };
}

const MINUTE = 60_000;

/** What the router keeps per value of a route constraint (Fastify's own type, which it does not export by name). */
type RouteStore = Parameters<
  ReturnType<Parameters<FastifyInstance["addConstraintStrategy"]>[0]["storage"]>["set"]
>[1];

async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const root = path.resolve(options.staticDir);
  const hasBuild = await isDirectory(root);
  const built: Edition = hasBuild
    ? await readEdition("built", null, root, options)
    : {
        key: "built",
        from: null,
        root,
        site: { pages: new Map(), notFound: undefined, notFoundByPrefix: new Map() },
        errorPages: new Map(),
      };

  if (!hasBuild || built.site.pages.size === 0) {
    app.log.warn(
      { staticDir: root },
      "No prerendered site found in STATIC_DIR: serving the API only. Run `npm run build` to build the site.",
    );
  }

  const scheduledDir = options.scheduledDir ?? scheduledDirFor(root);
  const scheduled = hasBuild
    ? await readScheduledEditions(app, scheduledDir, options, built)
    : { editions: [], failed: [] };
  const editions = [built, ...scheduled.editions];

  // The edition of the day, worked out again at most once a minute (a day in India changes at 18:30 UTC).
  const clock = options.now ?? (() => new Date());
  let current = { edition: built, until: 0 };
  const edition = (): Edition => {
    if (editions.length === 1) return built;
    const now = clock().getTime();
    if (now >= current.until || now < current.until - MINUTE) {
      current = {
        edition: editionOn(editions, options.siteDate ?? indiaDay(new Date(now))),
        until: now + MINUTE,
      };
    }
    return current.edition;
  };
  if (options.siteDate !== undefined) {
    app.log.warn(
      { siteDate: options.siteDate },
      "SITE_DATE is set: the site is served as it stands on that day",
    );
  }

  app.readiness.report("site", async () => {
    const served = edition();
    return {
      warning:
        scheduled.failed.length > 0
          ? `The site scheduled for ${scheduled.failed.join(", ")} cannot be served (see the log); the site before it stays in place`
          : undefined,
      details: {
        servedFrom: served.from ?? "build",
        day: options.siteDate ?? indiaDay(clock()),
        scheduled: scheduled.editions.map((scheduledEdition) => scheduledEdition.from).join(", "),
      },
    };
  });

  // With scheduled editions, every file and page route is constrained to its edition.
  const constrained = editions.length > 1;
  if (constrained) {
    app.addConstraintStrategy({
      name: "siteEdition",
      storage() {
        const stores = new Map<unknown, RouteStore>();
        return {
          get: (key: unknown) => stores.get(key) ?? null,
          set: (key: unknown, store: RouteStore) => {
            stores.set(key, store);
          },
        };
      },
      deriveConstraint: () => edition().key,
      // Routes without the constraint (the API) match whatever the edition.
      mustMatchWhenDerived: false,
    });
  }
  const constraintsOf = (served: Edition) => (constrained ? { siteEdition: served.key } : undefined);

  const sendHtml = (reply: FastifyReply, served: Edition, page: HtmlFile) =>
    reply.header("content-security-policy", page.policy).sendFile(page.file, served.root);

  app.decorate("siteErrorPage", (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const served = edition();
    const page = notFoundPageFor(served.site, pathnameOf(request).pathname);
    const errorPage = page && served.errorPages.get(page);
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
    for (const [index, served] of editions.entries()) {
      await app.register(fastifyStatic, {
        root: served.root,
        prefix: "/",
        wildcard: true,
        index: false,
        redirect: false,
        preCompressed: true,
        cacheControl: false,
        etag: true,
        lastModified: true,
        dotfiles: "ignore",
        // reply.sendFile is decorated once; pages name their edition's root when they call it.
        decorateReply: index === 0,
        ...(constrained ? { constraints: constraintsOf(served) } : {}),
        allowedPath: (pathname, _root, request) =>
          request.routeOptions.url !== "/*" || !isHiddenFile(pathname),
        setHeaders: (reply, filePath) => {
          const file = path
            .relative(served.root, filePath.replace(COMPRESSED_SUFFIX, ""))
            .split(path.sep)
            .join("/");
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

      for (const [pagePath, page] of served.site.pages) {
        // A page the server renders itself into its prerendered shell (the booking pages,
        // docs/bookings.md) has its own route, registered before this plugin.
        if (app.hasRoute({ method: "GET", url: pagePath })) continue;
        const constraints = constraintsOf(served);
        app.get(pagePath, constraints ? { constraints } : {}, (_request, reply) =>
          sendHtml(reply, served, page),
        );
      }
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
      if (target !== pathname && edition().site.pages.has(target)) {
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
      const served = edition();
      const notFoundPage = notFoundPageFor(served.site, pathnameOf(request).pathname);
      if (isApiRequest(request) || !notFoundPage) {
        const allowed = isApiRequest(request) ? app.allowedMethods(routedPath(request.url)) : [];
        if (allowed.length > 0) {
          const wrongMethod: ApiError = { message: apiMessages.methodNotAllowed(allowed.join(", ")) };
          return reply.code(405).header("allow", allowed.join(", ")).send(wrongMethod);
        }
        return reply.code(404).send(body);
      }
      return sendHtml(reply.code(404), served, notFoundPage);
    },
  );
}

export default fp(staticSite, {
  name: "static-site",
  dependencies: ["rate-limit", "security-headers", "http-rules", "readiness"],
});
