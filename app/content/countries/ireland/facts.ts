/**
 * Ireland: official figures (each with its source and dates) and planning estimates. Their words (labels,
 * source names, notes) come from the edition's catalogue, app/words/<language>/countries/ireland.ts
 * (docs/decisions/0009-words-apart-from-logic.md).
 */
import type { WordsOf } from "~/words/types";
import type * as en from "~/words/en/countries/ireland";
import { facts as editionWords } from "~words/countries/ireland";
import { formatFigure, formatMoney } from "~words/countries/format";
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFormat } from "../format";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

/** The words of Ireland's facts in one language. */
export type IrelandFactWords = WordsOf<typeof en.facts>;

/**
 * The pages that state each figure (docs/country-data.md, "The evidence rule"). The Irish Immigration
 * Service moved to irishimmigration.ie; its former site (inis.gov.ie, no longer updated since July 2021)
 * still holds the visa fee table and the notice on students' working hours, which the new site's
 * pages do not state in a form we could read.
 */
const STUDY_URL = "https://www.irishimmigration.ie/coming-to-study-in-ireland/";
const FEES_URL = "https://www.inis.gov.ie/en/INIS/Pages/fees";
const WORK_URL = "https://www.inis.gov.ie/en/INIS/Pages/registration-updates";
const FUNDS_URL =
  "https://www.irishimmigration.ie/reminder-on-student-finance-requirements-from-30-june-2025/";
const WORK_SECONDARY_URL = "https://migrant.ie/news/2020/9/30/students-on-stamp-2-permissions";
/** The age from which the full national minimum wage applies (Citizens Information). */
const MINIMUM_WAGE_FROM_AGE = 20;
/** The day the pages above that could not be read were tried. */
const UNREAD_ON: IsoDate = "2026-11-27";
const STAMP_URL =
  "https://www.irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/third-level-graduate-programme/";
const STAMP_SECONDARY_URL =
  "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1g/";

/** Ireland's figures, with their words in one language. */
function figuresIn(w: IrelandFactWords) {
  const STUDY_NAME = w.sources.study;
  const FEES_NAME = w.sources.fees;
  const FEES_SECONDARY = {
    url: "https://legalclarity.org/ireland-visa-fee-costs-service-charges-and-exemptions",
    name: w.sources.feesSecondary,
  };
  const WORK_NAME = w.sources.work;
  const WORK_SECONDARY = { url: WORK_SECONDARY_URL, name: w.sources.workSecondary };
  const STAMP_NAME = w.sources.stamp;
  const STAMP_SECONDARY = { url: STAMP_SECONDARY_URL, name: w.sources.stampSecondary };

  return {
    studyVisaFee: {
      label: w.figures.studyVisaFee,
      value: 60,
      unit: "EUR",
      per: "application",
      effectiveFrom: null,
      sourceUrl: FEES_URL,
      sourceName: FEES_NAME,
      secondary: FEES_SECONDARY,
      verifiedOn: "2026-11-27",
      indicative: w.feesFromFormerSite,
    },
    multiEntryVisaFee: {
      label: w.figures.multiEntryVisaFee,
      value: 100,
      unit: "EUR",
      per: "application",
      effectiveFrom: null,
      sourceUrl: FEES_URL,
      sourceName: FEES_NAME,
      secondary: FEES_SECONDARY,
      verifiedOn: "2026-11-27",
      indicative: w.feesFromFormerSite,
    },
    visitorVisaFee: {
      label: w.figures.visitorVisaFee,
      value: 60,
      unit: "EUR",
      per: "application",
      effectiveFrom: null,
      sourceUrl: FEES_URL,
      sourceName: FEES_NAME,
      secondary: FEES_SECONDARY,
      verifiedOn: "2026-11-27",
      indicative: w.feesFromFormerSite,
    },
    residencePermitFee: {
      label: w.figures.residencePermitFee,
      value: 300,
      unit: "EUR",
      per: "application",
      effectiveFrom: null,
      sourceUrl: "https://www.irishimmigration.ie/registering-your-immigration-permission/",
      sourceName: w.sources.registering,
      secondary: {
        url: "https://www.dkit.ie/international-students/visa-support/irish-residence-permit.html",
        name: w.sources.dkit,
      },
      verifiedOn: "2026-11-22",
    },
    proofOfFunds: {
      label: w.figures.proofOfFunds,
      value: 10000,
      unit: "EUR",
      per: "year",
      effectiveFrom: "2023-07-01",
      sourceUrl: FUNDS_URL,
      sourceName: w.sources.funds,
      secondary: {
        url: "https://www.educationinireland.com/en/plan-you-study-abroad/student-visas",
        name: w.sources.studentVisas,
      },
      unreadOn: UNREAD_ON,
    },
    bankStatementMonths: {
      label: w.figures.bankStatementMonths,
      value: 6,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: STUDY_URL,
      sourceName: STUDY_NAME,
      secondary: {
        url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
        name: w.sources.applying,
      },
      verifiedOn: "2026-11-23",
    },
    insuranceMinimumCover: {
      label: w.figures.insuranceMinimumCover,
      value: 25000,
      unit: "EUR",
      effectiveFrom: null,
      // The service's one page on students' medical insurance: it sits under the schools' options but its
      // rule is for all full-time non-EEA students, higher education included.
      sourceUrl:
        "https://www.irishimmigration.ie/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance/",
      sourceName: w.sources.insurance,
      secondary: {
        url: "https://www.tcd.ie/study/international/arriving-in-ireland/health-insurance/index.php",
        name: w.sources.insuranceSecondary,
      },
      verifiedOn: "2026-11-27",
    },
    workHours: {
      label: w.figures.workHours,
      value: 20,
      unit: "hours per week",
      effectiveFrom: null,
      sourceUrl: WORK_URL,
      sourceName: WORK_NAME,
      secondary: WORK_SECONDARY,
      unreadOn: UNREAD_ON,
    },
    workHoursHolidays: {
      label: w.figures.workHoursHolidays,
      value: 40,
      unit: "hours per week",
      effectiveFrom: null,
      sourceUrl: WORK_URL,
      sourceName: WORK_NAME,
      secondary: WORK_SECONDARY,
      unreadOn: UNREAD_ON,
    },
    postStudyWork: {
      label: w.figures.postStudyWork,
      value: 24,
      unit: "months",
      effectiveFrom: "2017-05-01",
      sourceUrl: STAMP_URL,
      sourceName: STAMP_NAME,
      secondary: STAMP_SECONDARY,
      verifiedOn: "2026-11-22",
    },
    postStudyWorkLevel8: {
      label: w.figures.postStudyWorkLevel8,
      value: 12,
      unit: "months",
      effectiveFrom: "2017-05-01",
      sourceUrl: STAMP_URL,
      sourceName: STAMP_NAME,
      secondary: STAMP_SECONDARY,
      verifiedOn: "2026-11-22",
    },
    stamp1gApplyWithinMonths: {
      label: w.figures.stamp1gApplyWithinMonths,
      value: 6,
      unit: "months",
      effectiveFrom: "2017-05-01",
      sourceUrl: STAMP_URL,
      sourceName: STAMP_NAME,
      secondary: STAMP_SECONDARY,
      verifiedOn: "2026-11-22",
    },
    minimumWage: {
      label: w.figures.minimumWage(MINIMUM_WAGE_FROM_AGE),
      value: 14.15,
      unit: "EUR",
      per: "hour",
      effectiveFrom: "2026-01-01",
      sourceUrl:
        "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/pay-and-employment/minimum-wage/",
      sourceName: w.sources.minimumWage,
      secondary: {
        url: "https://www.mssthehrpeople.ie/increases-to-the-national-minimum-wage-ireland-2026",
        name: w.sources.mss,
      },
      verifiedOn: "2026-11-23",
    },
  } satisfies Record<string, Figure>;
}

/** Ireland's data as it stands on `today`, in the words and formats given (the edition's by default). */
export function irelandFactsOn(
  today: IsoDate,
  w: IrelandFactWords = editionWords,
  // Named formatters rather than the whole module, so an island that shows the facts carries only these.
  format: Pick<CountryFormat, "formatFigure" | "formatMoney"> = { formatFigure, formatMoney },
) {
  const f = figuresInForce(figuresIn(w), today);
  return {
    code: "ireland",
    name: w.name,
    shortName: w.shortName,
    inSentence: w.inSentence,
    currency: "EUR",
    flag: "IE",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands: [
        { id: "dublin", label: w.cityBands.dublin, monthlyLiving: { shared: 1500, studio: 2100 } },
        { id: "outside", label: w.cityBands.outside, monthlyLiving: { shared: 1150, studio: 1500 } },
      ],
      tuition: {
        ug: [
          {
            id: "typical",
            label: w.tuition.ug,
            annual: { min: 12000, max: 25000, typical: 18000 },
          },
        ],
        pg: [
          {
            id: "typical",
            label: w.tuition.pg,
            annual: { min: 12000, max: 30000, typical: 20000 },
          },
        ],
        phd: [{ id: "typical", label: w.tuition.phd, annual: { min: 8000, max: 20000, typical: 14000 } }],
      },
      courseMonths: { ug: 48, pg: 12, phd: 48 },
      insurance: {
        label: w.insurance.label,
        perYear: 500,
        note: w.insurance.note,
      },
      extras: [
        {
          id: "accommodation-deposit",
          label: w.extras.accommodationDeposit.label,
          amount: 800,
          currency: "EUR",
          note: w.extras.accommodationDeposit.note,
        },
      ],
      flightFromHyderabadInr: 50000,
      typicalHourlyWage: f.minimumWage.value,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor: w.funds.holdFor(format.formatFigure(f.bankStatementMonths)),
      explanation: w.funds.explanation(format.formatMoney(f.proofOfFunds.value, "EUR")),
      toShow: {
        living: { min: f.proofOfFunds.value, max: f.proofOfFunds.value },
        figures: [f.proofOfFunds],
        plusTuition: true,
        plusTravel: false,
      },
    },
  } as const satisfies CountryFactsBase;
}

export const irelandFacts = irelandFactsOn(buildDate);
