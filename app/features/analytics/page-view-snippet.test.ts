// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageViewSchema, type EventBatch } from "#contract/events";
import { currentSession } from "./session";
import {
  pageViewSnippet,
  queuedPageViewKey,
  takeQueuedPageView,
  type QueuedPageView,
} from "./page-view-snippet";

let beacons: { url: string; body: EventBatch }[];
let listeners: { target: EventTarget; type: string; listener: EventListenerOrEventListenerObject }[];

/** Runs the inline script as the browser would, while the page is parsed. */
function runSnippet(endpoint = "/api/events") {
  new Function(pageViewSnippet(endpoint))();
}

const queued = () => (window as unknown as Record<string, QueuedPageView | undefined>)[queuedPageViewKey];

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => state === "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
}

function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

beforeEach(() => {
  beacons = [];
  listeners = [];
  sessionStorage.clear();
  Reflect.deleteProperty(window, queuedPageViewKey);
  window.history.replaceState(null, "", "/study-in-uk?utm_source=google&utm_campaign=jan&x=1");
  document.title = "Study in the UK";
  Object.defineProperty(document, "referrer", { configurable: true, value: "https://www.google.com/" });
  setNavigator("sendBeacon", (url: string, body: string) => {
    beacons.push({ url, body: JSON.parse(body) as EventBatch });
    return true;
  });
  // The snippet's listeners are removed after each test, so one test's page does not send in the next.
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      if (listener) listeners.push({ target, type, listener });
      add(type, listener, options);
    });
  }
});

afterEach(() => {
  for (const { target, type, listener } of listeners) target.removeEventListener(type, listener);
  setVisibility("visible");
  setNavigator("doNotTrack", null);
  setNavigator("globalPrivacyControl", undefined);
});

describe("the inline page-view snippet", () => {
  it("is plain JavaScript under 1 KB", () => {
    expect(new TextEncoder().encode(pageViewSnippet()).length).toBeLessThan(1024);
    expect(pageViewSnippet()).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it("queues at once the page view the collector would record, in the tab's session", () => {
    const before = Date.now();
    runSnippet();
    const event = queued()?.event;
    expect(pageViewSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      type: "page_view",
      path: "/study-in-uk",
      title: "Study in the UK",
      referrer: "https://www.google.com/",
      utm: { source: "google", campaign: "jan" },
    });
    expect(event?.ts).toBeGreaterThanOrEqual(before);
    // The collector's session code reads the same session back.
    expect(currentSession(sessionStorage, Date.now()).id).toBe(event?.session);
    expect(beacons).toEqual([]);
  });

  it("keeps the tab's existing session", () => {
    const session = { id: "AbCdEfGhIjKlMnOpQrStUv", startedAt: Date.UTC(2026, 0, 1) };
    sessionStorage.setItem("analytics-session", JSON.stringify(session));
    runSnippet();
    expect(queued()?.event.session).toBe(session.id);
    expect(queued()?.event.utm).toEqual({ source: "google", campaign: "jan" });
  });

  it("replaces a session that is not its own shape", () => {
    sessionStorage.setItem("analytics-session", JSON.stringify({ id: "<script>", startedAt: 1 }));
    runSnippet();
    expect(queued()?.event.session).toMatch(/^[A-Za-z0-9_-]{21,57}$/);
  });

  it("clips long values to the contract's limits and leaves out what is empty", () => {
    window.history.replaceState(null, "", `/${"a".repeat(400)}?utm_term=${"t".repeat(150)}`);
    document.title = "";
    Object.defineProperty(document, "referrer", { configurable: true, value: "" });
    runSnippet();
    const event = queued()?.event;
    expect(event?.path).toHaveLength(300);
    expect(event?.utm).toEqual({ term: "t".repeat(100) });
    expect(event).not.toHaveProperty("title");
    expect(event).not.toHaveProperty("referrer");
    expect(pageViewSchema.safeParse(event).success).toBe(true);
  });

  it("waits until a prerendered page is shown, and counts nothing for one never shown", () => {
    Object.defineProperty(document, "prerendering", { configurable: true, get: () => true });
    try {
      runSnippet("/api/events");
      window.dispatchEvent(new Event("pagehide"));
      expect(queued()).toBeUndefined();
      expect(beacons).toEqual([]);
      document.dispatchEvent(new Event("prerenderingchange"));
      expect(queued()?.event).toMatchObject({ type: "page_view", path: "/study-in-uk" });
    } finally {
      Reflect.deleteProperty(document, "prerendering");
    }
  });

  it("sends the page view by beacon, once, when the page is closed before the collector starts", () => {
    runSnippet("/api/events");
    window.dispatchEvent(new Event("pagehide"));
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([{ url: "/api/events", body: { events: [queued()?.event] } }]);
    expect(queued()?.sent).toBe(true);
  });

  it("sends it when the page is hidden, not when it becomes visible", () => {
    runSnippet();
    setVisibility("visible");
    expect(beacons).toEqual([]);
    setVisibility("hidden");
    expect(beacons).toHaveLength(1);
  });

  it("sends nothing once the collector has taken the page view over", () => {
    runSnippet();
    const taken = takeQueuedPageView();
    expect(taken).toMatchObject({ sent: false, event: { path: "/study-in-uk" } });
    window.dispatchEvent(new Event("pagehide"));
    setVisibility("hidden");
    expect(beacons).toEqual([]);
    expect(takeQueuedPageView()).toBeUndefined();
  });

  it("tells the collector when it sent the page view already", () => {
    runSnippet();
    setVisibility("hidden");
    expect(takeQueuedPageView()).toMatchObject({ sent: true });
  });

  it("leaves the page view for the collector when the beacon is refused", () => {
    setNavigator("sendBeacon", () => false);
    runSnippet();
    window.dispatchEvent(new Event("pagehide"));
    expect(takeQueuedPageView()).toMatchObject({ sent: false });
  });

  it("still queues the page view when sessionStorage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    runSnippet();
    expect(queued()?.event.session).toMatch(/^[A-Za-z0-9_-]{21,57}$/);
  });

  it("does nothing with Do Not Track or Global Privacy Control", () => {
    setNavigator("doNotTrack", "1");
    runSnippet();
    setNavigator("doNotTrack", null);
    setNavigator("globalPrivacyControl", true);
    runSnippet();
    window.dispatchEvent(new Event("pagehide"));
    expect(queued()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(beacons).toEqual([]);
  });

  it("finds no page view to take over on a page without the snippet", () => {
    expect(takeQueuedPageView()).toBeUndefined();
  });
});
