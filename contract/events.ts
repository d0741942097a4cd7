/**
 * The analytics events contract (D9, issue 7): what the browser collector sends to `POST /api/events`,
 * validated again by the server. One batch: `{ "events": [ { "type": "page_view", "path": "/", … } ] }`.
 * Events carry no form field values and nothing that could join them to an enquiry.
 */
import "./zod-config.ts";
import { z } from "zod";

export const eventLimits = {
  /** Largest accepted body, JSON or text/plain (sendBeacon). */
  maxBatchBytes: 32 * 1024,
  maxEventsPerBatch: 50,
  pathMaxLength: 300,
  titleMaxLength: 300,
  referrerMaxLength: 500,
  labelMaxLength: 120,
  targetMaxLength: 500,
  utmMaxLength: 200,
  /** A session longer than a day is a tab left open, not a visit. */
  maxSessionSeconds: 24 * 60 * 60,
} as const;

export const eventTypes = ["page_view", "scroll_depth", "session_duration", "button_click"] as const;
export type EventType = (typeof eventTypes)[number];

/** Scroll marks a page view reports, each once (issue 7). */
export const scrollMarks = [25, 50, 75, 100] as const;
export type ScrollMark = (typeof scrollMarks)[number];

export const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof utmKeys)[number];

/** Random per-tab id (sessionStorage), 16-64 URL-safe characters. */
export const sessionIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** Earliest accepted timestamp (2024-01-01): older values are a broken clock. */
const MIN_TS = Date.UTC(2024, 0, 1);

const common = {
  session: z.string().regex(sessionIdPattern),
  /** Site path without query or fragment, e.g. `/study-in-uk`. */
  path: z.string().startsWith("/").max(eventLimits.pathMaxLength),
  /** When it happened, in the browser's clock (ms since 1970). */
  ts: z.number().int().min(MIN_TS),
};

const text = (max: number) => z.string().max(max);

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
  label: z.string().trim().min(1).max(eventLimits.labelMaxLength),
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

/** Path of the endpoint below the API base (`{api}/events`). */
export const eventsEndpointPath = "/events";
