/**
 * `client:visible-after-paint` (registered in astro.config.ts): like Astro's `client:visible`, the island's
 * code loads when the island comes near the screen, but never before the page has painted and started its
 * scripts (app/scripts/after-paint.ts), so an island on the first screen does not fetch its code while the
 * page still loads. For an island that should be ready when it is reached rather than when it is used;
 * the forms and the calculator load on first use instead (`client:use`, app/scripts/hydrate-on-use.ts,
 * docs/decisions/0010-scripts-after-the-largest-paint.md).
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
