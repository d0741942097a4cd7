/**
 * Weight budgets (scripts/quality-budgets.ts), measured on the build:
 * - the JavaScript each page transfers before any interaction, in Chromium at 360×780 against the built
 *   site (every script requested until the network is idle, plus the page's inline scripts), gzipped:
 *   25 KB on a content page; 16 KB where every island loads its code on first use (the enquiry forms and
 *   the calculator, `client:use`, docs/decisions/0010-scripts-after-the-largest-paint.md), and at most
 *   40 KB on the calculator in any case; 90 KB where an island that hydrates with the page is on the
 *   first screen (docs/decisions/0006-islands.md);
 * - the CSS, fonts and eager images each route's HTML makes the browser load, gzipped.
 * Over budget, the failure lists every file with its size and the largest modules inside the JavaScript
 * (from build/bundle-report.json).
 */
import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { budgets, kb } from "../../scripts/quality-budgets";
import type { BundleReport } from "../../scripts/bundle-report";
import { notFoundPath, pages } from "../../app/content/pages";
import { localePath } from "../../app/i18n/paths";
import { builtPages, clientDir, fileForPath, tags, type BuiltPage } from "./built-site";

const gzipCache = new Map<string, number>();

/** Gzipped size of a built file, as the server sends it (the precompressed .gz when there is one). */
function gzippedSize(file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const full = join(clientDir, file);
  const size = existsSync(`${full}.gz`)
    ? readFileSync(`${full}.gz`).byteLength
    : Math.min(gzipSync(readFileSync(full), { level: 9 }).byteLength, readFileSync(full).byteLength);
  gzipCache.set(file, size);
  return size;
}

function localFile(url: string, from = "/"): string {
  const pathname = new URL(url, `http://site${from}`).pathname;
  const file = fileForPath(pathname);
  if (!file) throw new Error(`${url} is referenced but not in the build`);
  return file;
}

interface PageWeight {
  css: string[];
  /** Gzipped bytes of the page's inline `<style>` elements. */
  inlineCssBytes: number;
  fonts: string[];
  images: string[];
}

function pageWeight(page: BuiltPage): PageWeight {
  const all = tags(page.html);
  const css = all
    .filter((tag) => tag.name === "link" && tag.attributes.rel === "stylesheet")
    .map((tag) => localFile(tag.attributes.href!));
  const inlineCss = [...page.html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    (match) => match[1]!,
  );
  const inlineCssBytes = inlineCss.length > 0 ? gzipSync(inlineCss.join(""), { level: 9 }).byteLength : 0;
  const fonts = all
    .filter((tag) => tag.name === "link" && tag.attributes.rel === "preload" && tag.attributes.as === "font")
    .map((tag) => tag.attributes.href!);
  const images = [
    ...all
      .filter(
        (tag) => tag.name === "link" && tag.attributes.rel === "preload" && tag.attributes.as === "image",
      )
      .map((tag) => tag.attributes.href!),
    ...all
      .filter((tag) => tag.name === "img" && tag.attributes.loading !== "lazy" && tag.attributes.src)
      .map((tag) => tag.attributes.src!),
  ].filter((src) => src.startsWith("/"));
  return { css, inlineCssBytes, fonts, images: [...new Set(images)] };
}

const sum = (files: string[]) => files.reduce((total, file) => total + gzippedSize(file), 0);

function listing(files: string[]): string {
  return files
    .map((file) => [file, gzippedSize(file)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `  ${kb(size).padStart(9)}  ${file}`)
    .join("\n");
}

function largestModules(files: string[], count = 12): string {
  const reportFile = join(clientDir, "..", "bundle-report.json");
  if (!existsSync(reportFile))
    return "  (no build/bundle-report.json: build with vite.config.ts's bundle report)";
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as BundleReport;
  return files
    .flatMap((file) => (report.chunks[file] ?? []).map((entry) => ({ ...entry, file })))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map((entry) => `  ${kb(entry.bytes).padStart(9)} unminified  ${entry.module}  (in ${entry.file})`)
    .join("\n");
}

/** Gzipped bytes of a page's inline executable scripts (the island runtime, Speculation Rules). */
function inlineScriptBytes(html: string): number {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc=|application\/ld\+json/.test(match[1] ?? ""))
    .map((match) => match[2]!);
  return scripts.length > 0 ? gzipSync(scripts.join("\n"), { level: 9 }).byteLength : 0;
}

test.describe("weight budgets of every page", () => {
  for (const page of builtPages()) {
    test(`${page.route}: JavaScript before any interaction within budget, CSS ≤ ${kb(budgets.cssBytes)} gzipped, ≤ ${budgets.preloadedFonts} self-hosted fonts preloaded`, async ({
      browser,
    }) => {
      const viewport = { width: 360, height: 780 };
      const context = await browser.newContext({ viewport });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on("request", (request) => {
        if (request.resourceType() === "script") scripts.add(localFile(request.url()));
      });
      await tab.goto(page.route === notFoundPath ? "/no-such-page" : page.route);
      await tab.waitForLoadState("networkidle");
      const islands = await tab.evaluate(() =>
        Array.from(document.querySelectorAll("astro-island")).map((island) => ({
          onUse: island.getAttribute("client") === "use",
          // An island is laid out as its contents (`display: contents`): its first element says where.
          top: (island.firstElementChild ?? island).getBoundingClientRect().top,
        })),
      );
      const allOnUse = islands.length > 0 && islands.every((island) => island.onUse);
      const islandOnFirstScreen = islands.some((island) => !island.onUse && island.top < viewport.height);
      await context.close();

      const javascript = [...scripts];
      const inline = inlineScriptBytes(page.html);
      const total = sum(javascript) + inline;
      const calculator = page.route === localePath(pages.costCalculator.path, page.locale);
      const pageBudget = islandOnFirstScreen
        ? budgets.javascriptWithIslandOnFirstScreenBytes
        : allOnUse
          ? budgets.javascriptWithIslandsOnUseBytes
          : budgets.javascriptBytes;
      const budget = calculator ? Math.min(pageBudget, budgets.calculatorJavascriptBytes) : pageBudget;
      const kind = islandOnFirstScreen
        ? ", an island hydrating with the page on the first screen"
        : allOnUse
          ? ", islands that load on use"
          : "";
      expect(
        total,
        `${page.route} transfers ${kb(total)} of JavaScript gzipped before any interaction (budget ${kb(budget)}${kind}; inline ${kb(inline)}):\n${listing(javascript)}\nLargest modules:\n${largestModules(javascript)}`,
      ).toBeLessThanOrEqual(budget);

      const weight = pageWeight(page);
      const css = sum(weight.css) + weight.inlineCssBytes;
      expect(css, "a page must carry its styles").toBeGreaterThan(0);
      expect(
        css,
        `${page.route} loads ${kb(css)} of CSS gzipped (budget ${kb(budgets.cssBytes)}; inline ${kb(weight.inlineCssBytes)}):\n${listing(weight.css)}`,
      ).toBeLessThanOrEqual(budgets.cssBytes);
      expect(weight.fonts.length, `preloaded fonts: ${weight.fonts.join(", ")}`).toBeLessThanOrEqual(
        budgets.preloadedFonts,
      );
      for (const font of weight.fonts) expect(font, "fonts are self-hosted").toMatch(/^\/assets\/.+\.woff2$/);
    });
  }

  test(`the home page's first visit transfers ≤ ${kb(budgets.homeTransferBytes)}`, () => {
    const home = builtPages().find((page) => page.route === "/")!;
    const weight = pageWeight(home);
    const files = [
      home.file,
      ...weight.css,
      ...weight.fonts.map((font) => localFile(font)),
      ...weight.images.map((image) => localFile(image)),
    ];
    const total = sum(files);
    expect(total, `home transfers ${kb(total)} on a first visit:\n${listing(files)}`).toBeLessThanOrEqual(
      budgets.homeTransferBytes,
    );
  });
});
