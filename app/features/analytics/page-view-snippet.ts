/**
 * The page view of a visit that ends before the collector starts (docs/analytics.md). The collector loads
 * after the `load` event and an idle moment, so a visitor who leaves within a second or two would send
 * nothing. This inline script, written into every page's `<head>` by the document shell, runs while the
 * page is parsed: unless Do Not Track or Global Privacy Control is set, it builds the page view at once
 * (the same event the collector would record, in the tab's session) and keeps it on `window`. If the page
 * is hidden or closed before the collector takes it over, the script sends it by `navigator.sendBeacon`.
 * A prerendered page (Speculation Rules) does all this only when the visitor opens it, never for a page
 * the browser prepared and threw away. The collector, when it starts, takes the queued page view over (`takeQueuedPageView`), so each page load
 * counts once: it records the queued event itself, or nothing if the script already sent it.
 *
 * Plain JavaScript without dependencies, under 1 KB; the server hashes inline scripts for the pages'
 * Content-Security-Policy (docs/decisions/0101-csp-hashes-per-html-file.md).
 */
import { eventLimits, eventsEndpointPath, sessionIdPattern, utmKeys } from "#contract/event-constants";
import type { PageViewEvent } from "#contract/events";
import { site } from "~/content/site";
import { sessionStorageKey } from "./session";

/** Where the snippet keeps the queued page view on `window`. */
export const queuedPageViewKey = "__pageView";

export interface QueuedPageView {
  event: PageViewEvent;
  /** The snippet sent it already (the page was hidden before the collector started); unset: not yet. */
  sent?: boolean;
  /** The collector took it over: the snippet sends nothing any more; unset: not yet. */
  taken?: boolean;
}

/** A value written into the script as a JavaScript literal, safe inside `<script>`. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The inline script's source for an events endpoint such as `/api/events`. */
export function pageViewSnippet(endpoint = `${site.apiBase}${eventsEndpointPath}`): string {
  const { pathMaxLength, titleMaxLength, referrerMaxLength, utmMaxLength } = eventLimits;
  // A new session's id: the time and four random 32-bit numbers joined by "_", 21 to 57 characters of
  // [0-9_], which the events contract accepts (sessionIdPattern). The collector makes its own differently.
  return [
    "(function(w,d,n,a){function g(){try{",
    "if(n.globalPrivacyControl||/^(1|yes)$/.test(n.doNotTrack||w.doNotTrack))return;",
    `var k=${literal(sessionStorageKey)},l=w.location,p=new URLSearchParams(l.search),J=JSON,s,S,q,`,
    `e={type:"page_view",path:l.pathname.slice(0,${pathMaxLength}),ts:+new Date};`,
    "try{S=w.sessionStorage;s=J.parse(S.getItem(k))}catch{}",
    `if(!s||!${sessionIdPattern.toString()}.test(s.id)||!(s.startedAt>0)){`,
    's={id:e.ts+"_"+crypto.getRandomValues(new Uint32Array(4)).join("_"),startedAt:e.ts};',
    "try{S.setItem(k,J.stringify(s))}catch{}}",
    "e.session=s.id;",
    `d.title&&(e.title=d.title.slice(0,${titleMaxLength}));`,
    `d.referrer&&(e.referrer=d.referrer.slice(0,${referrerMaxLength}));`,
    `for(var x of${literal(utmKeys)}){var v=p.get("utm_"+x);v&&((e.utm||={})[x]=v.slice(0,${utmMaxLength}))}`,
    `q=w.${queuedPageViewKey}={event:e};`,
    'function f(v){q.sent||q.taken||v.type[0]=="v"&&!d.hidden||',
    `(q.sent=n.sendBeacon(${literal(endpoint)},J.stringify({events:[e]})))}`,
    'w[a]("pagehide",f);d[a]("visibilitychange",f)',
    "}catch{}}",
    // A page the browser prerenders (Speculation Rules) counts only when the visitor opens it.
    'd.prerendering?d[a]("prerenderingchange",g):g()',
    '})(window,document,navigator,"addEventListener")',
  ].join("");
}

/**
 * Takes over the page view the snippet queued for this page load: from now on the snippet sends nothing.
 * Undefined when there is none (no snippet on the page, or already taken).
 */
export function takeQueuedPageView(win: Window = window): QueuedPageView | undefined {
  const queued = (win as unknown as Record<string, QueuedPageView | undefined>)[queuedPageViewKey];
  if (!queued || queued.taken) return undefined;
  queued.taken = true;
  return { event: queued.event, sent: Boolean(queued.sent), taken: true };
}
