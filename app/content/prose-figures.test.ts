/**
 * No figure typed into prose: every amount, percentage and duration in the site's text comes from the
 * facts data (app/content/countries/**), rendered into the sentence. This scans the literal text of
 * every content module, every language's words (app/words/) and the components that show country figures, and fails on each currency
 * amount, percentage or "N months / years / hours / days / weeks" it finds there, unless the allow-list
 * below says why that one is not an official figure. Dates, years and ages go stale the same way ("in 2026"
 * is wrong on 1 January 2027): the files of `calendarScanned` fail on each one too, so they come from the
 * figures' dates, a `…RuleDates` record or the build date (docs/country-data.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findProseFigures, type ProseFigure } from "./prose-scan";

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

/**
 * The files whose dates, years and ages are scanned as well: the countries whose pages take every date
 * from data. A country's files join the list once its dates do.
 */
const calendarScanned = ["app/content/countries/*", "app/content/countries/*/*", "app/words/*/countries/*"];

/** The few figures in prose that are not facts, each with the reason it may stay as written. */
const allowList: readonly { file: string; text: RegExp; reason: string }[] = [
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

/** The hits the test holds a file to: figures everywhere, dates, years and ages in `calendarScanned`. */
function hitsIn(file: string, source = readFileSync(join(root, file), "utf8")): ProseFigure[] {
  const calendar = calendarScanned.some((pattern) => matchesFile(pattern, file));
  return findProseFigures(source, file).filter(
    (hit) => (hit.kind === "figure" || calendar) && !allowed(file, hit.text),
  );
}

/** The matches of a snippet of each kind. */
function kindsIn(source: string): Record<string, string[]> {
  const kinds: Record<string, string[]> = {};
  for (const hit of findProseFigures(source)) (kinds[hit.kind] ??= []).push(hit.match);
  return kinds;
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

  it("finds a hand-typed date, year and age, in English and in Telugu", () => {
    const planted = `export const changes = [
      { date: "1 Jan 2026", text: "Closed on 8 November 2024; the rule of November 25, 2025 applies." },
      { date: "Winter 2024/25", text: "How much is it in 2026? Changed in 2024 and 2025, from September 2025." },
      { text: "Students under 30 pay the student rate; aged 18 or 23 and over, until the 30th birthday." },
      { text: "1 జనవరి, 2026 నుంచి; నవంబర్ 2024 నుంచి; 2026లో; 30 ఏళ్ల లోపు వారికి; 23 ఏళ్లు నిండి." },
      { text: on("2026-01-01") },
    ];`;
    expect(kindsIn(planted)).toEqual({
      date: [
        "1 Jan 2026",
        "8 November 2024",
        "November 25, 2025",
        "September 2025",
        "1 జనవరి, 2026",
        "నవంబర్ 2024",
        "2026-01-01",
      ],
      year: ["2024/25", "2026", "2024", "2025", "2026"],
      age: ["under 30", "aged 18", "23 and over", "30th birthday", "30 ఏళ్ల లోపు", "23 ఏళ్లు నిండి"],
    });
  });

  it("leaves dates and ages that come from data, amounts, durations and the names of cited pages", () => {
    const rendered = `const FROM: IsoDate = "2026-01-01";
      export const figure = { effectiveFrom: "2024-11-08", next: { value: 18, effectiveFrom: "2027-01-01" } };
      export const words = {
        question: (year: string) => \`How much is it in \${year}?\`,
        insurance: (age: number) => \`Students under \${age} pay the student rate.\`,
        semester: (from: string, to: string) => \`winter semester \${from}/\${to}\`,
        deadline: "Applications usually close on 15 July, often earlier.",
        phone: "Call 0863 2345678 or visit Door No. 5-87-20, Lakshmipuram.",
        law: "Section 129 of the Income-tax Act, 2025; the DPDP Act 2023; ఆదాయపు పన్ను చట్టం, 2025లోని సెక్షన్ 129.",
        sources: { mondaq: "Mondaq: new National Minimum Wage rates for April 2026" },
        link: { name: "Süddeutsche Zeitung: minimum wage for 2026 and 2027" },
      };`;
    expect(findProseFigures(rendered)).toEqual([]);
    // Amounts and durations stay figures (reported once each), not years or ages.
    expect(
      kindsIn(`export const t = "Hold €2,000 for 20 hours, under 20 hours a week, until 2,026 people.";`),
    ).toEqual({
      figure: ["€2,000", "20 hours", "20 hours"],
    });
  });

  it("fails on a planted hand-typed figure in a real content file", () => {
    const file = "app/words/en/countries/uk.ts";
    const source = readFileSync(join(root, file), "utf8").replace(
      'title: "Clear visa rules"',
      'title: "Two years to work after you graduate"',
    );
    const hits = findProseFigures(source, file).filter(
      (hit) => hit.kind === "figure" && !allowed(file, hit.text),
    );
    expect(hits.map((hit) => hit.match)).toEqual(["Two years"]);
  });

  it("fails on a planted hand-typed year in a country file whose dates come from data", () => {
    const file = "app/words/en/countries/germany.ts";
    const source = readFileSync(join(root, file), "utf8").replace(
      "question: (year: string) => `How much is the blocked account for Germany in ${year}?`",
      'question: "How much is the blocked account for Germany in 2026?"',
    );
    expect(hitsIn(file, source).map((hit) => hit.match)).toEqual(["2026"]);
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

  it("scans the dates of Canada's and Germany's facts, pages and words in every language", () => {
    const calendar = files.filter((file) => calendarScanned.some((pattern) => matchesFile(pattern, file)));
    expect(calendar).toEqual(
      expect.arrayContaining([
        "app/content/countries/canada/facts.ts",
        "app/content/countries/germany/page.ts",
        "app/words/en/countries/canada.ts",
        "app/words/te/countries/germany.ts",
      ]),
    );
  });

  it.each(files)("%s types no figure by hand", (file) => {
    const hits = hitsIn(file).map(
      (hit) => `line ${hit.line}: ${hit.kind} "${hit.match}" in "${hit.text.trim().slice(0, 80)}"`,
    );
    expect(hits, "render these from the facts data (docs/country-data.md)").toEqual([]);
  });
});
