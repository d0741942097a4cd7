/**
 * Rules about HTTP itself, the same for every route:
 *
 * - a request whose path (before `?`) is longer than `maxPathLength` is answered 414 before any other
 *   work: the site's 404 page with that status, or `{ message }` under /api/. Whatever runs on a path
 *   runs in time linear in its length, and this bounds that length too (docs/server.md, "Limits and
 *   timeouts"); Node itself refuses a request line and headers over 16 KiB (431, `clientErrorHandler`);
 * - a request body sent with `Content-Encoding` (gzip, br, …) is refused with 415: no route decompresses,
 *   and parsing compressed bytes as JSON would only produce a confusing 400;
 * - a method a known `/api/*` path does not take gets 405 with an `Allow` header, not 404
 *   (`allowedMethods`, used by the not-found handler in static-site.ts);
 * - `X-Forwarded-For` from a peer not in TRUST_PROXY is logged once as a warning: it usually means the
 *   server runs behind a proxy that TRUST_PROXY does not name, so every visitor shares the proxy's
 *   address and one rate-limit bucket;
 * - a request Node's HTTP parser rejects before Fastify sees it (a body shorter than its
 *   Content-Length, a request that ran past REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS, bad framing) is
 *   answered with the usual `{ message }` body and security headers (`clientErrorHandler`).
 */
import { BlockList, isIP, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiMessages, type ApiError } from "#contract/api";
import { baselineHeaders } from "./helmet.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The methods some `/api/*` route takes at `path` (empty when no route matches it at all). */
    allowedMethods(path: string): string[];
  }
}

export interface HttpRulesOptions {
  trustProxy: readonly string[];
}

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

/** Longest request path (the URL before `?`), in characters, answered normally; longer ones get 414. */
export const maxPathLength = 1024;

/** The path of a request URL, before `?`. */
const pathOf = (url: string) => {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/** Is the path of `url` longer than `maxPathLength`? */
export function isPathTooLong(url: string): boolean {
  return url.length > maxPathLength && pathOf(url).length > maxPathLength;
}

/**
 * A route pattern (`/api/staff/enquiries/:id`, `/api/files/*`) as segments, compared one by one with a
 * path's: time linear in the path's length, whatever the pattern. A segment with a parameter matches any
 * non-empty segment, `*` the rest of the path.
 */
function matcherOf(url: string): (segments: readonly string[]) => boolean {
  const parts = url.split("/");
  return (segments) => {
    for (const [index, part] of parts.entries()) {
      if (part === "*") return segments.length > index;
      const segment = segments[index];
      if (segment === undefined) return false;
      if (part.includes(":") ? segment === "" : segment !== part) return false;
    }
    return segments.length === parts.length;
  };
}

function trustList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, "ipv4") || list.check(address, "ipv6");
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

async function httpRules(app: FastifyInstance, options: HttpRulesOptions): Promise<void> {
  // The first check of every request (only the security headers are set before it): a path over the
  // limit is answered before anything else looks at it.
  app.addHook("onRequest", async (request, reply) => {
    if (!isPathTooLong(request.url)) return;
    if (app.hasDecorator("siteErrorPage") && app.siteErrorPage(request, reply, 414)) return reply;
    const body: ApiError = { message: apiMessages.pathTooLong };
    return reply.code(414).header("cache-control", "no-store").send(body);
  });

  const apiRoutes: { matches: (segments: readonly string[]) => boolean; methods: string[] }[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const methods = [route.method].flat().map(String);
    apiRoutes.push({ matches: matcherOf(route.url), methods });
  });
  app.decorate("allowedMethods", (path: string) => {
    const segments = pathOf(path).split("/");
    const methods = new Set(apiRoutes.filter((r) => r.matches(segments)).flatMap((r) => r.methods));
    return [...methods].sort();
  });

  app.addHook("onRequest", async (request, reply) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity" && !BODYLESS.has(request.method)) {
      const body: ApiError = { message: apiMessages.compressedBody };
      return reply.code(415).send(body);
    }
  });

  const trusted = trustList(options.trustProxy);
  let warned = false;
  app.addHook("onRequest", async (request) => {
    if (warned || request.headers["x-forwarded-for"] === undefined) return;
    if (isTrusted(trusted, request.socket.remoteAddress)) return;
    warned = true;
    request.log.warn(
      "X-Forwarded-For arrived from a peer that is not in TRUST_PROXY and was ignored: if a reverse proxy " +
        "runs in front of this server, list its address in TRUST_PROXY, or every visitor shares its address " +
        "(one rate-limit bucket for all). Logged once.",
    );
  });
}

export default fp(httpRules, { name: "http-rules" });

/** Node error codes of a request that took too long to arrive. */
const TIMEOUT_CODES = new Set(["ERR_HTTP_REQUEST_TIMEOUT", "ERR_HTTP_HEADERS_TIMEOUT"]);

/**
 * Fastify's `clientErrorHandler`: answers what Node's parser refused with our body and headers, then
 * closes the socket (its framing cannot be trusted any more).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const timedOut = error.code !== undefined && TIMEOUT_CODES.has(error.code);
  const [status, reason, message] = timedOut
    ? [408, "Request Timeout", apiMessages.timeout]
    : error.code === "HPE_INVALID_EOF_STATE"
      ? [400, "Bad Request", apiMessages.incompleteBody]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", apiMessages.headersTooLarge]
        : [400, "Bad Request", "Bad Request"];
  const body = JSON.stringify({ message } satisfies ApiError);
  const headers = {
    ...baselineHeaders,
    "cache-control": "no-store",
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n\r\n${body}`);
}
