import type { ReactNode } from "react";
import { useCurrentPath } from "~/sections/header/use-current-path";

interface NavItemLinkProps {
  to: string;
  className: string;
  children: ReactNode;
}

/** A navigation link marked `aria-current="page"` on its own page. */
export function NavItemLink({ to, className, children }: NavItemLinkProps) {
  const current = useCurrentPath() === to;
  return (
    <a href={to} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </a>
  );
}
