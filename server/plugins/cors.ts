/**
 * @fastify/cors, only when CORS_ORIGINS lists other origins allowed to call the API. By default
 * nothing is registered: the site and the API share one origin and need no CORS headers.
 */
import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface CorsOptions {
  origins: string[];
}

async function corsPlugin(app: FastifyInstance, options: CorsOptions): Promise<void> {
  if (options.origins.length === 0) return;
  await app.register(cors, {
    origin: options.origins,
    methods: ["GET", "HEAD", "POST"],
    allowedHeaders: ["content-type", "idempotency-key", "altcha"],
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: "cors" });
