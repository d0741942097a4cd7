/**
 * Logger settings (pino, Fastify's logger). Logs never hold bodies or personal data: requests are
 * logged by method and path only (no query string, no IP, no headers), responses by status.
 */
import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
}

interface LoggedReply {
  statusCode: number;
}

export function loggerOptions(config: Pick<Config, "logLevel">): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        path: request.url.split("?")[0],
        id: request.id,
      }),
      res: (reply: LoggedReply) => ({ statusCode: reply.statusCode }),
    },
    redact: { paths: ["body", "*.body", "headers", "*.headers"], remove: true },
  };
}
