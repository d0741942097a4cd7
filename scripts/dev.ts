/**
 * `npm run dev`: the API server in watch mode on port 5000 and the Astro dev server with hot reload on
 * port 5173, which proxies /api to it and /te to the Telugu edition's dev server on port 5174
 * (astro.config.ts, astro.te.config.ts). Ctrl+C stops all three.
 */
import { type ChildProcess, spawn } from "node:child_process";

const children: ChildProcess[] = [
  spawn("node", ["--watch", "--import", "tsx", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn("npx", ["astro", "dev"], { stdio: "inherit" }),
  spawn("npx", ["astro", "dev", "--config", "astro.te.config.ts"], { stdio: "inherit" }),
];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
