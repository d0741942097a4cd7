// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventBatchSchema, eventLimits, type AnalyticsEvent } from "#contract/events";
import { startCollector, type Collector, type ScrollMeasure } from "./collector";
import { currentSession } from "./session";
import type { SendMode } from "./transport";

let sent: { events: AnalyticsEvent[]; mode: SendMode }[];
let scroll: ScrollMeasure;
let collector: Collector;
let clock: number;

const all = () => sent.flatMap((batch) => batch.events);
const ofType = <T extends AnalyticsEvent["type"]>(type: T) =>
  all().filter((event): event is Extract<AnalyticsEvent, { type: T }> => event.type === type);

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  sent = [];
  clock = Date.UTC(2026, 2, 1, 10, 0, 0);
  scroll = { top: 0, viewport: 800, height: 4000 };
  document.title = "Study in the UK";
  document.body.innerHTML = `
    <a href="/contact" data-cta="">  Get
      Started </a>
    <a href="/about">About Us</a>
    <button type="button" data-cta="" aria-label="Open the cost calculator"><svg></svg></button>
    <a href="tel:+919000000001" data-cta="">Call us</a>
    <form><input name="email" value="asha@example.com"><button type="submit" data-cta="">Submit</button></form>`;
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    callback(0);
    return 1;
  });
  collector = startCollector({
    endpoint: "/api/events",
    now: () => clock,
    measure: () => scroll,
    send: (events, mode) => sent.push({ events, mode }),
    flushDelayMs: 5000,
  });
});

afterEach(() => {
  collector.stop();
  setVisibility("visible");
  vi.useRealTimers();
});

describe("the analytics collector", () => {
  it("records a page view with path, title, referrer and utm_*, sent in a batch after the delay", () => {
    collector.pageView({ pathname: "/study-in-uk", search: "?utm_source=google&utm_campaign=jan&x=1" });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.mode).toBe("fetch");
    const [view] = ofType("page_view");
    expect(view).toMatchObject({
      path: "/study-in-uk",
      title: "Study in the UK",
      utm: { source: "google", campaign: "jan" },
      ts: clock,
    });
    expect(view?.session).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("gives client-side navigations the previous page as referrer, and keeps one session per tab", () => {
    collector.pageView({ pathname: "/", search: "" });
    collector.pageView({ pathname: "/about", search: "" });
    collector.flush();
    const [first, second] = ofType("page_view");
    expect(second?.referrer).toBe(`${window.location.origin}/`);
    expect(second?.session).toBe(first?.session);
    expect(second?.utm).toBeUndefined();
  });

  it("records each scroll mark once per page view, and again on the next page", () => {
    collector.pageView({ pathname: "/", search: "" });
    scroll = { ...scroll, top: 400 }; // 30 %
    window.dispatchEvent(new Event("scroll"));
    scroll = { ...scroll, top: 3200 }; // 100 %
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    collector.pageView({ pathname: "/about", search: "" });
    scroll = { ...scroll, top: 1300 }; // 52.5 %
    window.dispatchEvent(new Event("scroll"));
    collector.flush();
    expect(ofType("scroll_depth").map((event) => [event.path, event.percent])).toEqual([
      ["/", 25],
      ["/", 50],
      ["/", 75],
      ["/", 100],
      ["/about", 25],
      ["/about", 50],
    ]);
  });

  it("records clicks on calls to action only, with label and destination, never field values", () => {
    collector.pageView({ pathname: "/", search: "" });
    for (const element of document.querySelectorAll("a, button")) {
      (element as HTMLElement).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    }
    collector.flush();
    expect(ofType("button_click").map(({ label, target }) => ({ label, target }))).toEqual([
      { label: "Get Started", target: "/contact" },
      { label: "Open the cost calculator", target: undefined },
      { label: "Call us", target: "tel:+919000000001" },
      { label: "Submit", target: undefined },
    ]);
    expect(JSON.stringify(all())).not.toContain("asha@example.com");
  });

  it("sends the session duration by beacon when the page is hidden", () => {
    collector.pageView({ pathname: "/", search: "" });
    clock += 95_000;
    setVisibility("hidden");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.mode).toBe("beacon");
    expect(ofType("session_duration")).toEqual([expect.objectContaining({ path: "/", seconds: 95 })]);
  });

  it("only sends events the server's schema accepts", () => {
    collector.pageView({ pathname: `/${"x".repeat(400)}`, search: `?utm_source=${"y".repeat(400)}` });
    document.title = "t".repeat(500);
    collector.pageView({ pathname: "/", search: "" });
    setVisibility("hidden");
    expect(eventBatchSchema.safeParse({ events: all() }).success).toBe(true);
  });

  it("cuts texts between characters and replaces control characters, so one odd page costs no batch", () => {
    const emoji = "\u{1F393}"; // two UTF-16 units
    document.title = `${"t".repeat(eventLimits.titleMaxLength - 1)}${emoji}`;
    collector.pageView({ pathname: "/", search: "?utm_campaign=spring%0Asale&utm_source=a%1Bb" });
    document.body.innerHTML = `<a href="/contact" data-cta="" aria-label="Get\u0007${"g".repeat(115)}${emoji}">x</a>`;
    document.querySelector("a")?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    setVisibility("hidden");
    expect(eventBatchSchema.safeParse({ events: all() }).success).toBe(true);
    const [view] = ofType("page_view");
    expect(view?.title).toBe("t".repeat(eventLimits.titleMaxLength - 1));
    expect(view?.utm).toEqual({ campaign: "spring sale", source: "a b" });
    expect(ofType("button_click")[0]?.label).toBe(`Get ${"g".repeat(115)}`);
  });

  it("records nothing for a page whose path is not a path of this site", () => {
    collector.pageView({ pathname: "//evil.example/x", search: "" });
    setVisibility("hidden");
    expect(all().filter((event) => event.path.startsWith("//"))).toEqual([]);
  });

  describe("scroll depth reached before the collector ran, or without a frame to see it", () => {
    it("is measured when the collector starts (a quick scroll, a link to a place in the page)", () => {
      scroll = { top: 3200, viewport: 800, height: 4000 };
      collector.firstPageView({ pathname: "/about", search: "" });
      collector.flush();
      expect(ofType("scroll_depth").map((event) => [event.path, event.percent])).toEqual([
        ["/about", 25],
        ["/about", 50],
        ["/about", 75],
        ["/about", 100],
      ]);
    });

    it("records nothing when the collector starts on a page still at its top", () => {
      collector.firstPageView({ pathname: "/about", search: "" });
      collector.flush();
      expect(ofType("scroll_depth")).toEqual([]);
    });

    it("is measured again when the page is hidden, before its last batch leaves", () => {
      // A hidden page gets no animation frames: the scroll's frame never comes.
      vi.mocked(window.requestAnimationFrame).mockImplementation(() => 7);
      collector.firstPageView({ pathname: "/about", search: "" });
      scroll = { top: 1300, viewport: 800, height: 4000 }; // 52.5 %
      window.dispatchEvent(new Event("scroll"));
      setVisibility("hidden");
      expect(sent.at(-1)?.mode).toBe("beacon");
      expect(ofType("scroll_depth").map((event) => event.percent)).toEqual([25, 50]);
    });

    it("is measured when the page comes back from the back-forward cache", () => {
      collector.firstPageView({ pathname: "/about", search: "" });
      scroll = { top: 3200, viewport: 800, height: 4000 };
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
      collector.flush();
      expect(ofType("scroll_depth")).toEqual([]);
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
      collector.flush();
      expect(ofType("scroll_depth").map((event) => event.percent)).toEqual([25, 50, 75, 100]);
    });
  });

  describe("the first page view, queued by the inline snippet", () => {
    const queuedView = (path: string) =>
      ({
        type: "page_view",
        session: "1772359200000_1_2_3_4",
        path,
        ts: clock - 1500,
        title: "Study in the UK",
        utm: { source: "google" },
      }) as const;

    it("is recorded as the collector's own event, once, in its session", () => {
      collector.firstPageView(
        { pathname: "/study-in-uk", search: "" },
        { event: queuedView("/study-in-uk") },
      );
      collector.flush();
      const views = ofType("page_view");
      expect(views).toHaveLength(1);
      const session = currentSession(sessionStorage, clock).id;
      expect(views[0]).toEqual({ ...queuedView("/study-in-uk"), session });
    });

    it("is not recorded again when the snippet sent it, but later events belong to its page", () => {
      collector.firstPageView(
        { pathname: "/about", search: "" },
        { event: queuedView("/about"), sent: true },
      );
      scroll = { top: 3200, viewport: 800, height: 4000 };
      window.dispatchEvent(new Event("scroll"));
      collector.pageView({ pathname: "/contact", search: "" });
      collector.flush();
      expect(ofType("page_view").map((view) => [view.path, view.referrer])).toEqual([
        ["/contact", `${window.location.origin}/about`],
      ]);
      expect(new Set(ofType("scroll_depth").map((event) => event.path))).toEqual(new Set(["/about"]));
    });

    it("is followed by the current page when a client-side navigation happened before the collector started", () => {
      collector.firstPageView({ pathname: "/about", search: "" }, { event: queuedView("/") });
      collector.flush();
      expect(ofType("page_view").map((view) => view.path)).toEqual(["/", "/about"]);
    });

    it("is cleaned when the collector takes it over: the snippet only cuts its texts to length", () => {
      const title = `${"t".repeat(eventLimits.titleMaxLength - 1)}\uD83C`; // the snippet cut an emoji in half
      collector.firstPageView(
        { pathname: "/about", search: "" },
        { event: { ...queuedView("/about"), title, utm: { campaign: "spring\nsale" } } },
      );
      collector.flush();
      expect(eventBatchSchema.safeParse({ events: all() }).success).toBe(true);
      expect(ofType("page_view")[0]?.utm).toEqual({ campaign: "spring sale" });
    });

    it("is the collector's own without a snippet on the page", () => {
      collector.firstPageView({ pathname: "/services", search: "" });
      collector.flush();
      expect(ofType("page_view").map((view) => view.path)).toEqual(["/services"]);
    });
  });
});
