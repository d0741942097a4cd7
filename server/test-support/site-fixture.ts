/**
 * A small prerendered build, written to a temporary folder, shaped like React Router's
 * build/client plus the postbuild step: pages as `<path>/index.html` with inline scripts, `404.html`,
 * hashed assets with `.br` and `.gz` twins beside each text file.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const fixtureScripts = {
  home: 'window.__reactRouterContext = {"basename":"/","future":{}};',
  homeModule: 'import "/assets/app-abc123.js";',
  about: 'window.__reactRouterRouteModules = {"about":true};',
} as const;

export const fixtureTexts = {
  home: "Study Beyond Borders, Succeed Without Limits!",
  about: "About our consultancy",
  notFound: "Page not found",
  asset: 'console.log("app");',
} as const;

const page = (title: string, body: string, scripts: string[]) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>${body}</h1>` +
  scripts
    .map((script, i) => (i % 2 ? `<script type="module">${script}</script>` : `<script>${script}</script>`))
    .join("") +
  `<script type="module" src="/assets/app-abc123.js"></script></body></html>`;

export interface SiteFixture {
  dir: string;
  remove(): Promise<void>;
}

async function write(dir: string, file: string, content: string | Buffer, compress: boolean) {
  const target = path.join(dir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  if (compress) {
    await writeFile(`${target}.br`, brotliCompressSync(content));
    await writeFile(`${target}.gz`, gzipSync(content));
  }
}

export async function createSiteFixture(extraFiles: Record<string, Buffer> = {}): Promise<SiteFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), "site-fixture-"));
  await write(
    dir,
    "index.html",
    page("Home", fixtureTexts.home, [fixtureScripts.home, fixtureScripts.homeModule]),
    true,
  );
  await write(dir, "about/index.html", page("About", fixtureTexts.about, [fixtureScripts.about]), true);
  await write(dir, "404.html", page("Not found", fixtureTexts.notFound, []), true);
  await write(dir, "assets/app-abc123.js", fixtureTexts.asset.repeat(50), true);
  await write(dir, "robots.txt", "User-agent: *\nAllow: /\n", false);
  for (const [file, content] of Object.entries(extraFiles)) await write(dir, file, content, false);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
