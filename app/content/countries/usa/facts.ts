/** United States: official figures (each with its source and dates) and planning estimates. */
import { formatLongDate } from "../format";
import { buildDate, figuresInForce, MONTHS_A_YEAR } from "../schedule";
import type { CityBand, CountryFactsBase, Figure, IsoDate, LivingStyle } from "../types";

const STUDENT_VISA = {
  url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
  name: "U.S. Department of State: Student visa",
};
const HARVARD = {
  url: "https://www.hio.harvard.edu/news/f-1-student-visa-applications",
  name: "Harvard International Office: F-1 visa applications",
};

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
} as const satisfies Record<string, IsoDate>;

const figures = {
  studyVisaFee: {
    label: "F-1 visa application (MRV) fee",
    value: 185,
    unit: "USD",
    per: "application",
    effectiveFrom: VISA_FEE_FROM,
    sourceUrl:
      "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
    sourceName: "U.S. Department of State: Fees for Visa Services",
    verifiedOn: "2026-11-22",
    indicative: `Sources differ on the start date (${formatLongDate(usaRuleDates.visaFeeOtherStart)} or ${formatLongDate(VISA_FEE_FROM)}); the amount is the same.`,
  },
  visitorVisaFee: {
    label: "B1/B2 visitor and business visa (MRV) fee",
    value: 185,
    unit: "USD",
    per: "application",
    effectiveFrom: VISA_FEE_FROM,
    sourceUrl:
      "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
    sourceName: "U.S. Department of State: Fees for Visa Services",
    verifiedOn: "2026-11-22",
  },
  sevisFee: {
    label: "SEVIS I-901 fee (F and M students)",
    value: 350,
    unit: "USD",
    per: "application",
    effectiveFrom: "2019-06-24",
    sourceUrl:
      "https://www.ice.gov/news/releases/new-increased-fees-international-students-exchange-visitors-sevp-certified-schools",
    sourceName: "U.S. Immigration and Customs Enforcement: SEVP fees",
    verifiedOn: "2026-11-22",
  },
  visaIntegrityFee: {
    label: "Visa integrity fee (per issued visa, refundable only on strict compliance)",
    value: 250,
    unit: "USD",
    per: "application",
    effectiveFrom: null,
    sourceUrl:
      "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
    sourceName: "U.S. Department of State: Fees for Visa Services",
    secondary: {
      url: "https://www.nafsa.org/regulatory-information/budget-law-imposes-nonimmigrant-visa-integrity-fee",
      name: "NAFSA: Visa integrity fee",
    },
    verifiedOn: "2026-11-22",
    indicative: `Signed into law on ${formatLongDate(usaRuleDates.integrityFeeSignedOn)} (students and visitors), but when it will be collected was unclear; check with the U.S. embassy.`,
  },
  visaIssueDaysBefore: {
    label: "Earliest an F-1 visa can be issued before the I-20 start date",
    value: 365,
    unit: "days",
    effectiveFrom: "2023-02-01",
    sourceUrl: STUDENT_VISA.url,
    sourceName: STUDENT_VISA.name,
    secondary: HARVARD,
    verifiedOn: "2026-11-22",
  },
  entryDaysBefore: {
    label: "Earliest entry before the programme start date (days)",
    value: 30,
    unit: "days",
    effectiveFrom: null,
    sourceUrl: STUDENT_VISA.url,
    sourceName: STUDENT_VISA.name,
    secondary: HARVARD,
    verifiedOn: "2026-11-22",
  },
  workHours: {
    label: "On-campus work while classes are in session",
    value: 20,
    unit: "hours per week",
    effectiveFrom: null,
    sourceUrl: "https://studyinthestates.dhs.gov/students/work",
    sourceName: "Study in the States (DHS): working as an F-1 student",
    secondary: {
      url: "https://library.gettysburg.edu/offices/international-student-services/accepted-students/employment",
      name: "Gettysburg College: F-1 employment",
    },
    verifiedOn: "2026-11-22",
  },
  postStudyWork: {
    label: "Optional Practical Training (OPT) after graduating",
    value: 12,
    unit: "months",
    effectiveFrom: null,
    sourceUrl:
      "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students",
    sourceName: "USCIS: OPT for F-1 students",
    verifiedOn: "2026-11-22",
  },
  stemOptExtension: {
    label: "STEM OPT extension (E-Verify employer, Form I-983)",
    value: 24,
    unit: "months",
    effectiveFrom: "2016-05-10",
    sourceUrl:
      "https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-extension-for-stem-students-stem-opt",
    sourceName: "USCIS: STEM OPT extension",
    verifiedOn: "2026-11-22",
  },
  h1bNewPetitionFee: {
    label: "H-1B fee for new petitions for workers outside the US (not for an in-US F-1 to H-1B change)",
    value: 100000,
    unit: "USD",
    per: "application",
    effectiveFrom: "2025-09-21",
    sourceUrl: "https://www.uscis.gov/working-in-the-united-states/h-1b-specialty-occupations",
    sourceName: "USCIS: H-1B specialty occupations (proclamation guidance of 20 October 2025)",
    secondary: {
      url: "https://www.mondaq.com/unitedstates/work-visas/1696370/uscis-update-to-the-h-1b-proclamation-regarding-the-%24100000-payment",
      name: "Mondaq: USCIS update to the H-1B proclamation",
    },
    verifiedOn: "2026-11-23",
  },
} satisfies Record<string, Figure>;

/** The USA's data as it stands on `today`. */
export function usaFactsOn(today: IsoDate) {
  const f = figuresInForce(figures, today);
  const cityBands = [
    {
      id: "high",
      label: "High-cost city (New York, Boston, Bay Area)",
      monthlyLiving: { shared: 1800, studio: 2800 },
    },
    { id: "average", label: "Most university towns", monthlyLiving: { shared: 1200, studio: 1700 } },
  ] as const satisfies readonly CityBand[];
  /** A year of living costs, the part of the I-20's cost of attendance that is not tuition (our estimate). */
  const livingYear = (style: LivingStyle) =>
    cityBands.map((band) => band.monthlyLiving[style] * MONTHS_A_YEAR);
  return {
    code: "usa",
    name: "United States",
    shortName: "USA",
    inSentence: "the USA",
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
            label: "Public university (out-of-state fee)",
            annual: { min: 25000, max: 45000, typical: 32000 },
          },
          { id: "private", label: "Private university", annual: { min: 40000, max: 65000, typical: 52000 } },
        ],
        pg: [
          {
            id: "public",
            label: "Public university (out-of-state fee)",
            annual: { min: 20000, max: 40000, typical: 28000 },
          },
          { id: "private", label: "Private university", annual: { min: 35000, max: 60000, typical: 45000 } },
        ],
        phd: [
          {
            id: "funded",
            label: "Funded place (tuition waived with an assistantship)",
            annual: { min: 0, max: 5000, typical: 0 },
          },
          { id: "unfunded", label: "Unfunded place", annual: { min: 20000, max: 50000, typical: 30000 } },
        ],
      },
      courseMonths: { ug: 48, pg: 24, phd: 60 },
      insurance: {
        label: "University health insurance plan",
        perYear: 2500,
        note: "Indicative: most universities require their own plan or an equivalent; the price is set by each university.",
      },
      extras: [
        {
          id: "accommodation-deposit",
          label: "Accommodation deposit",
          amount: 800,
          currency: "USD",
          note: "Indicative: landlords usually ask for a deposit, often a month's rent.",
        },
      ],
      flightFromHyderabadInr: 80000,
      typicalHourlyWage: 12,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor:
        "Shown as liquid funds (bank letters, a loan sanction, a scholarship) for the first year, as the I-20 lists.",
      explanation:
        "The university's I-20 shows the first year's cost of attendance; you show funds that cover it. The calculator's figure is an estimate of that cost.",
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
