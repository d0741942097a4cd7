import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { allFigures, staleFigures, WARN_AFTER_DAYS } from "./app/content/countries/staleness.ts";
import { findExampleValues, site } from "./app/content/site.ts";
import { bundleReport } from "./scripts/bundle-report.ts";
import { reactRouterProductionBuild } from "./scripts/react-router-production.ts";

/** D3: a production build warns while the site configuration still holds example values. */
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

const buildDate = process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10);

/** A build warns while any official country figure was last verified more than 180 days ago. */
function warnAboutStaleFigures(): Plugin {
  let warned = false;
  return {
    name: "warn-about-stale-figures",
    apply: "build",
    buildStart() {
      if (warned) return;
      warned = true;
      const date = buildDate as `${number}-${number}-${number}`;
      const stale = staleFigures(allFigures(date), date, WARN_AFTER_DAYS);
      if (stale.length === 0) return;
      this.warn(
        `${stale.length} country figures were last verified more than ${WARN_AFTER_DAYS} days ago; re-check them on their sources (docs/country-data.md):\n  ` +
          stale.join("\n  "),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    warnAboutExampleValues(),
    warnAboutStaleFigures(),
    reactRouterProductionBuild(),
    bundleReport(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __BUILD_DATE__: JSON.stringify(buildDate),
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
