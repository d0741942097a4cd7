import { type ElementType, type ReactNode, useEffect, useRef } from "react";

/** Scroll animations start when the element's top reaches 70% of the viewport. */
const REVEAL_LINE = 0.7;

type RevealProps<T extends ElementType> = {
  as?: T;
  children: ReactNode;
  className?: string;
} & Omit<React.ComponentPropsWithoutRef<T>, "as" | "children" | "className">;

/**
 * Animates its content in on scroll (1 s, app.css). The served HTML shows the content as it is; once
 * JavaScript runs, an element wholly below the screen is hidden, and revealed when its top reaches the
 * reveal line. Content already on screen stays as it is. Under `prefers-reduced-motion` nothing is
 * hidden or animated. Positions come from the observer, so hydration never forces a layout.
 */
export function Reveal<T extends ElementType = "div">({ as, children, className, ...rest }: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null);
  const Component: ElementType = as ?? "div";

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
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
    return () => {
      placement.disconnect();
      reveal.disconnect();
      delete element.dataset.reveal;
    };
  }, []);

  return (
    <Component ref={ref} className={className} {...rest}>
      {children}
    </Component>
  );
}
