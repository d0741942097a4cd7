/**
 * The staff console's own build (docs/staff-console.md): a single-page app with its own entry, HTML
 * shell and bundle, written to build/console and served by the server under /staff. No public page
 * loads any of it. Run by `npm run build` (`npm run build:console`).
 */
import tailwindcss from "@tailwindcss/vite";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each script and style sheet, as the public
 * site's build does (scripts/postbuild.ts): the server sends them to browsers that accept them
 * (@fastify/static's preCompressed) and never compresses at request time.
 */
function precompress(): Plugin {
  return {
    name: "console-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? here("../build/console");
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!/\.(js|css|svg)$/.test(file.fileName)) return;
          const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
          if (source.byteLength < 256) return;
          const path = join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
              },
            }),
            promisify(gzip)(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.byteLength < source.byteLength) await writeFile(`${path}.br`, br);
          if (gz.byteLength < source.byteLength) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: here("."),
  base: "/staff/",
  publicDir: false,
  plugins: [tailwindcss(), precompress()],
  // The console is in English; it reads the English words where it shares a component with the site.
  resolve: { alias: { "~": here("../app"), "~words": here("../app/words/en") } },
  build: {
    outDir: here("../build/console"),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" for React Server Components; meaningless here.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  server: { port: 5174, proxy: { "/api": "http://localhost:5000" } },
});
