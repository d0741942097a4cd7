/**
 * Security headers on every response (docs/server.md, "Security headers"): pages, JSON, errors, 404s and redirects.
 * @fastify/helmet sets the standard ones; this plugin adds Permissions-Policy, HSTS (only over HTTPS,
 * as reported by a trusted proxy) and the default Content-Security-Policy, which the static-site
 * plugin replaces with a per-page policy on HTML responses.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
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

async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    // Set per response below and per HTML file by the static-site plugin.
    contentSecurityPolicy: false,
    // Sent only when the request really came over HTTPS (below).
    hsts: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("content-security-policy", nonHtmlPolicy);
    reply.header("permissions-policy", permissionsPolicy);
    // request.protocol honours X-Forwarded-Proto only from the proxies listed in TRUST_PROXY.
    if (request.protocol === "https") reply.header("strict-transport-security", hstsValue);
  });
}

export default fp(securityHeaders, { name: "security-headers" });
