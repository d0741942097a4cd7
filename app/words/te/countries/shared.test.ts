/**
 * The Telugu words of the country pages' shared texts and the cost calculator (page-text, calculator-text,
 * abbreviations, india, state-schemes): walked beside their English sources, every string a visitor reads
 * is Telugu (no Latin-script word outside app/i18n/proper-nouns.ts) and not empty where the English one
 * has words; data (ids, addresses, figures, units, dates) is the English module's; lists keep their
 * length and ids; every function is called with sample arguments shaped like the callers' (a function
 * without samples fails the test, so a new one cannot slip through unchecked).
 */
import { describe, expect, it } from "vitest";
import { exchangeRates } from "~/content/countries/exchange-rates";
import type { CountryFactsBase } from "~/content/countries/types";
import { untranslatedWords } from "~/i18n/proper-nouns";
import { createAbbreviationTracker } from "~/content/countries/abbreviations";
import { inShortFor } from "~/content/countries/in-short";
import { ukFactsOn } from "~/content/countries/uk/facts";
import { ukPageFor } from "~/content/countries/uk/page";
import * as enAbbreviations from "../../en/countries/abbreviations";
import * as enCalculator from "../../en/countries/calculator-text";
import * as enIndia from "../../en/countries/india";
import * as enPageText from "../../en/countries/page-text";
import * as enSchemes from "../../en/countries/state-schemes";
import * as abbreviations from "./abbreviations";
import * as calculator from "./calculator-text";
import * as india from "./india";
import * as pageText from "./page-text";
import * as schemes from "./state-schemes";
import { formatDate, formatFigure, formatInrShort, formatLongDate, formatMoney } from "./format";
import * as teFormat from "./format";
import { ukFacts as teUkFacts, ukPage as teUkPage } from "./uk";

type Country = Pick<CountryFactsBase, "shortName" | "inSentence" | "name">;

/** Telugu country names as the country pages' words give them, one ending in a vowel and one in a consonant. */
const countries: Country[] = [
  { name: "యునైటెడ్ కింగ్‌డమ్", shortName: "యూకే", inSentence: "యూకే" },
  { name: "ఐర్లాండ్", shortName: "ఐర్లాండ్", inSentence: "ఐర్లాండ్" },
];

const inr = formatInrShort(1_290_000);
const local = formatMoney(11_400, "GBP");
const date = formatDate(exchangeRates.date);
const longDate = formatLongDate("2027-01-01");
const hours = formatFigure({ value: 20, unit: "hours per week" });
const months = formatFigure({ value: 18, unit: "months" });
const years = formatFigure({ value: 2, unit: "years" });
const rate = "£1కు ₹118.50";
const tcs = {
  own: formatFigure({ value: 2, unit: "percent" }),
  loan: formatFigure({ value: 0, unit: "percent" }),
  threshold: formatInrShort(1_000_000),
};

/** Sample arguments per function path ("calculatorText.labels.tuition"), shaped like the callers'. */
const samples: Record<string, readonly (readonly unknown[])[]> = {
  "schemes.andhraPradesh.text": [["2022"]],
  "schemes.andhraPradesh.link": [["2022"]],
  // page-text
  title: countries.map((country) => [country]),
  "inShortText.costValue": [[inr, inr]],
  "inShortText.fundsDetail": [
    [{ living: `${local} (≈ ${inr})`, estimated: true, plusTuition: true, plusTravel: true }],
    [{ living: `${local} (≈ ${inr})`, estimated: false, plusTuition: false, plusTravel: false }],
  ],
  "inShortText.workValue": [[hours]],
  "inShortText.workConverted": [[hours]],
  "inShortText.workConvertedDetail": [[formatFigure({ value: 140, unit: "days per year" }), 8, 52, hours]],
  "inShortText.afterWithExtension": [[years, formatFigure({ value: 24, unit: "months" })]],
  "inShortText.afterDetail": [
    [{ label: "చదువు తర్వాత పని అనుమతి", courseLength: months }],
    [
      {
        label: "చదువు తర్వాత పని అనుమతి",
        courseLength: months,
        changedOn: longDate,
        before: years,
        pending: { value: months, from: longDate },
      },
    ],
  ],
  "inShortText.intakesValue": [["సెప్టెంబర్", ["జనవరి", "మే"]]],
  "countryPageText.heroTitle": countries.map((country) => [country]),
  "countryPageText.heroPrefix": countries.map((country) => [country]),
  "countryPageText.flagLabel": countries.map((country) => [country]),
  "countryPageText.calculatorButton": countries.map((country) => [country]),
  "countryPageText.checklistLink": countries.map((country) => [country]),
  "countryPageText.plannerLink": countries.map((country) => [country]),
  "countryPageText.enquiryComments": countries.map((country) => [country]),
  "countryPageText.sourceMarkLabel": [[3, "ఆదాయపు పన్ను శాఖ"]],
  "countryPageText.rate": [["118.50", "£1"]],
  "countryPageText.rateShort": [[rate, date]],
  "countryPageText.scheduled": [[longDate, months]],
  "countryPageText.rateNote": [
    [rate, date, true],
    [rate, date, false],
  ],
  "countryPageText.estimatesNote": [[date]],
  "countryPageText.emiPreview": [[formatInrShort(2_000_000), 11, 10, formatMoney(27_551, "INR")]],
  // calculator-text
  "calculatorText.source.scheduled": [[longDate, months]],
  "calculatorText.labels.tuition": [["£"], ["CAD "], ["GBP"]],
  "calculatorText.levelAndMonths": [["మాస్టర్స్", 12]],
  "calculatorText.labels.deposit": [["$"]],
  "calculatorText.labels.scholarship": [["€"]],
  "calculatorText.labels.wage": [["£"]],
  "calculatorText.labels.fx": [["GBP"], ["USD"], ["CAD"], ["EUR"]],
  "calculatorText.labels.integrityFee": [[formatMoney(250, "USD")]],
  "calculatorText.hints.tuition": [[`${local} – ${formatMoney(38_000, "GBP")}`]],
  "calculatorText.hints.hours": [[20]],
  "calculatorText.hints.fx": [
    [date, true],
    [date, false],
  ],
  "calculatorText.hints.wage": [[formatFigure({ value: 12.21, unit: "GBP", per: "hour" })], [null]],
  "calculatorText.lines.canadaBiometrics": [[3, formatMoney(170, "CAD")]],
  "calculatorText.fundsLines.ukLiving": [
    [9, true],
    [9, false],
  ],
  "calculatorText.fundsLines.usaLiving": [[9]],
  "calculatorText.fundsLines.germanyBlockedAccount": [[formatFigure({ value: 12, unit: "months" }), "€992"]],
  "calculatorText.rangeLabel": [[inr, inr, 10]],
  "calculatorText.tcsRule": [[tcs]],
  "calculatorText.tcsNone": [[tcs]],
  "calculatorText.loanResults.deduction": [[years]],
  "calculatorFaq.tcs.answer": [[tcs]],
  "calculatorFaq.deduction.answer": [[years]],
  "calculatorText.netOfWorkLabel": [[inr]],
  "calculatorText.announce": [[inr, local, inr]],
  "calculatorText.columns.year": [[1], [2]],
  "calculatorText.chartYear": [[2, 6]],
  "calculatorText.tcsLine": [[formatMoney(12_000, "INR")]],
  "calculatorText.loanResults.studyPayment": [[24]],
  "calculatorText.loanResults.emi": [[120]],
  "calculatorText.summary.destination": [["యూకే", "లండన్", "మాస్టర్స్", 12]],
  "calculatorText.summary.tuition": [[local, "షేరింగ్ గది"]],
  "calculatorText.summary.total": [[formatMoney(3_000_000, "INR"), local, rate]],
  "calculatorText.summary.rate": [["118.50", "£1"]],
  "calculatorText.summary.funds": [[local, formatMoney(1_500_000, "INR")]],
  "calculatorText.summary.loan": [[inr, 11, formatMoney(27_551, "INR")]],
  "calculatorText.summary.link": [["https://example.org/te/cost-calculator?country=uk"]],
  "calculatorText.headline.perYear": [[inr]],
  "calculatorText.headline.course": [["యూకే", "మాస్టర్స్", 12]],
  "calculatorText.headline.rates": [
    [date, true],
    [date, false],
  ],
  "calculatorText.headline.ownRate": [
    ["118.5", "GBP"],
    ["89.25", "USD"],
  ],
  "calculatorText.noScript": [["యూకే", "మాస్టర్స్"]],
  "calculatorText.share.text": [["యూకే, మాస్టర్స్, 12 నెలలు", inr, inr, inr]],
  "calculatorText.print.preparedBy": [["Vidyapath", "+91 98765 43210"]],
  "calculatorText.print.date": [[longDate]],
  // india
  "indiaNotes.tcs": [[formatInrShort(1_000_000)]],
  "indiaNotes.section80e": [[formatFigure({ value: 8, unit: "years" })]],
  // abbreviations
  pluralOf: [["నెలవారీ వాయిదా"]],
};

/** Abbreviations families know by their letters, which the Telugu pages leave without an expansion. */
const KNOWN_BY_LETTERS = new Set(["GMAT", "GRE", "IELTS", "MBA", "PTE", "TOEFL"]);

/**
 * Keys whose strings are data (ids, addresses, figure units, dates, the abbreviations themselves), in
 * objects that carry data (a figure, a link, an abbreviation, an airport).
 */
const DATA_KEYS = new Set(["id", "url", "sourceUrl", "short", "unit", "per", "effectiveFrom", "verifiedOn"]);

/** Functions that return data, not words (an anchor id). */
const DATA_FUNCTIONS = new Set(["countryPageText.sourceAnchor"]);

interface Problem {
  path: string;
  problem: string;
}

function samplesFor(path: string): readonly (readonly unknown[])[] | undefined {
  const name = path.split(".").at(-1) ?? path;
  const generic = path.replace(/^countrySections\.[^.]+\./, "");
  return samples[path] ?? samples[generic] ?? samples[name];
}

/** Walks a Telugu catalogue's value beside its English source and lists what is wrong. */
function walk(english: unknown, telugu: unknown, path: string, problems: Problem[], dataKey = ""): void {
  const fail = (problem: string): void => {
    problems.push({ path, problem });
  };
  if (typeof english === "function") {
    if (typeof telugu !== "function") return fail("not a function");
    if (DATA_FUNCTIONS.has(path)) {
      expect((telugu as (n: number) => unknown)(1)).toEqual((english as (n: number) => unknown)(1));
      return;
    }
    const argsList = samplesFor(path);
    if (!argsList) return fail("no sample arguments in this test");
    argsList.forEach((args, index) =>
      walk(
        (english as (...a: unknown[]) => unknown)(...args),
        (telugu as (...a: unknown[]) => unknown)(...args),
        `${path}(#${index})`,
        problems,
      ),
    );
    return;
  }
  if (typeof english === "string") {
    if (typeof telugu !== "string") return fail("not a string");
    if (dataKey) {
      if (telugu !== english) fail(`data changed: ${JSON.stringify(telugu)}`);
      return;
    }
    const knownByLetters = KNOWN_BY_LETTERS.has(/^abbreviations\.([^.]+)\.long$/.exec(path)?.[1] ?? "");
    if (english.trim() !== "" && telugu.trim() === "" && !knownByLetters) fail("empty");
    const words = untranslatedWords(telugu);
    if (words.length > 0) fail(`English words ${words.join(", ")} in ${JSON.stringify(telugu)}`);
    return;
  }
  if (english instanceof RegExp) {
    if (!(telugu instanceof RegExp) || telugu.source !== english.source) fail("pattern changed");
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(telugu)) return fail("not a list");
    if (telugu.length !== english.length)
      return fail(`${telugu.length} items, English has ${english.length}`);
    english.forEach((item, index) => {
      const id = (value: unknown) =>
        value && typeof value === "object" && "id" in value ? value.id : undefined;
      if (id(item) !== id(telugu[index])) fail(`item ${index} has id ${String(id(telugu[index]))}`);
      walk(item, telugu[index], `${path}[${index}]`, problems, dataKey);
    });
    return;
  }
  if (english !== null && typeof english === "object") {
    if (telugu === null || typeof telugu !== "object") return fail("not an object");
    const keys = (value: object) =>
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k]) => k)
        .sort();
    // A Telugu plural needs no "s": the catalogue may spell out a plural the English list leaves implicit,
    // and may name another wording of an expansion that its own texts use.
    const optional = ["longPlural", "saidAs"];
    const teluguKeys = keys(telugu).filter((k) => !optional.includes(k) || k in english);
    expect(teluguKeys, path).toEqual(keys(english));
    const carriesData = ["sourceUrl", "url", "short", "id"].some((k) => k in english);
    for (const k of keys(english)) {
      walk(
        (english as Record<string, unknown>)[k],
        (telugu as Record<string, unknown>)[k],
        path ? `${path}.${k}` : k,
        problems,
        carriesData && DATA_KEYS.has(k) ? k : "",
      );
    }
    return;
  }
  if (telugu !== english) fail(`data changed: ${String(telugu)} (English ${String(english)})`);
}

const catalogues = [
  ["page-text", enPageText, pageText],
  ["calculator-text", enCalculator, calculator],
  ["abbreviations", enAbbreviations, abbreviations],
  ["india", enIndia, india],
  ["state-schemes", enSchemes, schemes],
] as const;

describe("the Telugu words of the country pages' shared texts and the calculator", () => {
  for (const [name, english, telugu] of catalogues) {
    it(`${name}: every string Telugu and not empty, the data, lengths and ids the English module's`, () => {
      const problems: Problem[] = [];
      walk(english, telugu, "", problems);
      expect(problems).toEqual([]);
    });
  }

  it("spell out an abbreviation in Telugu at its first use on a page", () => {
    const page = createAbbreviationTracker(abbreviations);
    const text = page.spellOut("మీ CAS వచ్చాక IHS కట్టండి; తర్వాత CAS నంబర్ చూపించండి.");
    expect(text.match(/CAS \(/g)).toHaveLength(1);
    expect(untranslatedWords(text)).toEqual([]);
  });

  it("gloss an abbreviation once, with no brackets inside brackets, and none for tests known by their letters", () => {
    for (const entry of Object.values(abbreviations.abbreviations)) {
      expect(entry.long, entry.long).not.toMatch(/[()]/);
    }
    const page = createAbbreviationTracker(abbreviations);
    const text = page.spellOut(
      "ఇమ్మిగ్రేషన్ హెల్త్ సర్‌చార్జ్ (IHS) కట్టాలి; IELTS, TOEFL, PTE, GRE, GMAT స్కోర్లు, MBA సీటు, QS ర్యాంకు.",
    );
    expect(text).not.toMatch(/\([^)]*\(/);
    expect(text.match(/\(/g)).toHaveLength(2);
    expect(text).toContain(`QS (${abbreviations.abbreviations.QS.long})`);
    for (const short of KNOWN_BY_LETTERS) expect(text).not.toContain(`${short} (`);
  });

  it("join a case ending to a country name ending in a consonant with a zero-width non-joiner", () => {
    expect(pageText.countryPageText.heroTitle(countries[1] as Country)).toContain("ఐర్లాండ్\u200cలో");
    expect(pageText.countryPageText.heroTitle(countries[0] as Country)).toContain("యూకేలో");
  });

  it("put amounts before a postposition in the oblique case (₹20 లక్షల రుణాన్ని, ₹47.5 లక్షల నుంచి ₹58 లక్షల వరకు)", () => {
    const emi = pageText.countryPageText.emiPreview(
      formatInrShort(2_000_000),
      11,
      10,
      formatMoney(27_551, "INR"),
    );
    expect(emi).toMatch(/₹20\sలక్షల రుణాన్ని/);
    const range = calculator.calculatorText.rangeLabel(
      formatInrShort(4_750_000),
      formatInrShort(5_800_000),
      10,
    );
    expect(range).toMatch(/₹47\.5\sలక్షల నుంచి ₹58\sలక్షల వరకు/);
    expect(`${emi} ${range}`).not.toMatch(/లక్షలు (రుణ|నుంచి|వరకు)/);
  });

  it("call the UK's health surcharge a surcharge, not insurance", () => {
    expect(calculator.calculatorText.lines.ukHealthSurcharge).toMatch(/సర్‌చార్జ్/);
    expect(calculator.calculatorText.lines.ukHealthSurcharge).not.toMatch(/బీమా/);
    expect(calculator.calculatorText.groupNames.health).not.toMatch(/బీమా/);
  });

  it("write a page's In short box in Telugu, from the one builder given the Telugu words", () => {
    const facts = ukFactsOn("2026-11-27", teUkFacts, teFormat);
    const page = ukPageFor(facts, teUkPage, teFormat);
    const lines = inShortFor(facts, page.intakes, "2026-11-27", 118.5, pageText.inShortText, teFormat);
    expect(lines.map((line) => line.id)).toEqual(["cost", "funds", "work", "afterStudies", "intakes"]);
    for (const line of lines) {
      for (const text of [line.label, line.value, line.detail]) {
        expect(untranslatedWords(text), text).toEqual([]);
      }
    }
  });

  it("give every abbreviation a Telugu entry", () => {
    expect(Object.keys(abbreviations.abbreviations).sort()).toEqual(
      Object.keys(enAbbreviations.abbreviations).sort(),
    );
  });
});
