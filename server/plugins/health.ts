/**
 * `GET /api/health`: the process is alive (for a process supervisor).
 * `GET /api/ready`: the server can take enquiries now (for a load balancer): every readiness check
 * registered by other plugins passes; else 503 with Retry-After. The 200 body also carries what other
 * plugins report (warnings an operator should act on while the server keeps working).
 */
import type { FastifyInstance } from "fastify";
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

export const readyRetryAfterSeconds = 5;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/health", async (_request, reply) => {
    const body: HealthBody = { status: "ok" };
    return reply.header("cache-control", "no-store").send(body);
  });

  // Rate-limited per client; the result itself is cached (server/plugins/readiness.ts).
  const rateLimit = { max: app.config.readyRateLimitPerMinute, timeWindow: "1 minute" };
  app.get("/api/ready", { config: { rateLimit } }, async (_request, reply) => {
    const { checks, reports, warnings } = await app.readiness.run();
    reply.header("cache-control", "no-store");
    const failed = checks.filter((result) => !result.ok).map((result) => result.name);
    if (failed.length > 0) {
      const body: ApiError = { message: `Not ready: ${failed.join(", ")}` };
      return reply.code(503).header("retry-after", String(readyRetryAfterSeconds)).send(body);
    }
    const body: ReadyBody = {
      status: "ready",
      checks: Object.fromEntries(checks.map((result) => [result.name, "ok" as const])),
      reports,
      warnings,
    };
    return reply.send(body);
  });
}
