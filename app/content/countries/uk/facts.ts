/** United Kingdom: official figures (each with its source and dates) and planning estimates. */
import { formatFigure } from "../format";
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

const STUDENT_VISA = { url: "https://www.gov.uk/student-visa", name: "GOV.UK: Student visa" };
const MONEY = { url: "https://www.gov.uk/student-visa/money", name: "GOV.UK: Student visa, money you need" };
const ST_ANDREWS = {
  url: "https://www.st-andrews.ac.uk/study/support/international-students/moving-to-uk/information-student-visa/healthcare-surcharge/",
  name: "University of St Andrews: Healthcare surcharge",
};
/** Reports the maintenance rise of the statement of changes HC 1333 (11 November 2025). */
const HC1333_REPORT = {
  url: "https://www.visahq.com/news/2025-11-11/gb/student-visa-maintenance-funds-jump-today-as-new-financial-thresholds-take-effect",
  name: "VisaHQ: maintenance rise of 11 November 2025 (HC 1333)",
};
const HIGHER_OF_TWO = "Sources differ; we show the higher amount, which is safe to hold.";

/** Days of rule changes the page names that no figure carries as its own date. */
export const ukRuleDates = {
  /** Students on taught postgraduate courses starting on or after this day cannot bring dependants. */
  dependantsRuleFrom: "2024-01-01",
} as const satisfies Record<string, IsoDate>;

const figures = {
  studyVisaFee: {
    label: "Student visa fee (applying from outside the UK)",
    value: 524,
    unit: "GBP",
    per: "application",
    effectiveFrom: "2025-04-09",
    sourceUrl: "https://www.gov.uk/student-visa",
    sourceName: "GOV.UK: Student visa",
    verifiedOn: "2026-11-22",
  },
  ihsPerYear: {
    label: "Immigration Health Surcharge, student rate",
    value: 776,
    unit: "GBP",
    per: "year",
    effectiveFrom: "2024-02-06",
    sourceUrl: "https://www.gov.uk/healthcare-immigration-application",
    sourceName: "GOV.UK: Pay for UK healthcare",
    verifiedOn: "2026-11-22",
  },
  ihsMonthsBeforeCourse: {
    label: "Visa length before the course starts (IHS is charged on it)",
    value: 1,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: STUDENT_VISA.url,
    sourceName: STUDENT_VISA.name,
    secondary: ST_ANDREWS,
    verifiedOn: "2026-11-22",
  },
  ihsMonthsAfterLongCourse: {
    label: "Visa length after a course of a year or more",
    value: 4,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: STUDENT_VISA.url,
    sourceName: STUDENT_VISA.name,
    secondary: ST_ANDREWS,
    verifiedOn: "2026-11-22",
  },
  ihsMonthsAfterShortCourse: {
    label: "Visa length after a course of over half a year but under a year",
    value: 2,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: STUDENT_VISA.url,
    sourceName: STUDENT_VISA.name,
    secondary: ST_ANDREWS,
    verifiedOn: "2026-11-22",
  },
  maintenanceLondon: {
    label: "Living-cost funds to show, studying in London",
    value: 1529,
    unit: "GBP",
    per: "month",
    effectiveFrom: "2025-11-11",
    sourceUrl: MONEY.url,
    sourceName: MONEY.name,
    secondary: HC1333_REPORT,
    verifiedOn: "2026-11-23",
    indicative: HIGHER_OF_TWO,
    conflict: { value: 1483, source: { ...MONEY, name: `${MONEY.name} (copy we could check)` } },
  },
  maintenanceOutsideLondon: {
    label: "Living-cost funds to show, studying outside London",
    value: 1171,
    unit: "GBP",
    per: "month",
    effectiveFrom: "2025-11-11",
    sourceUrl: MONEY.url,
    sourceName: MONEY.name,
    secondary: HC1333_REPORT,
    verifiedOn: "2026-11-23",
    indicative: HIGHER_OF_TWO,
    conflict: { value: 1136, source: { ...MONEY, name: `${MONEY.name} (copy we could check)` } },
  },
  maintenanceMonthsCap: {
    label: "Months of living costs to show (at most)",
    value: 9,
    unit: "months",
    effectiveFrom: "2025-01-02",
    sourceUrl: "https://www.gov.uk/student-visa/money",
    sourceName: "GOV.UK: Student visa, money you need",
    verifiedOn: "2026-11-22",
  },
  fundsHeldDays: {
    label: "Days the money must be held (consecutive)",
    value: 28,
    unit: "days",
    effectiveFrom: null,
    sourceUrl: "https://www.gov.uk/student-visa/money",
    sourceName: "GOV.UK: Student visa, money you need",
    verifiedOn: "2026-11-22",
  },
  fundsWindowDays: {
    label: "The holding period must end no more than this long before the application",
    value: 31,
    unit: "days",
    effectiveFrom: null,
    sourceUrl: MONEY.url,
    sourceName: MONEY.name,
    verifiedOn: "2026-11-22",
  },
  workHours: {
    label: "Work allowed in term time (degree level)",
    value: 20,
    unit: "hours per week",
    effectiveFrom: null,
    sourceUrl: STUDENT_VISA.url,
    sourceName: STUDENT_VISA.name,
    secondary: {
      url: "https://www.bath.ac.uk/guides/working-with-your-student-visa/",
      name: "University of Bath: Working with your Student visa",
    },
    verifiedOn: "2026-11-22",
  },
  postStudyWork: {
    label: "Graduate Route (bachelor's and master's graduates)",
    value: 24,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: "https://www.gov.uk/graduate-visa",
    sourceName: "GOV.UK: Graduate visa",
    secondary: {
      url: "https://www.davidsonmorris.com/?p=103236",
      name: "DavidsonMorris: Graduate visa cut to 18 months (statement of changes HC 1333)",
    },
    verifiedOn: "2026-11-23",
    next: { value: 18, effectiveFrom: "2027-01-01" },
  },
  postStudyWorkPhd: {
    label: "Graduate Route for PhD graduates",
    value: 36,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: "https://www.gov.uk/graduate-visa",
    sourceName: "GOV.UK: Graduate visa",
    verifiedOn: "2026-11-22",
  },
  graduateVisaFee: {
    label: "Graduate visa fee (plus the IHS at the adult rate)",
    value: 880,
    unit: "GBP",
    per: "application",
    effectiveFrom: null,
    sourceUrl: "https://www.gov.uk/graduate-visa",
    sourceName: "GOV.UK: Graduate visa",
    verifiedOn: "2026-11-22",
    indicative: "Found in a third-party calculator (March 2026); confirm on GOV.UK before you apply.",
  },
  ihsAdultRate: {
    label: "Immigration Health Surcharge, adult rate (Graduate visa)",
    value: 1035,
    unit: "GBP",
    per: "year",
    effectiveFrom: "2024-02-06",
    sourceUrl: "https://www.gov.uk/healthcare-immigration-application",
    sourceName: "GOV.UK: Pay for UK healthcare",
    verifiedOn: "2026-11-22",
  },
  visitorVisaFee: {
    label: "Standard Visitor visa",
    value: 127,
    unit: "GBP",
    per: "application",
    effectiveFrom: "2025-04-09",
    sourceUrl: "https://www.gov.uk/standard-visitor",
    sourceName: "GOV.UK: Standard Visitor visa",
    verifiedOn: "2026-11-22",
  },
  minimumWage: {
    label: "National Living Wage (age 21 and over)",
    value: 12.71,
    unit: "GBP",
    per: "hour",
    effectiveFrom: "2026-04-01",
    sourceUrl: "https://www.gov.uk/national-minimum-wage-rates",
    sourceName: "GOV.UK: National Minimum Wage and National Living Wage rates",
    secondary: {
      url: "https://www.mondaq.com/uk/employee-rights-labour-relations/1725980/new-national-minimum-wage-rates-for-april-2026",
      name: "Mondaq: new National Minimum Wage rates for April 2026",
    },
    verifiedOn: "2026-11-23",
  },
} satisfies Record<string, Figure>;

/**
 * Immigration Health Surcharge for a student visa: charged on the whole visa length (the months before
 * the course, the course, and the months after it, which depend on the course length); each full year
 * costs the annual rate and a remaining part-year of up to 6 months half of it (GOV.UK).
 */
export function ukHealthSurchargeFor(
  f: Record<
    "ihsMonthsBeforeCourse" | "ihsMonthsAfterLongCourse" | "ihsMonthsAfterShortCourse" | "ihsPerYear",
    Figure
  >,
  courseMonths: number,
): number {
  const after = courseMonths >= 12 ? f.ihsMonthsAfterLongCourse.value : f.ihsMonthsAfterShortCourse.value;
  const leaveMonths = f.ihsMonthsBeforeCourse.value + courseMonths + after;
  const fullYears = Math.floor(leaveMonths / 12);
  const rest = leaveMonths % 12;
  const yearly = f.ihsPerYear.value;
  const part = rest === 0 ? 0 : rest <= 6 ? yearly / 2 : yearly;
  return fullYears * yearly + part;
}

/** The UK's data as it stands on `today` (figures with a scheduled change switch on their date). */
export function ukFactsOn(today: IsoDate) {
  const f = figuresInForce(figures, today);
  return {
    code: "uk",
    name: "United Kingdom",
    shortName: "UK",
    inSentence: "the UK",
    currency: "GBP",
    flag: "GB",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands: [
        { id: "london", label: "London", monthlyLiving: { shared: 1500, studio: 2000 } },
        { id: "outside", label: "Outside London", monthlyLiving: { shared: 1150, studio: 1450 } },
      ],
      tuition: {
        ug: [
          {
            id: "typical",
            label: "Typical bachelor's fee",
            annual: { min: 16000, max: 30000, typical: 22000 },
          },
        ],
        pg: [
          {
            id: "typical",
            label: "Typical taught master's fee",
            annual: { min: 17000, max: 35000, typical: 24000 },
          },
        ],
        phd: [
          { id: "typical", label: "Typical PhD fee", annual: { min: 18000, max: 30000, typical: 22000 } },
        ],
      },
      courseMonths: { ug: 36, pg: 12, phd: 36 },
      extras: [
        {
          id: "tb-test",
          label: "Tuberculosis test at an approved clinic in India",
          amount: 4000,
          currency: "INR",
          note: "Indicative clinic fee: applicants from India need a TB test certificate.",
        },
        {
          id: "accommodation-deposit",
          label: "Accommodation deposit",
          amount: 400,
          currency: "GBP",
          note: "Indicative: halls and private landlords usually ask for a deposit before you move in.",
        },
      ],
      flightFromHyderabadInr: 45000,
      typicalHourlyWage: f.minimumWage.value,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor: `Held for ${formatFigure(f.fundsHeldDays)} in a row, ending no more than ${formatFigure(f.fundsWindowDays)} before you apply. London means the City of London and the 32 London boroughs.`,
      explanation: `Show the first year's tuition fee (or the balance after any deposit, as your CAS shows) plus living costs for up to ${formatFigure(f.maintenanceMonthsCap)}.`,
      toShow: {
        living: {
          min: f.maintenanceOutsideLondon.value * f.maintenanceMonthsCap.value,
          max: f.maintenanceLondon.value * f.maintenanceMonthsCap.value,
        },
        figures: [f.maintenanceOutsideLondon, f.maintenanceLondon, f.maintenanceMonthsCap],
        plusTuition: true,
        plusTravel: false,
      },
    },
  } as const satisfies CountryFactsBase;
}

export const ukFacts = ukFactsOn(buildDate);
