/**
 * Rules every official figure must meet: its own source and dates, an official source wherever one
 * exists, and scheduled changes that switch on their date. These check rules and arithmetic, never
 * wording, and never the calendar: the tests run on a fixed day (BUILD_DATE in vitest.config.ts), and a
 * figure that has aged is reported by `npm run figures -- check` and the build, never failed here
 * (docs/country-data.md).
 */
import { describe, expect, it } from "vitest";
import { calculate } from "~/features/cost-calculator/estimate";
import { defaultInput } from "~/features/cost-calculator/inputs";
import { canadaFacts } from "./canada/facts";
import { lastCheckedOn } from "./evidence";
import { exchangeRates } from "./exchange-rates";
import { formatFigure, formatLongDate } from "./format";
import { germanyFacts, germanyFactsOn } from "./germany/facts";
import { irelandFacts } from "./ireland/facts";
import { buildDate, figuresInForce, inForceOn } from "./schedule";
import {
  ageInDays,
  allFigures,
  changesDueWithin,
  endPassedUnchecked,
  staleFigures,
  WARN_AFTER_DAYS,
} from "./staleness";
import type { CountryFactsBase, Figure, IsoDate } from "./types";
import { ukFacts, ukFactsOn } from "./uk/facts";
import { ukPageFor } from "./uk/page";
import { usaFacts, usaFactsOn } from "./usa/facts";
import { usaPageFor } from "./usa/page";

/**
 * A figure's check or a rate's date may not lie in the future. Compared with the real clock on purpose:
 * a date that is past stays past, so this can never start failing as time goes on.
 */
const realToday = new Date().toISOString().slice(0, 10) as IsoDate;
const figures = allFigures(buildDate);
const countries: readonly CountryFactsBase[] = [ukFacts, usaFacts, canadaFacts, germanyFacts, irelandFacts];

function isRealDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/**
 * Hosts of official pages: governments, their agencies and statutory bodies. A figure whose source is
 * elsewhere must be on the allow-list below with the reason no official page is cited.
 */
const officialHosts = [
  "gov.uk",
  "canada.ca",
  "state.gov",
  "uscis.gov",
  "ice.gov",
  "congress.gov",
  "govinfo.gov",
  "federalregister.gov",
  "dhs.gov",
  "auswaertiges-amt.de",
  "diplo.de",
  "make-it-in-germany.com",
  "baden-wuerttemberg.de",
  "bmas.de",
  "irishimmigration.ie",
  "citizensinformation.ie",
  "gov.ie",
  "incometax.gov.in",
  "incometaxindia.gov.in",
];

/** Figures whose source is not a government page, each with the reason. */
const nonOfficialSources: Record<string, string> = {
  "germany.healthInsuranceMonthly":
    "Statutory insurers set their own additional rate; TK's page is the issuer's own table for its members.",
  "germany.studentRateAgeLimit":
    "The statutory insurer states the age limit of the student rate on its members' page; no government page was read.",
  "germany.careSurchargeAge":
    "The statutory insurer states the age of the care surcharge in its contribution table; no government page was read.",
  "germany.semesterContribution":
    "Each university sets it; DAAD (publicly funded) publishes the usual range.",
  "germany.tumTuitionBachelor":
    "A public university sets its own fee under Bavarian law; its page is the source.",
  "germany.tumTuitionMaster":
    "A public university sets its own fee under Bavarian law; its page is the source.",
};

function isOfficial(url: string): boolean {
  const host = new URL(url).hostname;
  return officialHosts.some((official) => host === official || host.endsWith(`.${official}`));
}

describe.each(figures)("%s", (name, figure) => {
  it("was checked on a real day, not in the future", () => {
    const checkedOn = lastCheckedOn(figure);
    expect(isRealDate(checkedOn), `${checkedOn} is a date`).toBe(true);
    expect(ageInDays(checkedOn, realToday), "checked in the future").toBeGreaterThanOrEqual(0);
  });

  it("has a source, a label and valid dates", () => {
    expect(figure.sourceUrl).toMatch(/^https:\/\//);
    expect(figure.sourceName.length).toBeGreaterThan(3);
    expect(figure.label.length).toBeGreaterThan(3);
    expect(Number.isFinite(figure.value)).toBe(true);
    if (figure.max !== undefined) expect(figure.max).toBeGreaterThan(figure.value);
    if (figure.effectiveFrom !== null) expect(isRealDate(figure.effectiveFrom)).toBe(true);
    if (figure.secondary) expect(figure.secondary.url).toMatch(/^https:\/\//);
    if (figure.next) {
      expect(isRealDate(figure.next.effectiveFrom)).toBe(true);
      expect(figure.next.effectiveFrom > buildDate, "a past change is shown as the value in force").toBe(
        true,
      );
    }
  });

  it("cites an official page, or says on the allow-list why not", () => {
    if (isOfficial(figure.sourceUrl)) {
      expect(
        nonOfficialSources[name],
        `${name} is official now: remove it from the allow-list`,
      ).toBeUndefined();
    } else {
      expect(
        nonOfficialSources[name],
        `${name} cites ${figure.sourceUrl}: cite the official page`,
      ).toBeDefined();
    }
  });

  it("keeps a secondary source only beside an official one", () => {
    if (figure.secondary) expect(isOfficial(figure.secondary.url)).toBe(false);
  });

  it("backs a figure whose official page could not be read with a report of its value", () => {
    if (figure.unreadOn) expect(figure.secondary, `${name} needs a report of its value`).toBeDefined();
  });
});

describe("the evidence rule", () => {
  it("reads an official page for all its figures or for none on one day: a page either loaded that day or it did not", () => {
    // A page read on one day may fail to load on another (the timeline's rules were tried after the
    // country pages' figures were read): the states must agree within one day.
    const byPageAndDay = new Map<string, Set<string>>();
    for (const [, figure] of figures) {
      const key = `${figure.sourceUrl} on ${lastCheckedOn(figure)}`;
      const states = byPageAndDay.get(key) ?? new Set<string>();
      states.add(figure.verifiedOn ? "read" : "unread");
      byPageAndDay.set(key, states);
    }
    const mixed = [...byPageAndDay].filter(([, states]) => states.size > 1).map(([key]) => key);
    expect(mixed).toEqual([]);
  });
});

describe("the staleness rules", () => {
  const figure = (verifiedOn: IsoDate): [string, Figure] => [
    "x.fee",
    { ...ukFacts.figures.studyVisaFee, verifiedOn, unreadOn: undefined },
  ];

  it("counts days between dates", () => {
    expect(ageInDays("2025-11-21", "2026-11-22")).toBe(366);
    expect(ageInDays("2026-11-22", "2026-11-22")).toBe(0);
  });

  it("reports the figures checked more than 180 days ago, oldest first", () => {
    const checked = [figure("2026-05-26"), figure("2026-05-25"), figure("2025-11-21")];
    const stale = staleFigures(checked, "2026-11-22", WARN_AFTER_DAYS);
    expect(stale).toHaveLength(2);
    expect(stale[0]).toContain("2025-11-21");
    expect(stale[1]).toContain("2026-05-25");
  });

  it("reports the scheduled changes due within a window, soonest first", () => {
    const base = ukFacts.figures.studyVisaFee;
    const changing = (name: string, effectiveFrom: IsoDate): [string, Figure] => [
      name,
      { ...base, next: { value: base.value + 1, effectiveFrom } },
    ];
    const due = changesDueWithin(
      [
        changing("late", "2027-03-01"),
        changing("soon", "2026-12-01"),
        changing("past", "2026-11-01"),
        figure("2026-05-26"),
      ],
      "2026-11-22",
      60,
    );
    expect(due).toHaveLength(1);
    expect(due[0]).toMatch(/^soon: .*2026-12-01 \(in 9 days\)/);
  });

  it("uses no shared verification date: figures carry their own", () => {
    const dates = new Set(figures.map(([, figure]) => figure.verifiedOn));
    expect(dates.size).toBeGreaterThan(1);
  });
});

describe("scheduled changes", () => {
  const graduate = ukFactsOn("2026-11-23").figures.postStudyWork;

  it("keep the value in force before the date and announce the next one", () => {
    expect(graduate.next?.effectiveFrom).toBe("2027-01-01");
    const before = inForceOn(graduate, "2026-12-31");
    expect(before.value).toBe(graduate.value);
    expect(before.next).toBeDefined();
  });

  it("switch by themselves on the date", () => {
    const after = inForceOn(graduate, "2027-01-01");
    expect(after.value).toBe(graduate.next?.value);
    expect(after.effectiveFrom).toBe("2027-01-01");
    expect(after.next).toBeUndefined();
    expect(figuresInForce({ graduate }, "2027-06-01").graduate.value).toBe(graduate.next?.value);
  });

  it("switch the page built after the date: the key fact rests on the new value with nothing announced", () => {
    const before = ukPageFor(ukFactsOn("2026-11-23")).keyFacts[0]?.figure;
    const after = ukPageFor(ukFactsOn("2027-01-02")).keyFacts[0]?.figure;
    expect(before?.next?.value).toBe(after?.value);
    expect(after?.next).toBeUndefined();
    expect(ukPageFor(ukFactsOn("2027-01-02")).promise).toContain(formatFigure(after as Figure));
  });

  it("switch the calculator's default wage when Germany's minimum wage changes", () => {
    const wage = germanyFacts.figures.minimumWage;
    const later = germanyFactsOn("2027-01-01");
    expect(later.figures.minimumWage.value).toBe(wage.next?.value ?? wage.value);
    expect(later.costs.typicalHourlyWage).toBe(later.figures.minimumWage.value);
  });
});

describe("the calculator's defaults", () => {
  it("start part-time pay at the legal minimum wherever the site has one", () => {
    for (const country of countries) {
      const minimum = (country.figures as Record<string, Figure | undefined>).minimumWage;
      if (!minimum) continue;
      const estimate = calculate({ ...defaultInput, country: country.code, hours: 10 });
      expect(estimate.input.wage).toBe(minimum.value);
    }
  });
});

describe.each(countries)("$name planning estimates", (country) => {
  it("were reviewed on a real day, not in the future", () => {
    expect(isRealDate(country.costs.reviewedOn)).toBe(true);
    expect(ageInDays(country.costs.reviewedOn, realToday)).toBeGreaterThanOrEqual(0);
  });

  it("have tuition bands with min ≤ typical ≤ max for every level", () => {
    for (const bands of Object.values(country.costs.tuition)) {
      for (const band of bands) {
        expect(band.annual.min).toBeLessThanOrEqual(band.annual.typical);
        expect(band.annual.typical).toBeLessThanOrEqual(band.annual.max);
      }
    }
  });

  it("have unique city bands with shared rooms cheaper than studios", () => {
    const ids = country.costs.cityBands.map((band) => band.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const band of country.costs.cityBands) {
      expect(band.monthlyLiving.shared).toBeLessThan(band.monthlyLiving.studio);
    }
  });
});

describe("exchange rates", () => {
  it("carry a real, past date, a source and a positive rate for every currency", () => {
    expect(isRealDate(exchangeRates.date)).toBe(true);
    expect(ageInDays(exchangeRates.date, realToday)).toBeGreaterThanOrEqual(0);
    expect(["ecb", "indicative"]).toContain(exchangeRates.source);
    for (const rate of Object.values(exchangeRates.inrPer)) expect(rate).toBeGreaterThan(0);
  });
});

describe("a rule with an end (the H-1B payment)", () => {
  const before = usaFactsOn("2026-09-20").figures.h1bNewPetitionFee;
  const after = usaFactsOn("2026-09-21").figures.h1bNewPetitionFee;

  it("applies until its end, and says so", () => {
    expect(before.sunset?.passed).toBeUndefined();
    expect(before.indicative).toBeUndefined();
    const page = usaPageFor(usaFactsOn("2026-09-20"));
    const h1bPoint = page.why.find((point) => point.figures?.some((figure) => figure.label === before.label));
    expect(h1bPoint?.text).toContain(formatLongDate(before.sunset!.on));
  });

  it("is marked from its end on: whether it was extended is unconfirmed, and the value stays shown", () => {
    expect(after.sunset?.passed).toBe(true);
    expect(after.value).toBe(before.value);
    expect(after.indicative).toContain(formatLongDate(after.sunset!.on));
  });

  it("is listed for re-checking once its end passes without a later check", () => {
    const checkedBefore: Figure = { ...after, verifiedOn: "2026-09-01", unreadOn: undefined };
    expect(endPassedUnchecked(checkedBefore, "2026-09-21")).toBe(true);
    expect(staleFigures([["usa.h1b", checkedBefore]], "2026-09-21", WARN_AFTER_DAYS)).toHaveLength(1);
    const checkedAfter: Figure = { ...checkedBefore, verifiedOn: "2026-09-22" };
    expect(endPassedUnchecked(checkedAfter, "2026-10-01")).toBe(false);
  });
});

describe("a scheduled value announced on a page that could not be read", () => {
  it("carries that page's evidence once it takes effect", () => {
    const graduate = ukFactsOn("2027-01-01").figures.postStudyWork;
    expect(graduate.value).toBe(18);
    expect(graduate.verifiedOn).toBeUndefined();
    expect(graduate.unreadOn).toBeDefined();
  });
});
