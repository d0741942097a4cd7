/**
 * The "Study in Canada" page's content, in any language: the sections' order, links, figures and
 * calculations are here, their words in the edition's catalogue (app/words/<language>/countries/canada.ts,
 * docs/decisions/0009-words-apart-from-logic.md). Every amount, duration and limit is rendered from ./facts
 * (with its source and dates); no figure is typed here.
 */
import type { WordsOf } from "~/words/types";
import type * as en from "~/words/en/countries/canada";
import { page as editionWords } from "~words/countries/canada";
import { exchangeRates } from "../exchange-rates";
import * as editionFormat from "~words/countries/format";
import type { CountryFormat } from "../format";
import { buildDate } from "../schedule";
import type { CountryPageContent, IsoDate } from "../types";
import { canadaFacts, canadaRuleDates } from "./facts";

/** The words of the Canada page in one language. */
export type CanadaPageWords = WordsOf<typeof en.page>;

const IRCC = "https://www.canada.ca/en/immigration-refugees-citizenship/";
const ATTESTATION_URL = `${IRCC}corporate/publications-manuals/operational-bulletins-manuals/temporary-residents/study-permits/attestation-letters.html`;
const STUDY_PERMIT_URL = `${IRCC}services/study-canada/study-permit.html`;
const DLI_LIST_URL = `${IRCC}services/study-canada/study-permit/prepare/designated-learning-institutions-list.html`;
const VISIT_URL = `${IRCC}services/visit-canada.html`;
const FUNDS_URL = `${IRCC}services/study-canada/study-permit/get-documents/financial-support.html`;

/** The timeline's planning advice: how many months before the course each step starts. */
const timelineMonths: Record<"shortlist" | "apply" | "accept" | "permit", { from: number; to?: number }> = {
  shortlist: { from: 12 },
  apply: { from: 8, to: 10 },
  accept: { from: 5, to: 6 },
  permit: { from: 3, to: 4 },
};

/**
 * The page for Canada's data as it stands on a given day (the site uses the build date): `today` is the
 * day the facts were taken on, which decides whether the year's study permit cap is still the current one.
 */
export function canadaPageFor(
  facts: typeof canadaFacts,
  w: CanadaPageWords = editionWords,
  format: CountryFormat = editionFormat,
  today: IsoDate = buildDate,
): CountryPageContent {
  const f = facts.figures;
  const fig = format.formatFigure;
  /** The day a figure took effect, as the "recent changes" list and the sentences give it. */
  const since = (from: IsoDate | null, write: (date: IsoDate) => string) => (from ? write(from) : "");
  const fundsFrom = since(f.proofOfFunds.effectiveFrom, format.formatLongDate);
  const palFrom = since(f.studyPermitCapGraduate.effectiveFrom, format.formatLongDate);
  const rulesSince = since(f.pgwpLanguageUniversity.effectiveFrom, format.formatMonthYear);
  const cap = f.studyPermitCap;
  const capYear = (cap.effectiveFrom ?? today).slice(0, 4);
  // The parts of the cap are numbers of the same study permits: the sentence gives their unit once.
  const capTotal = fig(cap);
  const capNew = format.groupDigits(f.studyPermitCapNew.value);
  const capGraduate = format.groupDigits(f.studyPermitCapGraduate.value);
  // A cap is set for one calendar year: after it, the page says whose year it was (docs/country-data.md).
  const capEnded = cap.sunset !== undefined && today >= cap.sunset.on;
  const capFigures = [cap, f.studyPermitCapNew, f.studyPermitCapGraduate];
  const money = (value: number) => format.formatMoney(value, "CAD");
  const single = money(f.proofOfFunds.value);
  const two = money(f.proofOfFunds2.value);
  const three = money(f.proofOfFunds3.value);
  const four = money(f.proofOfFunds4.value);
  const pgwpMax = fig(f.postStudyWork);
  const minProgramme = fig(f.pgwpMinProgramme);
  const longProgramme = fig(f.pgwpLongProgramme);
  const work = fig(f.workHours);
  const monthsBefore = (id: keyof typeof timelineMonths) =>
    w.monthsBefore(timelineMonths[id].from, timelineMonths[id].to);
  const links = {
    attestation: { label: w.links.attestation, url: ATTESTATION_URL },
    studyPermit: { label: w.links.studyPermit, url: STUDY_PERMIT_URL },
    dliList: { label: w.links.dliList, url: DLI_LIST_URL },
  };

  return {
    promise: w.promise,
    description: w.description(since(f.proofOfFunds.effectiveFrom, format.formatMonthYear)),
    keyFacts: [
      {
        label: w.keyFacts.workAfter.label,
        value: w.keyFacts.workAfter.value(pgwpMax),
        figure: f.postStudyWork,
      },
      { label: w.keyFacts.workDuring.label, value: w.keyFacts.workDuring.value(work), figure: f.workHours },
      {
        label: w.keyFacts.money.label,
        value: w.keyFacts.money.value(
          format.formatMoneyWithInr(f.proofOfFunds.value, "CAD", exchangeRates.inrPer.CAD),
        ),
        figure: f.proofOfFunds,
      },
      { label: w.keyFacts.intakes.label, value: w.keyFacts.intakes.value },
    ],
    why: [
      {
        title: w.why.workRights.title,
        text: w.why.workRights.text(minProgramme, longProgramme, pgwpMax),
        figures: [f.postStudyWork, f.pgwpMinProgramme, f.pgwpLongProgramme],
      },
      { title: w.why.coop.title, text: w.why.coop.text },
      {
        title: w.why.workWhileStudying.title,
        text: w.why.workWhileStudying.text(work),
        figures: [f.workHours],
      },
      {
        title: w.why.noPal.title,
        text: w.why.noPal.text(palFrom),
        link: links.attestation,
        figures: [f.studyPermitCapGraduate],
      },
    ],
    intakes: [w.intakes.fall, w.intakes.winter, w.intakes.summer],
    intakesNote: w.intakesNote,
    timeline: [
      { when: monthsBefore("shortlist"), what: w.timeline.shortlist.what },
      { when: monthsBefore("apply"), what: w.timeline.apply.what },
      { when: monthsBefore("accept"), what: w.timeline.accept.what },
      { when: monthsBefore("permit"), what: w.timeline.permit.what },
      w.timeline.arrival,
    ],
    universities: {
      names: [
        "University of Toronto",
        "McGill University",
        "University of British Columbia",
        "University of Alberta",
        "University of Waterloo",
        "McMaster University",
        "Université de Montréal",
      ],
      note: w.universitiesNote,
      register: links.dliList,
    },
    courses: [
      w.courses.computerScience,
      w.courses.dataScience,
      w.courses.engineering,
      w.courses.business,
      w.courses.health,
      w.courses.supplyChain,
      w.courses.trades,
    ],
    costsNote: w.costsNote(single),
    visa: {
      name: w.visa.name,
      summary: w.visa.summary(fig(f.studyVisaFee), fig(f.biometricsFee)),
      steps: [
        { title: w.visa.steps.acceptance.title, text: w.visa.steps.acceptance.text },
        {
          title: w.visa.steps.pal.title,
          text: [
            w.visa.steps.pal.text(palFrom),
            capEnded
              ? w.visa.steps.pal.capEnded(capYear, capTotal, capNew)
              : w.visa.steps.pal.cap(capYear, capTotal, capNew, capGraduate),
          ].join(" "),
          link: links.attestation,
          figures: capFigures,
        },
        {
          title: w.visa.steps.funds.title,
          text: w.visa.steps.funds.text(fig(f.proofOfFunds)),
          figures: [f.proofOfFunds],
        },
        {
          title: w.visa.steps.apply.title,
          text: w.visa.steps.apply.text(
            fig(f.studyVisaFee),
            fig(f.biometricsFee),
            fig(f.biometricsFamilyMax),
          ),
          figures: [f.studyVisaFee, f.biometricsFee, f.biometricsFamilyMax],
          link: links.studyPermit,
        },
        { title: w.visa.steps.medical.title, text: w.visa.steps.medical.text, indicative: w.general },
      ],
      fees: [f.studyVisaFee, f.biometricsFee, f.biometricsFamilyMax],
      otherVisas: [
        {
          title: w.visa.otherVisas.visitors.title,
          text: w.visa.otherVisas.visitors.text,
          link: { label: w.links.visit, url: VISIT_URL },
          indicative: w.visa.otherVisas.visitors.indicative,
        },
        {
          title: w.visa.otherVisas.family.title,
          text: w.visa.otherVisas.family.text(two, three, four),
          figures: [f.proofOfFunds2, f.proofOfFunds3, f.proofOfFunds4],
        },
      ],
      officialLink: links.studyPermit,
    },
    proofOfFunds: {
      points: [
        {
          title: w.proofOfFunds.howMuch.title,
          text: w.proofOfFunds.howMuch.text(fundsFrom, fig(f.proofOfFunds), two, three, four),
          figures: [f.proofOfFunds, f.proofOfFunds2, f.proofOfFunds3, f.proofOfFunds4],
        },
        w.proofOfFunds.yearly,
        w.proofOfFunds.whatCounts,
      ],
    },
    englishTests: {
      summary: w.englishTests.summary,
      points: [
        w.englishTests.tests,
        {
          title: w.englishTests.pgwp.title,
          text: w.englishTests.pgwp.text(fig(f.pgwpLanguageUniversity), fig(f.pgwpLanguageCollege)),
          figures: [f.pgwpLanguageUniversity, f.pgwpLanguageCollege],
          indicative: f.pgwpLanguageUniversity.indicative,
        },
      ],
    },
    work: {
      during: [
        {
          title: w.work.offCampus.title(work),
          text: w.work.offCampus.text(work),
          figures: [f.workHours],
        },
      ],
      after: [
        {
          title: w.work.pgwp.title,
          text: w.work.pgwp.text(minProgramme, longProgramme, pgwpMax),
          figures: [f.postStudyWork, f.pgwpMinProgramme, f.pgwpLongProgramme],
        },
        {
          title: w.work.rules.title,
          text: w.work.rules.text(rulesSince),
          indicative: f.pgwpLanguageUniversity.indicative,
        },
      ],
    },
    scholarships: [
      w.scholarships.entrance,
      { title: w.scholarships.research.title, text: w.scholarships.research.text, indicative: w.general },
    ],
    loans: [w.loans.nonCollateral, w.loans.collateral],
    accommodation: [w.accommodation.residence, w.accommodation.shared, w.accommodation.beforeYouFly],
    legitimacy: { text: w.legitimacy, link: links.dliList },
    faq: [
      { question: w.faq.funds.question, answer: w.faq.funds.answer(fundsFrom, fig(f.proofOfFunds)) },
      { question: w.faq.cost.question, answer: w.faq.cost.answer(fig(f.studyVisaFee), fig(f.biometricsFee)) },
      { question: w.faq.hours.question, answer: w.faq.hours.answer(work) },
      {
        question: w.faq.gic.question,
        answer: w.faq.gic.answer(format.formatLongDate(canadaRuleDates.sdsClosedOn)),
      },
      { question: w.faq.pgwpLength.question, answer: w.faq.pgwpLength.answer(pgwpMax, minProgramme) },
    ],
    changes: [
      {
        date: since(cap.effectiveFrom, format.formatDate),
        text: w.changes.cap(capYear, capTotal, capNew),
        figure: cap,
      },
      {
        date: since(f.studyPermitCapGraduate.effectiveFrom, format.formatDate),
        text: w.changes.noPal,
        figure: f.studyPermitCapGraduate,
      },
      {
        date: since(f.proofOfFunds.effectiveFrom, format.formatDate),
        text: w.changes.fundsRose(single),
        figure: f.proofOfFunds,
      },
      {
        date: since(f.workHours.effectiveFrom, format.formatDate),
        text: w.changes.workHours(work),
        figure: f.workHours,
      },
    ],
    officialLinks: [links.studyPermit, { label: w.links.proofOfFunds, url: FUNDS_URL }],
  };
}

export const canadaPage: CountryPageContent = canadaPageFor(canadaFacts);
