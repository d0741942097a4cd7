/**
 * Runs after scripts/build-site.ts (one Astro build per language: the default language's pages, and
 * 404.html, in build/client, every other edition's under build/client/<prefix>): fails when a page of an
 * edition not written in Latin script shows Latin-script words outside proper nouns (scripts/script-check.ts),
 * writes sitemap.xml and robots.txt, and precompresses every text file with Brotli and gzip so the server
 * never compresses at request time.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { allFigures, staleFigures, WARN_AFTER_DAYS } from "../app/content/countries/staleness.ts";
import type { IsoDate } from "../app/content/countries/types.ts";
import { robotsTxt, sitemapXml } from "./site-files.ts";
import { languages, type LanguageInfo } from "../contract/languages.ts";
import { textsOutOfScript } from "./script-check.ts";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|map)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Astro writes the style of its island elements (`astro-island { display: contents }`) where the first
 * island appears, inside the body; HTML allows a style element in the head only. It moves there.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

async function islandStyleToHead(): Promise<number> {
  let pages = 0;
  for await (const path of walk(clientDir)) {
    if (!path.endsWith(".html")) continue;
    const html = await readFile(path, "utf8");
    const style = ISLAND_STYLE.exec(html)?.[0];
    if (!style) continue;
    await writeFile(path, html.replace(style, "").replace("</head>", `${style}</head>`));
    pages += 1;
  }
  return pages;
}

async function precompress(): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for await (const path of walk(clientDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const source = await readFile(path);
    if (source.byteLength < 256) continue;
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
      promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.byteLength < source.byteLength) await writeFile(`${path}.br`, br);
    if (gz.byteLength < source.byteLength) await writeFile(`${path}.gz`, gz);
    totals.files += 1;
    totals.bytes += source.byteLength;
    totals.brotli += Math.min(br.byteLength, source.byteLength);
  }
  return totals;
}

/**
 * The built pages of an edition: the HTML files under its prefix, without those of the editions whose
 * prefix lies inside it (the root edition's folder holds the others).
 */
async function* editionPages(language: LanguageInfo): AsyncGenerator<string> {
  const dir = join(clientDir, language.prefix);
  const nested = languages
    .filter((other) => other.prefix.startsWith(`${language.prefix}/`))
    .map((other) => join(clientDir, other.prefix) + sep);
  if (!(await stat(dir).catch(() => null)))
    throw new Error(`No ${dir}: the ${language.name} edition was not built.`);
  for await (const path of walk(dir)) {
    if (path.endsWith(".html") && !nested.some((prefix) => path.startsWith(prefix))) yield path;
  }
}

/** Every text of every edition's pages that is not in the edition's script (scripts/script-check.ts). */
async function textsOutOfScriptByPage(): Promise<string[]> {
  const problems: string[] = [];
  for (const language of languages) {
    if (language.script === "Latin") continue;
    for await (const path of editionPages(language)) {
      const found = textsOutOfScript(await readFile(path, "utf8"), language);
      const page = path.slice(clientDir.length);
      problems.push(
        ...found.map(({ text, words }) => `${page}: ${JSON.stringify(text)} (${words.join(", ")})`),
      );
    }
  }
  return problems;
}

async function main() {
  if (!(await stat(clientDir).catch(() => null)))
    throw new Error("No build/client: run scripts/build-site.ts first.");
  const untranslated = await textsOutOfScriptByPage();
  if (untranslated.length > 0) {
    throw new Error(
      `${untranslated.length} texts are not in their edition's script; give them words in the edition's catalogue (app/words/<language>/), or list a name that stays in English script in app/i18n/proper-nouns.ts:\n  ${untranslated.join("\n  ")}`,
    );
  }
  const islandPages = await islandStyleToHead();
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(today));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt());
  const totals = await precompress();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `postbuild: island style moved to the head of ${islandPages} pages; sitemap.xml, robots.txt written; ${totals.files} files precompressed (${kb(totals.bytes)} -> ${kb(totals.brotli)} brotli)`,
  );
  warnAboutStaleFigures();
}

/** The build warns while any official country figure was last verified more than 180 days ago. */
function warnAboutStaleFigures(): void {
  const buildDate = (process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10)) as IsoDate;
  const stale = staleFigures(allFigures(buildDate), buildDate, WARN_AFTER_DAYS);
  if (stale.length === 0) return;
  console.warn(
    `postbuild: warning: ${stale.length} country figures were last verified more than ${WARN_AFTER_DAYS} days ago; re-check them on their sources (docs/country-data.md):\n  ${stale.join("\n  ")}`,
  );
}

await main();
