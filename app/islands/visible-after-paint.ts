/**
 * `client:visible-after-paint`, the hydration of the forms' islands (registered in astro.config.ts): like
 * Astro's `client:visible`, the island's code loads when the island comes near the screen, but never
 * before the page has painted and started its scripts (app/scripts/after-paint.ts). A form on the first
 * screen (the Contact page's) would otherwise fetch React and its code while the page still loads; until it
 * hydrates, the form posts without JavaScript (docs/decisions/0204-forms-without-javascript.md).
 */
import type { ClientDirective } from "astro";
import { whenPainted } from "../scripts/after-paint.ts";

const visibleAfterPaint: ClientDirective = (load, options, element) => {
  const rootMargin =
    typeof options.value === "object" && options.value !== null
      ? (options.value as { rootMargin?: string }).rootMargin
      : undefined;
  whenPainted(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((hydrate) => hydrate());
      },
      { rootMargin },
    );
    for (const child of element.children) observer.observe(child);
  });
};

export default visibleAfterPaint;

declare module "astro" {
  interface AstroClientDirectives {
    "client:visible-after-paint"?: boolean | { rootMargin?: string };
  }
}
