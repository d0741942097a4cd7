/**
 * The "Study in USA" page's content. Every amount, duration and limit is rendered from ./facts (with its
 * source and dates); no figure is typed here. The page is built once for every language: its words come
 * from the edition's catalogue (app/words/<language>/countries/usa.ts) and its figures are written by the
 * edition's formatters; a test hands `usaPageFor` another language's words and formatters
 * (docs/decisions/0009-words-apart-from-logic.md).
 */
import * as editionFormat from "~words/countries/format";
import { usaFacts as editionFactsWords, usaPage as editionWords } from "~words/countries/usa";
import type { WordsOf } from "~/words/types";
import type { CountryFormat } from "../format";
import type { Change, CountryPageContent, Figure, IsoDate, Link, Point } from "../types";
import { usaFacts, usaRuleDates, usaRuleSourcesIn, type UsaFactsWords } from "./facts";

/** The figures and dates the page's sentences quote, formatted in the page's language. */
export interface UsaPageValues {
  opt: string;
  stem: string;
  optTotal: string;
  h1b: string;
  /** The month the H-1B payment took effect. */
  h1bFrom: string;
  /** A sentence on when the H-1B payment ends: before its end, that it applies until then unless extended;
   *  after it, that whether it was extended is unconfirmed. */
  h1bTerm: string;
  /** The day of the Federal Register notice on collecting the visa integrity fee. */
  integrityNotice: string;
  publicProfilesFrom: string;
  waiversEndedOn: string;
  fixedClearedOn: string;
  /** The day the rules without figures were last looked at. */
  rulesCheckedOn: string;
  issue: string;
  entry: string;
  integrity: string;
  signedIn: string;
  guidanceIn: string;
  hours: string;
  sevisFee: string;
  visaFee: string;
  visaFeeAmount: string;
  visitorFee: string;
}

export type UsaPageWords = WordsOf<typeof editionWords>;

/** The day a figure took effect, for a dated change (a figure named there always has one). */
function takenEffect(figure: Figure): IsoDate {
  if (!figure.effectiveFrom) throw new Error(`${figure.label} has no date it took effect`);
  return figure.effectiveFrom;
}

/** The changes, newest first, by the day each happened. */
function newestFirst(changes: readonly (Change & { on: IsoDate })[]): Change[] {
  return [...changes].sort((a, b) => b.on.localeCompare(a.on)).map(({ on: _on, ...change }) => change);
}

const STUDENT_VISA_URL = "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html";
const SCHOOL_SEARCH_URL = "https://studyinthestates.dhs.gov/school-search";

/** The timeline's planning advice: how many months before the course each step starts. */
const timelineMonths = { shortlist: [12, 15], apply: [9, 12], accept: [4, 6] } as const;

/** The TOEFL and IELTS bands graduate schools often ask for (our planning advice). */
const toeflBand = ["80", "100"] as const;
const ieltsBand = ["6.5", "7.0"] as const;

/**
 * The page for the USA's data as it stands on a given day (the site uses the build date), in the edition's
 * language or in the language of the words and formatters given.
 */
export function usaPageFor(
  facts: typeof usaFacts,
  words: UsaPageWords = editionWords,
  format: CountryFormat = editionFormat,
  factsWords: UsaFactsWords = editionFactsWords,
): CountryPageContent {
  const { formatDate, formatFigure: fig, formatLongDate, formatMoney, formatMonthYear } = format;
  const f = facts.figures;
  const h1bEnd = f.h1bNewPetitionFee.sunset;
  const ruleSources = usaRuleSourcesIn(factsWords);
  const v: UsaPageValues = {
    opt: fig(f.postStudyWork),
    stem: fig(f.stemOptExtension),
    optTotal: fig({ value: f.postStudyWork.value + f.stemOptExtension.value, unit: "months" }),
    h1b: formatMoney(f.h1bNewPetitionFee.value, "USD"),
    h1bFrom: formatMonthYear(takenEffect(f.h1bNewPetitionFee)),
    h1bTerm: !h1bEnd
      ? ""
      : h1bEnd.passed
        ? words.h1bTerm.ended(formatLongDate(h1bEnd.on), formatLongDate(usaRuleDates.rulesCheckedOn))
        : words.h1bTerm.until(formatLongDate(h1bEnd.on)),
    integrityNotice: formatLongDate(usaRuleDates.integrityFeeNoticeOn),
    publicProfilesFrom: formatLongDate(usaRuleDates.publicProfilesFrom),
    waiversEndedOn: formatLongDate(usaRuleDates.interviewWaiversEndedOn),
    fixedClearedOn: formatLongDate(usaRuleDates.fixedAdmissionClearedOn),
    rulesCheckedOn: formatLongDate(usaRuleDates.rulesCheckedOn),
    issue: fig(f.visaIssueDaysBefore),
    entry: fig(f.entryDaysBefore),
    integrity: fig(f.visaIntegrityFee),
    signedIn: formatMonthYear(usaRuleDates.integrityFeeSignedOn),
    guidanceIn: formatMonthYear(usaRuleDates.h1bGuidanceOn),
    hours: fig(f.workHours),
    sevisFee: fig(f.sevisFee),
    visaFee: fig(f.studyVisaFee),
    visaFeeAmount: formatMoney(f.studyVisaFee.value, "USD"),
    visitorFee: fig(f.visitorVisaFee),
  };
  const link = (label: string, url: string): Link => ({ label, url });
  const plain = (entry: { title: string; text: string }): Point => ({ title: entry.title, text: entry.text });
  const { keyFacts, why, visaSteps: steps, otherVisas: others, englishTests: tests, faq } = words;

  return {
    promise: words.promise(v),
    description: words.description,
    keyFacts: [
      { label: keyFacts.workAfter.label, value: keyFacts.workAfter.value(v), figure: f.postStudyWork },
      { label: keyFacts.workDuring.label, value: keyFacts.workDuring.value(v), figure: f.workHours },
      { label: keyFacts.funds.label, value: keyFacts.funds.value() },
      { label: keyFacts.intakes.label, value: keyFacts.intakes.value() },
    ],
    why: [
      { title: why.choice.title, text: why.choice.text() },
      { title: why.stem.title, text: why.stem.text(v), figures: [f.postStudyWork, f.stemOptExtension] },
      { title: why.funding.title, text: why.funding.text() },
      { title: why.h1b.title, text: why.h1b.text(v), figures: [f.h1bNewPetitionFee] },
    ],
    intakes: [words.intakes.fall, words.intakes.spring, words.intakes.summer].map((intake) => ({
      name: intake.name,
      months: intake.months,
      note: intake.note,
    })),
    intakesNote: words.intakesNote,
    timeline: [
      ...(["shortlist", "apply", "accept"] as const).map((id) => {
        const [from, to] = timelineMonths[id];
        return { when: words.monthsBefore(from, to), what: words.timeline[id]() };
      }),
      { when: words.upTo(v.issue), what: words.timeline.visa() },
      { when: words.upTo(v.entry), what: words.timeline.travel(v) },
    ],
    universities: {
      names: [
        "Massachusetts Institute of Technology (MIT)",
        "Stanford University",
        "Harvard University",
        "Carnegie Mellon University",
        "University of California, Berkeley",
        "University of Illinois Urbana-Champaign",
        "Purdue University",
        "Georgia Institute of Technology",
        "University of Texas at Austin",
      ],
      note: words.universitiesNote,
      register: link(words.register, SCHOOL_SEARCH_URL),
    },
    courses: (
      [
        "computerScience",
        "data",
        "electrical",
        "engineeringManagement",
        "business",
        "informationSystems",
        "biotechnology",
        "publicHealth",
      ] as const
    ).map((id) => words.courses[id]),
    costsNote: words.costsNote,
    visa: {
      name: words.visaName,
      summary: words.visaSummary(v),
      steps: [
        { title: steps.i20.title, text: steps.i20.text() },
        { title: steps.sevis.title, text: steps.sevis.text(v), figures: [f.sevisFee] },
        {
          title: steps.ds160.title,
          text: steps.ds160.text(v),
          figures: [f.studyVisaFee, f.visaIntegrityFee],
          link: link(steps.ds160.link, STUDENT_VISA_URL),
        },
        {
          title: steps.publicProfiles.title,
          text: steps.publicProfiles.text(v),
          link: link(ruleSources.publicProfiles.name, ruleSources.publicProfiles.url),
        },
        {
          title: steps.interview.title,
          text: steps.interview.text(v),
          figures: [f.visaIssueDaysBefore],
          link: link(ruleSources.interviewWaivers.name, ruleSources.interviewWaivers.url),
        },
        { title: steps.travel.title, text: steps.travel.text(v), figures: [f.entryDaysBefore] },
      ],
      fees: [f.studyVisaFee, f.sevisFee, f.visaIntegrityFee, f.visitorVisaFee],
      otherVisas: [
        {
          title: others.visitor.title,
          text: others.visitor.text(v),
          figures: [f.visitorVisaFee, f.visaIntegrityFee],
          link: link(
            others.visitor.link,
            "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html",
          ),
        },
        { title: others.dependants.title, text: others.dependants.text(), indicative: words.general },
      ],
      officialLink: link(words.visaLink, STUDENT_VISA_URL),
    },
    proofOfFunds: {
      points: [plain(words.funds.howMuch), plain(words.funds.form), plain(words.funds.interview)],
    },
    englishTests: {
      summary: words.englishSummary,
      points: [
        { title: tests.toeflIelts.title, text: tests.toeflIelts.text(toeflBand, ieltsBand) },
        { title: tests.duolingo.title, text: tests.duolingo.text() },
        { title: tests.greGmat.title, text: tests.greGmat.text() },
      ],
    },
    work: {
      during: [{ title: words.workDuring.title(v), text: words.workDuring.text(v), figures: [f.workHours] }],
      after: [
        {
          title: words.workAfter.opt.title,
          text: words.workAfter.opt.text(v),
          figures: [f.postStudyWork, f.stemOptExtension],
        },
        {
          title: words.workAfter.h1b.title,
          text: words.workAfter.h1b.text(v),
          figures: [f.h1bNewPetitionFee],
        },
      ],
    },
    scholarships: [
      {
        ...plain(words.scholarships.fulbright),
        link: link(words.scholarships.fulbright.link, "https://www.usief.org.in/"),
        indicative: words.general,
      },
      plain(words.scholarships.assistantships),
      plain(words.scholarships.university),
    ],
    loans: [plain(words.loans.nonCollateral), plain(words.loans.collateral)],
    accommodation: [
      plain(words.accommodation.onCampus),
      plain(words.accommodation.offCampus),
      plain(words.accommodation.beforeYouFly),
    ],
    legitimacy: {
      text: words.legitimacy.text,
      link: link(words.legitimacy.link, SCHOOL_SEARCH_URL),
    },
    faq: [
      { question: faq.visaCost.question, answer: faq.visaCost.answer(v) },
      { question: faq.balance.question, answer: faq.balance.answer() },
      { question: faq.workAfter.question, answer: faq.workAfter.answer(v) },
      { question: faq.h1b.question, answer: faq.h1b.answer(v) },
      { question: faq.travel.question, answer: faq.travel.answer(v) },
    ],
    changes: newestFirst([
      ...(h1bEnd
        ? [
            {
              on: h1bEnd.on,
              date: formatDate(h1bEnd.on),
              text: words.changes.h1bEnd(v),
              figure: f.h1bNewPetitionFee,
            },
          ]
        : []),
      {
        on: usaRuleDates.h1bGuidanceOn,
        date: formatDate(usaRuleDates.h1bGuidanceOn),
        text: words.changes.h1b(v),
        figure: f.h1bNewPetitionFee,
      },
      {
        on: usaRuleDates.interviewWaiversEndedOn,
        date: formatDate(usaRuleDates.interviewWaiversEndedOn),
        text: words.changes.interviewWaivers(),
        sources: [ruleSources.interviewWaivers],
      },
      {
        on: usaRuleDates.fixedAdmissionProposedOn,
        date: formatDate(usaRuleDates.fixedAdmissionProposedOn),
        text: words.changes.fixedAdmission(v),
        sources: [ruleSources.fixedAdmission],
      },
      {
        on: usaRuleDates.integrityFeeSignedOn,
        date: formatDate(usaRuleDates.integrityFeeSignedOn),
        text: words.changes.integrity(v),
        figure: f.visaIntegrityFee,
      },
      {
        on: usaRuleDates.publicProfilesFrom,
        date: formatDate(usaRuleDates.publicProfilesFrom),
        text: words.changes.publicProfiles(),
        sources: [ruleSources.publicProfiles],
      },
      {
        on: takenEffect(f.studyVisaFee),
        date: formatMonthYear(takenEffect(f.studyVisaFee)),
        text: words.changes.visaFee(v),
        figure: f.studyVisaFee,
      },
    ]),
    officialLinks: [
      link(words.officialLinks.studentVisa, STUDENT_VISA_URL),
      link(words.officialLinks.studyInTheStates, "https://studyinthestates.dhs.gov/"),
      link(words.officialLinks.educationUsa, "https://educationusa.state.gov/"),
    ],
  };
}

export const usaPage: CountryPageContent = usaPageFor(usaFacts);
