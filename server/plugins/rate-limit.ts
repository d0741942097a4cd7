/**
 * @fastify/rate-limit, registered with `global: false`: routes opt in with
 * `config: { rateLimit: { max, timeWindow } }` or `preHandler: app.rateLimit(...)`. Clients are told
 * apart by `request.ip`, which honours X-Forwarded-For only from the proxies in TRUST_PROXY.
 * A limited request gets 429 with Retry-After and the usual error body.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
}

async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(`Too many requests. Please try again in ${context.after}.`),
  });
}

export default fp(rateLimitPlugin, { name: "rate-limit" });
