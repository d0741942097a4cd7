/**
 * Security headers on every response (docs/server.md, "Security headers"): pages, JSON, errors, 404s and redirects.
 * helmet sets the standard ones; this plugin adds Permissions-Policy, HSTS (only over HTTPS, as
 * reported by a trusted proxy) and the default Content-Security-Policy, which the static-site plugin
 * replaces with a per-page policy on HTML responses.
 *
 * helmet's middleware is built once, here. (@fastify/helmet, which served before, builds it again for
 * every request, about 10 µs of the enquiry API's time each: docs/benchmarks.md, "API".)
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { nonHtmlPolicy } from "../lib/csp.ts";

/** Powerful features the site never uses, denied to the page and to anything it embeds. */
export const permissionsPolicy = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export const hstsValue = "max-age=63072000; includeSubDomains";

/**
 * The headers of an answer Fastify gives before any hook runs (a path it cannot decode). Every other
 * response gets them from the hooks below.
 */
export const baselineHeaders: Record<string, string> = {
  "content-security-policy": nonHtmlPolicy,
  "permissions-policy": permissionsPolicy,
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/** helmet's standard headers, the same on every response. */
const standardHeaders = helmet({
  // Set per response below and per HTML file by the static-site plugin.
  contentSecurityPolicy: false,
  // Sent only when the request really came over HTTPS (below).
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  xFrameOptions: { action: "deny" },
});

async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("content-security-policy", nonHtmlPolicy);
    reply.header("permissions-policy", permissionsPolicy);
    // request.protocol honours X-Forwarded-Proto only from the proxies listed in TRUST_PROXY.
    if (request.protocol === "https") reply.header("strict-transport-security", hstsValue);
    // helmet sets them and goes on at once (it throws, since 8.1, rather than pass an error on).
    standardHeaders(request.raw, reply.raw, () => done());
  });
}

export default fp(securityHeaders, { name: "security-headers" });
