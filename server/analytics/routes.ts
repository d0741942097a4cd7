/**
 * `POST /api/events` (docs/analytics.md): a batch of analytics events from the browser collector, as JSON
 * or as a `text/plain` JSON body (what `navigator.sendBeacon` sends). At most 32 KiB and 50 events; each
 * event is checked on its own against `contract/events.ts`: the valid ones are stored, and the answer is 204
 * when every event was valid (also when events are dropped over a site-wide cap, or for low disk space: see
 * server/analytics/plugin.ts), 200 naming the refused events when some were not, 400 when none was.
 * Rate-limited per client IP. Its requests
 * are not written to the access log (a beacon per page view would drown the enquiries there); warnings
 * and errors still are.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  analyticsEventSchema,
  eventBatchEnvelopeSchema,
  eventLimits,
  type AnalyticsEvent,
  type EventBatchAnswer,
  type RefusedEvent,
} from "#contract/events";

/** One schema issue as a line: where in the event, and what is wrong ("title: Please remove …"). */
function issueText(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "Invalid event.";
  const where = issue.path.map(String).join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}

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
      schema: { body: eventBatchEnvelopeSchema },
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
      const valid: AnalyticsEvent[] = [];
      const refused: RefusedEvent[] = [];
      request.body.events.forEach((event, index) => {
        const result = analyticsEventSchema.safeParse(event);
        if (result.success) valid.push(result.data);
        else refused.push({ index, message: issueText(result.error.issues[0]) });
      });
      if (valid.length > 0) {
        // Stored in the background (the first batches after a start wait for the IP databases to load).
        app.analytics.record(valid, request.ip).catch((error: unknown) => {
          request.log.warn({ err: error }, "Could not record analytics events");
        });
      }
      if (refused.length === 0) return reply.code(204).send();
      const total = request.body.events.length;
      const answer: EventBatchAnswer = {
        message:
          valid.length === 0
            ? `The ${total === 1 ? "event was" : `${total} events were`} refused.`
            : `${refused.length} of ${total} events were refused; the others were accepted.`,
        refused,
      };
      return reply.code(valid.length === 0 ? 400 : 200).send(answer);
    },
  );
}
