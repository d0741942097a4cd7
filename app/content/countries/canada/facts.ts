/**
 * Canada: official figures (each with its source and dates) and planning estimates. Their words (labels,
 * source names, notes) come from the edition's catalogue, app/words/<language>/countries/canada.ts
 * (docs/decisions/0009-words-apart-from-logic.md).
 */
import type { WordsOf } from "~/words/types";
import type * as en from "~/words/en/countries/canada";
import { facts as editionWords } from "~words/countries/canada";
import { formatLongDate } from "~words/countries/format";
import type { CountryFormat } from "../format";
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

/** The words of Canada's facts in one language. */
export type CanadaFactWords = WordsOf<typeof en.facts>;

/** A page of the Government of Canada's "Study in Canada" section, by its path in that section. */
const studyInCanada = (page: string) =>
  new URL(page, "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/").href;
const PGWP_ELIGIBILITY_URL = studyInCanada("work/after-graduation/eligibility.html");

const PGWP_URL = studyInCanada("work/after-graduation/about.html");

/** Days the page names that no figure carries as its own date. */
export const canadaRuleDates = {
  /** The Student Direct Stream closed (the day the off-campus limit became 24 hours a week). */
  sdsClosedOn: "2024-11-08",
} as const satisfies Record<string, IsoDate>;

/**
 * IRCC's release of 25 November 2025 on the study permit cap of the calendar year 2026 and the attestation
 * letter rule from 1 January 2026. Its address is the one IRCC's news pages use; the page could not be read
 * on the day below, so the page says so and cites a newspaper's report of each value beside it
 * (docs/country-data.md, "The evidence rule").
 */
const CAP_2026_URL =
  "https://www.canada.ca/en/immigration-refugees-citizenship/news/2025/11/2026-provincial-and-territorial-allocations-under-the-international-student-cap.html";
const CAP_2026_UNREAD: IsoDate = "2026-11-27";
/** The cap is set for one calendar year: from the next one the page says it was that year's and asks to re-check. */
const CAP_2026_YEAR = { effectiveFrom: "2026-01-01", sunset: { on: "2027-01-01" } } as const;

const FEES_URL = "https://ircc.canada.ca/english/information/fees/result.asp?lob=sp&canada=inside&cat=temp";
const FUNDS_URL = studyInCanada("study-permit/get-documents/financial-support.html");

/** Canada's figures, with their words in one language. */
function figuresIn(w: CanadaFactWords, format: Pick<CountryFormat, "formatLongDate">) {
  const FEES_NAME = w.sources.fees;
  const FUNDS_NAME = w.sources.funds;
  const PGWP_LANGUAGE_FROM: IsoDate = "2024-11-01";
  const PGWP_RULES = w.notes.pgwpRules(format.formatLongDate(PGWP_LANGUAGE_FROM));
  const PGWP = { url: PGWP_URL, name: w.sources.pgwp };
  const CAP_2026 = { url: CAP_2026_URL, name: w.sources.cap2026 };
  /** Reports the 2026 totals of IRCC's release (Hindustan Times, 27 November 2025). */
  const CAP_2026_TOTALS = {
    url: "https://www.hindustantimes.com/world-news/canada-projects-7-decrease-in-permits-issued-to-foreign-students-next-year-101764221322598.html",
    name: w.sources.capReport,
  };
  /** Reports the release's targets by group, among them master's and doctoral students at public institutions. */
  const CAP_2026_GROUPS = {
    url: "https://www.visahq.com/news/2025-11-25/ca/ircc-releases-2026-study-permit-cap-and-provincial-allocations",
    name: w.sources.capGroupsReport,
  };
  /** A target of the 2026 cap, from IRCC's release (which could not be read: see above). */
  const capTarget = (label: string, value: number, secondary: { url: string; name: string }): Figure => ({
    label,
    value,
    unit: "study permits",
    ...CAP_2026_YEAR,
    sourceUrl: CAP_2026.url,
    sourceName: CAP_2026.name,
    secondary,
    unreadOn: CAP_2026_UNREAD,
  });

  /** Living-cost funds to show (outside Quebec) by the number of people coming, on or after 1 Sep 2025. */
  const funds = (people: number, value: number): Figure => ({
    label: w.figures.livingFunds(people),
    value,
    unit: "CAD",
    per: "year",
    effectiveFrom: "2025-09-01",
    sourceUrl: FUNDS_URL,
    sourceName: FUNDS_NAME,
    verifiedOn: "2026-11-22",
  });

  return {
    studyVisaFee: {
      label: w.figures.studyVisaFee,
      value: 150,
      unit: "CAD",
      per: "application",
      effectiveFrom: null,
      sourceUrl: FEES_URL,
      sourceName: FEES_NAME,
      verifiedOn: "2026-11-22",
    },
    biometricsFee: {
      label: w.figures.biometricsFee,
      value: 85,
      unit: "CAD",
      per: "person",
      effectiveFrom: null,
      sourceUrl: FEES_URL,
      sourceName: FEES_NAME,
      verifiedOn: "2026-11-22",
    },
    biometricsFamilyMax: {
      label: w.figures.biometricsFamilyMax,
      value: 170,
      unit: "CAD",
      per: "application",
      effectiveFrom: null,
      sourceUrl: FEES_URL,
      sourceName: FEES_NAME,
      verifiedOn: "2026-11-22",
    },
    proofOfFunds: funds(1, 22895),
    proofOfFunds2: funds(2, 28502),
    proofOfFunds3: funds(3, 35040),
    proofOfFunds4: funds(4, 42543),
    workHours: {
      label: w.figures.workHours,
      value: 24,
      unit: "hours per week",
      effectiveFrom: "2024-11-08",
      sourceUrl: studyInCanada("work/work-off-campus.html"),
      sourceName: w.sources.workOffCampus,
      secondary: {
        url: "https://www.mondaq.com/canada/general-immigration/1549786/international-students-allowed-to-work-off-campus-up-to-24-hours-per-week",
        name: w.sources.workOffCampusMondaq,
      },
      verifiedOn: "2026-11-22",
    },
    postStudyWork: {
      label: w.figures.postStudyWork,
      value: 36,
      unit: "months",
      effectiveFrom: "2024-02-15",
      sourceUrl: PGWP.url,
      sourceName: PGWP.name,
      secondary: {
        url: "https://www.cicnews.com/2024/02/masters-students-are-now-eligible-for-a-3-year-work-permit-0242928.html",
        name: w.sources.cicNews,
      },
      verifiedOn: "2026-11-22",
    },
    pgwpMinProgramme: {
      label: w.figures.pgwpMinProgramme,
      value: 8,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: PGWP.url,
      sourceName: PGWP.name,
      verifiedOn: "2026-11-22",
    },
    pgwpLongProgramme: {
      label: w.figures.pgwpLongProgramme,
      value: 24,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: PGWP.url,
      sourceName: PGWP.name,
      verifiedOn: "2026-11-22",
    },
    pgwpLanguageUniversity: {
      label: w.figures.pgwpLanguageUniversity,
      value: 7,
      unit: "CLB level",
      effectiveFrom: PGWP_LANGUAGE_FROM,
      sourceUrl: PGWP_ELIGIBILITY_URL,
      sourceName: w.sources.pgwpEligibility,
      secondary: {
        url: "https://www.businesstoday.in/nri/study/story/foreign-students-face-new-language-rules-in-canada-but-some-get-exemptions-this-is-what-changes-for-indians-468236-2025-03-18",
        name: w.sources.businessToday,
      },
      verifiedOn: "2026-11-22",
      indicative: PGWP_RULES,
    },
    pgwpLanguageCollege: {
      label: w.figures.pgwpLanguageCollege,
      value: 5,
      unit: "CLB level",
      effectiveFrom: PGWP_LANGUAGE_FROM,
      sourceUrl: PGWP_ELIGIBILITY_URL,
      sourceName: w.sources.pgwpEligibility,
      verifiedOn: "2026-11-22",
      indicative: PGWP_RULES,
    },
    studyPermitCap: capTarget(w.figures.studyPermitCap, 408000, CAP_2026_TOTALS),
    studyPermitCapNew: capTarget(w.figures.studyPermitCapNew, 155000, CAP_2026_TOTALS),
    studyPermitCapGraduate: capTarget(w.figures.studyPermitCapGraduate, 49000, CAP_2026_GROUPS),
  } satisfies Record<string, Figure>;
}

/** Canada's data as it stands on `today`, in the words and formats given (the edition's by default). */
export function canadaFactsOn(
  today: IsoDate,
  w: CanadaFactWords = editionWords,
  // Named formatters rather than the whole module, so an island that shows the facts carries only these.
  format: Pick<CountryFormat, "formatLongDate"> = { formatLongDate },
) {
  const f = figuresInForce(figuresIn(w, format), today);
  return {
    code: "canada",
    name: w.name,
    shortName: w.shortName,
    inSentence: w.inSentence,
    currency: "CAD",
    flag: "CA",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands: [
        { id: "major", label: w.cityBands.major, monthlyLiving: { shared: 1700, studio: 2400 } },
        { id: "other", label: w.cityBands.other, monthlyLiving: { shared: 1300, studio: 1800 } },
      ],
      tuition: {
        ug: [
          {
            id: "university",
            label: w.tuition.ugUniversity,
            annual: { min: 28000, max: 50000, typical: 38000 },
          },
        ],
        pg: [
          {
            id: "university",
            label: w.tuition.pgUniversity,
            annual: { min: 20000, max: 45000, typical: 30000 },
          },
          {
            id: "college",
            label: w.tuition.pgCollege,
            annual: { min: 15000, max: 22000, typical: 18000 },
          },
        ],
        phd: [
          {
            id: "university",
            label: w.tuition.phdUniversity,
            annual: { min: 8000, max: 25000, typical: 15000 },
          },
        ],
      },
      courseMonths: { ug: 48, pg: 24, phd: 48 },
      insurance: {
        label: w.insurance.label,
        perYear: 900,
        note: w.insurance.note,
      },
      extras: [
        {
          id: "medical-exam",
          label: w.extras.medicalExam.label,
          amount: 6000,
          currency: "INR",
          note: w.extras.medicalExam.note,
        },
        {
          id: "accommodation-deposit",
          label: w.extras.accommodationDeposit.label,
          amount: 1000,
          currency: "CAD",
          note: w.extras.accommodationDeposit.note,
        },
      ],
      flightFromHyderabadInr: 85000,
      typicalHourlyWage: 17,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor: w.funds.holdFor,
      explanation: w.funds.explanation,
      toShow: {
        living: { min: f.proofOfFunds.value, max: f.proofOfFunds.value },
        figures: [f.proofOfFunds],
        plusTuition: true,
        plusTravel: true,
      },
    },
  } as const satisfies CountryFactsBase;
}

export const canadaFacts = canadaFactsOn(buildDate);
