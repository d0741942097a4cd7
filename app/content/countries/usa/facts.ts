/**
 * United States: official figures (each with its source and dates) and planning estimates. The words
 * (labels, notes, the names of the sources) are the edition's (app/words/<language>/countries/usa.ts);
 * `usaFactsOn` takes another language's words and formatters in a test
 * (docs/decisions/0009-words-apart-from-logic.md).
 */
import * as editionFormat from "~words/countries/format";
import { usaFacts as editionWords } from "~words/countries/usa";
import type { WordsOf } from "~/words/types";
import type { CountryFormat } from "../format";
import { buildDate, figuresInForce, MONTHS_A_YEAR } from "../schedule";
import type { CityBand, CountryFactsBase, Figure, IsoDate, LivingStyle, Source } from "../types";

/** The day the current visa application (MRV) fees took effect. */
const VISA_FEE_FROM: IsoDate = "2023-06-17";

/** Days the page and the notes name that no figure carries as its own date. */
export const usaRuleDates = {
  /** The other start date some sources give for the visa application fee of June 2023. */
  visaFeeOtherStart: "2023-05-30",
  /** The visa integrity fee was signed into law. */
  integrityFeeSignedOn: "2025-07-04",
  /** USCIS guidance on the H-1B proclamation (the payment and a change of status inside the US). */
  h1bGuidanceOn: "2025-10-20",
  /** A Federal Register notice said the visa integrity fee would be collected only after a later notice. */
  integrityFeeNoticeOn: "2025-07-22",
  /** F, M and J visa applicants were told to set their social-media profiles to public. */
  publicProfilesFrom: "2025-06-18",
  /** Interview waivers ended for almost all visa applicants, students included. */
  interviewWaiversEndedOn: "2025-09-02",
  /** DHS proposed a fixed period of admission for students instead of "duration of status". */
  fixedAdmissionProposedOn: "2025-08-28",
  /** Its final rule cleared White House review; its publication could not be confirmed. */
  fixedAdmissionClearedOn: "2026-06-17",
  /** The day the rules above, and the pages that could not be read below, were last looked at. */
  rulesCheckedOn: "2026-11-27",
} as const satisfies Record<string, IsoDate>;

/**
 * The pages behind the rules the page names that carry no figure (docs/country-data.md, "The evidence
 * rule"): the official page where one could be read, else a report that was.
 */
export function usaRuleSourcesIn(w: UsaFactsWords) {
  return {
    fixedAdmission: { url: "https://www.federalregister.gov/d/2025-16554", name: w.sources.fixedAdmission },
    interviewWaivers: {
      url: "https://www.visaverge.com/23/interview-waiver-update-new-nonimmigrant-visa-rules-effective-sept-2-2025",
      name: w.sources.interviewWaivers,
    },
    publicProfiles: {
      url: "https://tandslaw.com/state-department-to-resume-processing-of-f-1-m-1-and-j-1-visa-applications-close-scrutiny-of-applicants-social-media-accounts-expected",
      name: w.sources.publicProfiles,
    },
  } as const satisfies Record<string, Source>;
}

/** The figures with a language's words (their labels, notes and the names of their sources). */
function figuresIn(w: UsaFactsWords, formatLongDate: CountryFormat["formatLongDate"]) {
  const STUDENT_VISA = {
    url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
    name: w.sources.studentVisa,
  };
  const HARVARD = {
    url: "https://www.hio.harvard.edu/news/f-1-student-visa-applications",
    name: w.sources.harvard,
  };
  return {
    studyVisaFee: {
      label: w.figures.studyVisaFee.label,
      value: 185,
      unit: "USD",
      per: "application",
      effectiveFrom: VISA_FEE_FROM,
      sourceUrl:
        "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
      sourceName: w.sources.visaFees,
      verifiedOn: "2026-11-22",
      indicative: w.figures.studyVisaFee.indicative(
        formatLongDate(usaRuleDates.visaFeeOtherStart),
        formatLongDate(VISA_FEE_FROM),
      ),
    },
    visitorVisaFee: {
      label: w.figures.visitorVisaFee.label,
      value: 185,
      unit: "USD",
      per: "application",
      effectiveFrom: VISA_FEE_FROM,
      sourceUrl:
        "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
      sourceName: w.sources.visaFees,
      verifiedOn: "2026-11-22",
    },
    sevisFee: {
      label: w.figures.sevisFee.label,
      value: 350,
      unit: "USD",
      per: "application",
      effectiveFrom: "2019-06-24",
      sourceUrl:
        "https://www.ice.gov/news/releases/new-increased-fees-international-students-exchange-visitors-sevp-certified-schools",
      sourceName: w.sources.sevpFees,
      verifiedOn: "2026-11-22",
    },
    visaIntegrityFee: {
      label: w.figures.visaIntegrityFee.label,
      value: 250,
      unit: "USD",
      per: "application",
      effectiveFrom: null,
      // The law's text; the fee is not on the State Department's fee page while it is not collected.
      sourceUrl: "https://www.congress.gov/bill/119th-congress/house-bill/1/text",
      sourceName: w.sources.integrityLaw,
      secondary: {
        url: "https://www.nafsa.org/regulatory-information/budget-law-imposes-nonimmigrant-visa-integrity-fee",
        name: w.sources.nafsa,
      },
      unreadOn: usaRuleDates.rulesCheckedOn,
      indicative: w.figures.visaIntegrityFee.indicative(
        formatLongDate(usaRuleDates.integrityFeeSignedOn),
        formatLongDate(usaRuleDates.integrityFeeNoticeOn),
      ),
    },
    visaIssueDaysBefore: {
      label: w.figures.visaIssueDaysBefore.label,
      value: 365,
      unit: "days",
      effectiveFrom: "2023-02-01",
      sourceUrl: STUDENT_VISA.url,
      sourceName: STUDENT_VISA.name,
      secondary: HARVARD,
      verifiedOn: "2026-11-22",
    },
    entryDaysBefore: {
      label: w.figures.entryDaysBefore.label,
      value: 30,
      unit: "days",
      effectiveFrom: null,
      sourceUrl: STUDENT_VISA.url,
      sourceName: STUDENT_VISA.name,
      secondary: HARVARD,
      verifiedOn: "2026-11-22",
    },
    workHours: {
      label: w.figures.workHours.label,
      value: 20,
      unit: "hours per week",
      effectiveFrom: null,
      sourceUrl: "https://studyinthestates.dhs.gov/students/work",
      sourceName: w.sources.studyInTheStates,
      secondary: {
        url: "https://library.gettysburg.edu/offices/international-student-services/accepted-students/employment",
        name: w.sources.gettysburg,
      },
      verifiedOn: "2026-11-22",
    },
    postStudyWork: {
      label: w.figures.postStudyWork.label,
      value: 12,
      unit: "months",
      effectiveFrom: null,
      sourceUrl:
        "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students",
      sourceName: w.sources.uscisOpt,
      verifiedOn: "2026-11-22",
    },
    stemOptExtension: {
      label: w.figures.stemOptExtension.label,
      value: 24,
      unit: "months",
      effectiveFrom: "2016-05-10",
      sourceUrl:
        "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-extension-for-stem-students-stem-opt",
      sourceName: w.sources.uscisStemOpt,
      verifiedOn: "2026-11-22",
    },
    h1bNewPetitionFee: {
      label: w.figures.h1bNewPetitionFee.label,
      value: 100000,
      unit: "USD",
      per: "application",
      effectiveFrom: "2025-09-21",
      sourceUrl: "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations",
      sourceName: w.sources.uscisH1b,
      secondary: {
        url: "https://www.mondaq.com/unitedstates/work-visas/1696370/uscis-update-to-the-h-1b-proclamation-regarding-the-%24100000-payment",
        name: w.sources.mondaq,
      },
      verifiedOn: "2026-11-23",
      // Proclamation 10973 restricts entry for 12 months from 21 September 2025 unless it is extended.
      sunset: {
        on: "2026-09-21",
        source: {
          url: "https://www.govinfo.gov/content/pkg/FR-2025-09-24/html/2025-18601.htm",
          name: w.sources.proclamation,
        },
      },
    },
  } satisfies Record<string, Figure>;
}

export type UsaFactsWords = WordsOf<typeof editionWords>;

/** The USA's data as it stands on `today`. */
export function usaFactsOn(
  today: IsoDate,
  words: UsaFactsWords = editionWords,
  format: CountryFormat = editionFormat,
) {
  const inForce = figuresInForce(figuresIn(words, format.formatLongDate), today);
  const h1b = inForce.h1bNewPetitionFee;
  // Once its end has passed, the payment is shown as it was, marked: whether it was extended is unconfirmed.
  const f = {
    ...inForce,
    h1bNewPetitionFee:
      h1b.sunset?.passed === true
        ? { ...h1b, indicative: words.figures.h1bNewPetitionFee.ended(format.formatLongDate(h1b.sunset.on)) }
        : h1b,
  };
  const cityBands = [
    {
      id: "high",
      label: words.cityBands.high,
      monthlyLiving: { shared: 1800, studio: 2800 },
    },
    { id: "average", label: words.cityBands.average, monthlyLiving: { shared: 1200, studio: 1700 } },
  ] as const satisfies readonly CityBand[];
  /** A year of living costs, the part of the I-20's cost of attendance that is not tuition (our estimate). */
  const livingYear = (style: LivingStyle) =>
    cityBands.map((band) => band.monthlyLiving[style] * MONTHS_A_YEAR);
  return {
    code: "usa",
    name: words.name,
    shortName: words.shortName,
    inSentence: words.inSentence,
    currency: "USD",
    flag: "US",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands,
      tuition: {
        ug: [
          {
            id: "public",
            label: words.tuition.public,
            annual: { min: 25000, max: 45000, typical: 32000 },
          },
          { id: "private", label: words.tuition.private, annual: { min: 40000, max: 65000, typical: 52000 } },
        ],
        pg: [
          {
            id: "public",
            label: words.tuition.public,
            annual: { min: 20000, max: 40000, typical: 28000 },
          },
          { id: "private", label: words.tuition.private, annual: { min: 35000, max: 60000, typical: 45000 } },
        ],
        phd: [
          {
            id: "funded",
            label: words.tuition.funded,
            annual: { min: 0, max: 5000, typical: 0 },
          },
          {
            id: "unfunded",
            label: words.tuition.unfunded,
            annual: { min: 20000, max: 50000, typical: 30000 },
          },
        ],
      },
      courseMonths: { ug: 48, pg: 24, phd: 60 },
      insurance: {
        label: words.insurance.label,
        perYear: 2500,
        note: words.insurance.note,
      },
      extras: [
        {
          id: "accommodation-deposit",
          label: words.deposit.label,
          amount: 800,
          currency: "USD",
          note: words.deposit.note,
        },
      ],
      flightFromHyderabadInr: 80000,
      typicalHourlyWage: 12,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor: words.holdFor,
      explanation: words.explanation,
      toShow: {
        living: { min: Math.min(...livingYear("shared")), max: Math.max(...livingYear("studio")) },
        figures: [],
        plusTuition: true,
        plusTravel: false,
      },
    },
  } as const satisfies CountryFactsBase;
}

export const usaFacts = usaFactsOn(buildDate);
