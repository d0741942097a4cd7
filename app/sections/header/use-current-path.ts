import { createContext, useContext } from "react";

/**
 * The path of the page being rendered, lower-case and without a trailing slash, as the page list writes
 * paths. The header provides it (each page is rendered at build time with its own path).
 */
export const CurrentPathContext = createContext<string>("/");

export function useCurrentPath(): string {
  return useContext(CurrentPathContext);
}

/** `/About/` -> `/about`; "/" stays "/". */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, "") || "/" : pathname;
}
