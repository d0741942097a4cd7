/** Canada: official figures (each with its source and dates) and planning estimates. */
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

/** A page of the Government of Canada's "Study in Canada" section, by its path in that section. */
const studyInCanada = (page: string) =>
  new URL(page, "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/").href;
const PGWP_ELIGIBILITY_URL = studyInCanada("work/after-graduation/eligibility.html");

const PGWP_RULES =
  "Language and field-of-study rules for the PGWP changed in 2024 and 2025; check IRCC before you apply.";
const PGWP = {
  url: studyInCanada("work/after-graduation/about.html"),
  name: "Government of Canada: Post-graduation work permit",
};

const FEES_URL = "https://ircc.canada.ca/english/information/fees/result.asp?lob=sp&canada=inside&cat=temp";
const FEES_NAME = "IRCC: Fee list for study permits";
const FUNDS_URL = studyInCanada("study-permit/get-documents/financial-support.html");
const FUNDS_NAME = "Government of Canada: Proof of financial support";

/** Living-cost funds to show (outside Quebec) by the number of people coming, on or after 1 Sep 2025. */
function funds(people: number, value: number): Figure {
  return {
    label:
      people === 1
        ? "Living-cost funds to show, student alone (outside Quebec)"
        : `Living-cost funds to show, ${people} people in the family (outside Quebec)`,
    value,
    unit: "CAD",
    per: "year",
    effectiveFrom: "2025-09-01",
    sourceUrl: FUNDS_URL,
    sourceName: FUNDS_NAME,
    verifiedOn: "2026-11-22",
  };
}

const figures = {
  studyVisaFee: {
    label: "Study permit fee",
    value: 150,
    unit: "CAD",
    per: "application",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: "2026-11-22",
  },
  biometricsFee: {
    label: "Biometrics fee per person",
    value: 85,
    unit: "CAD",
    per: "person",
    effectiveFrom: null,
    sourceUrl: FEES_URL,
    sourceName: FEES_NAME,
    verifiedOn: "2026-11-22",
  },
  biometricsFamilyMax: {
    label: "Biometrics fee for a family applying together (maximum)",
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
    label: "Off-campus work during academic sessions",
    value: 24,
    unit: "hours per week",
    effectiveFrom: "2024-11-08",
    sourceUrl: studyInCanada("work/work-off-campus.html"),
    sourceName: "Government of Canada: Work off campus as an international student",
    secondary: {
      url: "https://www.mondaq.com/canada/general-immigration/1549786/international-students-allowed-to-work-off-campus-up-to-24-hours-per-week",
      name: "Mondaq (Gowling WLG): off-campus work limit from November 2024",
    },
    verifiedOn: "2026-11-22",
  },
  postStudyWork: {
    label: "Post-Graduation Work Permit (PGWP) after a master's degree, or a longer programme (up to)",
    value: 36,
    unit: "months",
    effectiveFrom: "2024-02-15",
    sourceUrl: PGWP.url,
    sourceName: PGWP.name,
    secondary: {
      url: "https://www.cicnews.com/2024/02/masters-students-are-now-eligible-for-a-3-year-work-permit-0242928.html",
      name: "CIC News: master's graduates eligible for the longest permit",
    },
    verifiedOn: "2026-11-22",
  },
  pgwpMinProgramme: {
    label: "Shortest programme that can lead to a PGWP (and the shortest master's for the longest permit)",
    value: 8,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: PGWP.url,
    sourceName: PGWP.name,
    verifiedOn: "2026-11-22",
  },
  pgwpLongProgramme: {
    label: "Programme length from which the PGWP can reach its longest",
    value: 24,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: PGWP.url,
    sourceName: PGWP.name,
    verifiedOn: "2026-11-22",
  },
  pgwpLanguageUniversity: {
    label: "PGWP language level for university degree graduates (CLB)",
    value: 7,
    unit: "CLB level",
    effectiveFrom: "2024-11-01",
    sourceUrl: PGWP_ELIGIBILITY_URL,
    sourceName: "Government of Canada: PGWP eligibility",
    secondary: {
      url: "https://www.businesstoday.in/nri/study/story/foreign-students-face-new-language-rules-in-canada-but-some-get-exemptions-this-is-what-changes-for-indians-468236-2025-03-18",
      name: "Business Today: Canada's new language rules for graduates",
    },
    verifiedOn: "2026-11-22",
    indicative: PGWP_RULES,
  },
  pgwpLanguageCollege: {
    label: "PGWP language level for college programme graduates (CLB)",
    value: 5,
    unit: "CLB level",
    effectiveFrom: "2024-11-01",
    sourceUrl: PGWP_ELIGIBILITY_URL,
    sourceName: "Government of Canada: PGWP eligibility",
    verifiedOn: "2026-11-22",
    indicative: PGWP_RULES,
  },
} satisfies Record<string, Figure>;

/** Canada's data as it stands on `today`. */
export function canadaFactsOn(today: IsoDate) {
  const f = figuresInForce(figures, today);
  return {
    code: "canada",
    name: "Canada",
    shortName: "Canada",
    inSentence: "Canada",
    currency: "CAD",
    flag: "CA",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands: [
        { id: "major", label: "Toronto or Vancouver", monthlyLiving: { shared: 1700, studio: 2400 } },
        { id: "other", label: "Other cities", monthlyLiving: { shared: 1300, studio: 1800 } },
      ],
      tuition: {
        ug: [
          {
            id: "university",
            label: "University bachelor's",
            annual: { min: 28000, max: 50000, typical: 38000 },
          },
        ],
        pg: [
          {
            id: "university",
            label: "University master's",
            annual: { min: 20000, max: 45000, typical: 30000 },
          },
          {
            id: "college",
            label: "College postgraduate certificate",
            annual: { min: 15000, max: 22000, typical: 18000 },
          },
        ],
        phd: [
          { id: "university", label: "University PhD", annual: { min: 8000, max: 25000, typical: 15000 } },
        ],
      },
      courseMonths: { ug: 48, pg: 24, phd: 48 },
      insurance: {
        label: "Health insurance (provincial or university plan)",
        perYear: 900,
        note: "Indicative: cover and price depend on the province and the university.",
      },
      extras: [
        {
          id: "medical-exam",
          label: "Immigration medical exam with a panel physician",
          amount: 6000,
          currency: "INR",
          note: "Indicative: needed by many applicants from India; the clinic sets the fee.",
        },
        {
          id: "accommodation-deposit",
          label: "Accommodation deposit",
          amount: 1000,
          currency: "CAD",
          note: "Indicative: landlords usually ask for a deposit before you move in.",
        },
      ],
      flightFromHyderabadInr: 85000,
      typicalHourlyWage: 17,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor:
        "Shown when you apply for the study permit. IRCC updates the amounts every year, so check the current table before you apply.",
      explanation:
        "Show the living-cost amount for everyone coming with you, plus the first year's tuition and your travel costs.",
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
