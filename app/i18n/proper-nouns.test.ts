import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { properNouns, untranslatedWords } from "./proper-nouns";

describe("untranslatedWords", () => {
  it("finds English words left in a Telugu sentence", () => {
    expect(untranslatedWords("దయచేసి మీ first name నమోదు చేయండి.")).toEqual(["first", "name"]);
    expect(untranslatedWords("Please enter your email.")).toEqual(["Please", "enter", "your", "email"]);
  });

  it("allows proper nouns, figures, addresses and placeholders", () => {
    expect(
      untranslatedWords(
        "IELTS, TOEFL, PTE స్కోరు; Stamp 1G, UKVI, IRCC, F-1, I-20; ₹12,34,567; name@example.com; https://www.ukcisa.org.uk/; {firstName} గారూ",
      ),
    ).toEqual([]);
  });

  it("does not let a proper noun hide inside a longer word", () => {
    expect(untranslatedWords("GREAT OPTions")).toEqual(["GREAT", "OPTions"]);
  });

  it("lists exactly what the glossary says stays in English script", () => {
    const glossary = readFileSync(new URL("../../docs/glossary-te.md", import.meta.url), "utf8");
    for (const noun of properNouns) expect(glossary, noun).toContain(noun);
  });
});
