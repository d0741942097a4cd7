/** Germany: official figures (each with its source and dates) and planning estimates. */
import { formatFigure } from "../format";
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

const BLOCKED = {
  url: "https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto",
  name: "Federal Foreign Office: blocked account for students",
};
const BLOCKED_WATCH =
  "A BAföG rise planned for winter 2026/27 could raise it; confirm with the consulate before you deposit.";
const WORK_URL = "https://www.make-it-in-germany.com/en/study-vocational-training/studies-in-germany/work";
const WORK_NAME = "Make it in Germany (Federal Government): working while studying";
const TUM = {
  url: "https://www.tum.de/en/studies/fees/tuition",
  name: "TUM: tuition fees for students from non-EU countries",
};

const figures = {
  studyVisaFee: {
    label: "National (D) visa fee for studies",
    value: 75,
    unit: "EUR",
    per: "application",
    effectiveFrom: null,
    sourceUrl: "https://www.auswaertiges-amt.de/en/visa-service",
    sourceName: "Federal Foreign Office: visa service",
    secondary: {
      url: "https://welcome-center-germany.com/german-visa-application-form-and-fees/",
      name: "Welcome Center Germany: visa application and fees",
    },
    verifiedOn: "2026-11-22",
  },
  proofOfFunds: {
    label: "Blocked account for the first year",
    value: 11904,
    unit: "EUR",
    per: "year",
    effectiveFrom: "2024-09-01",
    sourceUrl: BLOCKED.url,
    sourceName: BLOCKED.name,
    verifiedOn: "2026-11-23",
    indicative: BLOCKED_WATCH,
  },
  blockedMonthly: {
    label: "Blocked account: amount released to you each month",
    value: 992,
    unit: "EUR",
    per: "month",
    effectiveFrom: "2024-09-01",
    sourceUrl: BLOCKED.url,
    sourceName: BLOCKED.name,
    verifiedOn: "2026-11-23",
    indicative: BLOCKED_WATCH,
  },
  blockedMonths: {
    label: "Months of living costs in the blocked account (first year)",
    value: 12,
    unit: "months",
    effectiveFrom: "2024-09-01",
    sourceUrl: BLOCKED.url,
    sourceName: BLOCKED.name,
    verifiedOn: "2026-11-23",
  },
  healthInsuranceMonthly: {
    label: "Statutory student health and care insurance (TK, under 30, up to the 14th semester)",
    value: 141.16,
    max: 146.29,
    unit: "EUR",
    per: "month",
    effectiveFrom: "2026-01-01",
    sourceUrl:
      "https://www.tk.de/en/service-faqs/join-tk/contribution-foreign-students-german-health-insurance-2038022",
    sourceName: "Techniker Krankenkasse: contribution for foreign students",
    secondary: {
      url: "https://www.stuttgarter-zeitung.de/inhalt.techniker-krankenkasse-erhoehung-zusatzbeitrag-2026-mhsd.da1c22ba-4f21-411f-81dd-df36d0117bc5.html",
      name: "Stuttgarter Zeitung: TK's additional contribution rate for 2026",
    },
    verifiedOn: "2026-11-23",
    indicative:
      "Worked out from TK's 2026 additional rate (Stuttgarter Zeitung), not TK's own table; the higher end applies from 23 without children.",
  },
  semesterContribution: {
    label: "Semester contribution at a public university (student services, union, often a transport ticket)",
    value: 200,
    max: 500,
    unit: "EUR",
    per: "semester",
    effectiveFrom: null,
    sourceUrl: "https://www.daad.de/en/studying-in-germany/plan-your-studies/costs-of-education-and-living/",
    sourceName: "DAAD (German Academic Exchange Service): costs of study",
    verifiedOn: "2026-11-22",
    indicative: "Each university sets its own contribution; this is the usual range.",
  },
  tumTuitionBachelor: {
    label: "TUM tuition for new non-EU students, bachelor's programmes",
    value: 2000,
    max: 3000,
    unit: "EUR",
    per: "semester",
    effectiveFrom: "2024-10-01",
    sourceUrl: TUM.url,
    sourceName: TUM.name,
    verifiedOn: "2026-11-23",
  },
  tumTuitionMaster: {
    label: "TUM tuition for new non-EU students, master's programmes",
    value: 4000,
    max: 6000,
    unit: "EUR",
    per: "semester",
    effectiveFrom: "2024-10-01",
    sourceUrl: TUM.url,
    sourceName: TUM.name,
    verifiedOn: "2026-11-23",
  },
  bwTuitionPerSemester: {
    label: "Tuition for non-EU students at public universities in Baden-Württemberg (e.g. Heidelberg, KIT)",
    value: 1500,
    unit: "EUR",
    per: "semester",
    effectiveFrom: "2017-10-01",
    sourceUrl:
      "https://mwk.baden-wuerttemberg.de/de/hochschulen-studium/studienfinanzierung/gebuehren-fuer-internationale-studierende-und-zweitstudium/tuition-fees-for-international-students/",
    sourceName: "Baden-Württemberg Ministry of Science: tuition fees for international students",
    verifiedOn: "2026-11-23",
    indicative:
      "The state's governing parties have announced plans to drop this fee; until the law changes, the ministry's page gives this amount.",
  },
  workDaysFull: {
    label: "Full days of work a year without approval from the employment agency",
    value: 140,
    unit: "days per year",
    effectiveFrom: "2024-03-01",
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: "2026-11-22",
  },
  workDaysHalf: {
    label: "Or half days of work a year",
    value: 280,
    unit: "days per year",
    effectiveFrom: "2024-03-01",
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: "2026-11-22",
  },
  workHours: {
    label: "Or work during the lecture period",
    value: 20,
    unit: "hours per week",
    effectiveFrom: "2024-03-01",
    sourceUrl: WORK_URL,
    sourceName: WORK_NAME,
    verifiedOn: "2026-11-22",
  },
  postStudyWork: {
    label: "Residence permit to look for a job after graduating",
    value: 18,
    unit: "months",
    effectiveFrom: null,
    sourceUrl: "https://www.make-it-in-germany.com/en/study-vocational-training/studies-in-germany",
    sourceName: "Make it in Germany (Federal Government): studying in Germany",
    secondary: {
      url: "https://www.uni-potsdam.de/en/international/incoming/students/degree/beginning-a-career",
      name: "University of Potsdam: beginning a career in Germany",
    },
    verifiedOn: "2026-11-22",
  },
  minimumWage: {
    label: "Statutory minimum wage (Mindestlohn)",
    value: 13.9,
    unit: "EUR",
    per: "hour",
    effectiveFrom: "2026-01-01",
    sourceUrl: "https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/mindestlohn.html",
    sourceName: "Federal Ministry of Labour (BMAS): minimum wage",
    secondary: {
      url: "https://www.sueddeutsche.de/politik/beschluss-im-bundeskabinett-mindestlohn-steigt-in-zwei-schritten-li.3331968",
      name: "Süddeutsche Zeitung: cabinet sets the minimum wage for 2026 and 2027",
    },
    verifiedOn: "2026-11-23",
    next: { value: 14.6, effectiveFrom: "2027-01-01" },
  },
} satisfies Record<string, Figure>;

/** Germany's data as it stands on `today` (figures with a scheduled change switch on their date). */
export function germanyFactsOn(today: IsoDate) {
  const f = figuresInForce(figures, today);
  /** A year of a fee charged per semester, plus the usual semester contributions. */
  const yearOf = (fee: Figure) => ({
    min: 2 * (fee.value + f.semesterContribution.value),
    max: 2 * ((fee.max ?? fee.value) + (f.semesterContribution.max ?? f.semesterContribution.value)),
  });
  const publicOnly = {
    id: "public",
    label: "Public university (semester contribution only)",
    annual: { ...yearOf({ ...f.semesterContribution, value: 0, max: 0 }), typical: 0 },
  };
  publicOnly.annual.typical = Math.round((publicOnly.annual.min + publicOnly.annual.max) / 2);
  const band = (id: string, label: string, fee: Figure) => {
    const year = yearOf(fee);
    return { id, label, annual: { ...year, typical: Math.round((year.min + year.max) / 2) } };
  };
  const bw = band(
    "public-bw",
    `Public university in Baden-Württemberg (${formatFigure(f.bwTuitionPerSemester)} plus the contribution)`,
    f.bwTuitionPerSemester,
  );
  return {
    code: "germany",
    name: "Germany",
    shortName: "Germany",
    inSentence: "Germany",
    currency: "EUR",
    flag: "DE",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
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
          publicOnly,
          bw,
          band(
            "tum",
            `TUM, non-EU students (${formatFigure(f.tumTuitionBachelor)} plus the contribution)`,
            f.tumTuitionBachelor,
          ),
          { id: "private", label: "Private university", annual: { min: 8000, max: 20000, typical: 12000 } },
        ],
        pg: [
          publicOnly,
          bw,
          band(
            "tum",
            `TUM, non-EU students (${formatFigure(f.tumTuitionMaster)} plus the contribution)`,
            f.tumTuitionMaster,
          ),
          { id: "private", label: "Private university", annual: { min: 10000, max: 25000, typical: 15000 } },
        ],
        phd: [publicOnly],
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
          note: "Indicative: often a few months' rent for a private room.",
        },
      ],
      flightFromHyderabadInr: 45000,
      typicalHourlyWage: f.minimumWage.value,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor:
        "Paid into a blocked account before your visa appointment; after you arrive, the bank releases the monthly amount to you.",
      explanation:
        "The blocked account covers the first year's living costs. Where a university charges tuition (TUM, Baden-Württemberg, private universities), the consulate may also ask for proof that you can pay it.",
      toShow: {
        living: { min: f.proofOfFunds.value, max: f.proofOfFunds.value },
        figures: [f.proofOfFunds],
        plusTuition: false,
        plusTravel: false,
      },
    },
  } as const satisfies CountryFactsBase;
}

export const germanyFacts = germanyFactsOn(buildDate);
