import { defineConfig } from "vitest/config";
import unit from "../vitest.config.ts";

// `npm run test:deploy`: the deployment files (this folder) tried for real: systemd-analyze on the unit,
// Caddy in front of the built server, the release archive started on the machine's Node and on Node 24.
// Kept out of `npm run test:unit` because it needs `npm run build` and the caddy and systemd packages.
// The same aliases and build constants as the unit tests, since the server's modules it loads read the
// site's content.
export default defineConfig({
  ...unit,
  test: {
    ...unit.test,
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    setupFiles: [],
    // One file at a time: each starts servers and builds, and the machine has two cores.
    fileParallelism: false,
  },
});
