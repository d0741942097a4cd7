/**
 * Constants of the analytics events contract (contract/events.ts), without zod: the browser collector
 * imports only these (and types), so the validation library stays out of every page's JavaScript.
 */

export const eventLimits = {
  /** Largest accepted body, JSON or text/plain (sendBeacon). */
  maxBatchBytes: 32 * 1024,
  maxEventsPerBatch: 50,
  pathMaxLength: 300,
  titleMaxLength: 300,
  referrerMaxLength: 500,
  labelMaxLength: 120,
  targetMaxLength: 500,
  /** The server stores at most 100 characters of a UTM value (docs/analytics.md). */
  utmMaxLength: 100,
  /** A session longer than a day is a tab left open, not a visit. */
  maxSessionSeconds: 24 * 60 * 60,
} as const;

export const eventTypes = ["page_view", "scroll_depth", "session_duration", "button_click"] as const;
export type EventType = (typeof eventTypes)[number];

/** Scroll marks a page view reports, each once. */
export const scrollMarks = [25, 50, 75, 100] as const;
export type ScrollMark = (typeof scrollMarks)[number];

export const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmKey = (typeof utmKeys)[number];

/** Random per-tab id (sessionStorage), 16-64 URL-safe characters. */
export const sessionIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** Path of the endpoint below the API base (`{api}/events`). */
export const eventsEndpointPath = "/events";
