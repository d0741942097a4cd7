/**
 * `npm run release`: one archive that a server unpacks and starts with Node alone (docs/deploy.md, "A
 * release"), written to `release/study-abroad-site-<version>-<commit>-<platform>-<arch>-node<major>.tar.gz`
 * (or the folder given with `--out DIR`). It reuses the build of `npm run build` (run that first) and
 * bundles the server again, which takes seconds, so that the command-line tools are there too. It holds:
 *
 * - `build/server`: the server bundle and the bundled command-line tools (scripts/build-server.ts);
 * - `build/client` and `build/console`: the site and the staff console, and `build/scheduled` when the
 *   build wrote it: the site as it will stand on each day a scheduled figure changes (docs/country-data.md);
 * - `node_modules`: only what the bundle loads at run time (`serverExternals` and `serverDataPackages` of
 *   scripts/server-command.ts) and their dependencies, copied from this repository's node_modules;
 * - `package.json` whose scripts are plain `node` commands (serve, backup, restore, staff, leads,
 *   analytics), `.env.example`, `deploy/`, the deployment and backup guides, and `release.json`.
 *
 * better-sqlite3 is a native module built for one Node version (its ABI), platform and architecture: the
 * release is made for the Node that runs this script (run it with the Node major version the server
 * runs). When this repository's copy was built for another Node, it is compiled for this one with node-gyp
 * (headers from this Node's own folder when they are there), once: the result is kept in
 * node_modules/.cache/release/, or in the folder `RELEASE_CACHE_DIR` names.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { bundledCommands, serverDataPackages, serverExternals, serverNodeFlags } from "./server-command.ts";

const root = join(import.meta.dirname, "..");
const modules = join(root, "node_modules");

interface PackageJson {
  name: string;
  version: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, env: options.env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.error?.message ?? ""}${result.stderr}`);
  }
  return result.stdout.trim();
}

/** The folder of package `name` as Node resolves it from the package folder `from` (nested first). */
function packageFolder(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (!dir.endsWith("node_modules") && existsSync(join(candidate, "package.json"))) return candidate;
    if (dir === root || !dir.startsWith(root)) return null;
  }
}

// better-sqlite3's download of a prebuilt binary, which runs when it is installed, never at run time.
const installOnly = new Set(["prebuild-install"]);

/** Every installed package folder `names` need at run time: themselves and their dependencies. */
function runtimeClosure(names: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string, from: string, optional: boolean) => {
    const folder = packageFolder(name, from);
    if (!folder) {
      if (optional) return;
      throw new Error(`${name} is not installed: run npm ci first`);
    }
    if (found.has(folder) || installOnly.has(name)) return;
    found.add(folder);
    const manifest = readJson<PackageJson>(join(folder, "package.json"));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, folder, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {}))
      visit(dependency, folder, true);
  };
  // pg-native is external only because pg may load it; it is not installed, and pg works without it.
  for (const name of names) visit(name, root, name === "pg-native");
  return [...found].sort();
}

// better-sqlite3's build tree, sources and tests: not needed to run it.
const notShipped = [
  /^better-sqlite3\/(deps|src)(\/|$)/,
  /^better-sqlite3\/build\/(?!Release(\/better_sqlite3\.node)?$)/,
];

/** True when `node` loads better-sqlite3 from `folder` and opens a database with it. */
function loads(folder: string): boolean {
  const check = `const D = require(${JSON.stringify(folder)}); new D(":memory:").close();`;
  return spawnSync(process.execPath, ["-e", check], { stdio: "ignore" }).status === 0;
}

/** True when `dir` holds the C headers of the Node running this script. */
function headersOfThisNode(dir: string): boolean {
  const file = join(dir, "include", "node", "node_version.h");
  if (!existsSync(file)) return false;
  const [major, minor] = process.versions.node.split(".");
  const header = readFileSync(file, "utf8");
  return header.includes(`NODE_MAJOR_VERSION ${major}\n`) && header.includes(`NODE_MINOR_VERSION ${minor}\n`);
}

/** better_sqlite3.node compiled for the Node running this script, from this repository's sources. */
function nativeModuleForThisNode(): string {
  const source = join(modules, "better-sqlite3");
  const { version } = readJson<PackageJson>(join(source, "package.json"));
  const target = `better-sqlite3-${version}-${process.platform}-${process.arch}-node${process.versions.node}`;
  const cacheDir = process.env.RELEASE_CACHE_DIR || join(modules, ".cache", "release");
  const cached = join(cacheDir, target, "better_sqlite3.node");
  if (existsSync(cached)) return cached;

  const work = mkdtempSync(join(tmpdir(), "release-sqlite-"));
  try {
    const copy = join(work, "better-sqlite3");
    cpSync(source, copy, { recursive: true, filter: (path) => !path.startsWith(join(source, "build")) });
    // node-gyp comes with npm; npm names it to the scripts it runs.
    const nodeGyp =
      process.env.npm_config_node_gyp ??
      join(run("npm", ["root", "--global"]), "npm", "node_modules", "node-gyp", "bin", "node-gyp.js");
    // This Node's headers: beside its binary (an official tarball), or in the platform package of the
    // `node` npm package. Otherwise node-gyp finds them as it is set up to (npm's `nodedir`, or a download).
    const installed = resolve(process.execPath, "..", "..");
    const nodeDir = [
      installed,
      join(installed, "node_modules", `node-${process.platform}-${process.arch}`),
    ].find((dir) => headersOfThisNode(dir));
    const headers = nodeDir ? [`--nodedir=${nodeDir}`] : [];
    // From Node 24.19 on, node::ObjectWrap (a header, compiled into the addon) removes an environment
    // cleanup hook when a wrapped object is collected, and aborts the process when that happens outside a
    // JavaScript context. better-sqlite3 up to 12 wraps its statements that way, so compiled with these
    // headers it makes the server abort at a random garbage collection (docs/decisions/0401-node-versions.md).
    const objectWrap = nodeDir ? join(nodeDir, "include", "node", "node_object_wrap.h") : "";
    if (
      Number(version.split(".")[0]) < 13 &&
      existsSync(objectWrap) &&
      readFileSync(objectWrap, "utf8").includes("RemoveEnvironmentCleanupHook")
    ) {
      throw new Error(
        `better-sqlite3 ${version} compiled with the headers of Node ${process.version} aborts at run time: ` +
          "make the release with Node 24.18 (docs/decisions/0401-node-versions.md); it runs on any Node 24",
      );
    }
    console.log(`release: compiling better-sqlite3 for Node ${process.version} (about a minute, once)`);
    // node-gyp reads every npm_config_* variable as an option: npm's own settings (its `nodedir`, for the
    // Node that runs npm, and the rest) are left out, so that only the options below choose the headers.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name)),
    );
    console.log(`release: headers from ${nodeDir ?? "node-gyp's own settings"}`);
    run(process.execPath, [nodeGyp, "rebuild", "--release", ...headers], { cwd: copy, env });
    mkdirSync(dirname(cached), { recursive: true });
    // Copied, then renamed: a run stopped half-way leaves no half-written module in the cache.
    cpSync(join(copy, "build", "Release", "better_sqlite3.node"), `${cached}.partial`);
    renameSync(`${cached}.partial`, cached);
    return cached;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The migrations in server/db/migrations (the analytics store's under analytics/), by name. */
function migrationNames(): string[] {
  const folder = join(root, "server", "db", "migrations");
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)\d{4}-[^/]*\.ts$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort();
}

function main(args: string[]): void {
  const outIndex = args.indexOf("--out");
  const out = resolve(outIndex >= 0 ? (args[outIndex + 1] ?? "") : join(root, "release"));
  for (const built of ["build/client/404.html", "build/console/index.html"]) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  run(process.execPath, ["--import", "tsx", "scripts/build-server.ts"]);

  const manifest = readJson<PackageJson>(join(root, "package.json"));
  const commit = run("git", ["rev-parse", "--short", "HEAD"]);
  const nodeMajor = process.versions.node.split(".")[0] ?? "";
  const name = `${manifest.name}-${manifest.version}-${commit}-${process.platform}-${process.arch}-node${nodeMajor}`;

  const staging = mkdtempSync(join(tmpdir(), "release-"));
  try {
    const release = join(staging, name);
    const folders = ["build/server", "build/client", "build/scheduled", "build/console", "deploy"];
    for (const folder of folders.filter((name) => existsSync(join(root, name)))) {
      cpSync(join(root, folder), join(release, folder), {
        recursive: true,
        filter: (path) => !/\.test\.ts$|vitest\.config\.ts$/.test(path),
      });
    }
    for (const file of [".env.example", "docs/deploy.md", "docs/backups.md"]) {
      cpSync(join(root, file), join(release, file));
    }

    const dependencies: Record<string, string> = {};
    for (const folder of runtimeClosure([...serverExternals, ...serverDataPackages])) {
      const path = relative(modules, folder);
      cpSync(folder, join(release, "node_modules", path), {
        recursive: true,
        filter: (source) => {
          const inside = relative(modules, source);
          return (
            !notShipped.some((pattern) => pattern.test(inside)) &&
            !/(^|\/)node_modules\/\.bin(\/|$)/.test(inside)
          );
        },
      });
      if (!path.includes("node_modules"))
        dependencies[path] = readJson<PackageJson>(join(folder, "package.json")).version;
    }
    const sqlite = join(release, "node_modules", "better-sqlite3");
    if (!loads(sqlite)) {
      const compiled = nativeModuleForThisNode();
      cpSync(compiled, join(sqlite, "build", "Release", "better_sqlite3.node"));
      if (!loads(sqlite)) {
        rmSync(compiled); // compiled against other headers: not kept for the next run
        throw new Error(`better-sqlite3 compiled for Node ${process.version} does not load`);
      }
    }

    const scripts: Record<string, string> = {
      serve: `node ${serverNodeFlags.join(" ")} build/server/main.mjs`,
    };
    for (const [script, command] of Object.entries(bundledCommands))
      scripts[script] = `node build/server/${command}`;
    const releaseManifest = {
      name: manifest.name,
      version: manifest.version,
      private: true,
      type: "module",
      engines: manifest.engines,
      scripts,
      dependencies,
    };
    writeFileSync(join(release, "package.json"), `${JSON.stringify(releaseManifest, null, 2)}\n`);
    const about = {
      name,
      version: manifest.version,
      commit,
      node: process.version,
      nodeModuleVersion: process.versions.modules,
      platform: process.platform,
      arch: process.arch,
      // The database migrations this release runs at start (bundled): an upgrade compares them with the
      // running release's (docs/deploy.md, "Upgrading and rolling back").
      migrations: migrationNames(),
    };
    writeFileSync(join(release, "release.json"), `${JSON.stringify(about, null, 2)}\n`);

    mkdirSync(out, { recursive: true });
    const archive = join(out, `${name}.tar.gz`);
    run("tar", ["-C", staging, "-czf", archive, name]);
    console.log(`release: ${relative(process.cwd(), archive) || archive} written (for Node ${nodeMajor})`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main(process.argv.slice(2));
