import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests. The Astro build is not loaded here: components are tested on their own,
// and the server is tested through app.inject().
export default defineConfig({
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The tests' day is fixed, so that no test depends on the calendar (the figures in force, their
    // scheduled changes); BUILD_DATE=YYYY-MM-DD runs them on another day.
    __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? "2026-11-27"),
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The English words; a test of another language imports that language's catalogue by its path.
      "~words": fileURLToPath(new URL("./app/words/en", import.meta.url)),
    },
  },
  test: {
    include: ["{app,console,contract,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./test/setup.ts"],
    restoreMocks: true,
    // Integration tests start servers, databases and mail peers; on a busy two-core machine Vitest's
    // default of 5 s per test cuts off some that are merely slow there.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
