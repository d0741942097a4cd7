/**
 * Logger settings (pino, Fastify's logger). Logs never hold bodies or personal data: requests are
 * logged by method and path only (no query string, no IP, no headers), responses by status.
 *
 * Every request is one line, written when it is answered (method, path, status, time), rather than
 * Fastify's two (one when it arrives, one when it is answered). Lines go to standard output from
 * libuv's thread pool, several in one write when they come faster than a write takes, rather than with
 * a system call of its own on the event loop each (an enquiry logs three lines: its request, its store,
 * its mail). pino writes what is left when the process exits; only a `kill -9` can lose the last lines.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import pino from "pino";
import type { Config } from "./config.ts";

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
}

interface LoggedReply {
  statusCode: number;
}

/** Fastify's request log, one line a request (above). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Logged with its answer (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
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
    stream: pino.destination({ dest: 1, sync: false }),
  };
}
