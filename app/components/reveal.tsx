import type { ElementType, ReactNode } from "react";

type RevealProps<T extends ElementType> = {
  as?: T;
  children: ReactNode;
  className?: string;
} & Omit<React.ComponentPropsWithoutRef<T>, "as" | "children" | "className">;

/**
 * Animates its content in on scroll (1 s, app.css; the behaviour is app/scripts/reveal.ts). The served
 * HTML shows the content as it is.
 */
export function Reveal<T extends ElementType = "div">({ as, children, className, ...rest }: RevealProps<T>) {
  const Component: ElementType = as ?? "div";
  return (
    <Component data-scroll-reveal="" className={className} {...rest}>
      {children}
    </Component>
  );
}
