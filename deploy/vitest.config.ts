import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:deploy`: the deployment files (this folder) tried for real: systemd-analyze on the unit,
// Caddy in front of the built server, the release archive started on the machine's Node and on Node 24.
// Kept out of `npm run test:unit` because it needs `npm run build` and the caddy and systemd packages.
export default defineConfig({
  // The server's modules import the site's content as the unit tests do (vitest.config.ts).
  resolve: {
    alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) },
  },
  test: {
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One file at a time: each starts servers and builds, and the machine has two cores.
    fileParallelism: false,
  },
});
