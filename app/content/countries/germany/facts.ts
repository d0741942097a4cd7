/** Germany: official figures (with sources) and planning estimates. Sources: country-facts F27–F33. */
import type { CountryFactsBase, Figure } from "../types";

const VERIFIED = "2026-11-22";

const BLOCKED_URL =
  "https://www.germanonlinetests.com/news/germany-blocked-account-2026-requirements-complete-student-visa-guide";
const BLOCKED_NAME = "German Online Tests: blocked account requirements 2026";
const BLOCKED_CONFLICT =
  "One blog claims €12,552 for 2026; the sources we checked say €11,904 still applies. Confirm on the Federal Foreign Office's blocked-account page before you open the account.";
const WORK_URL = "https://www.make-it-in-germany.com/en/study-vocational-training/studies-in-germany/work";
const WORK_NAME = "Make it in Germany (Federal Government): working while studying";

const figures = {
  studyVisaFee: {
    label: "National (D) visa fee for studies",
    value: 75,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: "https://welcome-center-germany.com/german-visa-application-form-and-fees/",
    sourceName: "Welcome Center Germany: visa application and fees",
    verifiedOn: VERIFIED,
  },
  proofOfFunds: {
    label: "Blocked account for the first year",
    value: 11904,
    unit: "EUR",
    per: "year",
    effectiveFrom: "2024-09-01",
    sourceUrl: BLOCKED_URL,
    sourceName: BLOCKED_NAME,
    verifiedOn: VERIFIED,
    indicative: BLOCKED_CONFLICT,
  },
  blockedMonthly: {
    label: "Blocked account: amount released to you each month",
    value: 992,
    unit: "EUR",
    per: "month",
    effectiveFrom: "2024-09-01",
    sourceUrl:
      "https://euhelpers.pl/blog/germany-to-raise-blocked-bank-account-requirement-to-11904-for-students-starting-september-2024",
    sourceName: "EU Helpers: blocked account raised to €11,904 from September 2024",
    verifiedOn: VERIFIED,
    indicative: BLOCKED_CONFLICT,
  },
  blockedMonths: {
    label: "Months of living costs in the blocked account (first year)",
    value: 12,
    unit: "months",
    effectiveFrom: "2024-09-01",
    sourceUrl: BLOCKED_URL,
    sourceName: BLOCKED_NAME,
    verifiedOn: VERIFIED,
  },
  healthInsuranceMonthly: {
    label:
      "Statutory student health insurance (TK, under 30, up to the 14th semester), about €139 to €144 a month",
    value: 144,
    unit: "EUR",
    per: "month",
    effectiveFrom: "2025-01-01",
    sourceUrl:
      "https://www.tk.de/en/service-faqs/join-tk/contribution-foreign-students-german-health-insurance-2038022",
    sourceName: "Techniker Krankenkasse: contribution for foreign students",
    verifiedOn: VERIFIED,
  },
  bwTuitionPerSemester: {
    label: "Tuition for non-EU students at public universities in Baden-Württemberg",
    value: 1500,
    unit: "EUR",
    per: "semester",
    effectiveFrom: "2017-10-01",
    sourceUrl:
      "https://mwk.baden-wuerttemberg.de/de/hochschulen-studium/studienfinanzierung/gebuehren-fuer-internationale-studierende-und-zweitstudium/tuition-fees-for-international-students/",
    sourceName: "Baden-Württemberg Ministry of Science: tuition fees for international students",
    verifiedOn: VERIFIED,
  },
  workDaysFull: {
    label: "Full days of work a year without approval from the employment agency",
    value: 140,
    unit: "days per year",
    effectiveFrom: "2024-03-01",
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: VERIFIED,
  },
  workDaysHalf: {
    label: "Or half days of work a year",
    value: 280,
    unit: "days per year",
    effectiveFrom: "2024-03-01",
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: VERIFIED,
  },
  workHours: {
    label: "Or work during the lecture period",
    value: 20,
    unit: "hours per week",
    effectiveFrom: "2024-03-01",
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: VERIFIED,
  },
  postStudyWork: {
    label: "Residence permit to look for a job after graduating",
    value: 18,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: "https://www.uni-potsdam.de/en/international/incoming/students/degree/beginning-a-career",
    sourceName: "University of Potsdam: beginning a career in Germany",
    verifiedOn: VERIFIED,
  },
} as const satisfies Record<string, Figure>;

export const germanyFacts = {
  code: "germany",
  name: "Germany",
  shortName: "Germany",
  inSentence: "Germany",
  currency: "EUR",
  flag: "DE",
  figures,
  costs: {
    reviewedOn: VERIFIED,
    cityBands: [
      {
        id: "expensive",
        label: "Munich, Frankfurt or Hamburg",
        monthlyLiving: { shared: 1150, studio: 1450 },
      },
      { id: "other", label: "Other university cities", monthlyLiving: { shared: 950, studio: 1200 } },
    ],
    tuition: {
      ug: [
        {
          id: "public",
          label: "Public university (semester contribution only)",
          annual: { min: 400, max: 1000, typical: 700 },
        },
        {
          id: "public-bw",
          label: "Public university in Baden-Württemberg (€1,500 a semester plus the contribution)",
          annual: { min: 3400, max: 4000, typical: 3700 },
        },
        { id: "private", label: "Private university", annual: { min: 8000, max: 20000, typical: 12000 } },
      ],
      pg: [
        {
          id: "public",
          label: "Public university (semester contribution only)",
          annual: { min: 400, max: 1000, typical: 700 },
        },
        {
          id: "public-bw",
          label: "Public university in Baden-Württemberg (€1,500 a semester plus the contribution)",
          annual: { min: 3400, max: 4000, typical: 3700 },
        },
        { id: "private", label: "Private university", annual: { min: 10000, max: 25000, typical: 15000 } },
      ],
      phd: [
        {
          id: "public",
          label: "Public university (semester contribution only)",
          annual: { min: 400, max: 1000, typical: 700 },
        },
      ],
    },
    courseMonths: { ug: 36, pg: 24, phd: 36 },
    extras: [
      {
        id: "aps",
        label: "APS certificate (academic evaluation for Indian applicants)",
        amount: 18000,
        currency: "INR",
        note: "Indicative: the APS India office sets the fee; check aps-india.de.",
      },
      {
        id: "blocked-account-fee",
        label: "Blocked account provider's set-up fee",
        amount: 100,
        currency: "EUR",
        note: "Indicative: each provider sets its own fees.",
      },
      {
        id: "accommodation-deposit",
        label: "Rental deposit (Kaution)",
        amount: 800,
        currency: "EUR",
        note: "Indicative: often two or three months' rent for a private room.",
      },
    ],
    flightFromHyderabadInr: 45000,
    typicalHourlyWage: 13,
    termWeeksPerYear: 30,
  },
  funds: {
    holdFor:
      "Paid into a blocked account before your visa appointment; after you arrive, the bank releases the monthly amount to you.",
    explanation:
      "The blocked account covers the first year's living costs. Private universities may also ask for proof that you can pay the tuition.",
  },
} as const satisfies CountryFactsBase;
