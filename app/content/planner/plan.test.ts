import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { planner as te } from "~/words/te/planner";
import { findProseFigures } from "../prose-scan";
import { calendarFile } from "./calendar";
import { countryPlans } from "./countries";
import { addDays, addMonths, daysBetween, isIsoDate, localToday } from "./dates";
import { plannerData } from "./index";
import {
  countryPlanOf,
  intakeChoices,
  leadOn,
  parseIntake,
  planFor,
  upcomingIntakes,
  type Intake,
} from "./plan";
import { plannerRulesIn } from "./rules";
import type { IsoDate, LeadTime, PlannerData } from "./types";
import { plannerText } from "./words";

const uk = countryPlanOf(plannerData, "uk");
const intake = (key: string, today: IsoDate = "2026-11-27"): Intake => parseIntake(uk, key, today)!;
const dateOf = (plan: ReturnType<typeof planFor>, id: string) => plan.steps.find((step) => step.id === id);

describe("calendar arithmetic", () => {
  it("counts days across month ends and leap days", () => {
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysBetween("2027-05-04", "2027-06-01")).toBe(28);
  });

  it("clamps a month counted back to the month's last day", () => {
    expect(addMonths("2028-05-31", -3)).toBe("2028-02-29");
    expect(addMonths("2027-05-31", -3)).toBe("2027-02-28");
    expect(addMonths("2027-01-31", -2)).toBe("2026-11-30");
    expect(addMonths("2027-09-01", -12)).toBe("2026-09-01");
  });

  it("reads only real dates, and a browser's day in its own time zone", () => {
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(localToday(new Date(2027, 0, 5, 23, 59))).toBe("2027-01-05");
  });
});

describe("intakes", () => {
  it("offers a country's next intakes after the given day", () => {
    expect(upcomingIntakes(uk, "2026-11-27").map((i) => i.key)).toEqual([
      "2027-01",
      "2027-09",
      "2028-01",
      "2028-09",
    ]);
    // On an intake's first day it has started: the next one leads.
    expect(upcomingIntakes(uk, "2027-01-01")[0]!.key).toBe("2027-09");
    const germany = countryPlanOf(plannerData, "germany");
    expect(upcomingIntakes(germany, "2026-11-27", 2).map((i) => [i.id, i.start])).toEqual([
      ["summer", "2027-04-01"],
      ["winter", "2027-10-01"],
    ]);
    expect(upcomingIntakes(countryPlanOf(plannerData, "canada"), "2027-02-10", 3).map((i) => i.id)).toEqual([
      "may",
      "september",
      "january",
    ]);
  });

  it("reads a shared link's intake only when it is one of the country's, near the day", () => {
    expect(intake("2027-09")).toEqual({ id: "september", key: "2027-09", start: "2027-09-01" });
    expect(parseIntake(uk, "2027-08", "2026-11-27")).toBeUndefined();
    expect(parseIntake(uk, "2027-9", "2026-11-27")).toBeUndefined();
    expect(parseIntake(uk, "2040-09", "2026-11-27")).toBeUndefined();
    expect(parseIntake(uk, null, "2026-11-27")).toBeUndefined();
    expect(parseIntake(countryPlanOf(plannerData, "usa"), "2027-08", "2026-11-27")?.id).toBe("fall");
  });

  it("puts a chosen past intake before the next ones in the form", () => {
    const past = intake("2026-09");
    expect(intakeChoices(uk, "2026-11-27", past).map((i) => i.key)).toEqual([
      "2026-09",
      "2027-01",
      "2027-09",
      "2028-01",
      "2028-09",
    ]);
  });
});

describe("the steps of a timeline", () => {
  it("counts the UK's steps back from the intake, with the official figures where they apply", () => {
    const plan = planFor(plannerData, "uk", intake("2027-09"), "2026-11-27");
    expect(Object.fromEntries(plan.steps.map((step) => [step.id, step.date]))).toEqual({
      englishTest: "2026-11-01",
      applications: "2026-12-01",
      offers: "2027-03-01",
      visaEarliest: "2027-03-01",
      deposit: "2027-04-01",
      cas: "2027-05-01",
      // 28 days of funds before the visa application's day (GOV.UK's rule).
      fundsHeld: "2027-05-04",
      visaApply: "2027-06-01",
      travelEarliest: "2027-08-01",
      travel: "2027-08-25",
    });
    expect(plan.steps.map((step) => step.date)).toEqual([...plan.steps.map((step) => step.date)].sort());
    expect(dateOf(plan, "visaEarliest")!.rule?.key).toBe("ukVisaEarliest");
    expect(dateOf(plan, "fundsHeld")!.rule?.lead.value).toBe(28);
    expect(dateOf(plan, "visaApply")!.rule).toBeUndefined();
    expect(dateOf(plan, "visaApply")!.facts.map((fact) => fact.key)).toEqual(["ukDecision"]);
  });

  it("counts the USA's earliest visa and entry days with the State Department's 365 and 30 days", () => {
    const usa = countryPlanOf(plannerData, "usa");
    const plan = planFor(plannerData, "usa", parseIntake(usa, "2027-08", "2026-11-27")!, "2026-11-27");
    expect(dateOf(plan, "visaEarliest")!.date).toBe("2026-08-01");
    expect(dateOf(plan, "visaEarliest")!.status).toBe("open");
    expect(dateOf(plan, "travelEarliest")!.date).toBe("2027-07-02");
    expect(dateOf(plan, "visaAppointment")!.askUs).toBe(true);
  });

  it("counts Ireland's earliest visa day from the day of travel, across a month end", () => {
    const ireland = countryPlanOf(plannerData, "ireland");
    const plan = planFor(
      plannerData,
      "ireland",
      parseIntake(ireland, "2028-01", "2026-11-27")!,
      "2026-11-27",
    );
    expect(dateOf(plan, "travel")!.date).toBe("2027-12-18");
    expect(dateOf(plan, "visaEarliest")!.date).toBe("2027-09-18");
    // Six months of statements before the visa application (1 November).
    expect(dateOf(plan, "bankStatements")!.date).toBe("2027-05-01");
  });

  it("marks deadlines passed on the given day late, and earliest days reached open", () => {
    const plan = planFor(plannerData, "uk", intake("2027-09"), "2027-06-15");
    const status = Object.fromEntries(plan.steps.map((step) => [step.id, step.status]));
    expect(status).toMatchObject({
      englishTest: "late",
      cas: "late",
      fundsHeld: "late",
      visaApply: "late",
      visaEarliest: "open",
      travelEarliest: "upcoming",
      travel: "upcoming",
    });
    expect(plan.started).toBe(false);
    // The deadline's own day is not late yet.
    expect(dateOf(planFor(plannerData, "uk", intake("2027-09"), "2027-06-01"), "visaApply")!.status).toBe(
      "upcoming",
    );
    const started = planFor(plannerData, "uk", intake("2027-09"), "2027-09-01");
    expect(started.started).toBe(true);
    expect(started.steps.filter((step) => step.kind === "by").every((step) => step.status === "late")).toBe(
      true,
    );
  });

  it("counts with an announced figure for a step whose day falls on or after the day it takes effect", () => {
    const base: LeadTime = {
      label: "test",
      value: 6,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: "https://www.gov.uk/student-visa",
      sourceName: "GOV.UK",
      verifiedOn: "2026-11-27",
      next: { value: 3, effectiveFrom: "2027-05-01" },
    };
    expect(leadOn(base, "2027-09-01")).toMatchObject({
      date: "2027-06-01",
      lead: { value: 3, effectiveFrom: "2027-05-01" },
    });
    expect(leadOn(base, "2027-08-01")).toMatchObject({ date: "2027-05-01", lead: { value: 3 } });
    expect(leadOn(base, "2027-07-31")).toMatchObject({ date: "2027-01-31", lead: { value: 6 } });
    const data: PlannerData = { ...plannerData, rules: { ...plannerData.rules, ukVisaEarliest: base } };
    expect(dateOf(planFor(data, "uk", intake("2027-09"), "2026-11-27"), "visaEarliest")!.date).toBe(
      "2027-06-01",
    );
    expect(dateOf(planFor(data, "uk", intake("2027-01"), "2026-11-27"), "visaEarliest")!.date).toBe(
      "2026-07-01",
    );
  });

  it("has no step counted from itself or from a missing step, in every country", () => {
    for (const country of countryPlans) {
      const next = upcomingIntakes(country, "2026-11-27")[0]!;
      const plan = planFor(plannerData, country.code, next, "2026-11-27");
      expect(plan.steps).toHaveLength(country.steps.length);
      for (const step of plan.steps) expect(isIsoDate(step.date)).toBe(true);
    }
  });
});

describe("the official figures", () => {
  const officialHosts = /^https:\/\/(www\.)?(gov\.uk|travel\.state\.gov|irishimmigration\.ie|canada\.ca)\//;

  it("carry one evidence date, an official page, and a secondary page where the official one was not read", () => {
    for (const [key, rule] of Object.entries(plannerData.rules)) {
      expect(Boolean(rule.verifiedOn) !== Boolean(rule.unreadOn), key).toBe(true);
      expect(rule.sourceUrl, key).toMatch(officialHosts);
      if (rule.unreadOn) expect(rule.secondary, key).toBeDefined();
    }
  });

  it("are the country pages' own figures where those exist", () => {
    expect(plannerData.rules.ukFundsHeld.value).toBe(28);
    expect(plannerData.rules.usaVisaEarliest.value).toBe(365);
    expect(plannerData.rules.usaEntryEarliest.value).toBe(30);
  });

  it("take the Telugu edition's words", () => {
    expect(plannerRulesIn(te).ukVisaEarliest.sourceName).toBe(te.sources.ukStudentVisa);
  });
});

describe("the calendar file", () => {
  it("has one all-day event per step, on the step's day, in the edition's words", () => {
    const plan = planFor(plannerData, "uk", intake("2027-09"), "2027-06-15");
    const file = calendarFile(
      plan,
      plannerText,
      "September 2027 intake",
      "https://example.org/planner?country=uk&intake=2027-09",
    );
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(plan.steps.length);
    expect(file).toContain("DTSTART;VALUE=DATE:20270301");
    expect(file).toContain("DTEND;VALUE=DATE:20270302");
    expect(file).toMatch(/BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/);
    expect(file).toContain("UID:planner-uk-2027-09-visaApply@example.org");
  });
});

describe("the timeline's words and data", () => {
  const root = join(import.meta.dirname, "..", "..", "..");
  const files = [
    "app/content/planner/countries.ts",
    "app/content/planner/rules.ts",
    "app/content/planner/plan.ts",
    "app/words/en/planner.ts",
    "app/words/te/planner.ts",
    "app/sections/planner/plan-view.tsx",
    "app/sections/planner/plan-form.tsx",
    "app/islands/planner-island.tsx",
  ];

  it("hold no figure, date, year or age typed into prose", () => {
    const hits = files.flatMap((file) =>
      findProseFigures(readFileSync(join(root, file), "utf8"), file).map((hit) => `${file}: ${hit.match}`),
    );
    expect(hits).toEqual([]);
  });
});
