/** Ireland: official figures (each with its source and dates) and planning estimates. */
import { formatFigure, formatMoney } from "../format";
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

/** The Irish Immigration Service's current site (the old inis.gov.ie addresses no longer work). */
const STUDY_URL = "https://www.irishimmigration.ie/coming-to-study-in-ireland/";
const STUDY_NAME = "Irish Immigration Service: coming to study in Ireland";
const FEES_URL = STUDY_URL;
const FEES_NAME = STUDY_NAME;
const WORK_URL = STUDY_URL;
const WORK_NAME = STUDY_NAME;
const WORK_SECONDARY = {
  url: "https://migrant.ie/news/2020/9/30/students-on-stamp-2-permissions",
  name: "Migrant.ie: working on Stamp 2 permission",
};
const STAMP_URL =
  "https://www.irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/third-level-graduate-programme/";
const STAMP_NAME = "Irish Immigration Service: Third Level Graduate Programme (Stamp 1G)";
const STAMP_SECONDARY = {
  url: "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1g/",
  name: "University College Dublin: Third Level Graduate Programme (Stamp 1G)",
};

const figures = {
  studyVisaFee: {
    label: "Study (D) visa fee, single entry",
    value: 60,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: "2026-11-22",
  },
  multiEntryVisaFee: {
    label: "Visa fee, multiple entry",
    value: 100,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: "2026-11-22",
  },
  visitorVisaFee: {
    label: "Short-stay (C) visitor or business visa, single entry",
    value: 60,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: "2026-11-22",
  },
  residencePermitFee: {
    label: "Irish Residence Permit registration",
    value: 300,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: "https://www.irishimmigration.ie/registering-your-immigration-permission/",
    sourceName: "Irish Immigration Service: registering your immigration permission",
    secondary: {
      url: "https://www.dkit.ie/international-students/visa-support/irish-residence-permit.html",
      name: "Dundalk Institute of Technology: Irish Residence Permit",
    },
    verifiedOn: "2026-11-22",
  },
  proofOfFunds: {
    label: "Funds to show for each year of study, in addition to fees",
    value: 10000,
    unit: "EUR",
    per: "year",
    effectiveFrom: "2023-07-01",
    sourceUrl: STUDY_URL,
    sourceName: STUDY_NAME,
    secondary: {
      url: "https://www.educationinireland.com/en/plan-you-study-abroad/student-visas",
      name: "Education in Ireland: student visas",
    },
    verifiedOn: "2026-11-23",
  },
  bankStatementMonths: {
    label: "Months of bank statements before the application",
    value: 6,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: STUDY_URL,
    sourceName: STUDY_NAME,
    secondary: {
      url: "https://www.educationinireland.com/en/How-Do-I-Apply-/Get-Your-Student-Visa/For-Higher-Education/Ireland-Applying-for-a-Student-Visa.html",
      name: "Education in Ireland: applying for a student visa",
    },
    verifiedOn: "2026-11-23",
  },
  insuranceMinimumCover: {
    label: "Minimum cover of first-year travel insurance accepted (accident, and again for disease)",
    value: 25000,
    unit: "EUR",
    effectiveFrom: null,
    sourceUrl:
      "https://irishimmigration.ie/hi/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance",
    sourceName: "Irish Immigration Service: private medical insurance",
    verifiedOn: "2026-11-22",
  },
  workHours: {
    label: "Work allowed during term",
    value: 20,
    unit: "hours per week",
    effectiveFrom: null,
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    secondary: WORK_SECONDARY,
    verifiedOn: "2026-11-22",
  },
  workHoursHolidays: {
    label: "Work allowed in June to September and from 15 December to 15 January",
    value: 40,
    unit: "hours per week",
    effectiveFrom: null,
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    secondary: WORK_SECONDARY,
    verifiedOn: "2026-11-22",
  },
  postStudyWork: {
    label: "Stamp 1G after a master's or PhD (Level 9 or higher)",
    value: 24,
    unit: "months",
    effectiveFrom: "2017-05-01",
    sourceUrl: STAMP_URL,
    sourceName: STAMP_NAME,
    secondary: STAMP_SECONDARY,
    verifiedOn: "2026-11-22",
  },
  postStudyWorkLevel8: {
    label: "Stamp 1G after an honours bachelor's degree (Level 8)",
    value: 12,
    unit: "months",
    effectiveFrom: "2017-05-01",
    sourceUrl: STAMP_URL,
    sourceName: STAMP_NAME,
    secondary: STAMP_SECONDARY,
    verifiedOn: "2026-11-22",
  },
  stamp1gApplyWithinMonths: {
    label: "Apply for Stamp 1G within this long of getting your results",
    value: 6,
    unit: "months",
    effectiveFrom: "2017-05-01",
    sourceUrl: STAMP_URL,
    sourceName: STAMP_NAME,
    secondary: STAMP_SECONDARY,
    verifiedOn: "2026-11-22",
  },
  minimumWage: {
    label: "National minimum wage (age 20 and over)",
    value: 14.15,
    unit: "EUR",
    per: "hour",
    effectiveFrom: "2026-01-01",
    sourceUrl:
      "https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/pay-and-employment/minimum-wage/",
    sourceName: "Citizens Information (Irish state information service): minimum wage",
    secondary: {
      url: "https://www.mssthehrpeople.ie/increases-to-the-national-minimum-wage-ireland-2026",
      name: "MSS: national minimum wage from 1 January 2026",
    },
    verifiedOn: "2026-11-23",
  },
} satisfies Record<string, Figure>;

/** Ireland's data as it stands on `today`. */
export function irelandFactsOn(today: IsoDate) {
  const f = figuresInForce(figures, today);
  return {
    code: "ireland",
    name: "Ireland",
    shortName: "Ireland",
    inSentence: "Ireland",
    currency: "EUR",
    flag: "IE",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands: [
        { id: "dublin", label: "Dublin", monthlyLiving: { shared: 1500, studio: 2100 } },
        { id: "outside", label: "Outside Dublin", monthlyLiving: { shared: 1150, studio: 1500 } },
      ],
      tuition: {
        ug: [
          {
            id: "typical",
            label: "Typical bachelor's fee",
            annual: { min: 12000, max: 25000, typical: 18000 },
          },
        ],
        pg: [
          {
            id: "typical",
            label: "Typical master's fee",
            annual: { min: 12000, max: 30000, typical: 20000 },
          },
        ],
        phd: [{ id: "typical", label: "Typical PhD fee", annual: { min: 8000, max: 20000, typical: 14000 } }],
      },
      courseMonths: { ug: 48, pg: 12, phd: 48 },
      insurance: {
        label: "Private medical insurance",
        perYear: 500,
        note: "Indicative: mandatory for the visa; student plans vary by insurer and cover.",
      },
      extras: [
        {
          id: "accommodation-deposit",
          label: "Accommodation deposit",
          amount: 800,
          currency: "EUR",
          note: "Indicative: landlords usually ask for a month's rent as a deposit.",
        },
      ],
      flightFromHyderabadInr: 50000,
      typicalHourlyWage: f.minimumWage.value,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor: `Shown through a bank statement covering the ${formatFigure(f.bankStatementMonths)} before you apply.`,
      explanation: `Pay your first-year fees to the college before you apply for the visa, and show ${formatMoney(f.proofOfFunds.value, "EUR")} for living costs for each year of study on top of them.`,
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
