/**
 * Sends batches to `POST {api}/events`: `fetch` with `keepalive` while the page is open, and
 * `navigator.sendBeacon` (a text/plain body) when it is being hidden or closed. Batches respect the
 * server's limits (contract/events.ts): at most 50 events and 32 KiB each.
 */
import { eventLimits } from "#contract/event-constants";
import type { AnalyticsEvent } from "#contract/events";

export type SendMode = "fetch" | "beacon";

const encoder = new TextEncoder();

/** Splits events into bodies the server accepts. */
export function toBodies(events: readonly AnalyticsEvent[]): string[] {
  const bodies: string[] = [];
  let batch: AnalyticsEvent[] = [];
  let size = 0;
  const overhead = encoder.encode('{"events":[]}').length;
  for (const event of events) {
    const eventSize = encoder.encode(JSON.stringify(event)).length + 1;
    if (
      batch.length > 0 &&
      (batch.length >= eventLimits.maxEventsPerBatch ||
        overhead + size + eventSize > eventLimits.maxBatchBytes)
    ) {
      bodies.push(JSON.stringify({ events: batch }));
      batch = [];
      size = 0;
    }
    if (overhead + eventSize > eventLimits.maxBatchBytes) continue; // cannot be sent at all
    batch.push(event);
    size += eventSize;
  }
  if (batch.length > 0) bodies.push(JSON.stringify({ events: batch }));
  return bodies;
}

export function send(endpoint: string, events: readonly AnalyticsEvent[], mode: SendMode): void {
  for (const body of toBodies(events)) {
    // sendBeacon posts a string as text/plain, which needs no CORS preflight and survives unload.
    if (
      mode === "beacon" &&
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(endpoint, body)
    ) {
      continue;
    }
    void fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {
      // Analytics never bother the visitor: a lost batch is lost.
    });
  }
}
