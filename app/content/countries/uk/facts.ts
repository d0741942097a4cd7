/**
 * United Kingdom: official figures (each with its source and dates) and planning estimates. The words
 * (labels, notes, the names of the sources) are the edition's (app/words/<language>/countries/uk.ts);
 * `ukFactsOn` takes another language's words and formatters in a test
 * (docs/decisions/0009-words-apart-from-logic.md).
 */
import * as editionFormat from "~words/countries/format";
import { ukFacts as editionWords } from "~words/countries/uk";
import type { WordsOf } from "~/words/types";
import type { CountryFormat } from "../format";
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

export type UkFactsWords = WordsOf<typeof editionWords>;

/** The age from which the National Living Wage applies (GOV.UK's rates page). */
const LIVING_WAGE_FROM_AGE = 21;

/** Days of rule changes the page names that no figure carries as its own date. */
export const ukRuleDates = {
  /** Students on taught postgraduate courses starting on or after this day cannot bring dependants. */
  dependantsRuleFrom: "2024-01-01",
} as const satisfies Record<string, IsoDate>;

/** The figures with a language's words (their labels, notes and the names of their sources). */
function figuresIn(w: UkFactsWords) {
  const STUDENT_VISA = { url: "https://www.gov.uk/student-visa", name: w.sources.studentVisa };
  const MONEY = { url: "https://www.gov.uk/student-visa/money", name: w.sources.money };
  const ST_ANDREWS = {
    url: "https://www.st-andrews.ac.uk/study/support/international-students/moving-to-uk/information-student-visa/healthcare-surcharge/",
    name: w.sources.stAndrews,
  };
  /** The statement of changes that set today's living-cost funds and the Graduate Route's 18 months. */
  const HC1333 = {
    url: "https://www.gov.uk/government/publications/statement-of-changes-to-the-immigration-rules-hc-1333-14-october-2025",
    name: w.sources.hc1333,
  };
  /** Reports the maintenance rise of HC 1333 (11 November 2025). */
  const HC1333_REPORT = {
    url: "https://www.visahq.com/news/2025-11-11/gb/student-visa-maintenance-funds-jump-today-as-new-financial-thresholds-take-effect",
    name: w.sources.hc1333Report,
  };
  /** The day GOV.UK's pages behind the figures below were tried and could not be read (docs/country-data.md). */
  const GOV_UK_UNREAD: IsoDate = "2026-11-27";
  return {
    studyVisaFee: {
      label: w.figures.studyVisaFee.label,
      value: 524,
      unit: "GBP",
      per: "application",
      effectiveFrom: "2025-04-09",
      sourceUrl: "https://www.gov.uk/student-visa",
      sourceName: w.sources.studentVisa,
      verifiedOn: "2026-11-22",
    },
    ihsPerYear: {
      label: w.figures.ihsPerYear.label,
      value: 776,
      unit: "GBP",
      per: "year",
      effectiveFrom: "2024-02-06",
      sourceUrl: "https://www.gov.uk/healthcare-immigration-application",
      sourceName: w.sources.payHealthcare,
      verifiedOn: "2026-11-22",
    },
    ihsMonthsBeforeCourse: {
      label: w.figures.ihsMonthsBeforeCourse.label,
      value: 1,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: STUDENT_VISA.url,
      sourceName: STUDENT_VISA.name,
      secondary: ST_ANDREWS,
      verifiedOn: "2026-11-22",
    },
    ihsMonthsAfterLongCourse: {
      label: w.figures.ihsMonthsAfterLongCourse.label,
      value: 4,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: STUDENT_VISA.url,
      sourceName: STUDENT_VISA.name,
      secondary: ST_ANDREWS,
      verifiedOn: "2026-11-22",
    },
    ihsMonthsAfterShortCourse: {
      label: w.figures.ihsMonthsAfterShortCourse.label,
      value: 2,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: STUDENT_VISA.url,
      sourceName: STUDENT_VISA.name,
      secondary: ST_ANDREWS,
      verifiedOn: "2026-11-22",
    },
    maintenanceLondon: {
      label: w.figures.maintenanceLondon.label,
      value: 1529,
      unit: "GBP",
      per: "month",
      effectiveFrom: "2025-11-11",
      sourceUrl: HC1333.url,
      sourceName: HC1333.name,
      secondary: HC1333_REPORT,
      unreadOn: GOV_UK_UNREAD,
    },
    maintenanceOutsideLondon: {
      label: w.figures.maintenanceOutsideLondon.label,
      value: 1171,
      unit: "GBP",
      per: "month",
      effectiveFrom: "2025-11-11",
      sourceUrl: HC1333.url,
      sourceName: HC1333.name,
      secondary: HC1333_REPORT,
      unreadOn: GOV_UK_UNREAD,
    },
    maintenanceMonthsCap: {
      label: w.figures.maintenanceMonthsCap.label,
      value: 9,
      unit: "months",
      effectiveFrom: "2025-01-02",
      sourceUrl: "https://www.gov.uk/student-visa/money",
      sourceName: w.sources.money,
      verifiedOn: "2026-11-22",
    },
    fundsHeldDays: {
      label: w.figures.fundsHeldDays.label,
      value: 28,
      unit: "days",
      effectiveFrom: null,
      sourceUrl: "https://www.gov.uk/student-visa/money",
      sourceName: w.sources.money,
      verifiedOn: "2026-11-22",
    },
    fundsWindowDays: {
      label: w.figures.fundsWindowDays.label,
      value: 31,
      unit: "days",
      effectiveFrom: null,
      sourceUrl: MONEY.url,
      sourceName: MONEY.name,
      verifiedOn: "2026-11-22",
    },
    workHours: {
      label: w.figures.workHours.label,
      value: 20,
      unit: "hours per week",
      effectiveFrom: null,
      sourceUrl: STUDENT_VISA.url,
      sourceName: STUDENT_VISA.name,
      secondary: {
        url: "https://www.bath.ac.uk/guides/working-with-your-student-visa/",
        name: w.sources.bath,
      },
      verifiedOn: "2026-11-22",
    },
    postStudyWork: {
      label: w.figures.postStudyWork.label,
      value: 24,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: "https://www.gov.uk/graduate-visa",
      sourceName: w.sources.graduateVisa,
      secondary: {
        url: "https://www.davidsonmorris.com/?p=103236",
        name: w.sources.davidsonMorris,
      },
      verifiedOn: "2026-11-23",
      next: { value: 18, effectiveFrom: "2027-01-01", source: HC1333, unreadOn: GOV_UK_UNREAD },
    },
    postStudyWorkPhd: {
      label: w.figures.postStudyWorkPhd.label,
      value: 36,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: "https://www.gov.uk/graduate-visa",
      sourceName: w.sources.graduateVisa,
      verifiedOn: "2026-11-22",
    },
    graduateVisaFee: {
      label: w.figures.graduateVisaFee.label,
      value: 880,
      unit: "GBP",
      per: "application",
      effectiveFrom: null,
      sourceUrl: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
      sourceName: w.sources.feesTable,
      secondary: {
        url: "https://reworkin.com/tools/visa-cost-calculator/graduate",
        name: w.sources.reworkin,
      },
      unreadOn: GOV_UK_UNREAD,
    },
    ihsAdultRate: {
      label: w.figures.ihsAdultRate.label,
      value: 1035,
      unit: "GBP",
      per: "year",
      effectiveFrom: "2024-02-06",
      sourceUrl: "https://www.gov.uk/healthcare-immigration-application",
      sourceName: w.sources.payHealthcare,
      verifiedOn: "2026-11-22",
    },
    visitorVisaFee: {
      label: w.figures.visitorVisaFee.label,
      value: 127,
      unit: "GBP",
      per: "application",
      effectiveFrom: "2025-04-09",
      sourceUrl: "https://www.gov.uk/standard-visitor",
      sourceName: w.sources.standardVisitor,
      verifiedOn: "2026-11-22",
    },
    minimumWage: {
      label: w.figures.minimumWage.label(LIVING_WAGE_FROM_AGE),
      value: 12.71,
      unit: "GBP",
      per: "hour",
      effectiveFrom: "2026-04-01",
      sourceUrl: "https://www.gov.uk/national-minimum-wage-rates",
      sourceName: w.sources.wageRates,
      secondary: {
        url: "https://www.mondaq.com/uk/employee-rights-labour-relations/1725980/new-national-minimum-wage-rates-for-april-2026",
        name: w.sources.mondaq,
      },
      verifiedOn: "2026-11-23",
    },
  } satisfies Record<string, Figure>;
}

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
export function ukFactsOn(
  today: IsoDate,
  words: UkFactsWords = editionWords,
  format: CountryFormat = editionFormat,
) {
  const f = figuresInForce(figuresIn(words), today);
  const { formatFigure } = format;
  return {
    code: "uk",
    name: words.name,
    shortName: words.shortName,
    inSentence: words.inSentence,
    currency: "GBP",
    flag: "GB",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands: [
        { id: "london", label: words.cityBands.london, monthlyLiving: { shared: 1500, studio: 2000 } },
        { id: "outside", label: words.cityBands.outside, monthlyLiving: { shared: 1150, studio: 1450 } },
      ],
      tuition: {
        ug: [
          {
            id: "typical",
            label: words.tuition.ug,
            annual: { min: 16000, max: 30000, typical: 22000 },
          },
        ],
        pg: [
          {
            id: "typical",
            label: words.tuition.pg,
            annual: { min: 17000, max: 35000, typical: 24000 },
          },
        ],
        phd: [
          { id: "typical", label: words.tuition.phd, annual: { min: 18000, max: 30000, typical: 22000 } },
        ],
      },
      courseMonths: { ug: 36, pg: 12, phd: 36 },
      extras: [
        {
          id: "tb-test",
          label: words.extras.tbTest.label,
          amount: 4000,
          currency: "INR",
          note: words.extras.tbTest.note,
        },
        {
          id: "accommodation-deposit",
          label: words.extras.deposit.label,
          amount: 400,
          currency: "GBP",
          note: words.extras.deposit.note,
        },
      ],
      flightFromHyderabadInr: 45000,
      typicalHourlyWage: f.minimumWage.value,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor: words.holdFor(formatFigure(f.fundsHeldDays), formatFigure(f.fundsWindowDays)),
      explanation: words.explanation(formatFigure(f.maintenanceMonthsCap)),
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
