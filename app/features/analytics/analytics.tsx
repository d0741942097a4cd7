/**
 * Mounts first-party analytics (docs/analytics.md): once the page has loaded and the browser is idle, and
 * only when neither Do Not Track nor Global Privacy Control is set, it loads the collector (its own small
 * chunk), hands it the page view the inline snippet queued (page-view-snippet.ts) and reports each route
 * change to it. Renders nothing.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { eventsEndpointPath } from "#contract/event-constants";
import { site } from "~/content/site";
import type { Collector, PageLocation } from "./collector";
import { ga4MeasurementId } from "./ga4-id";
import { takeQueuedPageView } from "./page-view-snippet";
import { collectionAllowed } from "./privacy";

/** Waits for the load event, then for an idle moment (or at most `timeout` ms). */
function whenIdle(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      idleHandle = window.requestIdleCallback(callback, { timeout: 4000 });
    } else {
      timeoutHandle = setTimeout(callback, 1000);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timeoutHandle);
  };
}

export function Analytics() {
  const location = useLocation();
  const collector = useRef<Collector | null>(null);
  const latest = useRef<PageLocation>(location);

  useEffect(() => {
    if (!collectionAllowed()) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      const measurementId = ga4MeasurementId();
      void Promise.all([import("./collector"), measurementId ? import("./ga4") : null]).then(
        ([{ startCollector }, ga4]) => {
          if (cancelled) return;
          collector.current = startCollector({
            endpoint: `${site.apiBase}${eventsEndpointPath}`,
            ...(measurementId && ga4 ? { forward: ga4.startGa4(measurementId) } : {}),
          });
          // The inline snippet queued this page load's view at once: the collector takes it over.
          collector.current.firstPageView(latest.current, takeQueuedPageView());
          // Tells tests (and curious developers) that collection is running.
          document.documentElement.dataset.analytics = "on";
        },
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      collector.current?.stop();
      collector.current = null;
    };
  }, []);

  useEffect(() => {
    const changed =
      latest.current.pathname !== location.pathname || latest.current.search !== location.search;
    latest.current = { pathname: location.pathname, search: location.search };
    if (changed) collector.current?.pageView(latest.current);
  }, [location.pathname, location.search]);

  return null;
}
