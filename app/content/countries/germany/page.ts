/**
 * The "Study in Germany" page's content, in any language: the sections' order, links, figures and
 * calculations are here, their words in the edition's catalogue (app/words/<language>/countries/germany.ts,
 * docs/decisions/0009-words-apart-from-logic.md). Every amount, duration and limit is rendered from ./facts
 * (with its source and dates); no figure is typed here.
 */
import type { WordsOf } from "~/words/types";
import type * as en from "~/words/en/countries/germany";
import { page as editionWords } from "~words/countries/germany";
import { exchangeRates } from "../exchange-rates";
import * as editionFormat from "~words/countries/format";
import type { CountryFormat } from "../format";
import { buildDate } from "../schedule";
import type { CountryPageContent, IsoDate } from "../types";
import { germanyFacts, germanyRuleDates, winterSemesterOf, yearOf } from "./facts";

/** The words of the Germany page in one language. */
export type GermanyPageWords = WordsOf<typeof en.page>;

const VISA_SERVICE_URL = "https://www.auswaertiges-amt.de/en/visa-service";
const HOCHSCHULKOMPASS_URL = "https://www.hochschulkompass.de/en/";
const DAAD_URL = "https://www.daad.de/en/";
/** dpa's report of 5 February 2026 that the government had not yet agreed the planned BAföG bill. */
const BAFOG_REPORT_URL =
  "https://www.wallstreet-online.de/nachricht/20462975-studierendenwerk-draengt-bafoeg-erhoehung";

/** The timeline's planning advice: how many months before the course each step starts. */
const timelineMonths: Record<"shortlist" | "aps" | "prepare", { from: number; to?: number }> = {
  shortlist: { from: 12, to: 15 },
  aps: { from: 9, to: 12 },
  prepare: { from: 3, to: 4 },
};

/**
 * The page for Germany's data as it stands on a given day (the site uses the build date): `today` is the
 * day the facts were taken on, whose year the FAQ asks about.
 */
export function germanyPageFor(
  facts: typeof germanyFacts,
  w: GermanyPageWords = editionWords,
  format: CountryFormat = editionFormat,
  today: IsoDate = buildDate,
): CountryPageContent {
  const f = facts.figures;
  const fig = format.formatFigure;
  /** The day a figure took effect, as the "recent changes" list gives it. */
  const dateOf = (from: IsoDate | null) => (from ? format.formatDate(from) : "");
  const plannedRise = winterSemesterOf(germanyRuleDates.bafogRisePlannedFrom);
  const tumFrom = f.tumTuitionMaster.effectiveFrom
    ? winterSemesterOf(f.tumTuitionMaster.effectiveFrom)
    : null;
  const ageLimit = f.studentRateAgeLimit.value;
  const blocked = format.formatMoney(f.proofOfFunds.value, "EUR");
  const monthly = fig(f.blockedMonthly);
  const jobSearch = fig(f.postStudyWork);
  const contribution = fig(f.semesterContribution);
  const fees = w.fees(fig(f.tumTuitionBachelor), fig(f.tumTuitionMaster), fig(f.bwTuitionPerSemester));
  const fullDays = f.workDaysFull.value;
  const halfDays = f.workDaysHalf.value;
  const visaService = { label: w.links.visaService, url: VISA_SERVICE_URL };
  const monthsBefore = (id: keyof typeof timelineMonths) =>
    w.monthsBefore(timelineMonths[id].from, timelineMonths[id].to);

  return {
    promise: w.promise(jobSearch),
    description: w.description,
    keyFacts: [
      {
        label: w.keyFacts.workAfter.label,
        value: w.keyFacts.workAfter.value(jobSearch),
        figure: f.postStudyWork,
      },
      {
        label: w.keyFacts.workDuring.label,
        value: w.keyFacts.workDuring.value(fullDays, halfDays),
        figure: f.workDaysFull,
      },
      {
        label: w.keyFacts.money.label,
        value: w.keyFacts.money.value(
          format.formatMoneyWithInr(f.proofOfFunds.value, "EUR", exchangeRates.inrPer.EUR),
          format.formatFigureWithInr(f.blockedMonthly, exchangeRates.inrPer.EUR),
        ),
        figure: f.proofOfFunds,
      },
      { label: w.keyFacts.intakes.label, value: w.keyFacts.intakes.value },
    ],
    why: [
      {
        title: w.why.noTuition.title,
        text: w.why.noTuition.text(contribution, fees),
        figures: [f.semesterContribution, f.tumTuitionBachelor, f.tumTuitionMaster, f.bwTuitionPerSemester],
      },
      { title: w.why.engineering.title, text: w.why.engineering.text },
      { title: w.why.jobSearch.title, text: w.why.jobSearch.text(jobSearch), figures: [f.postStudyWork] },
      {
        title: w.why.work.title,
        text: w.why.work.text(fig(f.workDaysFull), fig(f.workDaysHalf)),
        figures: [f.workDaysFull, f.workDaysHalf],
      },
    ],
    intakes: [w.intakes.winter, w.intakes.summer],
    intakesNote: w.intakesNote,
    timeline: [
      { when: monthsBefore("shortlist"), what: w.timeline.shortlist.what },
      { when: monthsBefore("aps"), what: w.timeline.aps.what },
      w.timeline.apply,
      { when: monthsBefore("prepare"), what: w.timeline.prepare.what },
      w.timeline.arrival,
    ],
    universities: {
      names: [
        "Technical University of Munich (TUM)",
        "LMU Munich",
        "Heidelberg University",
        "Karlsruhe Institute of Technology (KIT)",
        "RWTH Aachen University",
        "TU Berlin",
        "Freie Universität Berlin",
        "Humboldt-Universität zu Berlin",
      ],
      note: w.universitiesNote(fees),
      register: { label: w.links.universitiesRegister, url: HOCHSCHULKOMPASS_URL },
    },
    courses: [
      w.courses.mechanical,
      w.courses.electrical,
      w.courses.computerScience,
      w.courses.dataScience,
      w.courses.energy,
      w.courses.mechatronics,
      w.courses.business,
    ],
    costsNote: w.costsNote(blocked, monthly, fees),
    visa: {
      name: w.visa.name,
      summary: w.visa.summary(fig(f.studyVisaFee)),
      steps: [
        w.visa.steps.admission,
        {
          title: w.visa.steps.aps.title,
          text: w.visa.steps.aps.text,
          link: { label: w.links.aps, url: "https://aps-india.de/" },
          indicative: w.visa.steps.aps.indicative,
        },
        {
          title: w.visa.steps.blockedAccount.title,
          text: w.visa.steps.blockedAccount.text(blocked, monthly),
          figures: [f.proofOfFunds, f.blockedMonthly],
        },
        {
          title: w.visa.steps.insurance.title,
          text: w.visa.steps.insurance.text(fig(f.healthInsuranceMonthly), ageLimit),
          figures: [f.healthInsuranceMonthly, f.studentRateAgeLimit, f.careSurchargeAge],
        },
        {
          title: w.visa.steps.apply.title,
          text: w.visa.steps.apply.text(fig(f.studyVisaFee)),
          figures: [f.studyVisaFee],
          link: { label: w.links.visaForStudies, url: VISA_SERVICE_URL },
        },
      ],
      fees: [f.studyVisaFee, f.proofOfFunds, f.healthInsuranceMonthly],
      otherVisas: [
        {
          title: w.visa.otherVisas.visitors.title,
          text: w.visa.otherVisas.visitors.text,
          link: visaService,
          indicative: w.visa.otherVisas.visitors.indicative,
        },
      ],
      officialLink: visaService,
    },
    proofOfFunds: {
      points: [
        {
          title: w.proofOfFunds.howMuch.title,
          text: w.proofOfFunds.howMuch.text(blocked, f.blockedMonths.value, monthly),
          figures: [f.proofOfFunds, f.blockedMonthly, f.blockedMonths],
          indicative: f.proofOfFunds.indicative,
        },
        {
          title: w.proofOfFunds.plannedRise.title,
          text: w.proofOfFunds.plannedRise.text(
            plannedRise.from,
            plannedRise.to,
            format.formatLongDate(germanyRuleDates.bafogRiseLastReportedOn),
            blocked,
          ),
          link: { label: w.links.bafogReport, url: BAFOG_REPORT_URL },
          figures: [f.proofOfFunds],
        },
        w.proofOfFunds.how,
        { ...w.proofOfFunds.alternatives, indicative: w.general },
      ],
    },
    englishTests: {
      summary: w.englishTests.summary,
      points: [
        { ...w.englishTests.english, indicative: w.general },
        { ...w.englishTests.german, indicative: w.general },
        w.englishTests.learnGerman,
      ],
    },
    work: {
      during: [
        {
          title: w.work.during.title(fullDays, halfDays),
          text: w.work.during.text(fig(f.workHours)),
          figures: [f.workDaysFull, f.workDaysHalf, f.workHours],
        },
      ],
      after: [
        { title: w.work.jobSearch.title, text: w.work.jobSearch.text(jobSearch), figures: [f.postStudyWork] },
        { ...w.work.blueCard, indicative: w.general },
      ],
    },
    scholarships: [
      {
        ...w.scholarships.daad,
        link: { label: w.links.daad, url: DAAD_URL },
        indicative: w.general,
      },
      { ...w.scholarships.deutschlandstipendium, indicative: w.general },
    ],
    loans: [w.loans.blockedAccount, w.loans.collateral],
    accommodation: [w.accommodation.halls, w.accommodation.shared, w.accommodation.afterArrival],
    legitimacy: { text: w.legitimacy, link: { label: w.links.recognised, url: HOCHSCHULKOMPASS_URL } },
    faq: [
      {
        question: w.faq.blockedAccount.question(yearOf(today)),
        answer: w.faq.blockedAccount.answer(blocked, monthly),
      },
      { question: w.faq.free.question, answer: w.faq.free.answer(contribution, fees) },
      {
        question: w.faq.work.question,
        answer: w.faq.work.answer(fig(f.workDaysFull), fig(f.workDaysHalf), fig(f.workHours)),
      },
      { question: w.faq.visaFee.question, answer: w.faq.visaFee.answer(fig(f.studyVisaFee)) },
      { question: w.faq.stay.question, answer: w.faq.stay.answer(jobSearch) },
    ],
    changes: [
      {
        date: dateOf(f.healthInsuranceMonthly.effectiveFrom),
        text: w.changes.insurance(fig(f.healthInsuranceMonthly)),
        figure: f.healthInsuranceMonthly,
      },
      {
        date: tumFrom ? w.changes.tum.date(tumFrom.from, tumFrom.to) : "",
        text: w.changes.tum.text(fig(f.tumTuitionBachelor), fig(f.tumTuitionMaster)),
        figure: f.tumTuitionMaster,
      },
      {
        date: dateOf(f.proofOfFunds.effectiveFrom),
        text: w.changes.blockedAccount(blocked, monthly),
        figure: f.proofOfFunds,
      },
      {
        date: dateOf(f.workDaysFull.effectiveFrom),
        text: w.changes.work(fullDays, halfDays),
        figure: f.workDaysFull,
      },
    ],
    officialLinks: [
      {
        label: w.links.makeItInGermany,
        url: "https://www.make-it-in-germany.com/en/study-vocational-training/studies-in-germany",
      },
      { label: w.links.daadStudy, url: DAAD_URL },
      { label: w.links.blockedAccount, url: f.proofOfFunds.sourceUrl },
    ],
  };
}

export const germanyPage: CountryPageContent = germanyPageFor(germanyFacts);
