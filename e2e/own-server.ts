/**
 * A production server of one spec's own, for settings the shared e2e server (playwright.config.ts) must
 * not have, e.g. a challenge for every enquiry. It runs the same bundle and command as `npm start`, on
 * E2E_PORT + `portOffset`, with a fresh data directory that is removed when it stops.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { serverBundle, serverNodeFlags } from "../scripts/server-command";

export interface OwnServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startOwnServer(
  name: string,
  portOffset: number,
  settings: Record<string, string>,
): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 5100) + portOffset;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), `e2e-${name}-`));
  const server = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: "build/client",
      LOG_LEVEL: "warn",
      // No scheduled backup of the throwaway data (docs/backups.md).
      BACKUP_EVERY_HOURS: "0",
      // Nobody asks the European Central Bank from a test or a benchmark (docs/country-data.md).
      RATES_REFRESH_HOURS: "0",
      ...settings,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
  return {
    origin,
    dataDir,
    async stop() {
      server.kill("SIGTERM");
      if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
