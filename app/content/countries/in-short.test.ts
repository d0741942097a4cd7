/** The "In short" model: its arithmetic, the Germany days-to-hours conversion and the post-study date rules. */
import { describe, expect, it } from "vitest";
import { canadaFacts } from "./canada/facts";
import { canadaPage } from "./canada/page";
import { exchangeRates } from "./exchange-rates";
import { formatFigure, formatInrRange } from "./format";
import { germanyFacts } from "./germany/facts";
import { germanyPage } from "./germany/page";
import {
  HOURS_PER_FULL_DAY,
  inShortFor,
  livingYearRange,
  postStudyWorkFor,
  tuitionRange,
  WEEKS_PER_YEAR,
  weeklyWorkHours,
  yearCostRange,
} from "./in-short";
import { irelandFacts } from "./ireland/facts";
import { irelandPage } from "./ireland/page";
import { addMonths } from "./schedule";
import type { CountryFactsBase, CountryPageContent, Figure } from "./types";
import { ukFacts, ukFactsOn } from "./uk/facts";
import { ukPage } from "./uk/page";
import { usaFacts } from "./usa/facts";
import { usaPage } from "./usa/page";

const countries: readonly [CountryFactsBase, CountryPageContent][] = [
  [ukFacts, ukPage],
  [usaFacts, usaPage],
  [canadaFacts, canadaPage],
  [germanyFacts, germanyPage],
  [irelandFacts, irelandPage],
];

describe("addMonths", () => {
  it.each([
    ["2026-11-24", 12, "2027-11-24"],
    ["2026-11-24", 2, "2027-01-24"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2024-01-31", 1, "2024-02-29"],
    ["2026-12-15", 0, "2026-12-15"],
    ["2025-06-30", 18, "2026-12-30"],
  ] as const)("%s plus %i months is %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe("post-study work for someone starting now", () => {
  const graduate = ukFactsOn("2026-11-24").figures.postStudyWork;
  const next = graduate.next;

  it("takes an announced change that is in force when the course ends", () => {
    expect(next).toBeDefined();
    const result = postStudyWorkFor(graduate, "2026-11-24", 12);
    expect(result.finishes).toBe("2027-11-24");
    expect(result.figure.value).toBe(next?.value);
    expect(result.changedOn).toBe(next?.effectiveFrom);
    expect(result.pending).toBeUndefined();
  });

  it("keeps today's value, and names the change ahead, when the course ends before it", () => {
    const result = postStudyWorkFor(graduate, "2026-03-01", 6);
    expect(result.finishes).toBe("2026-09-01");
    expect(result.figure.value).toBe(graduate.value);
    expect(result.changedOn).toBeUndefined();
    expect(result.pending?.value.value).toBe(next?.value);
    expect(result.pending?.from).toBe(next?.effectiveFrom);
  });

  it("counts a course that ends on the day of the change as under the new rule", () => {
    const result = postStudyWorkFor(graduate, "2026-01-01", 12);
    expect(result.finishes).toBe(next?.effectiveFrom);
    expect(result.figure.value).toBe(next?.value);
  });

  it("shows the new value with nothing announced once a build is past the change", () => {
    const later = ukFactsOn("2027-02-01").figures.postStudyWork;
    const result = postStudyWorkFor(later, "2027-02-01", 12);
    expect(result.figure.value).toBe(next?.value);
    expect(result.changedOn).toBeUndefined();
    expect(result.pending).toBeUndefined();
  });

  it("is what the UK box says, for a build before and after the change", () => {
    const before = inShortFor(ukFactsOn("2026-11-24"), ukPage.intakes, "2026-11-24");
    const line = before.find((entry) => entry.id === "afterStudies");
    expect(line?.value).toBe(formatFigure({ ...graduate, value: next?.value ?? 0 }));
    expect(line?.detail).toContain(formatFigure(graduate));
    const after = inShortFor(ukFactsOn("2027-02-01"), ukPage.intakes, "2027-02-01");
    expect(after.find((entry) => entry.id === "afterStudies")?.detail).not.toContain(formatFigure(graduate));
  });

  it("leaves a figure without an announced change as it is", () => {
    const permit = germanyFacts.figures.postStudyWork;
    const result = postStudyWorkFor(permit, "2026-11-24", 24);
    expect(result.figure).toEqual(permit);
    expect(result.pending).toBeUndefined();
  });
});

describe("work hours a week", () => {
  it("converts Germany's full days a year at a full working day over the year's weeks, rounded down", () => {
    const days = germanyFacts.figures.workDaysFull;
    const result = weeklyWorkHours(germanyFacts);
    expect(result.convertedFrom).toBe(days);
    expect(result.hours).toBe(Math.floor((days.value * HOURS_PER_FULL_DAY) / WEEKS_PER_YEAR));
    expect(result.hours * WEEKS_PER_YEAR).toBeLessThanOrEqual(days.value * HOURS_PER_FULL_DAY);
  });

  it("says in the box that Germany's figure is converted, and from what", () => {
    const line = inShortFor(germanyFacts, germanyPage.intakes, "2026-11-24").find((l) => l.id === "work");
    expect(line?.value).toContain(String(weeklyWorkHours(germanyFacts).hours));
    expect(line?.detail).toContain(formatFigure(germanyFacts.figures.workDaysFull));
    expect(line?.figures).toContain(germanyFacts.figures.workDaysFull);
  });

  it.each([ukFacts, usaFacts, canadaFacts, irelandFacts])(
    "takes $name's hours a week as they are",
    (facts) => {
      expect(weeklyWorkHours(facts)).toEqual({ hours: facts.figures.workHours.value });
    },
  );
});

describe.each(countries)("the box for %s", (facts, content) => {
  const rate = exchangeRates.inrPer[facts.currency];
  const lines = inShortFor(facts, content.intakes, "2026-11-24");

  it("has the five lines in order, each with a label and a value", () => {
    expect(lines.map((line) => line.id)).toEqual(["cost", "funds", "work", "afterStudies", "intakes"]);
    for (const line of lines) {
      expect(line.label.length).toBeGreaterThan(3);
      expect(line.value.length).toBeGreaterThan(3);
    }
  });

  it("gives the cost per year in rupees as tuition plus a year's living, for both levels", () => {
    const master = yearCostRange(facts, "pg");
    const tuition = tuitionRange(facts, "pg");
    const living = livingYearRange(facts);
    expect(master).toEqual({ min: tuition.min + living.min, max: tuition.max + living.max });
    const value = lines[0]?.value ?? "";
    expect(value).toContain(formatInrRange(master.min * rate, master.max * rate));
    const bachelor = yearCostRange(facts, "ug");
    expect(value).toContain(formatInrRange(bachelor.min * rate, bachelor.max * rate));
  });

  it("adds up the funds to show in rupees from the visa's rule", () => {
    const rule = facts.funds.toShow;
    const tuition = tuitionRange(facts, "pg");
    const extra = rule.plusTravel ? facts.costs.flightFromHyderabadInr : 0;
    const min = (rule.living.min + (rule.plusTuition ? tuition.min : 0)) * rate + extra;
    const max = (rule.living.max + (rule.plusTuition ? tuition.max : 0)) * rate + extra;
    expect(lines[1]?.value).toBe(formatInrRange(min, max));
    expect(lines[1]?.figures).toEqual(rule.figures);
  });

  it("cites the figures it rests on", () => {
    const cited: Figure[] = lines.flatMap((line) => [...line.figures]);
    expect(cited).toContain(facts.figures.postStudyWork);
  });

  it("starts the intakes with the main one", () => {
    expect(lines[4]?.value.startsWith(content.intakes[0]?.months ?? "?")).toBe(true);
  });
});

describe("the funds rules", () => {
  it("add the UK's months of living costs outside London and in London", () => {
    const f = ukFacts.figures;
    expect(ukFacts.funds.toShow.living).toEqual({
      min: f.maintenanceOutsideLondon.value * f.maintenanceMonthsCap.value,
      max: f.maintenanceLondon.value * f.maintenanceMonthsCap.value,
    });
  });

  it("take Germany's blocked account alone and Canada's amount for one person with the fare", () => {
    expect(germanyFacts.funds.toShow).toMatchObject({
      living: { min: germanyFacts.figures.proofOfFunds.value },
      plusTuition: false,
    });
    expect(canadaFacts.funds.toShow).toMatchObject({
      living: { min: canadaFacts.figures.proofOfFunds.value },
      plusTravel: true,
    });
  });

  it("estimate the US living part from the city bands, with no official figure behind it", () => {
    expect(usaFacts.funds.toShow.figures).toEqual([]);
    expect(usaFacts.funds.toShow.living).toEqual(livingYearRange(usaFacts));
  });
});
