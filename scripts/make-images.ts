/**
 * `npm run images`: renders the site's share image (1200×630, Open Graph and Twitter) in Chromium from
 * the hero artwork and the brand's font, and the app icons from the favicon. The results are committed
 * under public/; run this again after changing the brand, the tagline or the artwork.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { heroes } from "../app/content/heroes.ts";
import { site } from "../app/content/site.ts";

const root = join(import.meta.dirname, "..");
const publicDir = join(root, "public");

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function shareImage() {
  const art = (await readFile(join(root, "app/assets/hero-globe.svg"))).toString("base64");
  const font = (
    await readFile(join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"))
  ).toString("base64");
  const logo = (await readFile(join(publicDir, "favicon.svg"))).toString("base64");
  const html = `<!doctype html><html><head><style>
    @font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 100 900; }
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden;
      background: #0f1c4d url(data:image/svg+xml;base64,${art}) center / cover no-repeat; }
    .shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgba(15,28,77,.92) 0%, rgba(15,28,77,.7) 55%, rgba(15,28,77,.1) 100%); }
    .content { position: absolute; inset: 64px 72px; display: flex; flex-direction: column; }
    .brand { display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 800; letter-spacing: -.01em; }
    .brand img { width: 56px; height: 56px; }
    h1 { margin-top: auto; font-size: 64px; line-height: 1.08; font-weight: 800; letter-spacing: -.02em; max-width: 760px; }
    p { margin-top: 22px; font-size: 28px; color: #fcd34d; font-weight: 600; }
    ul { display: flex; gap: 12px; margin-top: 30px; padding: 0; list-style: none; }
    li { border: 2px solid rgba(255,255,255,.35); background: rgba(255,255,255,.12); border-radius: 999px; padding: 8px 20px; font-size: 22px; font-weight: 600; }
  </style></head><body><div class="shade"></div><div class="content">
    <div class="brand"><img src="data:image/svg+xml;base64,${logo}" alt="">${escapeHtml(site.brandName)}</div>
    <h1>${escapeHtml(heroes.home.title)}</h1>
    <p>Study abroad counselling in Guntur, Vijayawada, Hyderabad &amp; Vishakapatnam</p>
    <ul><li>UK</li><li>USA</li><li>Canada</li><li>Germany</li><li>Ireland</li></ul>
  </div></body></html>`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await mkdir(join(publicDir, "og"), { recursive: true });
    const png = await page.screenshot({ type: "png" });
    await writeFile(
      join(publicDir, "og/study-abroad-1200x630.png"),
      await sharp(png).png({ palette: true, quality: 90 }).toBuffer(),
    );
  } finally {
    await browser.close();
  }
}

async function icons() {
  const svg = await readFile(join(publicDir, "favicon.svg"));
  await sharp(svg, { density: 600 })
    .resize(180, 180)
    .flatten({ background: "#ffffff" })
    .png()
    .toFile(join(publicDir, "apple-touch-icon.png"));
  await sharp(svg, { density: 1200 }).resize(512, 512).png().toFile(join(publicDir, "icon-512.png"));
}

await shareImage();
await icons();
console.log(
  "public/og/study-abroad-1200x630.png, public/apple-touch-icon.png and public/icon-512.png written",
);
