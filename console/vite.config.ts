/**
 * The staff console's own build (docs/staff-console.md): a single-page app with its own entry, HTML
 * shell and bundle, written to build/console and served by the server under /staff. No public page
 * loads any of it. Run by `npm run build` (`npm run build:console`).
 */
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "/staff/",
  publicDir: false,
  plugins: [tailwindcss()],
  resolve: { alias: { "~": here("../app") } },
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
