/**
 * `npm run screenshots [-- /path ...]`: full-page screenshots of every route (or the given paths) at
 * 360×780 and 1440×900, from a running site (BASE_URL, default http://localhost:5000), written to
 * test-results/screenshots/. Look at them before calling a page done.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { allPages } from "../app/content/pages.ts";

const baseUrl = process.env.BASE_URL ?? "http://localhost:5000";
const outDir = join(import.meta.dirname, "..", "test-results", "screenshots");
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...allPages.map((page) => page.path), "/404"];
const sizes = [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1440, height: 900 },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const size of sizes) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      // Scroll through the page once, so lazy images load as they would for a visitor.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const file = join(
        outDir,
        `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}-${size.name}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${overflow > 0 ? `  (overflows horizontally by ${overflow}px)` : ""}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
