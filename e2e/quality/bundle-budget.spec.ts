/**
 * Weight budgets (scripts/quality-budgets.ts), measured on the build: the JavaScript, CSS, fonts and eager
 * images each route's HTML makes the browser load, gzipped. Over budget, the failure lists every file with
 * its size and the largest modules inside the JavaScript (from build/bundle-report.json). The JavaScript is
 * held to the ceilings of decision 0005, with the budget's figure in the message.
 */
import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";
import { budgets, kb } from "../../scripts/quality-budgets";
import type { BundleReport } from "../../scripts/bundle-report";
import { builtPages, clientDir, fileForPath, inlineScripts, tags, type BuiltPage } from "./built-site";

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

/** Chunks a module imports statically: the browser fetches them before running it. */
function staticImports(file: string): string[] {
  const source = readFileSync(join(clientDir, file), "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    found.push(localFile(match[1]!, `/${posix.dirname(file)}/`));
  }
  return found;
}

interface PageWeight {
  javascript: string[];
  css: string[];
  /** Gzipped bytes of the page's inline `<style>` elements. */
  inlineCssBytes: number;
  fonts: string[];
  images: string[];
}

function pageWeight(page: BuiltPage): PageWeight {
  const all = tags(page.html);
  const roots = new Set<string>();
  for (const tag of all) {
    if (tag.name === "script" && tag.attributes.src) roots.add(localFile(tag.attributes.src));
    if (tag.name === "link" && tag.attributes.rel === "modulepreload" && tag.attributes.href)
      roots.add(localFile(tag.attributes.href));
  }
  for (const script of inlineScripts(page.html)) {
    for (const match of script.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\/[^"']+\.js)["']/g)) {
      roots.add(localFile(match[1]!));
    }
  }
  const javascript = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (javascript.has(file)) continue;
    javascript.add(file);
    queue.push(...staticImports(file));
  }
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
  return { javascript: [...javascript], css, inlineCssBytes, fonts, images: [...new Set(images)] };
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

test.describe("weight budgets of every page", () => {
  for (const page of builtPages()) {
    const ceiling =
      page.route === "/" ? budgets.javascriptCeilingBytes.home : budgets.javascriptCeilingBytes.anyPage;
    test(`${page.route}: JavaScript ≤ ${kb(ceiling)}, CSS ≤ ${kb(budgets.cssBytes)} gzipped, ≤ ${budgets.preloadedFonts} self-hosted fonts preloaded`, () => {
      const weight = pageWeight(page);
      const javascript = sum(weight.javascript);
      const css = sum(weight.css) + weight.inlineCssBytes;
      expect(weight.javascript.length, "a page must load its JavaScript").toBeGreaterThan(0);
      expect(
        javascript,
        `${page.route} loads ${kb(javascript)} of JavaScript gzipped (ceiling ${kb(ceiling)}, budget ${kb(budgets.javascriptBytes)}):\n${listing(weight.javascript)}\nLargest modules:\n${largestModules(weight.javascript)}`,
      ).toBeLessThanOrEqual(ceiling);
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
      ...weight.javascript,
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
