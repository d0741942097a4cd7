/**
 * `npm run images`: renders each language's share card (1200×630, Open Graph and Twitter;
 * app/lib/share-image.ts) in Chromium from the hero artwork, the brand's font and the language's words
 * (app/words/<code>/share-card.ts), and the app icons from the favicon. The results are committed under
 * public/; run this again after changing the brand, the words or the artwork, or adding a language.
 * `npm run images -- te` renders only the cards of the languages named (and no icons).
 *
 * Letters the brand's font (Inter, Latin only) lacks come from the system's fonts: the Telugu card needs
 * Noto Sans Telugu (Debian's fonts-noto-core, which .ci/run installs).
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import type { CountryCode } from "../app/content/pages.ts";
import { site } from "../app/content/site.ts";
import { shareImage, shareImagePath } from "../app/lib/share-image.ts";
import type * as english from "../app/words/en/share-card.ts";
import { languages, type LanguageInfo } from "../contract/languages.ts";

const root = join(import.meta.dirname, "..");
const publicDir = join(root, "public");

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The countries on the card, in the site's order. */
const countries: readonly CountryCode[] = ["uk", "usa", "canada", "germany", "ireland"];

const interFont = join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

async function shareCard(language: LanguageInfo) {
  const { shareCard: words } = (await import(
    `../app/words/${language.code}/share-card.ts`
  )) as typeof english;
  const art = (await readFile(join(root, "app/assets/hero-globe.svg"))).toString("base64");
  const font = existsSync(interFont)
    ? `@font-face { font-family: Inter; src: url(data:font/woff2;base64,${(await readFile(interFont)).toString("base64")}) format("woff2"); font-weight: 100 900; }`
    : "";
  if (!font)
    console.warn(`make-images: ${interFont} is missing; the card's Latin letters use the system's font`);
  const logo = (await readFile(join(publicDir, "favicon.svg"))).toString("base64");
  const html = `<!doctype html><html lang="${language.lang}" data-script="${language.script}"><head><meta charset="utf-8"><style>
    ${font}
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; font-family: Inter, "Noto Sans", sans-serif; color: #fff; overflow: hidden;
      background: #0f1c4d url(data:image/svg+xml;base64,${art}) center / cover no-repeat; }
    .shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgba(15,28,77,.92) 0%, rgba(15,28,77,.7) 55%, rgba(15,28,77,.1) 100%); }
    .content { position: absolute; inset: 64px 72px; display: flex; flex-direction: column; }
    .brand { display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 800; letter-spacing: -.01em; }
    .brand img { width: 56px; height: 56px; }
    h1 { margin-top: auto; font-size: 64px; line-height: 1.08; font-weight: 800; letter-spacing: -.02em; max-width: 760px; }
    /* Scripts with tall letters and vowel signs above and below the line need more room between lines. */
    html:not([data-script="Latin"]) h1 { font-size: 56px; line-height: 1.4; letter-spacing: 0; max-width: 820px; }
    p { margin-top: 22px; font-size: 28px; color: #fcd34d; font-weight: 600; }
    ul { display: flex; gap: 12px; margin-top: 30px; padding: 0; list-style: none; }
    li { border: 2px solid rgba(255,255,255,.35); background: rgba(255,255,255,.12); border-radius: 999px; padding: 8px 20px; font-size: 22px; font-weight: 600; }
  </style></head><body><div class="shade"></div><div class="content">
    <div class="brand"><img src="data:image/svg+xml;base64,${logo}" alt="">${escapeHtml(site.brandName)}</div>
    <h1>${escapeHtml(words.headline)}</h1>
    <p>${escapeHtml(words.tagline)}</p>
    <ul>${countries.map((country) => `<li>${escapeHtml(words.countries[country])}</li>`).join("")}</ul>
  </div></body></html>`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const page = await browser.newPage({ viewport: shareImage });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await mkdir(join(publicDir, "og"), { recursive: true });
    const png = await page.screenshot({ type: "png" });
    await writeFile(
      join(publicDir, shareImagePath(language.code)),
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

const wanted = process.argv.slice(2);
for (const language of languages) {
  if (wanted.length > 0 && !wanted.includes(language.code)) continue;
  await shareCard(language);
  console.log(`public${shareImagePath(language.code)} written`);
}
if (wanted.length === 0) {
  await icons();
  console.log("public/apple-touch-icon.png and public/icon-512.png written");
}
