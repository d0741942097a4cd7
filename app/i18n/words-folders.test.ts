import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultLanguage, languageCodes } from "#contract/languages";

const wordsDir = fileURLToPath(new URL("../words/", import.meta.url));

/** The catalogue files of a language's folder (tests and helpers of its own left out), by path. */
function catalogueFiles(code: string, dir = ""): string[] {
  return readdirSync(`${wordsDir}${code}/${dir}`, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? catalogueFiles(code, `${dir}${entry.name}/`)
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [`${dir}${entry.name}`]
        : [],
  );
}

describe("every language's words (app/words/<code>/, docs/decisions/0009-words-apart-from-logic.md)", () => {
  const english = catalogueFiles(defaultLanguage);

  it.each(languageCodes.filter((code) => code !== defaultLanguage))(
    "%s has a catalogue for every area of the English one, which its build's ~words alias resolves",
    (code) => {
      expect(catalogueFiles(code)).toEqual(expect.arrayContaining(english));
    },
  );
});
