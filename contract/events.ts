/**
 * The analytics events contract (docs/analytics.md): what the browser collector sends to
 * `POST /api/events`, validated again by the server. One batch:
 * `{ "events": [ { "type": "page_view", "path": "/", … } ] }`. Events carry no form field values and
 * nothing that could join them to an enquiry. Every text field is one line without control characters
 * (contract/text.ts).
 */
import "./zod-config.ts";
import { z } from "zod";
import { eventLimits, scrollMarks, sessionIdPattern } from "./event-constants.ts";
import { isSitePath } from "./site-path.ts";
import { lineText } from "./text.ts";

// The constants live in a module without zod, so the browser collector stays small.
export {
  eventLimits,
  eventsEndpointPath,
  eventTypes,
  scrollMarks,
  sessionIdPattern,
  utmKeys,
  type EventType,
  type ScrollMark,
  type UtmKey,
} from "./event-constants.ts";

/** Earliest accepted timestamp (2024-01-01): older values are a broken clock. */
const MIN_TS = Date.UTC(2024, 0, 1);

const common = {
  session: z.string().regex(sessionIdPattern),
  /** Site path without query or fragment, e.g. `/study-in-uk`: a path of this site only (./site-path.ts). */
  path: z
    .string()
    .refine((value) => isSitePath(value, eventLimits.pathMaxLength), "Must be a path of this site."),
  /** When it happened, in the browser's clock (ms since 1970). */
  ts: z.number().int().min(MIN_TS),
};

const text = (max: number) => lineText().max(max);

export const pageViewSchema = z.strictObject({
  type: z.literal("page_view"),
  ...common,
  title: text(eventLimits.titleMaxLength).optional(),
  referrer: text(eventLimits.referrerMaxLength).optional(),
  utm: z
    .strictObject({
      source: text(eventLimits.utmMaxLength).optional(),
      medium: text(eventLimits.utmMaxLength).optional(),
      campaign: text(eventLimits.utmMaxLength).optional(),
      term: text(eventLimits.utmMaxLength).optional(),
      content: text(eventLimits.utmMaxLength).optional(),
    })
    .optional(),
});

export const scrollDepthSchema = z.strictObject({
  type: z.literal("scroll_depth"),
  ...common,
  percent: z.union(scrollMarks.map((mark) => z.literal(mark))),
});

export const sessionDurationSchema = z.strictObject({
  type: z.literal("session_duration"),
  ...common,
  seconds: z.number().int().min(0).max(eventLimits.maxSessionSeconds),
});

export const buttonClickSchema = z.strictObject({
  type: z.literal("button_click"),
  ...common,
  /** The button's visible label (or accessible name). */
  label: lineText().trim().min(1).max(eventLimits.labelMaxLength),
  /** Where it leads: a site path, or another address for external, tel: and mailto: links. */
  target: text(eventLimits.targetMaxLength).optional(),
});

export const analyticsEventSchema = z.discriminatedUnion("type", [
  pageViewSchema,
  scrollDepthSchema,
  sessionDurationSchema,
  buttonClickSchema,
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type PageViewEvent = z.infer<typeof pageViewSchema>;
export type ScrollDepthEvent = z.infer<typeof scrollDepthSchema>;
export type SessionDurationEvent = z.infer<typeof sessionDurationSchema>;
export type ButtonClickEvent = z.infer<typeof buttonClickSchema>;

export const eventBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(eventLimits.maxEventsPerBatch),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

/**
 * A batch as the server first reads it: 1 to 50 events of any shape. Each event is then checked on its own
 * against `analyticsEventSchema`, so one invalid event does not cost the valid ones of its batch.
 */
export const eventBatchEnvelopeSchema = z.strictObject({
  events: z.array(z.unknown()).min(1).max(eventLimits.maxEventsPerBatch),
});

/** An event the server refused: its place in the batch (from 0) and why. */
export interface RefusedEvent {
  index: number;
  message: string;
}

/** The answer to a batch of which some (200) or all (400) events were refused; 204 when none were. */
export interface EventBatchAnswer {
  message: string;
  refused: RefusedEvent[];
}
