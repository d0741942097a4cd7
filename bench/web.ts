/**
 * `npm run bench:web [-- --no-build] [-- --runs 5] [-- /path ...]`: site speed and weight against the budgets in scripts/quality-budgets.ts.
 *
 * Builds the site (not with --no-build), copies the build (STATIC_DIR, default build/client) to a temporary
 * directory, makes a second copy with every page's scripts removed (the floor: scripts/script-free-copy.ts),
 * and starts the production server (build/server/main.mjs) twice, once on each copy, with a temporary
 * DATA_DIR and free PORTs. It runs Lighthouse 12 (mobile preset, default simulated throttling) in Chromium
 * (CHROME_PATH, else /usr/bin/chromium) RUNS times (default 5) on every route of every edition (the
 * not-found page too, as /404 and /te/404) and on its floor, interleaved (page, floor, page, floor, …;
 * each pair back to back), and prints per route the medians of the four category scores, LCP, the floor's
 * LCP, LCP over the floor, TBT, the floor's TBT, TBT over the floor (both "over the floor" figures are
 * medians of the paired differences), CLS, the JS/HTML/total bytes transferred and the CPU speed
 * Lighthouse measured. Before each run it waits for a
 * quiet CPU (the machine may be shared) and says when it could not. Writes every Lighthouse JSON report and
 * a summary under bench/results/<time>/ (git-ignored) and the summary table into the "Site" section of
 * docs/benchmarks.md. Exits 1 when a route misses a budget.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPages, notFoundPath, type Page } from "../app/content/pages.ts";
import { locales } from "../app/i18n/locales.ts";
import { localePath } from "../app/i18n/paths.ts";
import { budgets, kb } from "../scripts/quality-budgets.ts";
import { makeScriptFreeCopy } from "../scripts/script-free-copy.ts";
import { cpuBusyFraction } from "./quiet-cpu.ts";
import { replaceSection } from "../scripts/markdown-section.ts";
import { serverCommand } from "./support/server.ts";
import { median } from "./support/median.ts";

const root = join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] || 0) || Number(process.env.RUNS ?? 5);
const skipBuild = args.includes("--no-build");
const requested = args.filter((arg) => arg.startsWith("/"));

/** A route of one edition: the page it shows (none for the not-found page) and its base path. */
interface Route {
  route: string;
  page: Page | undefined;
}

/** Every route of every edition, in site order, each edition's not-found page last (`/404`, `/te/404`). */
const allRoutes: Route[] = locales.flatMap((locale) => [
  ...allPages.map((page) => ({ route: localePath(page.path, locale), page })),
  { route: localePath(notFoundPath, locale), page: undefined },
]);
const routes = requested.length > 0 ? requested : allRoutes.map((entry) => entry.route);

/**
 * The server answers the not-found page with status 404 at any unknown path, and Lighthouse does not
 * measure a page answered with an error; the bench serves each edition's 404.html (with its compressed
 * twins) also as a page of its own, at this path under the edition's prefix.
 */
const NOT_FOUND_AS_PAGE = "not-found-page";

/** The path Lighthouse opens for a route. */
function urlPathOf(route: string): string {
  return route.endsWith("/404") ? `${route.slice(0, -"404".length)}${NOT_FOUND_AS_PAGE}` : route;
}
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Busy share of all cores below which a run may start, and how long to wait for it. */
const QUIET_BELOW = Number(process.env.BENCH_QUIET_CPU ?? 0.25);
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_MS ?? 30_000);
/** The built site to serve (the server's own variable); it is copied first, so a rebuild meanwhile is harmless. */
const staticDir = resolve(root, process.env.STATIC_DIR ?? "build/client");
/** The commit checked out when the run began (the table names it; the run takes long enough for a new one). */
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
  cwd: root,
  encoding: "utf8",
}).stdout.trim();

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** The page itself, which carries its CSS inline (decision 0004). */
  htmlBytes: number;
  totalBytes: number;
  /**
   * Lighthouse's benchmark index of the machine during the run (higher is faster). Simulated throttling
   * multiplies the tasks it observed, so TBT rises when a shared machine slows down (docs/benchmarks.md).
   */
  cpuIndex: number;
  /** Audits that kept a category below 100, for the record. */
  failedAudits: string[];
}

interface RouteSummary extends RunResult {
  route: string;
  /** Median LCP of the route's script-free copy, measured in the same run. */
  floorLcpMs: number;
  /** Median of (page LCP − floor LCP) over the interleaved pairs of runs. */
  lcpOverFloorMs: number;
  /** Median TBT of the route's script-free copy, measured in the same run. */
  floorTbtMs: number;
  /** Median of (page TBT − floor TBT) over the interleaved pairs of runs. */
  tbtOverFloorMs: number;
  floorPerformance: number;
  indexable: boolean;
  quietCpu: boolean;
  verdict: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within 60 s`);
}

async function waitForQuietCpu(): Promise<{ quiet: boolean; busy: number }> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let busy = 1;
  do {
    busy = await cpuBusyFraction(1000);
    if (busy < QUIET_BELOW) return { quiet: true, busy };
  } while (Date.now() < deadline);
  return { quiet: false, busy };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run in a fresh Chromium; a failed trace (it happens on a loaded machine) is retried. */
async function lighthouseRun(url: string, attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const error = result ? result.lhr.runtimeError?.message : "Lighthouse returned nothing";
      if (!error && result) return result.lhr;
      if (attempt >= attempts) throw new Error(`${url}: ${error}`);
      console.log(`  ${url}: ${error}; retrying`);
    } finally {
      chrome.kill();
    }
  }
}

function summarise(lhr: Lhr): RunResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items;
  const bytesOf = (type: string) =>
    (requests ?? [])
      .filter((item) => item.resourceType === type)
      .reduce((total, item) => total + Number(item.transferSize ?? 0), 0);
  const failedAudits = Object.values(lhr.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}/${ref.id}`),
    );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytesOf("Script"),
    htmlBytes: bytesOf("Document"),
    totalBytes: numeric("total-byte-weight"),
    cpuIndex: lhr.environment.benchmarkIndex,
    failedAudits,
  };
}

function verdict(
  route: string,
  indexable: boolean,
  result: RunResult,
  lcpOverFloorMs: number,
  tbtOverFloorMs: number,
): string[] {
  const lh = budgets.lighthouse;
  const misses: string[] = [];
  if (result.performance < lh.performance)
    misses.push(`Performance ${result.performance} < ${lh.performance}`);
  if (result.accessibility < lh.accessibility) misses.push(`Accessibility ${result.accessibility}`);
  if (result.bestPractices < lh.bestPractices) misses.push(`Best Practices ${result.bestPractices}`);
  // A page kept out of search results on purpose (noindex) cannot score 100 on "is crawlable".
  if (indexable && result.seo < lh.seo) misses.push(`SEO ${result.seo}`);
  if (result.lcpMs > lh.largestContentfulPaintMs) misses.push(`LCP ${Math.round(result.lcpMs)} ms`);
  if (lcpOverFloorMs > lh.largestContentfulPaintOverFloorMs)
    misses.push(`LCP ${Math.round(lcpOverFloorMs)} ms over the floor`);
  if (tbtOverFloorMs > lh.totalBlockingTimeOverFloorMs)
    misses.push(`TBT ${Math.round(tbtOverFloorMs)} ms over the floor`);
  if (result.cls > lh.cumulativeLayoutShift) misses.push(`CLS ${result.cls.toFixed(3)}`);
  if (route === "/" && result.jsBytes > budgets.javascriptBytes) misses.push(`JS ${kb(result.jsBytes)}`);
  if (route === "/" && result.totalBytes > budgets.homeTransferBytes)
    misses.push(`total ${kb(result.totalBytes)}`);
  return misses;
}

function row(summary: RouteSummary): string {
  return [
    summary.route,
    summary.performance,
    summary.accessibility,
    summary.bestPractices,
    summary.seo + (summary.indexable ? "" : " (noindex)"),
    `${(summary.lcpMs / 1000).toFixed(2)} s`,
    `${(summary.floorLcpMs / 1000).toFixed(2)} s`,
    `${Math.round(summary.lcpOverFloorMs)} ms`,
    `${Math.round(summary.tbtMs)} ms`,
    `${Math.round(summary.floorTbtMs)} ms`,
    `${Math.round(summary.tbtOverFloorMs)} ms`,
    summary.cls.toFixed(3),
    kb(summary.jsBytes),
    kb(summary.htmlBytes),
    kb(summary.totalBytes),
    Math.round(summary.cpuIndex),
    summary.verdict.length === 0 ? "ok" : summary.verdict.join("; "),
  ].join(" | ");
}

/** The production server on its own copy of the site; the floor gets a second one on the stripped copy. */
async function startSite(siteDir: string, dataDir: string, servers: ChildProcess[]): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [command, commandArgs] = serverCommand();
  const server = spawn(command, commandArgs, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: siteDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_EVENTS_PER_MINUTE: "100000",
      // No scheduled backup: its process would share the cores with Lighthouse.
      BACKUP_EVERY_HOURS: "0",
      RATES_REFRESH_HOURS: "0",
    },
  });
  servers.push(server);
  await waitForHealth(`${url}/api/health`, server);
  return url;
}

function medianOf(results: RunResult[]): RunResult {
  const of = (key: Exclude<keyof RunResult, "failedAudits">) => median(results.map((result) => result[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    jsBytes: of("jsBytes"),
    htmlBytes: of("htmlBytes"),
    totalBytes: of("totalBytes"),
    cpuIndex: of("cpuIndex"),
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))],
  };
}

/** Each edition's 404.html (and its .br and .gz) copied to `<prefix>/not-found-page/index.html` in `site`. */
async function serveNotFoundPagesAsPages(site: string): Promise<void> {
  for (const entry of allRoutes.filter((candidate) => candidate.page === undefined)) {
    const from = join(site, `${entry.route.slice(1, -"404".length)}404.html`);
    const to = join(site, urlPathOf(entry.route).slice(1), "index.html");
    await mkdir(dirname(to), { recursive: true });
    for (const suffix of ["", ".br", ".gz"]) {
      if (existsSync(`${from}${suffix}`)) await cp(`${from}${suffix}`, `${to}${suffix}`);
    }
  }
}

async function main() {
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}: install it (Debian: apt-get install chromium) or set CHROME_PATH.`,
    );
  }
  if (!skipBuild) {
    console.log("bench:web: building the site…");
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  if (!existsSync(join(staticDir, "index.html")))
    throw new Error(`No built site in ${staticDir}: run npm run build.`);
  const tempDir = await mkdtemp(join(tmpdir(), "bench-web-"));
  const snapshot = join(tempDir, "site");
  const floorSnapshot = join(tempDir, "site-without-scripts");
  await cp(staticDir, snapshot, { recursive: true });
  await serveNotFoundPagesAsPages(snapshot);
  await cp(snapshot, floorSnapshot, { recursive: true });
  const strippedPages = await makeScriptFreeCopy(floorSnapshot);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = join(root, "bench", "results", stamp);
  await mkdir(outDir, { recursive: true });
  const summaries: RouteSummary[] = [];
  const servers: ChildProcess[] = [];
  try {
    const siteUrl = await startSite(snapshot, join(tempDir, "data"), servers);
    const floorUrl = await startSite(floorSnapshot, join(tempDir, "data-floor"), servers);
    console.log(
      `bench:web: ${routes.length} routes × ${runs} runs, each interleaved with a run of its copy without scripts (${strippedPages} pages stripped), Lighthouse mobile preset, ${cpus().length} cores, ${siteUrl} and ${floorUrl}`,
    );
    console.log(
      "route | perf | a11y | best | seo | LCP | floor LCP | LCP over floor | TBT | floor TBT | TBT over floor | CLS | JS | HTML | total | CPU index | budgets",
    );
    for (const route of routes) {
      const results: RunResult[] = [];
      const floorResults: RunResult[] = [];
      let quietCpu = true;
      const measure = async (url: string, run: number, floor: boolean): Promise<RunResult> => {
        const lhr = await lighthouseRun(url);
        const name = `${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}${floor ? "-floor" : ""}-${run}.json`;
        await writeFile(join(outDir, name), JSON.stringify(lhr));
        return summarise(lhr);
      };
      for (let run = 1; run <= runs; run += 1) {
        // One wait for a quiet CPU per pair: the page and its floor then run back to back, so that
        // whatever load the machine has falls on both as far as possible.
        const cpu = await waitForQuietCpu();
        if (!cpu.quiet) {
          quietCpu = false;
          console.log(
            `  ${route} run ${run}: the CPU did not quiet down within ${QUIET_WAIT_MS / 1000} s (${Math.round(cpu.busy * 100)} % busy); measuring anyway`,
          );
        }
        results.push(await measure(`${siteUrl}${urlPathOf(route)}`, run, false));
        floorResults.push(await measure(`${floorUrl}${urlPathOf(route)}`, run, true));
      }
      // The not-found page is kept out of search results (noindex), as the thank-you page is.
      const known = allRoutes.find((entry) => entry.route === route);
      const indexable = known ? (known.page?.indexable ?? false) : true;
      const medians = medianOf(results);
      const floorMedians = medianOf(floorResults);
      const lcpOverFloorMs = median(
        results.map((result, index) => result.lcpMs - (floorResults[index]?.lcpMs ?? Number.NaN)),
      );
      const tbtOverFloorMs = median(
        results.map((result, index) => result.tbtMs - (floorResults[index]?.tbtMs ?? Number.NaN)),
      );
      const summary: RouteSummary = {
        route,
        indexable,
        quietCpu,
        ...medians,
        floorLcpMs: floorMedians.lcpMs,
        lcpOverFloorMs,
        floorTbtMs: floorMedians.tbtMs,
        tbtOverFloorMs,
        floorPerformance: floorMedians.performance,
        verdict: verdict(route, indexable, medians, lcpOverFloorMs, tbtOverFloorMs),
      };
      summaries.push(summary);
      console.log(row(summary));
      if (summary.failedAudits.length > 0)
        console.log(`  audits below 100: ${summary.failedAudits.join(", ")}`);
    }
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    await rm(tempDir, { recursive: true, force: true });
  }

  await writeFile(join(outDir, "summary.json"), `${JSON.stringify(summaries, null, 2)}\n`);
  await writeDocs(summaries);
  const missed = summaries.filter((summary) => summary.verdict.length > 0);
  console.log(
    `bench:web: reports in bench/results/${stamp}/; summary in docs/benchmarks.md. ${missed.length === 0 ? "Every route meets its budgets." : `${missed.length} route(s) miss a budget.`}`,
  );
  if (summaries.some((summary) => !summary.quietCpu)) {
    console.log("bench:web: some runs started on a busy CPU (see above); their figures may be pessimistic.");
  }
  process.exitCode = missed.length === 0 ? 0 : 1;
}

async function writeDocs(summaries: RouteSummary[]): Promise<void> {
  const file = join(root, "docs", "benchmarks.md");
  const current = existsSync(file) ? await readFile(file, "utf8") : "# Benchmarks\n";
  const chrome = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout.trim();
  const lh = budgets.lighthouse;
  // A run of some routes only keeps the table's other rows, and says which run each came from.
  const kept =
    requested.length > 0 ? keptFromTable(current) : { runLines: [], rows: new Map<string, string>() };
  const body = [
    "Measured by `npm run bench:web`: the production build served by the real server on loopback, Lighthouse 12",
    `(mobile preset, default simulated throttling) in ${chrome || "Chromium"}, ${runs} run${runs === 1 ? "" : "s"} per route, medians.`,
    "Every route of both editions by default, the not-found page too (/404 and /te/404: its 404.html served",
    "as a page, since Lighthouse does not measure an answer with status 404).",
    "Each run of a route is followed by a run of the same page with its scripts removed (the floor: every",
    "`<script>` but structured data and speculation rules, and every script preload, taken out of a copy of the",
    "build served by a second server). Floor LCP and floor TBT are the medians of those runs; LCP and TBT over",
    "floor are the medians of the paired differences (each page run minus the floor run right after it), so a",
    "machine that slows down during the run moves both sides of each pair. JS, HTML (with the page's CSS",
    "inline, decision 0004) and total are bytes transferred (Brotli, as the server sends them). Budgets",
    `(scripts/quality-budgets.ts): Performance ≥ ${lh.performance}; Accessibility, Best Practices, SEO ${lh.seo}; LCP ≤ ${lh.largestContentfulPaintMs / 1000} s`,
    `and ≤ ${lh.largestContentfulPaintOverFloorMs} ms over the floor; TBT ≤ ${lh.totalBlockingTimeOverFloorMs} ms over the floor; CLS ≤ ${lh.cumulativeLayoutShift}; home JS ≤ ${kb(budgets.javascriptBytes)};`,
    `home total ≤ ${kb(budgets.homeTransferBytes)}. A noindex page (thank-you, 404) cannot score 100 on SEO's "is crawlable"; that is intended.`,
    "CPU index: Lighthouse's benchmark index of the machine during the page's runs (median; higher is faster).",
    "Lighthouse multiplies the tasks it observed by four, so TBT rises as the index falls (see the next section).",
    "The deterministic weight budgets (gzipped, from the build; CSS ≤ 20 KB among them) are tests: `e2e/quality/bundle-budget.spec.ts`.",
    "",
    ...runLines(summaries, kept.runLines),
    "",
    tableHeader,
    tableRule,
    ...tableRows(summaries, kept.rows),
    "",
  ].join("\n");
  await writeFile(file, replaceSection(current, "Site", body));
}

const tableHeader =
  "| route | perf | a11y | best practices | SEO | LCP | floor LCP | LCP over floor | TBT | floor TBT | TBT over floor | CLS | JS | HTML | total | CPU index | budgets |";
const tableRule = `|${" --- |"}${" --: |".repeat(15)}${" --- |"}`;
const cellsOf = (line: string) => line.split(" | ").length;

/**
 * The "Last run" lines and the rows by route of the Site table now in docs/benchmarks.md; none when that
 * table has other columns (a run before the table changed).
 */
function keptFromTable(document: string): { runLines: string[]; rows: Map<string, string> } {
  const start = document.indexOf("\n## Site\n");
  const end = document.indexOf("\n## ", start + 1);
  const section = start === -1 ? "" : document.slice(start, end === -1 ? undefined : end);
  const lines = section.split("\n");
  const rows = new Map<string, string>();
  for (const line of lines) {
    const route = /^\| (\/\S*) \|/.exec(line)?.[1];
    if (route && cellsOf(line) === cellsOf(tableHeader)) rows.set(route, line);
  }
  return {
    runLines:
      rows.size > 0
        ? lines.filter((line) => line.startsWith("Last run") || line.startsWith("Earlier run"))
        : [],
    rows,
  };
}

function runLines(summaries: RouteSummary[], earlier: string[]): string[] {
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const cpu = summaries.every((summary) => summary.quietCpu)
    ? "every run on a quiet CPU"
    : "some runs on a busy CPU";
  if (requested.length === 0)
    return [`Last run: ${when} UTC, commit ${commit || "?"}, ${cpus().length} cores, ${cpu}.`];
  return [
    `Last run: ${when} UTC, commit ${commit || "?"}, ${cpus().length} cores, ${cpu}, of ${requested.join(", ")} only.`,
    ...earlier.map((line) => line.replace(/^Last run:/, "Earlier run, for the other rows:")),
  ];
}

/** The measured routes' rows, and (after a run of some routes) the earlier rows of the others, in site order. */
function tableRows(summaries: RouteSummary[], earlier: Map<string, string>): string[] {
  const measured = new Map(summaries.map((summary) => [summary.route, `| ${row(summary)} |`]));
  const order = [
    ...new Set([...allRoutes.map((entry) => entry.route), ...earlier.keys(), ...measured.keys()]),
  ];
  return order.flatMap((route) => measured.get(route) ?? earlier.get(route) ?? []);
}

await main();
