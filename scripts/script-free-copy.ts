/**
 * The "floor" of a built site: the same pages with their scripts removed. `npm run bench:web` measures each
 * route and its script-free copy in the same run, so the blocking time the page's JavaScript adds is read
 * as a difference that a busy machine cannot fake (docs/benchmarks.md).
 *
 * Removed: every `<script>` element except structured data (`application/ld+json`) and speculation rules
 * (`speculationrules`), which run no code on the main thread, and every `<link>` that preloads a script
 * (`modulepreload`, or `preload` with `as="script"`). Everything else in the page stays byte for byte.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Script types that carry data for the browser rather than code. */
const KEPT_SCRIPT_TYPES = new Set(["application/ld+json", "speculationrules"]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b([^>]*)\/?>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/** The page without the scripts that run code and without script preloads. */
export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => {
      const type = attribute(attributes, "type")?.trim().toLowerCase();
      return type !== undefined && KEPT_SCRIPT_TYPES.has(type) ? element : "";
    })
    .replace(LINK_ELEMENT, (element, attributes: string) => {
      const rel = (attribute(attributes, "rel") ?? "").toLowerCase().split(/\s+/);
      const as = attribute(attributes, "as")?.toLowerCase();
      const preloadsScript = rel.includes("modulepreload") || (rel.includes("preload") && as === "script");
      return preloadsScript ? "" : element;
    });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Rewrites every HTML file under `dir` (a copy of the build: it is changed in place) without its scripts.
 * The precompressed twins (`.br`, `.gz`) that existed are written anew from the stripped page, so the
 * server sends the same encoding as for the original. Returns how many pages it rewrote.
 */
export async function makeScriptFreeCopy(dir: string): Promise<number> {
  const files = await htmlFiles(dir);
  for (const file of files) {
    const stripped = stripScripts(await readFile(file, "utf8"));
    await writeFile(file, stripped);
    const names = new Set(await readdir(dirname(file)));
    const base = basename(file);
    if (names.has(`${base}.br`)) {
      await writeFile(
        `${file}.br`,
        brotliCompressSync(stripped, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
    if (names.has(`${base}.gz`)) {
      await writeFile(`${file}.gz`, gzipSync(stripped, { level: 9 }));
    }
  }
  return files.length;
}
