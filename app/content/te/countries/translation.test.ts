import { describe, expect, it } from "vitest";
import { numbersIn, sourceNameTable, oblique, within, withFigureWords, withWords } from "./translation";
import type { Figure, Point } from "~/content/countries/types";

const points: Point[] = [
  { title: "A", text: "a", link: { label: "Site", url: "https://example.org/" } },
  { title: "B", text: "b", indicative: "why" },
];

const figure: Figure = {
  label: "Fee",
  value: 10,
  unit: "GBP",
  effectiveFrom: "2025-01-01",
  sourceUrl: "https://example.org/fee",
  sourceName: "Example: fee",
  secondary: { url: "https://example.org/news", name: "News: fee" },
  verifiedOn: "2026-01-01",
  indicative: "unsure",
};

describe("joining a translation with the English page", () => {
  it("keeps links' addresses and figures and takes the words", () => {
    const joined = withWords(
      points,
      [
        { title: "అ", text: "అ అ", link: "సైట్" },
        { title: "ఆ", text: "ఆ ఆ", indicative: "ఎందుకు" },
      ],
      "test",
    );
    expect(joined[0]).toEqual({
      title: "అ",
      text: "అ అ",
      link: { label: "సైట్", url: "https://example.org/" },
    });
    expect(joined[1]?.indicative).toBe("ఎందుకు");
  });

  it("refuses a missing entry, link or note", () => {
    expect(() => withWords(points, [{ title: "అ", text: "అ", link: "సైట్" }], "test")).toThrow(/1 translated/);
    expect(() =>
      withWords(
        points,
        [
          { title: "అ", text: "అ" },
          { title: "ఆ", text: "ఆ", indicative: "ఎందుకు" },
        ],
        "test",
      ),
    ).toThrow(/link/);
    expect(() =>
      withWords(
        points,
        [
          { title: "అ", text: "అ", link: "సైట్" },
          { title: "ఆ", text: "ఆ" },
        ],
        "test",
      ),
    ).toThrow(/indicative/);
  });

  it("translates a figure's words and its sources' names, nothing else", () => {
    const names = sourceNameTable([
      { name: "Example: fee", translation: "Example: ఫీజు" },
      { name: "News: fee", translation: "News: ఫీజు వార్త" },
    ]);
    const translated = withFigureWords(
      figure,
      { label: "ఫీజు", indicative: (f) => `${f.value} ఖచ్చితం కాదు` },
      names,
    );
    expect(translated).toEqual({
      ...figure,
      label: "ఫీజు",
      sourceName: "Example: ఫీజు",
      secondary: { ...figure.secondary, name: "News: ఫీజు వార్త" },
      indicative: "10 ఖచ్చితం కాదు",
    });
    expect(() => withFigureWords(figure, { label: "ఫీజు" }, names)).toThrow(/note/);
    expect(() => withFigureWords(figure, { label: "ఫీజు", indicative: "x" }, {})).toThrow(/Example: fee/);
    expect(() =>
      sourceNameTable([
        { name: "A", translation: "అ" },
        { name: "A", translation: "ఆ" },
      ]),
    ).toThrow(/twice/);
  });

  it("quotes the numbers of an English sentence, exactly as many as expected", () => {
    expect(numbersIn("10–12 months before", 2)).toEqual(["10", "12"]);
    expect(numbersIn("TOEFL 80–100 or IELTS 6.5–7.0", 4)).toEqual(["80", "100", "6.5", "7.0"]);
    expect(() => numbersIn("After the holding period", 2)).toThrow(/Expected 2/);
  });
});

describe("Telugu forms of a formatted figure", () => {
  it("puts a plural in the oblique form and leaves a singular", () => {
    expect(oblique("9 నెలలు")).toBe("9 నెలల");
    expect(oblique("వారానికి 20 గంటలు")).toBe("వారానికి 20 గంటల");
    expect(oblique("1 నెల")).toBe("1 నెల");
  });

  it("adds -లో, joining a plural's ending", () => {
    expect(within("12 నెలలు")).toBe("12 నెలల్లో");
    expect(within("1 సంవత్సరం")).toBe("1 సంవత్సరంలో");
  });
});
