import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculate } from "./estimate";
import { type CalculatorInput, defaultInput } from "./inputs";
import { calculatorHref } from "./href";
import { changeInput, parseQuery, toQuery } from "./query";

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe("parseQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(defaultInput);
  });

  it.each([
    { query: "country=canada", expected: { country: "canada" } },
    { query: "country=mars", expected: { country: "uk" } },
    { query: "country=uk&city=london", expected: { city: "london" } },
    { query: "country=uk&city=toronto", expected: { city: null } },
    { query: "level=phd", expected: { level: "phd" } },
    { query: "level=diploma", expected: { level: "pg" } },
    { query: "months=18", expected: { months: 18 } },
    { query: "months=1000", expected: { months: 72 } },
    { query: "months=abc", expected: { months: null } },
    { query: "tuition=-5", expected: { tuition: 0 } },
    { query: "tuition=", expected: { tuition: null } },
    { query: "fx=117.256", expected: { fx: 117.26 } },
    { query: "hours=15&wage=11.5", expected: { hours: 15, wage: 11.5 } },
    { query: "family=2.6", expected: { family: 3 } },
    { query: "from=vga&trip=return", expected: { from: "vga", trip: "return" } },
    { query: "from=del", expected: { from: "hyd" } },
    { query: "vif=0", expected: { integrityFee: false } },
    {
      query: "mode=capitalised&rate=9.5&tenure=15&grace=12&slab=20",
      expected: { loanMode: "capitalised", loanRate: 9.5, loanYears: 15, graceMonths: 12, taxSlab: 20 },
    },
    { query: "slab=17", expected: { taxSlab: 30 } },
    { query: "mode=balloon", expected: { loanMode: "simple" } },
  ])("$query", ({ query, expected }) => {
    expect(parse(query)).toMatchObject(expected);
  });
});

describe("toQuery", () => {
  it("writes nothing for the defaults and only what changed otherwise", () => {
    expect(toQuery(defaultInput).toString()).toBe("");
    expect(toQuery({ ...defaultInput, country: "germany", hours: 10 }).toString()).toBe(
      "country=germany&hours=10",
    );
  });

  it("round-trips: a shared URL gives back the same inputs and the same estimate", () => {
    const shared: CalculatorInput = {
      ...defaultInput,
      country: "canada",
      city: "other",
      level: "ug",
      months: 36,
      tuition: 31_500,
      living: "studio",
      family: 2,
      from: "vtz",
      trip: "return",
      fx: 61.25,
      loan: 3_500_000,
      loanMode: "capitalised",
    };
    const back = parseQuery(new URLSearchParams(toQuery(shared).toString()));
    expect(back).toEqual(shared);
    expect(calculate(back).total.inr).toBe(calculate(shared).total.inr);
  });

  it("round-trips any valid input (property test)", () => {
    const arbitraryInput = fc.record({
      country: fc.constantFrom("uk", "usa", "canada", "germany", "ireland" as const),
      level: fc.constantFrom("ug", "pg", "phd" as const),
      months: fc.option(fc.integer({ min: 6, max: 72 }), { nil: null }),
      tuition: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
      hours: fc.integer({ min: 0, max: 40 }),
      living: fc.constantFrom("shared", "studio" as const),
      trip: fc.constantFrom("oneway", "return" as const),
      integrityFee: fc.boolean(),
      loan: fc.integer({ min: 0, max: 20_000_000 }),
      loanMode: fc.constantFrom("full", "simple", "capitalised" as const),
      taxSlab: fc.constantFrom(0, 5, 10, 20, 30),
    });
    fc.assert(
      fc.property(arbitraryInput, (patch) => {
        const value = { ...defaultInput, ...patch };
        expect(parseQuery(toQuery(value))).toEqual(value);
      }),
    );
  });
});

describe("changeInput", () => {
  it("resets the country's own choices when the country changes", () => {
    const uk = {
      ...defaultInput,
      city: "outside",
      tuition: 19_000,
      months: 18,
      deposit: 2_000,
      fx: 120,
      hours: 10,
    };
    expect(changeInput(uk, { country: "germany" })).toMatchObject({
      country: "germany",
      city: null,
      tuition: null,
      months: null,
      deposit: 0,
      fx: null,
      hours: 10,
    });
  });

  it("resets the band, tuition and length when the level changes, and the tuition when the band does", () => {
    const current = {
      ...defaultInput,
      country: "usa" as const,
      band: "private",
      tuition: 50_000,
      months: 20,
    };
    expect(changeInput(current, { level: "ug" })).toMatchObject({
      level: "ug",
      band: null,
      tuition: null,
      months: null,
    });
    expect(changeInput(current, { band: "public" })).toMatchObject({
      band: "public",
      tuition: null,
      months: 20,
    });
    expect(changeInput(current, { tuition: 48_000 })).toMatchObject({ tuition: 48_000, band: "private" });
  });
});

it("links the country pages to the calculator preset to their country", () => {
  expect(calculatorHref("/cost-calculator", "ireland")).toBe("/cost-calculator?country=ireland");
  expect(parse("country=ireland").country).toBe("ireland");
});
