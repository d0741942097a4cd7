import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { findExampleValues, site } from "./app/content/site.ts";
import { bundleReport } from "./scripts/bundle-report.ts";
import { reactRouterProductionBuild } from "./scripts/react-router-production.ts";

/** A production build warns while the site configuration still holds example values. */
function warnAboutExampleValues(): Plugin {
  let warned = false;
  return {
    name: "warn-about-example-values",
    apply: "build",
    buildStart() {
      if (warned) return;
      warned = true;
      const examples = findExampleValues(site);
      if (examples.length === 0) return;
      this.warn(
        `app/content/site.ts still holds ${examples.length} example values; replace them before launch:\n  ` +
          examples.join("\n  "),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    warnAboutExampleValues(),
    reactRouterProductionBuild(),
    bundleReport(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // Country figures with a scheduled change show the value in force on this day (BUILD_DATE or today).
    __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000" },
  },
  build: {
    // Hashed file names under /assets/ get immutable caching from the server.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Every lucide icon would otherwise be a sub-kilobyte chunk of its own, each one more request on
        // a page's critical path; one shared icon chunk costs a page a few hundred bytes, not six requests.
        codeSplitting: { groups: [{ name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
});
