/**
 * How the production server is run: Node on the server bundle (scripts/build-server.ts) with the flags
 * below. `npm run serve` (package.json) runs the same; a test checks that the two agree. The benchmarks
 * and the end-to-end tests start the server with these.
 *
 * `--optimize-for-size` makes V8 grow the heap less eagerly: under load the server stays under
 * the 200 MB memory budget (docs/benchmarks.md) at the cost of a few milliseconds of latency. For readable
 * stack traces while debugging, add `--enable-source-maps` (its maps cost about 40 MB).
 */
import { join } from "node:path";

export const serverBundle = join(import.meta.dirname, "..", "build", "server", "main.mjs");
export const serverNodeFlags = ["--optimize-for-size"] as const;

/** The shell form, relative to the repository root (package.json, Playwright's webServer). */
export const serveCommand = `node ${serverNodeFlags.join(" ")} build/server/main.mjs`;
