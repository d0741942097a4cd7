import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { makeScriptFreeCopy, stripScripts } from "./script-free-copy.ts";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="preload" as="script" href="/assets/chunk.js">',
  '<link rel="preload" as="font" href="/fonts/a.woff2" crossorigin="">',
  '<link rel="stylesheet" href="/assets/app.css">',
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  '<script type=speculationrules>{"prerender":[]}</script>',
  "<script>window.__ctx = {a: '<b>'};</script>",
  '<script type="module" async="">import "/assets/entry.js";</script>',
  '<SCRIPT src="/assets/legacy.js"></SCRIPT >',
  "</head><body><h1>Title</h1><p>Text with the word script in it.</p>",
  '<script id="_R_">\nself.__rr = [1,2];\n</script>',
  '<template id="later"><script type="module" src="/assets/page.js"></script></template>',
  "</body></html>",
].join("\n");

describe("stripScripts", () => {
  const stripped = stripScripts(page);

  it("removes every script that runs code, inline or external, classic or module", () => {
    expect(stripped).not.toMatch(/window\.__ctx|import "|legacy\.js|__rr|page\.js/);
    expect(stripped.match(/<script/gi)).toHaveLength(2);
  });

  it("removes the scripts a template holds until the page has painted, and keeps the empty template", () => {
    expect(stripped).toContain('<template id="later"></template>');
  });

  it("keeps structured data and speculation rules", () => {
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
    expect(stripped).toContain('<script type=speculationrules>{"prerender":[]}</script>');
  });

  it("removes script preloads and keeps other links", () => {
    expect(stripped).not.toContain("modulepreload");
    expect(stripped).not.toContain("chunk.js");
    expect(stripped).toContain('as="font"');
    expect(stripped).toContain('rel="stylesheet"');
  });

  it("leaves the content as it was", () => {
    expect(stripped).toContain("<h1>Title</h1><p>Text with the word script in it.</p>");
    expect(stripScripts(stripped)).toBe(stripped);
  });
});

describe("makeScriptFreeCopy", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("rewrites every page and its precompressed twins, and nothing else", async () => {
    dir = await mkdtemp(join(tmpdir(), "script-free-"));
    await mkdir(join(dir, "about"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "index.html"), page);
    await writeFile(join(dir, "index.html.br"), "stale");
    await writeFile(join(dir, "index.html.gz"), "stale");
    await writeFile(join(dir, "about", "index.html"), page);
    await writeFile(join(dir, "assets", "entry.js"), "console.log(1)");

    expect(await makeScriptFreeCopy(dir)).toBe(2);

    const expected = stripScripts(page);
    expect(await readFile(join(dir, "index.html"), "utf8")).toBe(expected);
    expect(await readFile(join(dir, "about", "index.html"), "utf8")).toBe(expected);
    expect(brotliDecompressSync(await readFile(join(dir, "index.html.br"))).toString()).toBe(expected);
    expect(gunzipSync(await readFile(join(dir, "index.html.gz"))).toString()).toBe(expected);
    await expect(readFile(join(dir, "about", "index.html.br"))).rejects.toThrow();
    expect(await readFile(join(dir, "assets", "entry.js"), "utf8")).toBe("console.log(1)");
  });
});
