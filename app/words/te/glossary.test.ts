/**
 * One word per idea, across every Telugu word of the site: the variants docs/glossary-te.md did not choose
 * appear in no Telugu catalogue (app/words/te/), not in the forms' Telugu texts (contract/texts/te.ts) and
 * not in the booking's (contract/booking-texts/te.ts, server/bookings/mail-words/te.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");

/** Each variant the glossary did not choose, with the word it chose. */
const notChosen: readonly [RegExp, string][] = [
  [/ఇంగ్లీష్/, "ఇంగ్లిష్"],
  [/నుండి/, "నుంచి"],
  [/గరిష్ట/, "గరిష్ఠ"],
  [/ఖచ్చిత/, "కచ్చిత"],
  [/సర్‌ఛార్జ్/, "సర్‌చార్జ్"],
  // The singular is బ్యాంక్; the plural బ్యాంకులు (and its cases) stays.
  [/బ్యాంకు(?!ల)/, "బ్యాంక్"],
  [/ఇంజనీరింగ్/, "ఇంజినీరింగ్"],
  [/వింటర్ సెమిస్టర్|సమ్మర్ సెమిస్టర్/, "శీతాకాల / వేసవి సెమిస్టర్"],
  [/పబ్లిక్ యూనివర్సిటీ/, "ప్రభుత్వ యూనివర్సిటీ"],
  [/ఆర్టిఫిషియల్ ఇంటెలిజెన్స్/, "కృత్రిమ మేధ (AI)"],
];

const teluguFiles = [
  ...readdirSync(join(root, "app/words/te"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join(root, "app/words/te", file)),
  join(root, "contract/texts/te.ts"),
  join(root, "contract/booking-texts/te.ts"),
  join(root, "server/bookings/mail-words/te.ts"),
];

describe("the Telugu words", () => {
  it("are read from every catalogue", () => {
    expect(teluguFiles.length).toBeGreaterThan(20);
  });

  it.each(notChosen.map(([variant, chosen]) => [chosen, variant] as const))(
    "write %s, never the variant the glossary did not choose",
    (_chosen, variant) => {
      const found = teluguFiles.flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => (variant.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
      );
      expect(found).toEqual([]);
    },
  );
});
