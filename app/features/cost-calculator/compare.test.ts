import { describe, expect, it } from "vitest";
import { HOURS_PER_FULL_DAY, weeklyWorkHours } from "~/content/countries/in-short";
import { formatFigure, formatInrShort, formatLongDate, formatMoney } from "~/content/countries/format";
import { pages } from "~/content/pages";
import {
  addMonths,
  compareColumns,
  compareCourses,
  compareHref,
  defaultCompare,
  germanyWeeklyHours,
  postStudyWork,
  workWhileStudying,
} from "./compare";
import { calculatorCountries, countryCodes, factsFor } from "./countries";
import { calculate } from "./estimate";
import { defaultInput } from "./inputs";

const columns = compareColumns();

describe("the compare model", () => {
  it("offers each level with every usual course length of the five countries", () => {
    for (const code of countryCodes) {
      for (const level of ["ug", "pg", "phd"] as const) {
        const months = factsFor(code).costs.courseMonths[level];
        expect(compareCourses.map((course) => course.id)).toContain(`${level}-${months}`);
      }
    }
    expect(compareCourses.map((course) => course.id)).toContain(defaultCompare.course);
  });

  it("gives every country the calculator's estimate for each course, in lakh and in full", () => {
    expect(columns.map((column) => column.code)).toEqual(countryCodes);
    for (const column of columns) {
      for (const course of compareCourses) {
        const estimate = calculate({
          ...defaultInput,
          country: column.code,
          level: course.level,
          months: course.months,
        });
        const figures = column.costs[course.id]!;
        expect(figures.total.lakh).toBe(formatInrShort(estimate.total.inr));
        expect(figures.total.full).toBe(formatMoney(estimate.total.inr, "INR"));
        expect(figures.perYear.lakh).toBe(formatInrShort(estimate.perYear.inr));
        expect(figures.funds.full).toBe(formatMoney(estimate.funds.total.inr, "INR"));
        const query = new URL(figures.calculatorHref, "https://site").searchParams;
        expect(query.get("country") ?? defaultInput.country).toBe(column.code);
      }
    }
  });

  it("states work while studying in hours a week for every country", () => {
    for (const column of columns) expect(column.work).toMatch(/\d+ hours a week/);
  });

  it("converts Germany's days a year to hours a week and says how", () => {
    const germany = calculatorCountries.germany.figures;
    const weekly = germanyWeeklyHours();
    expect(weekly).toBe(weeklyWorkHours(calculatorCountries.germany).hours);
    const text = workWhileStudying("germany");
    expect(text).toContain(`${germany.workDaysFull.value} full days`);
    expect(text).toContain(`${germany.workDaysHalf.value} half days`);
    expect(text).toContain(`${weekly} hours a week`);
    expect(text).toContain(`${HOURS_PER_FULL_DAY} hours`);
  });

  it("takes intakes and the visa fee from the same facts as the country pages", () => {
    const uk = columns.find((column) => column.code === "uk")!;
    expect(uk.visaFee.local).toBe(formatFigure(calculatorCountries.uk.figures.studyVisaFee));
    expect(uk.intakes.length).toBeGreaterThan(1);
  });
});

describe("post-study work with its date rules", () => {
  const graduate = { ...calculatorCountries.uk.figures.postStudyWork };
  const master = compareCourses.find((course) => course.level === "pg")!;

  it("adds course months to a date", () => {
    expect(addMonths("2026-11-24", 12)).toBe("2027-11-24");
    expect(addMonths("2026-11-24", 2)).toBe("2027-01-24");
    expect(addMonths("2027-01-01", -6)).toBe("2026-07-01");
  });

  it("gives the rule in force when someone starting now graduates", () => {
    if (!graduate.next) return; // the change has taken effect: nothing scheduled any more
    const switchDay = graduate.next.effectiveFrom;
    const later = formatFigure({ ...graduate, value: graduate.next.value });
    const before = formatFigure(graduate);
    // Starting long before the change, graduating before it: today's value, the next one announced.
    expect(postStudyWork("uk", { ...master, months: 12 }, addMonths(switchDay, -24))).toMatch(
      new RegExp(`^${before}; ${later}`),
    );
    // Graduating after the change: the next value, with the date.
    const after = postStudyWork("uk", { ...master, months: 12 }, addMonths(switchDay, -6));
    expect(after.startsWith(later)).toBe(true);
    expect(after).toContain(formatLongDate(switchDay));
  });

  it("uses each country's own rule for the level", () => {
    const bachelor = compareCourses.find((course) => course.level === "ug")!;
    const phd = compareCourses.find((course) => course.level === "phd")!;
    const ireland = calculatorCountries.ireland.figures;
    expect(postStudyWork("ireland", bachelor)).toContain(formatFigure(ireland.postStudyWorkLevel8));
    expect(postStudyWork("uk", phd)).toContain(formatFigure(calculatorCountries.uk.figures.postStudyWorkPhd));
    expect(postStudyWork("usa", master)).toContain(
      formatFigure(calculatorCountries.usa.figures.stemOptExtension),
    );
  });
});

describe("compareHref", () => {
  it("opens /compare with the calculator's country first, its level and length", () => {
    const href = compareHref({ country: "germany", level: "pg", months: 24 });
    const url = new URL(href, "https://site");
    expect(url.pathname).toBe(pages.compare.path);
    expect(url.searchParams.getAll("country")).toEqual(["germany", "uk", "usa"]);
    expect(url.searchParams.get("course")).toBe("pg-24");
  });

  it("falls back to the level's usual length when the compare page does not offer it", () => {
    const url = new URL(compareHref({ country: "uk", level: "pg", months: 18 }), "https://site");
    expect(url.searchParams.getAll("country")).toEqual(["uk", "usa", "canada"]);
    expect(url.searchParams.get("course")).toBe(defaultCompare.course);
  });
});
