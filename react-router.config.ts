import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every route is prerendered to static HTML at build time; no server rendering at request time.
  ssr: false,
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
