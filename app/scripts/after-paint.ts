/**
 * Scripts start after the page's largest paint (docs/decisions/0010-scripts-after-the-largest-paint.md).
 *
 * Nothing a page shows needs JavaScript (decision 0006): the page script, the analytics collector and the
 * forms' islands only add behaviour. Started while the page was still loading, their requests shared the
 * phone's few connections with the page and its hero image, and their code ran before the first frame;
 * Lighthouse counted both against the largest paint (about 0.45 s on every page). So the document shell
 * keeps the page script in a `<template>` (the browser neither fetches nor runs what a template holds),
 * and an inline script of a few hundred bytes, `afterPaintSnippet`, puts it into the page once
 * - the page has loaded (its hero image and every other eager image included), and
 * - its first paint has reached the screen (the browser's `first-contentful-paint` entry: the page paints
 *   once, when its main content is parsed, decision 0004, with the hero image decoded in that frame),
 * and one more frame has been drawn. It then marks the document (`data-painted`) and fires `paintedEvent`,
 * which the islands' directive waits for (app/islands/visible-after-paint.ts).
 *
 * A page the browser prerenders (Speculation Rules) has no paint to protect: its scripts start when it has
 * loaded, so a visitor who opens it finds it ready. A browser without paint timing starts them a frame
 * after the load event.
 */

/** The event on `document` that says the page has painted and its scripts may start. */
export const paintedEvent = "site:painted";

/** The attribute of `<html>` set at the same moment, for whatever starts later. */
export const paintedAttribute = "data-painted";

/** The id of the `<template>` holding the page's scripts. */
export const deferredScriptsId = "scripts-after-paint";

/**
 * The id of the `<template>` in the head holding the links the browser fetches for itself (the icon, the
 * web app manifest): nothing on the page needs them to paint, so they are asked for at the same moment.
 * A page without JavaScript names them in `<noscript>` instead.
 */
export const deferredHeadLinksId = "head-after-paint";

/**
 * The inline script's source: starts the scripts of `<template id={templateId}>` after the paint, and adds
 * the links of `<template id={headTemplateId}>` to the head.
 */
export function afterPaintSnippet(
  templateId = deferredScriptsId,
  headTemplateId = deferredHeadLinksId,
): string {
  const id = JSON.stringify(templateId);
  const headId = JSON.stringify(headTemplateId);
  return [
    "(function(d,w){var P=w.PerformanceObserver,l,p,r,o;",
    // Copies of the template's scripts run when they join the document (a template's own never do).
    `function s(){if(r)return;r=1;var t=d.getElementById(${id}),h=d.getElementById(${headId});`,
    "h&&d.head.append(d.importNode(h.content,!0));t&&d.body.append(d.importNode(t.content,!0));",
    `d.documentElement.setAttribute(${JSON.stringify(paintedAttribute)},"");`,
    `d.dispatchEvent(new Event(${JSON.stringify(paintedEvent)}))}`,
    // Loaded and painted: a task queued from requestAnimationFrame runs after the next frame.
    "function g(){l&&p&&w.requestAnimationFrame(function(){w.setTimeout(s)})}",
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'o=new P(function(e){e.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),p=1,g())});',
    'o.observe({type:"paint",buffered:!0})}else p=1;',
    "function f(){l=1;d.prerendering?s():g()}",
    'd.readyState=="complete"?f():w.addEventListener("load",f,{once:!0})',
    "})(document,window)",
  ].join("");
}

/** Runs `callback` once the page has painted and started its scripts (at once if it has). */
export function whenPainted(callback: () => void): void {
  if (document.documentElement.hasAttribute(paintedAttribute)) callback();
  else document.addEventListener(paintedEvent, callback, { once: true });
}
