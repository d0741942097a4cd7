import { defineConfig } from "vitest/config";

// `npm run test:deploy`: the deployment files (this folder) tried for real: systemd-analyze on the unit,
// Caddy in front of the built server. Kept out of `npm run test:unit` because it needs `npm run build`
// and the caddy and systemd packages.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
