/**
 * The public site's build (docs/decisions/0006-islands.md): Astro renders every page to static HTML from
 * our React components at build time; only the interactive parts ship JavaScript, as islands (React) or
 * small scripts (app/scripts/). Output: build/client, served by the Fastify server (server/plugins/
 * static-site.ts). The staff console has its own build (console/vite.config.ts).
 */
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration, AstroUserConfig } from "astro";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { findExampleValues, siteData as site } from "./app/content/site-data.ts";
import {
  defaultLanguage,
  isLanguageCode,
  languageCodes,
  languageInfo,
  languages,
  type LanguageInfo,
} from "./contract/languages.ts";
import { bundleReport } from "./scripts/bundle-report.ts";
import { preactInTheBrowser } from "./scripts/preact-in-the-browser.ts";

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
 * `client:use`: an island that loads its code when the visitor first reaches for it
 * (app/scripts/hydrate-on-use.ts), for an island on the first screen that would otherwise load with the page.
 */
function hydrateOnUse(): AstroIntegration {
  return {
    name: "hydrate-on-use",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "use",
          entrypoint: fileURLToPath(new URL("./app/scripts/hydrate-on-use.ts", import.meta.url)),
        });
      },
    },
  };
}

/**
 * The islands' own hydration directive, `client:visible-after-paint`: when visible, and never before the
 * page has painted (app/islands/visible-after-paint.ts, app/scripts/after-paint.ts).
 */
function afterPaintIslands(): AstroIntegration {
  return {
    name: "after-paint-islands",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "visible-after-paint",
          entrypoint: fileURLToPath(new URL("./app/islands/visible-after-paint.ts", import.meta.url)),
        });
      },
    },
  };
}

/**
 * Astro 5 builds with Vite 6, the rest of the repository (the console, Vitest) with a newer Vite: the
 * plugins are the same objects, only their declared types differ between the two Vite versions.
 */
type AstroVitePlugins = NonNullable<NonNullable<AstroUserConfig["vite"]>["plugins"]>;

/** What a build of an edition may change beyond its language (scripts/pseudo-locale.ts uses both). */
export interface EditionOptions {
  /** Where the pages go: build/client plus the language's prefix unless given. */
  outDir?: string;
  /**
   * A Vite plugin that resolves `~words/<area>` itself, in place of the alias to app/words/<code>/: the
   * pseudo-locale's generated catalogue (scripts/pseudo-locale.ts).
   */
  words?: Plugin;
}

/**
 * One edition of the site: the same pages built once per language of contract/languages.ts, the default
 * language at the root and every other one under its prefix (`/te`), each reading its own words through
 * the `~words` alias (docs/decisions/0009-words-apart-from-logic.md). Files in public/ are served once, from
 * the root: only the root edition copies them. `npm run build` builds every edition
 * (scripts/build-site.ts); `SITE_LANGUAGE=te npx astro build` builds one.
 */
export function siteConfig(language: LanguageInfo, options: EditionOptions = {}): AstroUserConfig {
  const root = language.prefix === "";
  const outDir = options.outDir ?? `build/client${language.prefix}`;
  return {
    srcDir: "app",
    // An edition under a prefix copies nothing from public/ (a folder that does not exist).
    publicDir: root ? "public" : `build/.no-public-files${language.prefix}`,
    outDir,
    ...(root ? {} : { base: language.prefix }),
    site: site.siteUrl,
    trailingSlash: "ignore",
    // No telemetry, no dev toolbar: the build is the same on every machine.
    devToolbar: { enabled: false },
    integrations: [react(), hydrateOnUse(), afterPaintIslands()],
    build: {
      format: "directory",
      // Hashed file names under /assets/ get immutable caching from the server.
      assets: "assets",
      // Every page carries its styles inline, so a phone paints as soon as the HTML arrives (decision 0004).
      inlineStylesheets: "always",
    },
    // `npm run dev` runs every edition, each on its own port: the root one proxies the others' prefixes.
    server: { port: devPort(language) },
    vite: {
      plugins: [
        ...(options.words ? [options.words] : []),
        preactInTheBrowser(),
        tailwindcss(),
        warnAboutExampleValues(),
        // The bundle report describes the root edition's chunks; the other editions' are the same code.
        ...(root && !options.outDir ? [bundleReport()] : []),
      ] as unknown as AstroVitePlugins,
      define: {
        // The year of the day the site is built for (BUILD_DATE or today): the footer's year.
        __BUILD_YEAR__: JSON.stringify(
          Number((process.env.BUILD_DATE ?? new Date().toISOString()).slice(0, 4)),
        ),
        // Country figures with a scheduled change show the value in force on this day (BUILD_DATE or today).
        __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)),
      },
      resolve: {
        alias: {
          "~": fileURLToPath(new URL("./app", import.meta.url)),
          // The edition's words: the one line that makes a build English or Telugu
          // (docs/decisions/0009-words-apart-from-logic.md).
          ...(options.words
            ? {}
            : { "~words": fileURLToPath(new URL(`./app/words/${language.code}`, import.meta.url)) }),
        },
      },
      // The GA4 measurement id (docs/analytics.md) reaches the browser build as VITE_GA4_MEASUREMENT_ID.
      envPrefix: ["PUBLIC_", "VITE_"],
      server: {
        proxy: {
          "/api": "http://localhost:5000",
          ...(root
            ? Object.fromEntries(
                languages
                  .filter((other) => other.prefix !== "")
                  .map((other) => [other.prefix, { target: `http://localhost:${devPort(other)}`, ws: true }]),
              )
            : {}),
        },
      },
      build: { assetsInlineLimit: 0 },
    },
  };
}

/** The dev server's port of an edition: 5173 for the first language, then one more per language. */
export function devPort(language: LanguageInfo): number {
  const index = languages.findIndex((other) => other.code === language.code);
  return 5173 + Math.max(index, 0);
}

/**
 * The edition `astro dev` and `astro build` make when run by hand: SITE_LANGUAGE's (a code of
 * contract/languages.ts), else the default language's.
 */
function editionOfEnvironment(): LanguageInfo {
  const code = process.env.SITE_LANGUAGE ?? defaultLanguage;
  if (!isLanguageCode(code)) {
    throw new Error(
      `SITE_LANGUAGE=${code} is not a language of contract/languages.ts (${languageCodes.join(", ")})`,
    );
  }
  return languageInfo(code);
}

export default defineConfig(siteConfig(editionOfEnvironment()));
