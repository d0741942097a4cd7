/**
 * Starts first-party analytics on a page (docs/analytics.md): once the page has loaded and the browser is
 * idle, and only when neither Do Not Track nor Global Privacy Control is set, it loads the collector (its
 * own small chunk) and hands it the page view the inline snippet queued. Every page is its own document,
 * so one page view per load.
 * A page the browser prerenders (Speculation Rules) starts only when the visitor actually opens it.
 */
import { eventsEndpointPath } from "#contract/event-constants";
import { site } from "~/content/site";
import { ga4MeasurementId } from "./ga4-id";
import { takeQueuedPageView } from "./page-view-snippet";
import { collectionAllowed } from "./privacy";

/** Waits for the load event, then for an idle moment (or at most `timeout` ms). */
function whenIdle(callback: () => void): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(callback, { timeout: 4000 });
    else setTimeout(callback, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}

/** Runs `callback` now, or when a prerendered page is shown to the visitor. */
function whenShown(callback: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", callback, { once: true });
  } else callback();
}

export function startAnalytics(): void {
  if (!collectionAllowed()) return;
  whenShown(() =>
    whenIdle(() => {
      const measurementId = ga4MeasurementId();
      void Promise.all([import("./collector"), measurementId ? import("./ga4") : null]).then(
        ([{ startCollector }, ga4]) => {
          const collector = startCollector({
            endpoint: `${site.apiBase}${eventsEndpointPath}`,
            ...(measurementId && ga4 ? { forward: ga4.startGa4(measurementId) } : {}),
          });
          // The inline snippet (page-view-snippet.ts) queued this page load's view at once: the collector
          // takes it over, so a visit that ends before this point still counts, and counts once.
          collector.firstPageView(
            { pathname: window.location.pathname, search: window.location.search },
            takeQueuedPageView(),
          );
          // Tells tests (and curious developers) that collection is running.
          document.documentElement.dataset.analytics = "on";
        },
      );
    }),
  );
}
