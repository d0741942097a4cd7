/**
 * Whether a request is an API (or staff API) request, decided on the route that runs, never on the
 * spelling of the URL (docs/server.md, "Requests from other websites"). The router decodes the path
 * before it matches it (`/%61pi/events` runs `/api/events`) and reads an absolute-form request target
 * (`POST http://host/api/events`) by its path, so a prefix test on the raw `request.url` could be
 * walked around. A request is under a base when
 *
 * - the route it matched is (`request.routeOptions.url`, the pattern: `/api/staff/people/:id/deactivate`),
 *   or
 * - its path is, read as the router reads it and then some: the scheme and host of an absolute-form
 *   target dropped, the query cut off, every `%XX` decoded (`%2F` too), duplicate slashes merged and
 *   dot segments resolved. This covers the requests no route matches (their not-found answer) and the
 *   site's catch-all `/*` route, and errs towards "under /api/".
 */
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { staffApiBase } from "#contract/staff";

export const apiBase = "/api";

type RoutedRequest = Pick<FastifyRequest, "url" | "routeOptions">;

/** Characters whose percent-escapes mean the character itself (RFC 3986 "unreserved"). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

const decodeByte = (hex: string) => String.fromCharCode(Number.parseInt(hex, 16));

/**
 * The path of a request target as the router matches it against route patterns: the scheme and host
 * of an absolute-form target dropped, the query cut off, escapes of letters, digits and `-._~`
 * decoded (`/%61pi/events` -> `/api/events`; `%2F` stays). For the methods a path takes (405).
 */
export function routedPath(target: string): string {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  const rest = absolute ? target.slice(absolute[0].length) : target;
  const pathname = rest.split(/[?#]/, 1)[0] || "/";
  return pathname.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = decodeByte(hex);
    return UNRESERVED.test(char) ? char : escape;
  });
}

/**
 * `routedPath`, and further: every escape decoded (`%2F` too; byte by byte, which never fails and is
 * exact for the ASCII of route prefixes), duplicate slashes merged, dot segments resolved:
 * `/%61pi//x/%2e%2e/events?y` -> `/api/events`.
 */
export function normalisedPath(target: string): string {
  const decoded = routedPath(target).replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => decodeByte(hex));
  return decoded.startsWith("/") ? path.posix.normalize(decoded) : decoded;
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

function isRequestUnder(request: RoutedRequest, base: string): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isUnder(route, base)) || isUnder(normalisedPath(request.url), base);
}

/** A request that matched an `/api/*` route (whatever its spelling). */
export const isApiRoute = (request: RoutedRequest) => isUnder(request.routeOptions.url ?? "", apiBase);

/** An `/api/*` request: its route, or its normalised path, is under /api. */
export const isApiRequest = (request: RoutedRequest) => isRequestUnder(request, apiBase);

/** An `/api/staff/*` request: its route, or its normalised path, is under /api/staff. */
export const isStaffApiRequest = (request: RoutedRequest) => isRequestUnder(request, staffApiBase);
