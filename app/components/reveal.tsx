import { type ElementType, type ReactNode, useLayoutEffect, useRef } from "react";

/** Spec §9: scroll animations start when the element's top reaches 70% of the viewport. */
const REVEAL_LINE = 0.7;

type RevealProps<T extends ElementType> = {
  as?: T;
  children: ReactNode;
  className?: string;
} & Omit<React.ComponentPropsWithoutRef<T>, "as" | "children" | "className">;

/**
 * Animates its content in on scroll (1 s, app.css). The served HTML shows the content as it is; once
 * JavaScript runs, an element still below the reveal line is hidden and revealed when it gets there.
 * Under `prefers-reduced-motion` nothing is hidden or animated.
 */
export function Reveal<T extends ElementType = "div">({ as, children, className, ...rest }: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null);
  const Component: ElementType = as ?? "div";

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight * REVEAL_LINE) return;

    element.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.reveal = "shown";
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${Math.round((1 - REVEAL_LINE) * 100)}% 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, []);

  return (
    <Component ref={ref} className={className} {...rest}>
      {children}
    </Component>
  );
}
