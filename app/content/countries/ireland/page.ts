/**
 * The "Study in Ireland" page's content, in any language: the sections' order, links, figures and
 * calculations are here, their words in the edition's catalogue (app/words/<language>/countries/ireland.ts,
 * docs/decisions/0009-words-apart-from-logic.md). Every amount, duration and limit is rendered from ./facts
 * (with its source and dates); no figure is typed here.
 */
import type { WordsOf } from "~/words/types";
import type * as en from "~/words/en/countries/ireland";
import { page as editionWords } from "~words/countries/ireland";
import { exchangeRates } from "../exchange-rates";
import * as editionFormat from "~words/countries/format";
import type { CountryFormat } from "../format";
import type { CountryPageContent } from "../types";
import { irelandFacts } from "./facts";

/** The words of the Ireland page in one language. */
export type IrelandPageWords = WordsOf<typeof en.page>;

const STUDY_URL = "https://www.irishimmigration.ie/coming-to-study-in-ireland/";

/** The timeline's planning advice: how many months before the course each step starts. */
const timelineMonths: Record<"shortlist" | "apply" | "accept" | "visa", { from: number; to?: number }> = {
  shortlist: { from: 10, to: 12 },
  apply: { from: 6, to: 9 },
  accept: { from: 4, to: 5 },
  visa: { from: 3 },
};

/** The page for Ireland's data as it stands on a given day (the site uses the build date). */
export function irelandPageFor(
  facts: typeof irelandFacts,
  w: IrelandPageWords = editionWords,
  format: CountryFormat = editionFormat,
): CountryPageContent {
  const f = facts.figures;
  const fig = format.formatFigure;
  const funds = format.formatMoney(f.proofOfFunds.value, "EUR");
  const masters = fig({ value: facts.costs.courseMonths.pg, unit: "months" });
  const stamp = fig(f.postStudyWork);
  const stampL8 = fig(f.postStudyWorkLevel8);
  const term = fig(f.workHours);
  const holidays = fig(f.workHoursHolidays);
  const statements = fig(f.bankStatementMonths);
  /** The month the funds rule began for students who need a visa (the figure's own date). */
  const fundsSince = f.proofOfFunds.effectiveFrom ? format.formatMonthYear(f.proofOfFunds.effectiveFrom) : "";
  const study = { label: w.links.study, url: STUDY_URL };
  const monthsBefore = (id: keyof typeof timelineMonths) =>
    w.monthsBefore(timelineMonths[id].from, timelineMonths[id].to);

  return {
    promise: w.promise(masters, stamp),
    description: w.description(funds),
    keyFacts: [
      {
        label: w.keyFacts.workAfter.label,
        value: w.keyFacts.workAfter.value(stamp, stampL8),
        figure: f.postStudyWork,
      },
      {
        label: w.keyFacts.workDuring.label,
        value: w.keyFacts.workDuring.value(term, holidays),
        figure: f.workHours,
      },
      {
        label: w.keyFacts.money.label,
        value: w.keyFacts.money.value(
          format.formatMoneyWithInr(f.proofOfFunds.value, "EUR", exchangeRates.inrPer.EUR),
        ),
        figure: f.proofOfFunds,
      },
      { label: w.keyFacts.intakes.label, value: w.keyFacts.intakes.value },
    ],
    why: [
      {
        title: w.why.shortMasters.title,
        text: w.why.shortMasters.text(masters, stamp),
        figures: [f.postStudyWork],
      },
      w.why.techBase,
      { title: w.why.english.title, text: w.why.english.text(holidays), figures: [f.workHoursHolidays] },
    ],
    intakes: [w.intakes.autumn, w.intakes.spring],
    intakesNote: w.intakesNote,
    timeline: [
      { when: monthsBefore("shortlist"), what: w.timeline.shortlist.what },
      { when: monthsBefore("apply"), what: w.timeline.apply.what },
      { when: monthsBefore("accept"), what: w.timeline.accept.what(statements) },
      { when: monthsBefore("visa"), what: w.timeline.visa.what },
      w.timeline.arrival,
    ],
    universities: {
      names: [
        "Trinity College Dublin",
        "University College Dublin",
        "University of Galway",
        "University College Cork",
        "University of Limerick",
        "Dublin City University",
        "Maynooth University",
      ],
      note: w.universitiesNote,
      register: { label: w.links.qqi, url: "https://www.qqi.ie/" },
    },
    courses: [
      w.courses.computerScience,
      w.courses.dataAnalytics,
      w.courses.cloud,
      w.courses.pharma,
      w.courses.finance,
      w.courses.business,
    ],
    costsNote: w.costsNote(funds),
    visa: {
      name: w.visa.name,
      summary: w.visa.summary(fig(f.studyVisaFee), fig(f.multiEntryVisaFee), fig(f.residencePermitFee)),
      steps: [
        w.visa.steps.fees,
        {
          title: w.visa.steps.funds.title,
          text: w.visa.steps.funds.text(fig(f.proofOfFunds), statements),
          figures: [f.proofOfFunds, f.bankStatementMonths],
        },
        {
          title: w.visa.steps.insurance.title,
          text: w.visa.steps.insurance.text(format.formatMoney(f.insuranceMinimumCover.value, "EUR")),
          figures: [f.insuranceMinimumCover],
        },
        {
          title: w.visa.steps.apply.title,
          text: w.visa.steps.apply.text(fig(f.studyVisaFee), fig(f.multiEntryVisaFee)),
          figures: [f.studyVisaFee, f.multiEntryVisaFee],
          link: study,
        },
        {
          title: w.visa.steps.register.title,
          text: w.visa.steps.register.text(fig(f.residencePermitFee)),
          figures: [f.residencePermitFee],
        },
      ],
      fees: [f.studyVisaFee, f.multiEntryVisaFee, f.residencePermitFee, f.visitorVisaFee],
      otherVisas: [
        {
          title: w.visa.otherVisas.visitors.title,
          text: w.visa.otherVisas.visitors.text(fig(f.visitorVisaFee)),
          figures: [f.visitorVisaFee],
          link: { label: w.links.visit, url: "https://www.irishimmigration.ie/coming-to-visit-ireland/" },
        },
        { ...w.visa.otherVisas.family, indicative: w.general },
      ],
      officialLink: study,
    },
    proofOfFunds: {
      points: [
        {
          title: w.proofOfFunds.howMuch.title,
          text: w.proofOfFunds.howMuch.text(fig(f.proofOfFunds), fundsSince),
          figures: [f.proofOfFunds],
        },
        {
          title: w.proofOfFunds.how.title,
          text: w.proofOfFunds.how.text(statements),
          figures: [f.bankStatementMonths],
        },
        w.proofOfFunds.feesFirst,
      ],
    },
    englishTests: {
      summary: w.englishTests.summary,
      points: [{ ...w.englishTests.ielts, indicative: w.general }, w.englishTests.others],
    },
    work: {
      during: [
        {
          title: w.work.during.title(term, holidays),
          text: w.work.during.text(term, holidays),
          figures: [f.workHours, f.workHoursHolidays],
        },
      ],
      after: [
        {
          title: w.work.stamp1g.title,
          text: w.work.stamp1g.text(stamp, stampL8, fig(f.stamp1gApplyWithinMonths)),
          figures: [f.postStudyWork, f.postStudyWorkLevel8, f.stamp1gApplyWithinMonths],
        },
        { ...w.work.permits, indicative: w.general },
      ],
    },
    scholarships: [{ ...w.scholarships.government, indicative: w.general }, w.scholarships.university],
    loans: [w.loans.nonCollateral, w.loans.collateral],
    accommodation: [w.accommodation.bookEarly, w.accommodation.scams, w.accommodation.afterArrival],
    legitimacy: { text: w.legitimacy, link: study },
    faq: [
      { question: w.faq.balance.question, answer: w.faq.balance.answer(fig(f.proofOfFunds), statements) },
      {
        question: w.faq.cost.question,
        answer: w.faq.cost.answer(fig(f.studyVisaFee), fig(f.multiEntryVisaFee), fig(f.residencePermitFee)),
      },
      { question: w.faq.hours.question, answer: w.faq.hours.answer(term, holidays) },
      { question: w.faq.stay.question, answer: w.faq.stay.answer(stamp, stampL8) },
    ],
    changes: [{ date: fundsSince, text: w.changes.funds.text(funds), figure: f.proofOfFunds }],
    officialLinks: [
      study,
      {
        label: w.links.studentVisas,
        url: "https://www.educationinireland.com/en/plan-you-study-abroad/student-visas",
      },
    ],
  };
}

export const irelandPage: CountryPageContent = irelandPageFor(irelandFacts);
