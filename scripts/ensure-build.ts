/**
 * `npm start` runs this first: it builds the site and the server bundle when there is no build yet or
 * when a source file is newer than the build (only the server bundle when only the server changed), so a
 * fresh clone needs only `npm install && npm start`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const marker = join(root, "build", "client", "404.html");
const serverBundle = join(root, "build", "server", "main.mjs");
const sources = [
  "app",
  "console",
  "public",
  "contract",
  "astro.config.ts",
  "scripts/build-site.ts",
  "package-lock.json",
];

function newestChange(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    info.mtimeMs,
  );
}

const serverSources = ["server", "contract", "package-lock.json"];

/** Why `output` must be built again from `inputs`, or null when it is up to date. */
function buildReason(output: string, inputs: string[]): string | null {
  if (!existsSync(output)) return "no build yet";
  const built = statSync(output).mtimeMs;
  const changed = inputs.map((source) => join(root, source)).filter((path) => existsSync(path));
  return changed.some((path) => newestChange(path) > built) ? "sources changed since the last build" : null;
}

function run(script: string): void {
  const result = spawnSync("npm", ["run", "-s", script], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const siteReason = buildReason(marker, sources);
const serverReason = buildReason(serverBundle, serverSources);
if (siteReason) {
  console.log(`Building the site and the server (${siteReason})...`);
  run("build");
} else if (serverReason) {
  console.log(`Building the server (${serverReason})...`);
  run("build:server");
}
