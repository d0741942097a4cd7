/**
 * `node --import tsx bench/islands-spike.ts [runs] [/route ...]`: the measurement behind
 * docs/decisions/0006-islands.md. Serves up to three builds side by side, each with the production server
 * on its own port, and runs Lighthouse (mobile preset, simulated throttling) on each route, interleaved,
 * `runs` times (default 3):
 * - `router`: a React Router build (whole-document hydration), from SPIKE_ROUTER_DIR when set;
 * - `islands`: this build (build/client);
 * - `no-js`: the islands build with every script element removed (the floor a page of text can reach).
 * Prints medians of performance, TBT, LCP, and the JavaScript each page transferred (gzip, from the
 * build's .gz files).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, root, serverCommand } from "./support/server.ts";
import { median } from "./support/median.ts";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const routes = args.filter((arg) => arg.startsWith("/"));
if (routes.length === 0) routes.push("/study-in-usa", "/");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** A copy of a build whose pages carry no script (JSON-LD data blocks stay) and no module preloads. */
async function withoutScripts(from: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "spike-no-js-"));
  await cp(from, dir, { recursive: true });
  for await (const file of htmlFiles(dir)) {
    const html = await readFile(file, "utf8");
    const stripped = html
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link[^>]*rel="modulepreload"[^>]*>/gi, "");
    await writeFile(file, stripped);
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
  }
  return dir;
}

interface Served {
  name: string;
  dir: string;
  url: string;
  server: ChildProcess;
}

async function serve(name: string, dir: string): Promise<Served> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "spike-data-"));
  const [command, commandArgs] = serverCommand();
  const server = spawn(command, commandArgs, {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: dir,
      LOG_LEVEL: "warn",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { name, dir, url, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name}: the server did not start`);
}

interface Result {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  jsGzipBytes: number;
  scripts: number;
}

async function measure(site: Served, route: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"],
  });
  try {
    const result = await lighthouse(`${site.url}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error("Lighthouse returned nothing");
    const { lhr } = result;
    const items =
      (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })
        ?.items ?? [];
    const scripts = items.filter((item) => item.resourceType === "Script");
    const html = readFileSync(
      join(site.dir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`),
      "utf8",
    );
    const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
      .filter((match) => !/\bsrc=|application\/ld\+json/.test(match[1] ?? ""))
      .map((match) => match[2] ?? "")
      .join("\n");
    const jsGzipBytes =
      scripts.reduce((total, item) => {
        const file = join(site.dir, new URL(item.url).pathname);
        if (existsSync(`${file}.gz`)) return total + readFileSync(`${file}.gz`).byteLength;
        return existsSync(file) ? total + gzipSync(readFileSync(file), { level: 9 }).byteLength : total;
      }, 0) + (inline ? gzipSync(inline, { level: 9 }).byteLength : 0);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
      jsGzipBytes,
      scripts: scripts.length,
    };
  } finally {
    chrome.kill();
  }
}

const islandsDir = join(root, "build", "client");
const noJsDir = await withoutScripts(islandsDir);
const sites: Served[] = [];
if (process.env.SPIKE_ROUTER_DIR) sites.push(await serve("router", process.env.SPIKE_ROUTER_DIR));
sites.push(await serve("islands", islandsDir), await serve("no-js", noJsDir));
try {
  const results = new Map<string, Result[]>();
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      for (const site of sites) {
        const result = await measure(site, route);
        const key = `${route} ${site.name}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(`run ${run} ${key}: ${JSON.stringify(result)}`);
      }
    }
  }
  console.log("\n| Route | Build | Performance | TBT ms | LCP ms | JS gzip KB | Scripts |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [key, list] of results) {
    const [route, name] = key.split(" ");
    const pick = (field: keyof Result) => median(list.map((result) => result[field]));
    console.log(
      `| ${route} | ${name} | ${pick("performance")} | ${pick("tbtMs")} | ${pick("lcpMs")} | ${(pick("jsGzipBytes") / 1000).toFixed(1)} | ${pick("scripts")} |`,
    );
  }
} finally {
  for (const site of sites) site.server.kill();
  await rm(noJsDir, { recursive: true, force: true });
}
