/**
 * React Router 7 publishes a production build (dev warnings compiled out) beside its development build,
 * but its package `exports` always point at the development one (remix-run/react-router#14102). This
 * Vite plugin resolves `react-router` and `react-router/dom` to the production files in the browser
 * build only, which makes the JavaScript every page loads smaller. Both entry points move together, so
 * the browser bundle never holds two copies of the router.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

export function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(require.resolve("react-router/package.json")), "dist", "production");
  const targets: Record<string, string> = {
    "react-router": join(dist, "index.mjs"),
    "react-router/dom": join(dist, "dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name !== "client") return null;
      return targets[source] ?? null;
    },
  };
}
