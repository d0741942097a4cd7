/**
 * One word per idea (docs/glossary-te.md): the Telugu words of the country pages and the calculator use the
 * glossary's chosen spelling and never its variants (issue 23's list).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** A variant the glossary did not choose, and the word to write instead. */
const variants: readonly { variant: RegExp; chosen: string }[] = [
  { variant: /ఇంగ్లీష్/, chosen: "ఇంగ్లిష్" },
  { variant: /నుండి/, chosen: "నుంచి" },
  { variant: /గరిష్ట/, chosen: "గరిష్ఠ" },
  { variant: /ఖచ్చిత/, chosen: "కచ్చిత" },
  { variant: /సర్‌ఛార్జ్/, chosen: "సర్‌చార్జ్" },
  // The plural and case forms (బ్యాంకులు, బ్యాంకుల) are Telugu's own; the noun alone is బ్యాంక్.
  { variant: /బ్యాంకు(?![లకపనతడద])/, chosen: "బ్యాంక్" },
  { variant: /ఇంజనీరింగ్/, chosen: "ఇంజినీరింగ్" },
  { variant: /వింటర్ సెమిస్టర్/, chosen: "శీతాకాల సెమిస్టర్" },
  { variant: /పబ్లిక్ యూనివర్సిటీ|ప్రభుత్వ \(పబ్లిక్\)/, chosen: "ప్రభుత్వ యూనివర్సిటీ" },
  { variant: /ఆర్టిఫిషియల్ ఇంటెలిజెన్స్/, chosen: "కృత్రిమ మేధ (AI)" },
];

const folder = import.meta.dirname;
const files = readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

describe("the Telugu words of the country pages", () => {
  it("are read from this folder", () => {
    expect(files).toEqual(expect.arrayContaining(["page-text.ts", "calculator-text.ts", "uk.ts", "usa.ts"]));
  });

  it.each(files)("%s writes each idea with the glossary's word", (file) => {
    const text = readFileSync(join(folder, file), "utf8");
    const found = variants
      .filter(({ variant }) => variant.test(text))
      .map(({ variant, chosen }) => `${variant.source} → ${chosen}`);
    expect(found).toEqual([]);
  });

  it("catches a variant", () => {
    expect(variants.some(({ variant }) => variant.test("మీ బ్యాంకు రేటు"))).toBe(true);
    expect(variants.some(({ variant }) => variant.test("బ్యాంకులు, బ్యాంక్ రేటు"))).toBe(false);
  });
});
