/**
 * `GET /api/health`: the process is alive (for a process supervisor).
 * `GET /api/ready`: the server can take enquiries now (for a load balancer): every readiness check
 * registered by other plugins passes; else 503 with Retry-After. The 200 body also carries what other
 * plugins report (warnings an operator should act on while the server keeps working), but only to a
 * caller on this machine that came straight to the server: the reports count today's enquiries and mail,
 * which are the consultancy's business and no visitor's. Through a reverse proxy (a forwarding header)
 * or from another address, the answer is the status and the checks alone.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiError } from "#contract/api";

export interface HealthBody {
  status: "ok";
}

export interface ReadyBody {
  status: "ready";
  checks: Record<string, "ok">;
  /** What other plugins report (mail waiting and dead, daily caps, …). */
  reports: Record<string, Record<string, string | number | boolean | null>>;
  /** Conditions an operator should act on; the server keeps working. */
  warnings: string[];
}

/** The answer to a caller that is not local: whether the server is ready, and nothing of its business. */
export type PublicReadyBody = Pick<ReadyBody, "status" | "checks">;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A request from this machine that no proxy forwarded: an operator's curl, a local monitor. */
export function isLocalCaller(request: Pick<FastifyRequest, "socket" | "headers">): boolean {
  const { headers } = request;
  if (headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined) return false;
  if (headers["x-real-ip"] !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? "");
}

export const readyRetryAfterSeconds = 5;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/health", async (_request, reply) => {
    const body: HealthBody = { status: "ok" };
    return reply.header("cache-control", "no-store").send(body);
  });

  // Rate-limited per client; the result itself is cached (server/plugins/readiness.ts).
  const rateLimit = { max: app.config.readyRateLimitPerMinute, timeWindow: "1 minute" };
  app.get("/api/ready", { config: { rateLimit } }, async (request, reply) => {
    const { checks, reports, warnings } = await app.readiness.run();
    reply.header("cache-control", "no-store");
    const failed = checks.filter((result) => !result.ok).map((result) => result.name);
    if (failed.length > 0) {
      const body: ApiError = { message: `Not ready: ${failed.join(", ")}` };
      return reply.code(503).header("retry-after", String(readyRetryAfterSeconds)).send(body);
    }
    const summary: PublicReadyBody = {
      status: "ready",
      checks: Object.fromEntries(checks.map((result) => [result.name, "ok" as const])),
    };
    const body: ReadyBody | PublicReadyBody = isLocalCaller(request)
      ? { ...summary, reports, warnings }
      : summary;
    return reply.send(body);
  });
}
