/**
 * `npm run build:server` (part of `npm run build`): bundles the server (server/main.ts, contract/ and the
 * packages they use) into one ES module, build/server/main.mjs, which `npm start` runs with plain Node.
 * Running compiled JavaScript keeps the TypeScript compiler out of the production process (about 60 MB
 * less memory) and one module instead of hundreds saves about 10 MB more; it also starts faster.
 * Development and the unit tests run the sources with tsx. Native addons stay in node_modules, and so do
 * the packages that read their own files (the IP databases are found there at run time). The backup command
 * (`npm run backup`'s code, which the server runs on its schedule) is bundled beside it as backup-cli.mjs.
 */
import { build } from "esbuild";
import { dirname, join, relative } from "node:path";
import { serverBundle } from "./server-command.ts";

const root = join(import.meta.dirname, "..");

await build({
  absWorkingDir: root,
  // The server, and the backup command it runs in a process of its own (server/backup/plugin.ts) beside it.
  entryPoints: { main: "server/main.ts", "backup-cli": "server/backup/backup-cli.ts" },
  outdir: dirname(serverBundle),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  external: ["better-sqlite3", "pg-native"],
  // Bundled CommonJS packages call require() for Node's built-in modules.
  banner: {
    js: 'import { createRequire as createBundleRequire } from "node:module"; const require = createBundleRequire(import.meta.url);',
  },
  // Written beside the bundle for debugging (`node --enable-source-maps`), not loaded by default.
  sourcemap: "linked",
  logLevel: "warning",
});
console.log(`build:server: ${relative(root, serverBundle)} written`);
