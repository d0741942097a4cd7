import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCurrentPath } from "~/sections/header/use-current-path";

interface NavItemLinkProps {
  to: string;
  className: string;
  children: ReactNode;
}

/**
 * A navigation link marked `aria-current="page"` on its own page. (React Router's NavLink compares the raw
 * path, which has a trailing slash while prerendering and none in the browser: a hydration mismatch.)
 */
export function NavItemLink({ to, className, children }: NavItemLinkProps) {
  const current = useCurrentPath() === to;
  return (
    <Link to={to} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
