import { describe, expect, it } from "vitest";
import * as islandFrame from "~words/island-frame";
import { untranslatedWords } from "~/i18n/proper-nouns";
import { exportedValues, pseudoModule } from "./pseudo-locale";
import { accent, accentedLetters, pseudoWords } from "./pseudo-words";

describe("the pseudo-locale's words", () => {
  it("accents every letter and brackets the string", () => {
    expect(accent("Why Us")).toBe("[Ŵĥý Ûš]");
    expect(accentedLetters.lower).toHaveLength(26);
    expect(accentedLetters.upper).toHaveLength(26);
    const all = accent("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    expect(untranslatedWords(all)).toEqual([]);
    expect(new Set(all).size).toBe(54);
  });

  it("keeps figures, placeholders, web and e-mail addresses", () => {
    const text = accent("Fees of £1,483 for {count} students: see https://www.gov.uk/x or write to a@b.in");
    expect(text).toContain("£1,483");
    expect(text).toContain("{count}");
    expect(text).toContain("https://www.gov.uk/x");
    expect(text).toContain("a@b.in");
    expect(untranslatedWords(text.replace(/https?:\/\/\S+|\S+@\S+/g, ""))).toEqual([]);
  });

  it("accents a message function's own words, never its arguments", () => {
    const graduateRoute = (months: string, from: string) => `Work for ${months} months from ${from}`;
    const sentence = pseudoWords(graduateRoute)("18", "Study Abroad House");
    expect(sentence).toContain("18");
    expect(sentence).toContain("Study Abroad House");
    expect(untranslatedWords(sentence.replace("Study Abroad House", ""))).toEqual([]);
  });

  it("accents the whole sentence of a function that reads its arguments (a plural)", () => {
    const students = (count: number) => (count === 1 ? "one student" : `${count} students`);
    expect(pseudoWords(students)(1)).toBe(accent("one student"));
    expect(pseudoWords(students)(3)).toBe(accent("3 students"));
    const lower = (name: string) => `about ${name.toLowerCase()}`;
    expect(pseudoWords(lower)("UK")).toBe(accent("about uk"));
  });

  it("leaves a language code as it is: a catalogue's own language is not a word", () => {
    expect(pseudoWords({ locale: "en", label: "English" })).toEqual({ locale: "en", label: "[Éñĝļîšĥ]" });
  });

  it("goes through objects and lists, leaving other values", () => {
    const words = pseudoWords({ title: "Home", list: ["One", "Two"], size: 3, shown: true });
    expect(words).toEqual({ title: "[Ĥöɱé]", list: ["[Öñé]", "[Ţŵö]"], size: 3, shown: true });
  });

  it("generates an area's module from every value the English catalogue exports", () => {
    const names = exportedValues(new URL("../app/words/en/island-frame.ts", import.meta.url).pathname);
    expect(names.sort()).toEqual(Object.keys(islandFrame).sort());
    const module = pseudoModule("island-frame");
    for (const name of names)
      expect(module).toContain(`export const ${name} = pseudoWords(english.${name});`);
    expect(() => pseudoModule("no-such-area")).toThrow(/no English catalogue/);
  });
});
