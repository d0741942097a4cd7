/**
 * Google Analytics 4, only when a measurement id is configured at build time
 * (`VITE_GA4_MEASUREMENT_ID`; the server then allows Google's origins in its CSP when
 * `GA4_MEASUREMENT_ID` is set). Off by default: the site then talks to no third party.
 * Events are the collector's own, forwarded as GA4 events.
 */
import type { AnalyticsEvent } from "#contract/events";

type Gtag = (...args: unknown[]) => void;

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** Loads gtag.js and returns a function that forwards one collector event to GA4. */
export function startGa4(measurementId: string, win: Window = window): (event: AnalyticsEvent) => void {
  const w = win as Window & GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag = gtag;
  gtag("js", new Date());
  gtag("config", measurementId, { send_page_view: false });
  const script = win.document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  win.document.head.append(script);

  return (event) => {
    const { type, session: _session, ts: _ts, ...params } = event;
    gtag("event", type, params);
  };
}
