/**
 * The Telugu UK and USA modules: every string a visitor can read is Telugu (proper nouns and formatted
 * figures aside), none is empty, and the content has the English content's shape (the same sections, the
 * same number of entries, the same ids and figures). Each page is the one builder of
 * app/content/countries/<country>/page.ts given the Telugu words and formatters (app/words/te/countries/).
 */
import { describe, expect, it, vi } from "vitest";
import * as enUkFacts from "~/content/countries/uk/facts";
import * as enUkPage from "~/content/countries/uk/page";
import * as enUsaFacts from "~/content/countries/usa/facts";
import * as enUsaPage from "~/content/countries/usa/page";
import type { CountryFormat } from "~/content/countries/format";
import { buildDate } from "~/content/countries/schedule";
import type { IsoDate } from "~/content/countries/types";
import { untranslatedWords } from "~/i18n/proper-nouns";
import * as teFormat from "~/words/te/countries/format";
import { ukFacts as teUkFactsWords, ukPage as teUkWords } from "~/words/te/countries/uk";
import { usaFacts as teUsaFactsWords, usaPage as teUsaWords } from "~/words/te/countries/usa";

/**
 * The formatters' output is marked, so the words around it can be checked on their own: the Telugu
 * edition's formatters (with Telugu units and dates) replace these in its build.
 */
vi.mock("~/content/countries/format", async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const marked = Object.entries(real).map(([name, value]) =>
    typeof value === "function" && name.startsWith("format")
      ? [name, (...args: unknown[]) => `⟦${String((value as (...a: unknown[]) => unknown)(...args))}⟧`]
      : [name, value],
  );
  return Object.fromEntries(marked);
});

/** The Telugu formatters with their output marked, as the mock above marks the edition's. */
const markedTeFormat = Object.fromEntries(
  Object.entries(teFormat).map(([name, value]) =>
    typeof value === "function" && name.startsWith("format")
      ? [name, (...args: unknown[]) => `⟦${String((value as (...a: unknown[]) => unknown)(...args))}⟧`]
      : [name, value],
  ),
) as CountryFormat;

/** The Telugu UK facts: the one UK facts module given the Telugu words. */
const teUkFacts = {
  ukFacts: enUkFacts.ukFactsOn(buildDate, teUkFactsWords, markedTeFormat),
  ukFactsOn: (today: IsoDate) => enUkFacts.ukFactsOn(today, teUkFactsWords, markedTeFormat),
};

/** The Telugu USA facts: the one USA facts module given the Telugu words. */
const teUsaFacts = { usaFacts: enUsaFacts.usaFactsOn(buildDate, teUsaFactsWords, markedTeFormat) };

/** Keys whose strings are data (addresses, ids, codes, dates), not words. */
const dataKeys = new Set([
  "url",
  "sourceUrl",
  "id",
  "code",
  "currency",
  "flag",
  "unit",
  "per",
  "effectiveFrom",
  "verifiedOn",
  "reviewedOn",
]);

/** Page keys that hold the facts' figures (checked with the facts) or proper nouns (university names). */
const notPageWords = new Set(["figure", "figures", "fees", "names"]);

interface Leaf {
  path: string;
  value: unknown;
}

/** Every leaf of a value with its path, leaving out the keys in `skip`. */
function leaves(value: unknown, skip: ReadonlySet<string>, path = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, skip, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      skip.has(key) ? [] : leaves(item, skip, path ? `${path}.${key}` : key),
    );
  }
  return [{ path, value }];
}

const words = (value: unknown) => leaves(value, new Set([...dataKeys, ...notPageWords]));

/** A string's words outside the formatted figures. */
const unformatted = (text: string) => text.replace(/⟦[^⟧]*⟧/g, " ");

function expectTelugu(value: unknown) {
  const strings = words(value).filter(
    (leaf): leaf is { path: string; value: string } => typeof leaf.value === "string",
  );
  expect(strings.length).toBeGreaterThan(0);
  for (const { path, value: text } of strings) {
    expect(text.trim(), path).not.toBe("");
    expect(untranslatedWords(unformatted(text)), `${path}: ${text}`).toEqual([]);
  }
}

/** The same keys, list lengths, data strings and numbers in both; other strings may differ. */
function expectSameShape(english: unknown, telugu: unknown, path = "") {
  if (Array.isArray(english)) {
    expect(Array.isArray(telugu), path).toBe(true);
    expect((telugu as unknown[]).length, `${path} length`).toBe(english.length);
    english.forEach((item, index) =>
      expectSameShape(item, (telugu as unknown[])[index], `${path}[${index}]`),
    );
  } else if (english !== null && typeof english === "object") {
    expect(telugu !== null && typeof telugu === "object", path).toBe(true);
    const teluguObject = telugu as Record<string, unknown>;
    expect(Object.keys(teluguObject).sort(), `${path} keys`).toEqual(Object.keys(english).sort());
    for (const [key, item] of Object.entries(english)) {
      const at = path ? `${path}.${key}` : key;
      if (typeof item === "string" && dataKeys.has(key)) expect(teluguObject[key], at).toBe(item);
      else expectSameShape(item, teluguObject[key], at);
    }
  } else if (typeof english === "string") {
    expect(typeof telugu, path).toBe("string");
  } else {
    expect(telugu, path).toEqual(english);
  }
}

/** The Telugu page computed from the Telugu facts, as the Telugu build resolves them. */
// The Telugu facts have Telugu names where the English facts' type holds English literals.
const teUkPageContent = enUkPage.ukPageFor(
  teUkFacts.ukFacts as unknown as typeof enUkFacts.ukFacts,
  teUkWords,
  markedTeFormat,
);

describe("the Telugu UK facts", () => {
  it("have Telugu labels, notes, source names and rule", () => expectTelugu(teUkFacts.ukFacts));
  it("keep every figure, cost, date and address", () =>
    expectSameShape(enUkFacts.ukFacts, teUkFacts.ukFacts));
  it("switch a scheduled figure on its day, as the English do", () => {
    const later = "2030-01-01";
    expectSameShape(enUkFacts.ukFactsOn(later), teUkFacts.ukFactsOn(later));
  });
});

describe("the Telugu USA facts", () => {
  it("have Telugu labels, notes, source names and rule", () => expectTelugu(teUsaFacts.usaFacts));
  it("keep every figure, cost, date and address", () =>
    expectSameShape(enUsaFacts.usaFacts, teUsaFacts.usaFacts));
});

describe("the Telugu UK page", () => {
  it("is in Telugu", () => {
    expectTelugu(teUkPageContent);
  });
  it("has the English page's sections, entries, links and figures", () => {
    expectSameShape(enUkPage.ukPage, teUkPageContent);
  });
  it("has the same shape after the Graduate Route's announced change", () => {
    const later = "2030-01-01";
    const english = enUkPage.ukPageFor(enUkFacts.ukFactsOn(later));
    // As above: the Telugu facts' names are not the English literals.
    const telugu = enUkPage.ukPageFor(
      teUkFacts.ukFactsOn(later) as unknown as typeof enUkFacts.ukFacts,
      teUkWords,
      markedTeFormat,
    );
    expectSameShape(english, telugu);
    expectTelugu(telugu);
  });
});

describe("the Telugu USA page", () => {
  const teUsaPageContent = enUsaPage.usaPageFor(
    teUsaFacts.usaFacts as unknown as typeof enUsaFacts.usaFacts,
    teUsaWords,
    markedTeFormat,
    teUsaFactsWords,
  );
  it("is in Telugu", () => expectTelugu(teUsaPageContent));
  it("has the English page's sections, entries, links and figures", () => {
    expectSameShape(enUsaPage.usaPage, teUsaPageContent);
  });
});
