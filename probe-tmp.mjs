import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  page.on("pageerror", (e) => console.log(path, "PAGEERROR", e.message, e.stack?.split("\n").slice(0,3).join(" | ")));
  page.on("console", (m) => m.type() === "error" && console.log(path, "CONSOLE", m.text()));
  await page.goto(`http://localhost:5297${path}`, { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1500);
  console.log(path, "islands unhydrated:", await page.locator("astro-island[ssr]").count());
  await page.close();
}
await browser.close();
