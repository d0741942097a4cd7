/**
 * A Vite plugin that records, for every JavaScript chunk of the client build, the modules it contains and
 * how many bytes each contributes. It writes build/bundle-report.json (outside build/client, so it is
 * never served); the bundle-budget test reads it to name the largest modules when a page is over budget.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

export interface BundleReport {
  /** Chunk file name (as under build/client) -> its modules, largest first. */
  chunks: Record<string, { module: string; bytes: number }[]>;
}

export const bundleReportFile = "bundle-report.json";

/** Shortens an absolute module id to `node_modules/<package>/…` or a path relative to the project. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const inModules = clean.lastIndexOf("/node_modules/");
  if (inModules >= 0) return clean.slice(inModules + 1);
  return clean.startsWith("/") ? relative(root, clean) : clean;
}

export function bundleReport(): Plugin {
  let root = process.cwd();
  let outFile = "";
  return {
    name: "bundle-report",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      // Only the browser build matters; the prerender (server) build has no budget.
      if (this.environment.name !== "client" || !options.dir) return;
      outFile = join(dirname(options.dir), bundleReportFile);
      const report: BundleReport = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        report.chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, info]) => ({ module: moduleName(id, root), bytes: info.renderedLength }))
          .filter((entry) => entry.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
      await mkdir(dirname(outFile), { recursive: true });
      await writeFile(outFile, `${JSON.stringify(report, null, 1)}\n`);
    },
  };
}
