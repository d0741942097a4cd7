/**
 * `npm run build:server` (part of `npm run build`): bundles the server (server/main.ts, contract/ and the
 * packages they use) into one ES module, build/server/main.mjs, which `npm start` runs with plain Node.
 * Running compiled JavaScript keeps the TypeScript compiler out of the production process (about 60 MB
 * less memory) and one module instead of hundreds saves about 10 MB more; it also starts faster.
 * Development and the unit tests run the sources with tsx. Native addons stay in node_modules, and so do
 * the packages that read their own files (the IP databases are found there at run time): `serverExternals`,
 * which a release (scripts/release.ts) ships with the bundle. The backup command (`npm run backup`'s code,
 * which the server runs on its schedule) is bundled beside it as backup-cli.mjs, and so are the staff
 * console's command-line tools (staff-cli.mjs, leads-cli.mjs, analytics-cli.mjs), which a release runs
 * with plain Node, without tsx.
 */
import { build } from "esbuild";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { asciiOnly } from "./ascii-only.ts";
import { serverBundle, serverExternals } from "./server-command.ts";

const root = join(import.meta.dirname, "..");

const { outputFiles } = await build({
  absWorkingDir: root,
  // The server, the backup command it runs in a process of its own (server/backup/plugin.ts) beside it, and
  // the command-line tools of `npm run staff`, `npm run leads` and `npm run analytics`.
  entryPoints: {
    main: "server/main.ts",
    "backup-cli": "server/backup/backup-cli.ts",
    "staff-cli": "server/staff/staff-cli.ts",
    "leads-cli": "server/enquiries/leads-cli.ts",
    "analytics-cli": "server/analytics/analytics-cli.ts",
  },
  outdir: dirname(serverBundle),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  external: [...serverExternals],
  // Bundled CommonJS packages call require() for Node's built-in modules.
  banner: {
    js: 'import { createRequire as createBundleRequire } from "node:module"; const require = createBundleRequire(import.meta.url);',
  },
  // Written beside the bundle for debugging (`node --enable-source-maps`), not loaded by default.
  sourcemap: "linked",
  // Without comments and blanks, and ASCII only (below): the source V8 keeps in memory is about a third
  // of its size unminified. Names stay as written, so stack traces and the plugins' names read as in the
  // sources.
  minifyWhitespace: true,
  minifySyntax: true,
  write: false,
  logLevel: "warning",
});
for (const file of outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.path.endsWith(".mjs") ? asciiOnly(file.text) : file.contents);
}
console.log(`build:server: ${relative(root, serverBundle)} written`);
