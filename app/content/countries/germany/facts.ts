/**
 * Germany: official figures (each with its source and dates) and planning estimates. Their words (labels,
 * source names, notes) come from the edition's catalogue, app/words/<language>/countries/germany.ts
 * (docs/decisions/0009-words-apart-from-logic.md).
 */
import type { WordsOf } from "~/words/types";
import type * as en from "~/words/en/countries/germany";
import { facts as editionWords } from "~words/countries/germany";
import { formatDate, formatFigure } from "~words/countries/format";
import { buildDate, figuresInForce } from "../schedule";
import type { CountryFormat } from "../format";
import type { CountryFactsBase, Figure, IsoDate } from "../types";

/** The words of Germany's facts in one language. */
export type GermanyFactWords = WordsOf<typeof en.facts>;

const BLOCKED_URL =
  "https://www.auswaertiges-amt.de/de/service/visa-und-aufenthalt/nationale-visa/visa-schule-studium-sprachkurs/sperrkonto";
const WORK_URL = "https://www.make-it-in-germany.com/en/study-vocational-training/studies-in-germany/work";
const TUM_URL = "https://www.tum.de/en/studies/fees/tuition";

/** Days the page and the notes name that no figure carries as its own date. */
export const germanyRuleDates = {
  /**
   * The governing parties' coalition agreement (April 2025) planned a higher student grant (BAföG), which
   * sets the blocked account, from the winter semester that starts on this day.
   */
  bafogRisePlannedFrom: "2026-10-01",
  /** The last report we found on that plan (dpa): no bill agreed yet, no new amount published. */
  bafogRiseLastReportedOn: "2026-02-05",
} as const satisfies Record<string, IsoDate>;

/** A winter semester by the years it spans, from its first day: 2026-10-01 → "2026", "27". */
export function winterSemesterOf(start: IsoDate): { from: string; to: string } {
  const year = Number(start.slice(0, 4));
  return { from: String(year), to: String((year + 1) % 100).padStart(2, "0") };
}

/** The year of a date, as a question or a note names it. */
export const yearOf = (date: IsoDate | null): string => (date ?? "").slice(0, 4);

/** Germany's figures, with their words in one language. */
function figuresIn(w: GermanyFactWords, format: Pick<CountryFormat, "formatDate">) {
  const BLOCKED = { url: BLOCKED_URL, name: w.sources.blockedAccount };
  const plannedRise = winterSemesterOf(germanyRuleDates.bafogRisePlannedFrom);
  const BLOCKED_WATCH = w.notes.blockedWatch(
    plannedRise.from,
    plannedRise.to,
    format.formatDate(germanyRuleDates.bafogRiseLastReportedOn),
  );
  /**
   * The day the Federal Foreign Office's blocked-account page was read: it gives €11,904 a year and €992 a
   * month "from 1 January 2025" (the copy read carries the article date 26 July 2024).
   */
  const BLOCKED_READ: IsoDate = "2026-11-27";
  const WORK_NAME = w.sources.work;
  const TUM = { url: TUM_URL, name: w.sources.tum };
  const TK_URL =
    "https://www.tk.de/en/service-faqs/join-tk/contribution-foreign-students-german-health-insurance-2038022";
  /** The student rate's age limit and the care surcharge's age, as TK states them (read on this day). */
  const TK_AGES_READ: IsoDate = "2026-11-27";
  const STUDENT_RATE_AGE_LIMIT = 30;
  const CARE_SURCHARGE_AGE = 23;
  const HEALTH_RATE_FROM: IsoDate = "2026-01-01";

  return {
    studyVisaFee: {
      label: w.figures.studyVisaFee,
      value: 75,
      unit: "EUR",
      per: "application",
      effectiveFrom: null,
      sourceUrl: "https://www.auswaertiges-amt.de/en/visa-service",
      sourceName: w.sources.visaService,
      secondary: {
        url: "https://welcome-center-germany.com/german-visa-application-form-and-fees/",
        name: w.sources.welcomeCenter,
      },
      verifiedOn: "2026-11-22",
    },
    proofOfFunds: {
      label: w.figures.proofOfFunds,
      value: 11904,
      unit: "EUR",
      per: "year",
      effectiveFrom: "2024-09-01",
      sourceUrl: BLOCKED.url,
      sourceName: BLOCKED.name,
      verifiedOn: BLOCKED_READ,
      indicative: BLOCKED_WATCH,
    },
    blockedMonthly: {
      label: w.figures.blockedMonthly,
      value: 992,
      unit: "EUR",
      per: "month",
      effectiveFrom: "2024-09-01",
      sourceUrl: BLOCKED.url,
      sourceName: BLOCKED.name,
      verifiedOn: BLOCKED_READ,
      indicative: BLOCKED_WATCH,
    },
    blockedMonths: {
      label: w.figures.blockedMonths,
      value: 12,
      unit: "months",
      effectiveFrom: "2024-09-01",
      sourceUrl: BLOCKED.url,
      sourceName: BLOCKED.name,
      verifiedOn: BLOCKED_READ,
    },
    healthInsuranceMonthly: {
      label: w.figures.healthInsuranceMonthly(STUDENT_RATE_AGE_LIMIT),
      value: 141.16,
      max: 146.29,
      unit: "EUR",
      per: "month",
      effectiveFrom: HEALTH_RATE_FROM,
      sourceUrl: TK_URL,
      sourceName: w.sources.tk,
      secondary: {
        url: "https://www.stuttgarter-zeitung.de/inhalt.techniker-krankenkasse-erhoehung-zusatzbeitrag-2026-mhsd.da1c22ba-4f21-411f-81dd-df36d0117bc5.html",
        name: w.sources.stuttgarterZeitung,
      },
      verifiedOn: "2026-11-23",
      indicative: w.notes.healthInsurance(yearOf(HEALTH_RATE_FROM), CARE_SURCHARGE_AGE),
    },
    studentRateAgeLimit: {
      label: w.figures.studentRateAgeLimit,
      value: STUDENT_RATE_AGE_LIMIT,
      unit: "years",
      effectiveFrom: null,
      sourceUrl: "https://www.tk.de/en/i-am-tk/tk-members/how-much-is-the-contribution-for-students--2099012",
      sourceName: w.sources.tkStudentAge,
      verifiedOn: TK_AGES_READ,
    },
    careSurchargeAge: {
      label: w.figures.careSurchargeAge,
      value: CARE_SURCHARGE_AGE,
      unit: "years",
      effectiveFrom: null,
      sourceUrl: TK_URL,
      sourceName: w.sources.tk,
      verifiedOn: TK_AGES_READ,
    },
    semesterContribution: {
      label: w.figures.semesterContribution,
      value: 200,
      max: 500,
      unit: "EUR",
      per: "semester",
      effectiveFrom: null,
      sourceUrl:
        "https://www.daad.de/en/studying-in-germany/plan-your-studies/costs-of-education-and-living/",
      sourceName: w.sources.daad,
      verifiedOn: "2026-11-22",
      indicative: w.notes.semesterContribution,
    },
    tumTuitionBachelor: {
      label: w.figures.tumTuitionBachelor,
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
      label: w.figures.tumTuitionMaster,
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
      label: w.figures.bwTuitionPerSemester,
      value: 1500,
      unit: "EUR",
      per: "semester",
      effectiveFrom: "2017-10-01",
      sourceUrl:
        "https://mwk.baden-wuerttemberg.de/de/hochschulen-studium/studienfinanzierung/gebuehren-fuer-internationale-studierende-und-zweitstudium/tuition-fees-for-international-students/",
      sourceName: w.sources.bwMinistry,
      verifiedOn: "2026-11-23",
      indicative: w.notes.bwTuition,
    },
    workDaysFull: {
      label: w.figures.workDaysFull,
      value: 140,
      unit: "days per year",
      effectiveFrom: "2024-03-01",
      sourceUrl: WORK_URL,
      sourceName: WORK_NAME,
      verifiedOn: "2026-11-22",
    },
    workDaysHalf: {
      label: w.figures.workDaysHalf,
      value: 280,
      unit: "days per year",
      effectiveFrom: "2024-03-01",
      sourceUrl: WORK_URL,
      sourceName: WORK_NAME,
      verifiedOn: "2026-11-22",
    },
    workHours: {
      label: w.figures.workHours,
      value: 20,
      unit: "hours per week",
      effectiveFrom: "2024-03-01",
      sourceUrl: WORK_URL,
      sourceName: WORK_NAME,
      verifiedOn: "2026-11-22",
    },
    postStudyWork: {
      label: w.figures.postStudyWork,
      value: 18,
      unit: "months",
      effectiveFrom: null,
      sourceUrl: "https://www.make-it-in-germany.com/en/study-vocational-training/studies-in-germany",
      sourceName: w.sources.studying,
      secondary: {
        url: "https://www.uni-potsdam.de/en/international/incoming/students/degree/beginning-a-career",
        name: w.sources.potsdam,
      },
      verifiedOn: "2026-11-22",
    },
    minimumWage: {
      label: w.figures.minimumWage,
      value: 13.9,
      unit: "EUR",
      per: "hour",
      effectiveFrom: "2026-01-01",
      sourceUrl: "https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/mindestlohn.html",
      sourceName: w.sources.bmas,
      secondary: {
        url: "https://www.sueddeutsche.de/politik/beschluss-im-bundeskabinett-mindestlohn-steigt-in-zwei-schritten-li.3331968",
        name: w.sources.sueddeutsche,
      },
      verifiedOn: "2026-11-23",
      next: { value: 14.6, effectiveFrom: "2027-01-01" },
    },
  } satisfies Record<string, Figure>;
}

/**
 * Germany's data as it stands on `today` (figures with a scheduled change switch on their date), in the
 * words and formats given (the edition's by default).
 */
export function germanyFactsOn(
  today: IsoDate,
  w: GermanyFactWords = editionWords,
  // Named formatters rather than the whole module, so an island that shows the facts carries only these.
  format: Pick<CountryFormat, "formatFigure" | "formatDate"> = { formatFigure, formatDate },
) {
  const f = figuresInForce(figuresIn(w, format), today);
  /** A year of a fee charged per semester, plus the usual semester contributions. */
  const yearOf = (fee: Figure) => ({
    min: 2 * (fee.value + f.semesterContribution.value),
    max: 2 * ((fee.max ?? fee.value) + (f.semesterContribution.max ?? f.semesterContribution.value)),
  });
  const publicOnly = {
    id: "public",
    label: w.tuition.public,
    annual: { ...yearOf({ ...f.semesterContribution, value: 0, max: 0 }), typical: 0 },
  };
  publicOnly.annual.typical = Math.round((publicOnly.annual.min + publicOnly.annual.max) / 2);
  const band = (id: string, label: string, fee: Figure) => {
    const year = yearOf(fee);
    return { id, label, annual: { ...year, typical: Math.round((year.min + year.max) / 2) } };
  };
  const bw = band(
    "public-bw",
    w.tuition.publicBw(format.formatFigure(f.bwTuitionPerSemester)),
    f.bwTuitionPerSemester,
  );
  return {
    code: "germany",
    name: w.name,
    shortName: w.shortName,
    inSentence: w.inSentence,
    currency: "EUR",
    flag: "DE",
    figures: f,
    costs: {
      reviewedOn: "2026-11-22",
      cityBands: [
        {
          id: "expensive",
          label: w.cityBands.expensive,
          monthlyLiving: { shared: 1150, studio: 1450 },
        },
        { id: "other", label: w.cityBands.other, monthlyLiving: { shared: 950, studio: 1200 } },
      ],
      tuition: {
        ug: [
          publicOnly,
          bw,
          band("tum", w.tuition.tum(format.formatFigure(f.tumTuitionBachelor)), f.tumTuitionBachelor),
          { id: "private", label: w.tuition.private, annual: { min: 8000, max: 20000, typical: 12000 } },
        ],
        pg: [
          publicOnly,
          bw,
          band("tum", w.tuition.tum(format.formatFigure(f.tumTuitionMaster)), f.tumTuitionMaster),
          { id: "private", label: w.tuition.private, annual: { min: 10000, max: 25000, typical: 15000 } },
        ],
        phd: [publicOnly],
      },
      courseMonths: { ug: 36, pg: 24, phd: 36 },
      extras: [
        {
          id: "aps",
          label: w.extras.aps.label,
          amount: 18000,
          currency: "INR",
          note: w.extras.aps.note,
        },
        {
          id: "blocked-account-fee",
          label: w.extras.blockedAccountFee.label,
          amount: 100,
          currency: "EUR",
          note: w.extras.blockedAccountFee.note,
        },
        {
          id: "accommodation-deposit",
          label: w.extras.accommodationDeposit.label,
          amount: 800,
          currency: "EUR",
          note: w.extras.accommodationDeposit.note,
        },
      ],
      flightFromHyderabadInr: 45000,
      typicalHourlyWage: f.minimumWage.value,
      termWeeksPerYear: 30,
    },
    funds: {
      holdFor: w.funds.holdFor,
      explanation: w.funds.explanation,
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
