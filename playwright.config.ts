/**
 * End-to-end tests: the production build served by the real server (build/server/main.mjs, as `npm start`
 * runs it) with a fresh
 * embedded database, driven in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium).
 */
import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { siteOriginServer } from "./e2e/staff/site-origin-server";
import { serveCommand } from "./scripts/server-command";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (Debian: apt-get install chromium) or set CHROME_PATH to a Chromium binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 5100);
const baseURL = `http://127.0.0.1:${port}`;

/** The environment of both e2e servers (e2e/staff/site-origin-server.ts describes the second). */
const serverEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  STATIC_DIR: "build/client",
  // No scheduled backup of the throwaway data (docs/backups.md).
  BACKUP_EVERY_HOURS: "0",
  // Nobody asks the European Central Bank from a test (e2e/exchange-rates.spec.ts runs its own copy).
  RATES_REFRESH_HOURS: "0",
  RATE_LIMIT_FORMS_PER_MINUTE: "1000",
  // Every test enquiry comes from one network (loopback), many from one sample person: the flood
  // limits stay out of the way (e2e/enquiry-challenge.spec.ts runs a server that asks for challenges).
  ENQUIRIES_PER_SENDER_PER_DAY: "100000",
  ENQUIRIES_PER_NETWORK_PER_DAY: "100000",
  ENQUIRY_CHALLENGE_PER_HOUR: "100000",
  RATE_LIMIT_EVENTS_PER_MINUTE: "10000",
  // Every test signs its people in from loopback, two workers at a time.
  RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000",
  LOG_LEVEL: "warn",
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["line"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `rm -rf .e2e-data && ${serveCommand}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv, PORT: String(port), DATA_DIR: ".e2e-data" },
    },
    {
      command: `rm -rf ${siteOriginServer.dataDir} && ${serveCommand}`,
      url: `${siteOriginServer.url}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv,
        PORT: String(siteOriginServer.port),
        DATA_DIR: siteOriginServer.dataDir,
        SITE_ORIGIN: siteOriginServer.url,
      },
    },
  ],
});
