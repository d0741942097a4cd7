/**
 * `npm start` runs this first: it builds the site when there is no build yet or when a source file is
 * newer than the build, so a fresh clone needs only `npm install && npm start`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const marker = join(root, "build", "client", "404.html");
const sources = [
  "app",
  "public",
  "contract",
  "react-router.config.ts",
  "vite.config.ts",
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

function buildReason(): string | null {
  if (!existsSync(marker)) return "no build yet";
  const built = statSync(marker).mtimeMs;
  const changed = sources.map((source) => join(root, source)).filter((path) => existsSync(path));
  return changed.some((path) => newestChange(path) > built) ? "sources changed since the last build" : null;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the site (${reason})...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
