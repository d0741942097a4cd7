/**
 * `npm run dev`: the API server in watch mode on port 5000 and one Astro dev server with hot reload per
 * language of contract/languages.ts (astro.config.ts, `SITE_LANGUAGE`): the root edition's on port 5173
 * proxies /api to the API and every other edition's prefix (`/te`) to that edition's dev server (5174, …).
 * Ctrl+C stops them all.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { languages } from "../contract/languages.ts";

const children: ChildProcess[] = [
  spawn("node", ["--watch", "--import", "tsx", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  ...languages.map((language) =>
    spawn("npx", ["astro", "dev"], {
      stdio: "inherit",
      env: { ...process.env, SITE_LANGUAGE: language.code },
    }),
  ),
];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
