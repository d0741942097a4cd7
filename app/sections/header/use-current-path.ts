import { useLocation } from "react-router";

/**
 * The current path, lower-case and without a trailing slash, as the page list writes paths. Prerendering
 * may see the path with a trailing slash while the browser sees it without; both must agree (hydration).
 */
export function useCurrentPath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, "") : pathname;
}
