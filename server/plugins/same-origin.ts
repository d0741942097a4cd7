/**
 * Refuses state-changing API requests that another website's page made a visitor's browser send
 * (cross-site request forgery): every `/api/*` request with a method other than GET, HEAD or OPTIONS,
 * for the routes there are now and any added later, is answered 403 when
 *
 * - `Sec-Fetch-Site: cross-site` (the browser says another site started it), or
 * - an `Origin` header names neither the site's own origin nor one of CORS_ORIGINS (`null` included).
 *
 * A request with neither header (curl, a server-side client, an old browser) passes: browsers send
 * `Origin` on every cross-origin POST, so a forged one always carries it. The site's own origin is
 * SITE_ORIGIN when it is set; else the origin's host must equal the request's host (the Host header, or
 * X-Forwarded-Host from a proxy in TRUST_PROXY). Behind a proxy that rewrites Host, set SITE_ORIGIN
 * (docs/server.md). The no-JavaScript form (a urlencoded post) gets an HTML page, everything else the
 * usual `{ message }`.
 *
 * "An `/api/*` request" is decided on the route that runs, whatever the URL's spelling (`/%61pi/events`,
 * `http://host/api/events`, `/x/../api/events`): see server/lib/api-route.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiMessages, type ApiError } from "#contract/api";
import { isApiRequest } from "../lib/api-route.ts";
import { escapeHtml, htmlPage, sendHtmlPage } from "../lib/html-page.ts";

export interface SameOriginOptions {
  /** The site's own origin (`https://www.example.com`); undefined: the request's own host. */
  siteOrigin: string | undefined;
  /** Other origins allowed to call the API (CORS_ORIGINS). */
  corsOrigins: readonly string[];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const crossSitePage = {
  title: "This form cannot be sent from another website",
  home: "Go to our home page",
} as const;

function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Why a request is refused, or undefined when it may go on. */
export function crossSiteReason(
  request: Pick<FastifyRequest, "method" | "url" | "routeOptions" | "headers" | "host">,
  options: SameOriginOptions,
): string | undefined {
  if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (options.corsOrigins.includes(origin)) return undefined;
    const own = options.siteOrigin
      ? origin === options.siteOrigin
      : hostOf(origin) !== undefined && hostOf(origin) === request.host.toLowerCase();
    return own ? undefined : "origin";
  }
  return request.headers["sec-fetch-site"] === "cross-site" ? "sec-fetch-site" : undefined;
}

async function sameOrigin(app: FastifyInstance, options: SameOriginOptions): Promise<void> {
  app.addHook("onRequest", async (request, reply) => {
    const reason = crossSiteReason(request, options);
    if (reason === undefined) return;
    request.log.info({ reason, fetchSite: request.headers["sec-fetch-site"] }, "Cross-site request refused");
    const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
      const body = `<p>${escapeHtml(apiMessages.crossSite)}</p>\n<p><a href="/">${escapeHtml(crossSitePage.home)}</a></p>`;
      return sendHtmlPage(reply, 403, htmlPage(crossSitePage.title, body));
    }
    const body: ApiError = { message: apiMessages.crossSite };
    return reply.code(403).send(body);
  });
}

export default fp(sameOrigin, { name: "same-origin" });
