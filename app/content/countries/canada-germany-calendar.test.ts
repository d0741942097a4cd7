/**
 * Canada's and Germany's pages on different days: every date, year and age they name comes from data, the
 * 2026 study permit cap says it was 2026's once that year is over, and the FAQ asks about the build date's
 * year. The days are fixed here, never the clock (docs/country-data.md).
 */
import { describe, expect, it } from "vitest";
import { page as canadaWords } from "~words/countries/canada";
import { page as germanyWords } from "~words/countries/germany";
import { canadaFactsOn, canadaRuleDates } from "./canada/facts";
import { canadaPageFor } from "./canada/page";
import { formatDate, formatFigure, formatLongDate, groupDigits } from "./format";
import { germanyFactsOn, germanyRuleDates, winterSemesterOf } from "./germany/facts";
import { germanyPageFor } from "./germany/page";
import type { IsoDate } from "./types";

const canadaOn = (day: IsoDate) => canadaPageFor(canadaFactsOn(day), canadaWords, undefined, day);
const germanyOn = (day: IsoDate) => germanyPageFor(germanyFactsOn(day), germanyWords, undefined, day);

describe("Canada's study permit cap", () => {
  const f = canadaFactsOn("2026-11-27").figures;
  const cap = [f.studyPermitCap, f.studyPermitCapNew, f.studyPermitCapGraduate];
  const year = "2026";
  const words = canadaWords.visa.steps.pal;

  it("is set for the calendar year: in force from 1 January, lapsing on the next 1 January", () => {
    for (const figure of cap) {
      expect(figure.effectiveFrom).toBe("2026-01-01");
      expect(figure.sunset?.on).toBe("2027-01-01");
      expect(figure.unit).toBe("study permits");
    }
    expect(f.studyPermitCapNew.value + f.studyPermitCapGraduate.value).toBeLessThan(f.studyPermitCap.value);
  });

  it("says its official release could not be read and cites a report of each value", () => {
    for (const figure of cap) {
      expect(figure.unreadOn).toBeDefined();
      expect(figure.verifiedOn).toBeUndefined();
      expect(figure.secondary?.url).toMatch(/^https:\/\//);
    }
  });

  it("is shown beside the PAL rule, with its figures cited there and in the changes list", () => {
    const page = canadaOn("2026-11-27");
    const pal = page.visa.steps.find((step) => step.title === words.title);
    const capText = words.cap(
      year,
      formatFigure(f.studyPermitCap),
      groupDigits(f.studyPermitCapNew.value),
      groupDigits(f.studyPermitCapGraduate.value),
    );
    expect(pal?.text).toContain(capText);
    expect(pal?.text).toContain(formatLongDate("2026-01-01"));
    expect(pal?.figures).toEqual(cap);
    expect(page.changes.map((change) => change.figure)).toContainEqual(f.studyPermitCap);
    expect(page.changes.find((change) => change.figure?.value === f.studyPermitCap.value)?.date).toBe(
      formatDate("2026-01-01"),
    );
  });

  it("says from 2027 that it was the cap for 2026, and asks to check the current one", () => {
    const before = canadaOn("2026-12-31").visa.steps.find((step) => step.title === words.title)?.text;
    const after = canadaOn("2027-01-02").visa.steps.find((step) => step.title === words.title)?.text;
    const ended = words.capEnded(
      year,
      formatFigure(f.studyPermitCap),
      groupDigits(f.studyPermitCapNew.value),
    );
    expect(before).not.toContain(ended);
    expect(after).toContain(ended);
  });

  it("dates the changes list and the FAQ from the figures and the rule dates", () => {
    const page = canadaOn("2026-11-27");
    expect(page.changes.map((change) => change.date)).toEqual(
      [f.studyPermitCap, f.studyPermitCapGraduate, f.proofOfFunds, f.workHours].map((figure) =>
        formatDate(figure.effectiveFrom!),
      ),
    );
    const gic = page.faq.find((entry) => entry.question === canadaWords.faq.gic.question);
    expect(gic?.answer).toBe(canadaWords.faq.gic.answer(formatLongDate(canadaRuleDates.sdsClosedOn)));
  });
});

describe("Germany's calendar", () => {
  const f = germanyFactsOn("2026-11-27").figures;

  it("asks the FAQ about the build date's year, so it is right on 1 January", () => {
    expect(germanyOn("2026-12-31").faq[0]?.question).toBe(germanyWords.faq.blockedAccount.question("2026"));
    expect(germanyOn("2027-01-01").faq[0]?.question).toBe(germanyWords.faq.blockedAccount.question("2027"));
  });

  it("dates the changes list from the figures: TUM's from its first winter semester", () => {
    const page = germanyOn("2026-11-27");
    const tum = winterSemesterOf(f.tumTuitionMaster.effectiveFrom!);
    expect(tum).toEqual({ from: "2024", to: "25" });
    expect(page.changes.map((change) => change.date)).toEqual([
      formatDate(f.healthInsuranceMonthly.effectiveFrom!),
      germanyWords.changes.tum.date(tum.from, tum.to),
      formatDate(f.proofOfFunds.effectiveFrom!),
      formatDate(f.workDaysFull.effectiveFrom!),
    ]);
  });

  it("writes a winter semester across the turn of a century", () => {
    expect(winterSemesterOf("2099-10-01")).toEqual({ from: "2099", to: "00" });
  });

  it("takes the student insurance's age limit from a figure of its own", () => {
    expect(f.studentRateAgeLimit.unit).toBe("years");
    const insurance = germanyOn("2026-11-27").visa.steps.find(
      (step) => step.title === germanyWords.visa.steps.insurance.title,
    );
    expect(insurance?.text).toBe(
      germanyWords.visa.steps.insurance.text(
        formatFigure(f.healthInsuranceMonthly),
        f.studentRateAgeLimit.value,
      ),
    );
    expect(insurance?.figures).toContainEqual(f.studentRateAgeLimit);
  });

  it("says the planned rise of the blocked account is not in force, with the amount that applies and a dated report", () => {
    const planned = winterSemesterOf(germanyRuleDates.bafogRisePlannedFrom);
    const point = germanyOn("2026-11-27").proofOfFunds.points.find(
      (p) => p.title === germanyWords.proofOfFunds.plannedRise.title,
    );
    expect(point?.text).toBe(
      germanyWords.proofOfFunds.plannedRise.text(
        planned.from,
        planned.to,
        formatLongDate(germanyRuleDates.bafogRiseLastReportedOn),
        formatFigure({ ...f.proofOfFunds, per: undefined }),
      ),
    );
    expect(point?.link?.url).toMatch(/^https:\/\//);
    expect(point?.figures).toEqual([f.proofOfFunds]);
    expect(f.proofOfFunds.verifiedOn).toBeDefined();
  });
});
