import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { languageCodes } from "#contract/languages";
import { shareImage, shareImagePath } from "./share-image";

const publicFile = (path: string) => fileURLToPath(new URL(`../../public${path}`, import.meta.url));

describe("the share cards", () => {
  it("gives every language its own card, the default language's at the path it always had", () => {
    expect(shareImagePath("en")).toBe("/og/study-abroad-1200x630.png");
    expect(shareImagePath("te")).toBe("/og/study-abroad-1200x630-te.png");
    expect(new Set(languageCodes.map(shareImagePath)).size).toBe(languageCodes.length);
  });

  it.each(languageCodes)("has the %s card in public/, 1200×630 (npm run images makes it)", async (code) => {
    const file = publicFile(shareImagePath(code));
    expect(existsSync(file)).toBe(true);
    const { width, height } = await sharp(file).metadata();
    expect({ width, height }).toEqual(shareImage);
  });
});
