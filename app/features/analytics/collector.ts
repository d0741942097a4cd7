/**
 * The browser side of first-party analytics (docs/analytics.md). Loaded after the page is interactive by
 * startAnalytics() (./start.ts), it records:
 * - `page_view` on the first load and each route change (path, title, referrer, utm_*);
 * - `scroll_depth` when the visitor passes 25, 50, 75 and 100 % of a page, each once per page view;
 * - `button_click` on calls to action (elements marked `data-cta`): label and destination only;
 * - `session_duration` (seconds since the tab's session began) when the page is hidden or closed.
 * Events are sent in batches every few seconds, and by beacon when the page is hidden.
 */
import { eventLimits, scrollMarks, type ScrollMark } from "#contract/event-constants";
import type { AnalyticsEvent, PageViewEvent } from "#contract/events";
import { isSitePath } from "#contract/site-path";
import type { QueuedPageView } from "./page-view-snippet";
import { currentSession, type AnalyticsSession } from "./session";
import { send as sendBatch, type SendMode } from "./transport";
import { clipText } from "~/lib/clip-text";
import { readUtm } from "~/lib/utm";

export interface PageLocation {
  pathname: string;
  search: string;
}

export interface ScrollMeasure {
  /** Pixels scrolled from the top. */
  top: number;
  /** Height of the viewport. */
  viewport: number;
  /** Height of the whole page. */
  height: number;
}

export interface CollectorOptions {
  endpoint: string;
  window?: Window;
  now?: () => number;
  send?: (events: AnalyticsEvent[], mode: SendMode) => void;
  measure?: () => ScrollMeasure;
  /** Delay between the first queued event and its batch being sent. */
  flushDelayMs?: number;
  /** Also receives every event (e.g. to forward to Google Analytics when it is switched on). */
  forward?: (event: AnalyticsEvent) => void;
}

export interface Collector {
  pageView(location: PageLocation): void;
  /**
   * The page load's first page view. `queued` is the one the inline snippet built while the page was
   * parsed (page-view-snippet.ts): the collector records it as its own, or nothing if the snippet sent it
   * already, and then records `location` too if a client-side navigation led elsewhere meanwhile.
   */
  firstPageView(location: PageLocation, queued?: Pick<QueuedPageView, "event" | "sent">): void;
  /** Sends what is queued now. */
  flush(mode?: SendMode): void;
  stop(): void;
}

/** Elements whose clicks are recorded: buttons and links styled as buttons carry `data-cta`. */
const ctaSelector = "[data-cta]";

/** Text fit for the events contract: no control characters, cut between characters (app/lib/clip-text.ts). */
const clip = clipText;

/** The path a page view records for a location. */
const pagePath = (location: PageLocation) => clip(location.pathname || "/", eventLimits.pathMaxLength);

/** The visible label of a call to action (never a form field's value). */
function labelOf(element: Element): string {
  const label = clip(element.getAttribute("aria-label") ?? element.textContent ?? "", Infinity);
  return clip(label.replace(/\s+/g, " ").trim(), eventLimits.labelMaxLength).trim();
}

/** Where a call to action leads: a site path, or the address of another site, tel: or mailto:. */
function targetOf(element: Element, origin: string): string | undefined {
  const href = element.closest("a[href]")?.getAttribute("href");
  if (!href) return undefined;
  try {
    const url = new URL(href, origin);
    return clip(url.origin === origin ? url.pathname : url.href, eventLimits.targetMaxLength);
  } catch {
    return undefined;
  }
}

/**
 * The inline snippet's page view made fit for the contract: the snippet is kept under 1 KB, so it only cuts
 * its texts to length; the collector cleans them (control characters, half a character at a cut).
 */
function cleanPageView(event: PageViewEvent): PageViewEvent {
  const { title, referrer, utm, ...rest } = event;
  const cleanUtm = utm
    ? Object.fromEntries(
        Object.entries(utm)
          .map(([key, value]) => [key, clip(value, eventLimits.utmMaxLength).trim()] as const)
          .filter(([, value]) => value),
      )
    : undefined;
  return {
    ...rest,
    ...(title ? { title: clip(title, eventLimits.titleMaxLength) } : {}),
    ...(referrer ? { referrer: clip(referrer, eventLimits.referrerMaxLength) } : {}),
    ...(cleanUtm && Object.keys(cleanUtm).length > 0 ? { utm: cleanUtm } : {}),
  };
}

export function startCollector(options: CollectorOptions): Collector {
  const win = options.window ?? window;
  const doc = win.document;
  const now = options.now ?? (() => Date.now());
  const deliver = options.send ?? ((events, mode) => sendBatch(options.endpoint, events, mode));
  const flushDelayMs = options.flushDelayMs ?? 5000;
  const measure =
    options.measure ??
    (() => ({
      top: win.scrollY,
      viewport: win.innerHeight,
      height: doc.documentElement.scrollHeight,
    }));

  let storage: Storage | undefined;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = undefined;
  }
  const session: AnalyticsSession = currentSession(storage, now());
  const origin = win.location.origin;
  let path = "/";
  let previousPath: string | undefined;
  let marks = new Set<ScrollMark>();
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scrollFrame: number | undefined;

  const flush = (mode: SendMode = "fetch") => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    deliver(events, mode);
  };

  const record = (event: AnalyticsEvent) => {
    // Only events the server accepts: a page that is no path of this site (`//host/…`) records nothing.
    if (!isSitePath(event.path, eventLimits.pathMaxLength)) return;
    queue.push(event);
    options.forward?.(event);
    timer ??= setTimeout(() => flush(), flushDelayMs);
  };

  const common = () => ({ session: session.id, path, ts: now() });

  const checkScroll = () => {
    const { top, viewport, height } = measure();
    if (height <= 0) return;
    // A page shorter than the window counts as fully seen once the visitor scrolls at all.
    const seen = Math.min(100, ((top + viewport) / height) * 100);
    for (const mark of scrollMarks) {
      if (seen + 0.5 >= mark && !marks.has(mark)) {
        marks.add(mark);
        record({ type: "scroll_depth", ...common(), percent: mark });
      }
    }
  };
  let scrollPending = false;
  /**
   * Reads the position at once rather than on the next frame: when the collector starts, when the page
   * is hidden (a hidden page gets no frames) and when it is restored from the back-forward cache. So a
   * scroll made before the collector ran (a quick scroll to the end, a link to a place in the page, a
   * restored page) still counts. A page still at its top has not been scrolled and records nothing.
   */
  const checkScrollNow = () => {
    if (scrollFrame !== undefined) win.cancelAnimationFrame(scrollFrame);
    scrollFrame = undefined;
    scrollPending = false;
    if (measure().top > 0) checkScroll();
  };
  const onScroll = () => {
    if (scrollPending) return;
    scrollPending = true;
    scrollFrame = win.requestAnimationFrame(() => {
      scrollPending = false;
      scrollFrame = undefined;
      checkScroll();
    });
  };

  const onClick = (event: MouseEvent) => {
    const element = (event.target as Element | null)?.closest?.(ctaSelector);
    if (!element) return;
    const label = labelOf(element);
    if (!label) return;
    const target = targetOf(element, origin);
    record({ type: "button_click", ...common(), label, ...(target ? { target } : {}) });
  };

  const onHidden = () => {
    if (doc.visibilityState !== "hidden") return;
    checkScrollNow();
    const seconds = Math.max(
      0,
      Math.min(eventLimits.maxSessionSeconds, Math.round((now() - session.startedAt) / 1000)),
    );
    record({ type: "session_duration", ...common(), seconds });
    flush("beacon");
  };
  const onPageHide = () => {
    if (doc.visibilityState === "hidden") return; // already reported by visibilitychange
    checkScrollNow();
    const seconds = Math.max(
      0,
      Math.min(eventLimits.maxSessionSeconds, Math.round((now() - session.startedAt) / 1000)),
    );
    record({ type: "session_duration", ...common(), seconds });
    flush("beacon");
  };

  win.addEventListener("scroll", onScroll, { passive: true });
  doc.addEventListener("click", onClick, { capture: true });
  doc.addEventListener("visibilitychange", onHidden);
  win.addEventListener("pagehide", onPageHide);
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) checkScrollNow();
  };
  win.addEventListener("pageshow", onPageShow);

  const pageView = (location: PageLocation) => {
    const nextPath = pagePath(location);
    const referrer = previousPath === undefined ? doc.referrer : `${origin}${previousPath}`;
    previousPath = nextPath;
    path = nextPath;
    marks = new Set();
    const utm = readUtm(location.search, eventLimits.utmMaxLength);
    record({
      type: "page_view",
      ...common(),
      ...(doc.title ? { title: clip(doc.title, eventLimits.titleMaxLength) } : {}),
      ...(referrer ? { referrer: clip(referrer, eventLimits.referrerMaxLength) } : {}),
      ...(utm ? { utm } : {}),
    });
  };

  return {
    pageView,
    firstPageView(location, queued) {
      if (!queued) {
        pageView(location);
        checkScrollNow();
        return;
      }
      previousPath = queued.event.path;
      path = queued.event.path;
      marks = new Set();
      // The snippet read the same session from sessionStorage; without storage each made its own.
      if (!queued.sent) record({ ...cleanPageView(queued.event), session: session.id });
      if (pagePath(location) !== queued.event.path) pageView(location);
      checkScrollNow();
    },
    flush,
    stop() {
      flush("beacon");
      win.removeEventListener("scroll", onScroll);
      doc.removeEventListener("click", onClick, { capture: true });
      doc.removeEventListener("visibilitychange", onHidden);
      win.removeEventListener("pagehide", onPageHide);
      win.removeEventListener("pageshow", onPageShow);
      if (scrollFrame !== undefined) win.cancelAnimationFrame(scrollFrame);
    },
  };
}
