/**
 * `POST /api/events` (docs/analytics.md): a batch of analytics events from the browser collector, as JSON
 * or as a `text/plain` JSON body (what `navigator.sendBeacon` sends). At most 32 KiB and 50 events; each
 * event is checked against `contract/events.ts`; answered 204, also when the events are dropped (over a
 * site-wide cap, or low disk space: see server/analytics/plugin.ts); rate-limited per client IP. Its requests
 * are not written to the access log (a beacon per page view would drown the enquiries there); warnings
 * and errors still are.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eventBatchSchema, eventLimits } from "#contract/events";

class BadBodyError extends Error {
  readonly statusCode = 400;
}

export default async function eventRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/events",
    {
      bodyLimit: eventLimits.maxBatchBytes,
      logLevel: "warn",
      config: { rateLimit: { max: app.config.rateLimitEventsPerMinute, timeWindow: "1 minute" } },
      schema: { body: eventBatchSchema },
      // sendBeacon posts text/plain: parse it as JSON before validation.
      preValidation: async (request) => {
        if (typeof request.body !== "string") return;
        try {
          (request as { body: unknown }).body = JSON.parse(request.body) as unknown;
        } catch {
          throw new BadBodyError("The request body is not valid JSON.");
        }
      },
    },
    async (request, reply) => {
      // Stored in the background (the first batches after a start wait for the IP databases to load).
      app.analytics.record(request.body.events, request.ip).catch((error: unknown) => {
        request.log.warn({ err: error }, "Could not record analytics events");
      });
      return reply.code(204).send();
    },
  );
}
