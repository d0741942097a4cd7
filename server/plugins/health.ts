/**
 * `GET /api/health`: the process is alive (for a process supervisor).
 * `GET /api/ready`: the server can take enquiries now (for a load balancer): every readiness check
 * registered by other plugins passes; else 503 with Retry-After.
 */
import type { FastifyInstance } from "fastify";
import type { ApiError } from "#contract/api";

export interface HealthBody {
  status: "ok";
}

export interface ReadyBody {
  status: "ready";
  checks: Record<string, "ok">;
}

export const readyRetryAfterSeconds = 5;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/health", async (_request, reply) => {
    const body: HealthBody = { status: "ok" };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.get("/api/ready", async (_request, reply) => {
    const results = await app.readiness.run();
    reply.header("cache-control", "no-store");
    const failed = results.filter((result) => !result.ok).map((result) => result.name);
    if (failed.length > 0) {
      const body: ApiError = { message: `Not ready: ${failed.join(", ")}` };
      return reply.code(503).header("retry-after", String(readyRetryAfterSeconds)).send(body);
    }
    const body: ReadyBody = {
      status: "ready",
      checks: Object.fromEntries(results.map((result) => [result.name, "ok" as const])),
    };
    return reply.send(body);
  });
}
