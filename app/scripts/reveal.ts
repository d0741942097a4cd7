/**
 * Scroll reveal (docs/decisions/0002-css-first-motion.md, app.css): the served HTML shows every section as
 * it is; an element marked `data-scroll-reveal` that is wholly below the screen is hidden once this runs,
 * and revealed when its top reaches 70% of the viewport. Content already on screen stays as it is. Under
 * `prefers-reduced-motion` nothing is hidden or animated.
 */
const REVEAL_LINE = 0.7;

export function enhanceReveal(element: HTMLElement): void {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const line = `0px 0px -${Math.round((1 - REVEAL_LINE) * 100)}% 0px`;
  const reveal = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      element.dataset.reveal = "shown";
      reveal.disconnect();
    },
    { rootMargin: line },
  );
  // The first report of this observer says where the element is: below the screen, it waits.
  const placement = new IntersectionObserver((entries) => {
    placement.disconnect();
    const entry = entries[0];
    if (!entry || entry.boundingClientRect.top < (entry.rootBounds?.height ?? window.innerHeight)) return;
    element.dataset.reveal = "hidden";
    reveal.observe(element);
  });
  placement.observe(element);
}
