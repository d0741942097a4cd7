/**
 * A Vite plugin for the public site's browser build (docs/decisions/0006-islands.md): the islands run on
 * Preact's React compatibility layer (preact/compat, about 4 KB) instead of react-dom (about 66 KB
 * gzipped). Pages are still rendered to HTML by React at build time; only the browser bundle resolves
 * `react`, `react-dom` and their entry points to preact/compat, which hydrates React's markup.
 */
import type { Plugin } from "vite";

const targets: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

export function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (options.ssr) return null;
      const target = targets[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
