/**
 * The contact bar of phones (app/sections/contact-bar/contact-bar.tsx):
 * - "Request a call back" opens the call-back request in a dialog; its code loads on that tap, so pages
 *   carry none of it before (a failed load follows the link to the Contact page's form instead);
 * - the bar gets out of the way, hidden from sight and from assistive technology, while a form's submit
 *   button or anything marked `data-keep-clear` (the cost calculator's total) is in the strip of the
 *   screen it covers, and while the visitor types (focus in a text field, or the on-screen keyboard
 *   shrinking the visual viewport).
 */

/** What the bar must never cover. */
export const keepClearSelector = 'form button[type="submit"], form input[type="submit"], [data-keep-clear]';

/** Controls that open the on-screen keyboard. */
const typingSelector =
  'textarea, select, [contenteditable=""], [contenteditable="true"], input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"], [type="reset"], [type="range"], [type="color"], [type="file"], [type="image"], [type="hidden"])';

/** The visual viewport below this share of the window's height means the keyboard is open. */
const KEYBOARD_SHARE = 0.75;

type HideReason = "covering" | "typing" | "keyboard";

export function enhanceContactBar(bar: HTMLElement): void {
  const panel = bar.querySelector<HTMLElement>("[data-contact-bar-panel]");
  if (!panel) return;
  const reasons = new Set<HideReason>();
  const setReason = (reason: HideReason, on: boolean) => {
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    panel.toggleAttribute("data-hidden", reasons.size > 0);
  };

  watchCovered(panel, (covering) => setReason("covering", covering));
  watchTyping((typing) => setReason("typing", typing));
  const viewport = window.visualViewport;
  if (viewport) {
    const onResize = () => setReason("keyboard", viewport.height < window.innerHeight * KEYBOARD_SHARE);
    viewport.addEventListener("resize", onResize);
  }

  const callBack = panel.querySelector<HTMLAnchorElement>("a[data-call-back]");
  callBack?.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    import("~/islands/callback-dialog").then(
      ({ openCallbackDialog }) => openCallbackDialog(callBack),
      () => window.location.assign(callBack.href),
    );
  });
}

/**
 * Reports whether something the bar must not cover is in the strip at the bottom of the screen the bar
 * occupies: an IntersectionObserver whose root is that strip (the viewport less the bar's height at its
 * top), rebuilt when the window's size changes, watching the targets the page holds now and later (the
 * islands render theirs when they hydrate).
 */
function watchCovered(panel: HTMLElement, report: (covering: boolean) => void): void {
  if (typeof IntersectionObserver === "undefined") return;
  const covered = new Set<Element>();
  const watched = new Set<Element>();
  let observer: IntersectionObserver | undefined;

  const update = () => report([...covered].some((element) => element.isConnected));
  const build = () => {
    observer?.disconnect();
    covered.clear();
    const strip = Math.max(0, window.innerHeight - panel.offsetHeight);
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) covered.add(entry.target);
          else covered.delete(entry.target);
        }
        update();
      },
      { rootMargin: `-${strip}px 0px 0px 0px` },
    );
    for (const element of watched) observer.observe(element);
    update();
  };
  const scan = () => {
    for (const element of watched) {
      if (element.isConnected) continue;
      watched.delete(element);
      covered.delete(element);
      observer?.unobserve(element);
    }
    for (const element of document.querySelectorAll(keepClearSelector)) {
      if (watched.has(element)) continue;
      watched.add(element);
      observer?.observe(element);
    }
    update();
  };

  build();
  scan();
  let resizeFrame = 0;
  window.addEventListener("resize", () => {
    cancelAnimationFrame(resizeFrame);
    resizeFrame = requestAnimationFrame(build);
  });
  let scanFrame = 0;
  new MutationObserver(() => {
    if (scanFrame) return;
    scanFrame = requestAnimationFrame(() => {
      scanFrame = 0;
      scan();
    });
  }).observe(document.body, { childList: true, subtree: true });
}

/** Reports whether focus is in a control that brings up the on-screen keyboard. */
function watchTyping(report: (typing: boolean) => void): void {
  const check = (element: EventTarget | null) =>
    report(element instanceof Element && element.matches(typingSelector));
  document.addEventListener("focusin", (event) => check(event.target));
  document.addEventListener("focusout", (event) => check(event.relatedTarget));
}
