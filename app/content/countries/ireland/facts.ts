/** Ireland: official figures (with sources) and planning estimates. Sources: country-facts F35–F40. */
import type { CountryFactsBase, Figure } from "../types";

const VERIFIED = "2026-11-22";

const FEES_URL = "http://inis.gov.ie/en/INIS/Pages/fees";
const FEES_NAME = "Irish Immigration Service: visa fees";
const WORK_URL = "https://migrant.ie/news/2020/9/30/students-on-stamp-2-permissions";
const WORK_NAME = "Migrant.ie: working on Stamp 2 permission";
const STAMP_URL = "https://www.ucd.ie/global/studentexperience/thirdlevelgraduateprogramme-stamp1g/";
const STAMP_NAME = "University College Dublin: Third Level Graduate Programme (Stamp 1G)";

const figures = {
  studyVisaFee: {
    label: "Study (D) visa fee, single entry",
    value: 60,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: VERIFIED,
  },
  multiEntryVisaFee: {
    label: "Visa fee, multiple entry",
    value: 100,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: VERIFIED,
  },
  visitorVisaFee: {
    label: "Short-stay (C) visitor or business visa, single entry",
    value: 60,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: VERIFIED,
  },
  residencePermitFee: {
    label: "Irish Residence Permit registration",
    value: 300,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: "https://www.dkit.ie/international-students/visa-support/irish-residence-permit.html",
    sourceName: "Dundalk Institute of Technology: Irish Residence Permit",
    verifiedOn: VERIFIED,
  },
  proofOfFunds: {
    label: "Funds to show for each year of study, in addition to fees",
    value: 10000,
    unit: "EUR",
    per: "year",
    effectiveFrom: "2025-06-30",
    sourceUrl: "https://www.educationinireland.com/en/plan-you-study-abroad/student-visas",
    sourceName: "Education in Ireland: student visas",
    verifiedOn: VERIFIED,
  },
  insuranceMinimumCover: {
    label: "Minimum cover of first-year travel insurance accepted (accident, and again for disease)",
    value: 25000,
    unit: "EUR",
    effectiveFrom: null,
    sourceUrl:
      "https://irishimmigration.ie/hi/coming-to-study-in-ireland/what-are-my-study-options/a-fee-paying-private-primary-or-secondary-school/private-medical-insurance",
    sourceName: "Irish Immigration Service: private medical insurance",
    verifiedOn: VERIFIED,
  },
  workHours: {
    label: "Work allowed during term",
    value: 20,
    unit: "hours per week",
    effectiveFrom: null,
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: VERIFIED,
  },
  workHoursHolidays: {
    label: "Work allowed in June to September and from 15 December to 15 January",
    value: 40,
    unit: "hours per week",
    effectiveFrom: null,
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: VERIFIED,
  },
  postStudyWork: {
    label: "Stamp 1G after a master's or PhD (Level 9 or higher)",
    value: 24,
    unit: "months",
    effectiveFrom: "2017-05-01",
    sourceUrl: STAMP_URL,
    sourceName: STAMP_NAME,
    verifiedOn: VERIFIED,
  },
  postStudyWorkLevel8: {
    label: "Stamp 1G after an honours bachelor's degree (Level 8)",
    value: 12,
    unit: "months",
    effectiveFrom: "2017-05-01",
    sourceUrl: STAMP_URL,
    sourceName: STAMP_NAME,
    verifiedOn: VERIFIED,
  },
} as const satisfies Record<string, Figure>;

export const irelandFacts = {
  code: "ireland",
  name: "Ireland",
  shortName: "Ireland",
  inSentence: "Ireland",
  currency: "EUR",
  flag: "IE",
  figures,
  costs: {
    reviewedOn: VERIFIED,
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
        { id: "typical", label: "Typical master's fee", annual: { min: 12000, max: 30000, typical: 20000 } },
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
        note: "Indicative: landlords usually ask for one month's rent as a deposit.",
      },
    ],
    flightFromHyderabadInr: 50000,
    typicalHourlyWage: 13,
    termWeeksPerYear: 30,
  },
  funds: {
    holdFor: "Shown through a bank statement covering the 6 months before you apply.",
    explanation:
      "Pay your first-year fees to the college before you apply for the visa, and show €10,000 for living costs for each year of study on top of them.",
  },
} as const satisfies CountryFactsBase;
