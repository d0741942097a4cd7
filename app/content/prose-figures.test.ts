/**
 * No figure typed into prose: every amount, percentage and duration in the site's text comes from the
 * facts data (app/content/countries/**), rendered into the sentence. This scans the literal text of
 * every content module, every language's words (app/words/) and the components that show country figures, and fails on each currency
 * amount, percentage or "N months / years / hours / days / weeks" it finds there, unless the allow-list
 * below says why that one is not an official figure.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findProseFigures } from "./prose-scan";

const root = join(import.meta.dirname, "..", "..");

/** Folders whose text is scanned: all content, the words of every language, and the components that render country figures. */
const scannedFolders = [
  "app/content",
  // The words of every language (docs/decisions/0009-words-apart-from-logic.md), which hold the prose.
  "app/words",
  "app/features/cost-calculator",
  "app/sections/country",
  "app/sections/cost-calculator",
  "app/sections/home",
  "app/sections/about",
];

/** The few figures in prose that are not facts, each with the reason it may stay as written. */
const allowList: readonly { file: string; text: RegExp; reason: string }[] = [
  {
    file: "app/words/en/countries/uk.ts",
    text: /^DavidsonMorris: Graduate visa cut to 18 months/,
    reason:
      "The title of a cited page as its publisher wrote it (a source's name, which the content modules keep under sourceName).",
  },
  {
    file: "app/words/en/faq.ts",
    text: /Start 10 to 12 months before your intake/,
    reason: "General planning advice in the home page FAQ, not an official figure.",
  },
  {
    file: "app/words/en/testimonials.ts",
    text: /two months away/,
    reason: "A student's own words about their appointment, not a figure we state.",
  },
];

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.endsWith("prose-scan.ts"));
}

function matchesFile(pattern: string, file: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]+")}$`);
  return regex.test(file);
}

function allowed(file: string, text: string): boolean {
  return allowList.some((entry) => matchesFile(entry.file, file) && entry.text.test(text));
}

const files = scannedFolders.flatMap(filesUnder);

describe("the prose scan", () => {
  it("finds a hand-typed amount, percentage and duration", () => {
    const planted = `export const faq = [
      { answer: "From 1 April 2026, TCS is 5% above ₹10 lakh; the visa costs £524 and lasts 2 years." },
      { answer: \`Work 20 hours a week, for \${"data"} after it.\` },
    ];
    export const Note = () => <p>Hold CAD 22,895 for eighteen months.</p>;`;
    const found = findProseFigures(planted).map((hit) => hit.match);
    expect(found).toEqual(
      expect.arrayContaining(["5%", "₹10", "10 lakh", "£524", "2 years", "20 hours", "CAD 22,895"]),
    );
    expect(found).toContain("eighteen months");
  });

  it("does not report a figure rendered from data, a URL or a cited page's title", () => {
    const rendered = `const f = { fee: { value: 524 } };
      export const text = \`The visa costs \${formatFigure(f.fee)} for \${months} months.\`;
      export const link = { url: "https://example.org/24-hours-work", sourceName: "News: £100,000 fee" };`;
    expect(findProseFigures(rendered)).toEqual([]);
  });

  it("fails on a planted hand-typed figure in a real content file", () => {
    const file = "app/words/en/countries/uk.ts";
    const source = readFileSync(join(root, file), "utf8").replace(
      'title: "Clear visa rules"',
      'title: "Two years to work after you graduate"',
    );
    const hits = findProseFigures(source, file).filter((hit) => !allowed(file, hit.text));
    expect(hits.map((hit) => hit.match)).toEqual(["Two years"]);
  });

  it("has an allow-list whose every entry still matches something and gives a reason", () => {
    for (const entry of allowList) {
      expect(entry.reason.length).toBeGreaterThan(20);
      const used = files.some(
        (file) =>
          matchesFile(entry.file, file) &&
          findProseFigures(readFileSync(join(root, file), "utf8"), file).some((hit) =>
            entry.text.test(hit.text),
          ),
      );
      expect(used, `${entry.file} ${entry.text} is not needed any more: remove it`).toBe(true);
    }
  });
});

describe("content text", () => {
  it("scans the content modules and the figure components", () => {
    expect(files).toContain("app/content/countries/uk/page.ts");
    expect(files).toContain("app/content/countries/calculator-text.ts");
    expect(files).toContain("app/words/en/countries/uk.ts");
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)("%s types no figure by hand", (file) => {
    const hits = findProseFigures(readFileSync(join(root, file), "utf8"), file)
      .filter((hit) => !allowed(file, hit.text))
      .map((hit) => `line ${hit.line}: "${hit.match}" in "${hit.text.trim().slice(0, 80)}"`);
    expect(hits, "render these from the facts data (docs/country-data.md)").toEqual([]);
  });
});
