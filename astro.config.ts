/**
 * The public site's build (docs/decisions/0006-islands.md): Astro renders every page to static HTML from
 * our React components at build time; only the interactive parts ship JavaScript, as islands (React) or
 * small scripts (app/scripts/). Output: build/client, served by the Fastify server (server/plugins/
 * static-site.ts). The staff console has its own build (console/vite.config.ts).
 */
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroUserConfig } from "astro";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { findExampleValues, siteData as site } from "./app/content/site-data.ts";
import { bundleReport } from "./scripts/bundle-report.ts";
import { preactInTheBrowser } from "./scripts/preact-in-the-browser.ts";
import { teluguTwins } from "./scripts/telugu-twins.ts";

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
        `app/content/site-data.ts still holds ${examples.length} example values; replace them before launch:\n  ` +
          examples.join("\n  "),
      );
    },
  };
}

/**
 * Astro 5 builds with Vite 6, the rest of the repository (the console, Vitest) with a newer Vite: the
 * plugins are the same objects, only their declared types differ between the two Vite versions.
 */
type AstroVitePlugins = NonNullable<NonNullable<AstroUserConfig["vite"]>["plugins"]>;

/**
 * The English edition at the root; the Telugu edition (astro.te.config.ts) is the same pages built again
 * under /te with every content module replaced by its Telugu twin (docs/decisions/0008-telugu-edition.md).
 * Files in public/ are served once, from the root.
 */
export function siteConfig(edition: "en" | "te"): AstroUserConfig {
  const telugu = edition === "te";
  return {
    srcDir: "app",
    publicDir: telugu ? "app/content/te/public" : "public",
    outDir: telugu ? "build/client/te" : "build/client",
    ...(telugu ? { base: "/te" } : {}),
    site: site.siteUrl,
    trailingSlash: "ignore",
    // No telemetry, no dev toolbar: the build is the same on every machine.
    devToolbar: { enabled: false },
    integrations: [react()],
    build: {
      format: "directory",
      // Hashed file names under /assets/ get immutable caching from the server.
      assets: "assets",
      // Every page carries its styles inline, so a phone paints as soon as the HTML arrives (decision 0004).
      inlineStylesheets: "always",
    },
    // `npm run dev` runs both editions: the English one proxies /te to the Telugu one.
    server: { port: telugu ? 5174 : 5173 },
    vite: {
      plugins: [
        ...(telugu ? [teluguTwins()] : []),
        preactInTheBrowser(),
        tailwindcss(),
        warnAboutExampleValues(),
        // The bundle report describes the English edition's chunks; the Telugu ones are the same code.
        ...(telugu ? [] : [bundleReport()]),
      ] as unknown as AstroVitePlugins,
      define: {
        __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
        // Country figures with a scheduled change show the value in force on this day (BUILD_DATE or today).
        __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
      },
      resolve: {
        alias: {
          "~": fileURLToPath(new URL("./app", import.meta.url)),
          // The edition's words: the one line that makes a build English or Telugu
          // (docs/decisions/0009-words-apart-from-logic.md).
          "~words": fileURLToPath(new URL(`./app/words/${edition}`, import.meta.url)),
        },
      },
      // The GA4 measurement id (docs/analytics.md) reaches the browser build as VITE_GA4_MEASUREMENT_ID.
      envPrefix: ["PUBLIC_", "VITE_"],
      server: {
        proxy: {
          "/api": "http://localhost:5000",
          ...(telugu ? {} : { "/te": { target: "http://localhost:5174", ws: true } }),
        },
      },
      build: { assetsInlineLimit: 0 },
    },
  };
}

export default defineConfig(siteConfig("en"));
