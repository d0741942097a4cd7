import { describe, expect, it } from "vitest";
import { asciiOnly } from "./ascii-only";

describe("asciiOnly", () => {
  it("leaves ASCII as it is and escapes everything else, so that the code means the same", () => {
    const code = "/* Jimmy Wärting */ const words = /['’]s/; const name = 'తెలుగు 🎓';";
    const escaped = asciiOnly(code);
    expect(escaped).toMatch(/^[\x20-\x7e]*$/);
    expect(escaped).toContain("Jimmy W\\u00e4rting");
    const run = (source: string) =>
      new Function(`${source} return [words.test("it’s"), words.test("it's"), name];`)() as unknown[];
    expect(run(escaped)).toEqual(run(code));
    expect(run(escaped)).toEqual([true, true, "తెలుగు 🎓"]);
  });
});
