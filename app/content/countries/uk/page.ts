/**
 * The "Study in UK" page's content. Every amount, duration and limit is rendered from ./facts (with its
 * source and dates), so a changed figure changes the sentences too; no figure is typed here. The page is
 * built once for every language: its words come from the edition's catalogue (app/words/<language>/
 * countries/uk.ts) and its figures are written by the edition's formatters; a test hands `ukPageFor`
 * another language's words and formatters (docs/decisions/0009-words-apart-from-logic.md).
 */
import * as editionFormat from "~words/countries/format";
import { ukPage as editionWords } from "~words/countries/uk";
import type { WordsOf } from "~/words/types";
import { lastCheckedOn } from "../evidence";
import { exchangeRates } from "../exchange-rates";
import type { CountryFormat } from "../format";
import type { CountryPageContent, Figure, IsoDate, Link, Point } from "../types";
import { ukFacts, ukHealthSurchargeFor, ukRuleDates } from "./facts";

/** The figures and dates the page's sentences quote, formatted in the page's language. */
export interface UkPageValues {
  mastersLength: string;
  bachelorsLength: string;
  mastersIhs: string;
  mastersVisa: string;
  /** The Graduate Route for someone starting a course now (the announced value, if any). */
  graduateNow: string;
  /** The day the announced value applies from, and the value until then (null when nothing is announced). */
  graduateFrom: string | null;
  graduateUntil: string | null;
  phd: string;
  work: string;
  maintenanceCap: string;
  held: string;
  windowDays: string;
  londonFunds: string;
  outsideFunds: string;
  londonMonthly: string;
  outsideMonthly: string;
  londonMonthlyWithInr: string;
  londonFundsWithInr: string;
  visaFee: string;
  visaFeeAmount: string;
  ihsPerYear: string;
  visitorFee: string;
  graduateFee: string;
  ihsAdult: string;
  dependantsFrom: string;
  dependantsMonth: string;
  visaYear: string;
}

export type UkPageWords = WordsOf<typeof editionWords>;

/** The day a figure took effect, for a dated change (a figure named there always has one). */
function takenEffect(figure: Figure): IsoDate {
  if (!figure.effectiveFrom) throw new Error(`${figure.label} has no date it took effect`);
  return figure.effectiveFrom;
}

const REGISTER_URL = "https://www.gov.uk/government/publications/register-of-licensed-sponsors-students";
const STUDENT_VISA_URL = "https://www.gov.uk/student-visa";

/** The timeline's planning advice: how many months before the course each step starts. */
const timelineMonths = {
  shortlist: [10, 12],
  apply: [8, 10],
  accept: [4, 6],
  cas: [3, 4],
} as const;

/** The IELTS band universities usually ask for (our planning advice). */
const ieltsBand = ["6.0", "7.0"] as const;

/**
 * The page for the UK's data as it stands on a given day (the site uses the build date), in the edition's
 * language or in the language of the words and formatters given.
 */
export function ukPageFor(
  facts: typeof ukFacts,
  words: UkPageWords = editionWords,
  format: CountryFormat = editionFormat,
): CountryPageContent {
  const { formatDate, formatFigure: fig, formatFigureWithInr, formatLongDate, formatMoney } = format;
  const f = facts.figures;
  const money = (value: number) => formatMoney(value, "GBP");
  const mastersMonths = facts.costs.courseMonths.pg;
  const mastersVisaMonths = f.ihsMonthsBeforeCourse.value + mastersMonths + f.ihsMonthsAfterLongCourse.value;
  const next = f.postStudyWork.next;
  const v: UkPageValues = {
    mastersLength: fig({ value: mastersMonths, unit: "months" }),
    bachelorsLength: fig({ value: facts.costs.courseMonths.ug, unit: "months" }),
    mastersIhs: money(ukHealthSurchargeFor(f, mastersMonths)),
    mastersVisa: fig({ value: mastersVisaMonths, unit: "months" }),
    graduateNow: fig(next ? { ...f.postStudyWork, value: next.value } : f.postStudyWork),
    graduateFrom: next ? formatLongDate(next.effectiveFrom) : null,
    graduateUntil: next ? fig(f.postStudyWork) : null,
    phd: fig(f.postStudyWorkPhd),
    work: fig(f.workHours),
    maintenanceCap: fig(f.maintenanceMonthsCap),
    held: fig(f.fundsHeldDays),
    windowDays: fig(f.fundsWindowDays),
    londonFunds: money(f.maintenanceLondon.value * f.maintenanceMonthsCap.value),
    outsideFunds: money(f.maintenanceOutsideLondon.value * f.maintenanceMonthsCap.value),
    londonMonthly: fig(f.maintenanceLondon),
    outsideMonthly: fig(f.maintenanceOutsideLondon),
    londonMonthlyWithInr: formatFigureWithInr(f.maintenanceLondon, exchangeRates.inrPer.GBP),
    londonFundsWithInr: format.formatMoneyWithInr(
      f.maintenanceLondon.value * f.maintenanceMonthsCap.value,
      "GBP",
      exchangeRates.inrPer.GBP,
    ),
    visaFee: fig(f.studyVisaFee),
    visaFeeAmount: money(f.studyVisaFee.value),
    ihsPerYear: money(f.ihsPerYear.value),
    visitorFee: fig(f.visitorVisaFee),
    graduateFee: fig(f.graduateVisaFee),
    ihsAdult: fig(f.ihsAdultRate),
    dependantsFrom: formatLongDate(ukRuleDates.dependantsRuleFrom),
    dependantsMonth: format.formatMonthYear(ukRuleDates.dependantsRuleFrom),
    visaYear: lastCheckedOn(f.studyVisaFee).slice(0, 4),
  };
  const link = (label: string, url: string): Link => ({ label, url });
  const general = words.generalScheme;
  const register = link(words.register, REGISTER_URL);
  const steps = words.visaSteps;
  const others = words.otherVisas;
  const funds = words.funds;
  const tests = words.englishTests;
  const after = words.workAfter;
  const schemes = words.scholarships;
  const faq = words.faq;
  const why = words.why;
  const keyFacts = words.keyFacts;
  const plain = (entry: { title: string; text: string }): Point => ({ title: entry.title, text: entry.text });

  return {
    promise: words.promise(v),
    description: words.description,
    keyFacts: [
      { label: keyFacts.workAfter.label, value: keyFacts.workAfter.value(v), figure: f.postStudyWork },
      { label: keyFacts.workDuring.label, value: keyFacts.workDuring.value(v), figure: f.workHours },
      { label: keyFacts.funds.label, value: keyFacts.funds.value(v), figure: f.maintenanceLondon },
      { label: keyFacts.intakes.label, value: keyFacts.intakes.value() },
    ],
    why: [
      { title: why.shorter.title, text: why.shorter.text(v) },
      {
        title: why.workRights.title,
        text: why.workRights.text(v),
        figures: [f.postStudyWork, f.postStudyWorkPhd],
      },
      { title: why.clearRules.title, text: why.clearRules.text() },
      { title: why.healthcare.title, text: why.healthcare.text(), figures: [f.ihsPerYear] },
    ],
    intakes: [words.intakes.autumn, words.intakes.winter, words.intakes.summer].map((intake) => ({
      name: intake.name,
      months: intake.months,
      note: intake.note,
    })),
    intakesNote: words.intakesNote,
    timeline: [
      ...(["shortlist", "apply", "accept", "cas"] as const).map((id) => {
        const [from, to] = timelineMonths[id];
        return { when: words.monthsBefore(from, to), what: words.timeline[id](v) };
      }),
      { when: words.afterHolding, what: words.timeline.visa() },
    ],
    universities: {
      names: [
        "Imperial College London",
        "University of Oxford",
        "University of Cambridge",
        "University College London (UCL)",
        "King's College London",
        "University of Edinburgh",
        "University of Manchester",
        "London School of Economics (LSE)",
        "University of Warwick",
        "University of Bristol",
      ],
      note: words.universitiesNote,
      register,
    },
    courses: (
      ["computing", "data", "engineering", "mba", "finance", "publicHealth", "pharmacy", "law"] as const
    ).map((id) => words.courses[id]),
    costsNote: words.costsNote(v),
    visa: {
      name: words.visaName,
      summary: words.visaSummary(v),
      steps: [
        { title: steps.cas.title(), text: steps.cas.text() },
        {
          title: steps.funds.title(v),
          text: steps.funds.text(v),
          figures: [f.maintenanceLondon, f.maintenanceOutsideLondon, f.fundsHeldDays, f.fundsWindowDays],
        },
        { title: steps.tb.title(), text: steps.tb.text(), indicative: steps.tb.indicative },
        {
          title: steps.apply.title(),
          text: steps.apply.text(v),
          figures: [f.studyVisaFee, f.ihsPerYear],
          link: link(steps.apply.link, STUDENT_VISA_URL),
        },
        { title: steps.biometrics.title(), text: steps.biometrics.text() },
      ],
      fees: [f.studyVisaFee, f.ihsPerYear, f.graduateVisaFee, f.visitorVisaFee],
      otherVisas: [
        {
          title: others.visitor.title,
          text: others.visitor.text(v),
          figures: [f.visitorVisaFee],
          link: link(others.visitor.link, "https://www.gov.uk/standard-visitor"),
        },
        {
          title: others.dependants.title,
          text: others.dependants.text(v),
          link: link(others.dependants.link, "https://www.gov.uk/student-visa/family-members"),
        },
      ],
      officialLink: link(words.visaLink, STUDENT_VISA_URL),
    },
    proofOfFunds: {
      points: [
        {
          title: funds.howMuch.title,
          text: funds.howMuch.text(v),
          figures: [f.maintenanceLondon, f.maintenanceOutsideLondon, f.maintenanceMonthsCap],
        },
        {
          title: funds.howLong.title,
          text: facts.funds.holdFor,
          figures: [f.fundsHeldDays, f.fundsWindowDays],
        },
        { title: funds.whose.title, text: funds.whose.text, indicative: funds.whose.indicative },
      ],
    },
    englishTests: {
      summary: words.englishSummary,
      points: [
        { title: tests.ielts.title, text: tests.ielts.text(...ieltsBand) },
        plain(tests.others),
        {
          ...plain(tests.universities),
          link: link(tests.universities.link, "https://www.gov.uk/student-visa/knowledge-of-english"),
        },
      ],
    },
    work: {
      during: [{ title: words.workDuring.title(v), text: words.workDuring.text(v), figures: [f.workHours] }],
      after: [
        {
          title: after.graduateRoute.title(),
          text: after.graduateRoute.text(v),
          figures: [f.postStudyWork, f.postStudyWorkPhd, f.graduateVisaFee, f.ihsAdultRate],
        },
        { title: after.longer.title(), text: after.longer.text() },
      ],
    },
    scholarships: [
      {
        ...plain(schemes.chevening),
        link: link(schemes.chevening.link, "https://www.chevening.org/"),
        indicative: general,
      },
      {
        ...plain(schemes.commonwealth),
        link: link(schemes.commonwealth.link, "https://cscuk.fcdo.gov.uk/"),
        indicative: general,
      },
      { ...plain(schemes.great), indicative: general },
      plain(schemes.university),
    ],
    loans: [plain(words.loans.nonCollateral), plain(words.loans.collateral)],
    accommodation: [
      plain(words.accommodation.halls),
      plain(words.accommodation.private),
      plain(words.accommodation.beforeYouFly),
    ],
    legitimacy: { text: words.legitimacy, link: register },
    faq: (["visaCost", "funds", "stayAndWork", "workWhileStudying", "spouse"] as const).map((id) => ({
      question: faq[id].question(v),
      answer: faq[id].answer(v),
    })),
    changes: [
      ...(v.graduateFrom
        ? [{ date: v.graduateFrom, text: words.changes.graduateRoute(v), figure: f.postStudyWork }]
        : []),
      {
        date: formatDate(takenEffect(f.maintenanceLondon)),
        text: words.changes.funds(v),
        figure: f.maintenanceLondon,
      },
      {
        date: formatDate(takenEffect(f.studyVisaFee)),
        text: words.changes.visaFee(v),
        figure: f.studyVisaFee,
      },
      { date: formatDate(ukRuleDates.dependantsRuleFrom), text: words.changes.dependants() },
    ],
    officialLinks: [
      link(words.officialLinks.studentVisa, STUDENT_VISA_URL),
      link(words.officialLinks.graduateVisa, "https://www.gov.uk/graduate-visa"),
      link(words.officialLinks.healthcare, "https://www.gov.uk/healthcare-immigration-application"),
    ],
  };
}

export const ukPage: CountryPageContent = ukPageFor(ukFacts);
