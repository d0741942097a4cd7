/**
 * `npm run build:server` (part of `npm run build`): bundles the server (server/main.ts, contract/ and the
 * packages they use) into one ES module, build/server/main.mjs, which `npm start` runs with plain Node.
 * Running compiled JavaScript keeps the TypeScript compiler out of the production process (about 60 MB
 * less memory) and one module instead of hundreds saves about 10 MB more; it also starts faster.
 * Development and the unit tests run the sources with tsx. Native addons stay in node_modules, and so do
 * the packages that read their own files (the IP databases are found there at run time).
 */
import { build } from "esbuild";
import { join, relative } from "node:path";
import { serverBundle } from "./server-command.ts";

const root = join(import.meta.dirname, "..");

await build({
  absWorkingDir: root,
  entryPoints: ["server/main.ts"],
  outfile: serverBundle,
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
