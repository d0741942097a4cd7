/**
 * The "Study in UK" page's content. Every amount, duration and limit is rendered from ./facts (with its
 * source and dates), so a changed figure changes the sentences too; no figure is typed here.
 */
import { formatMonthYear } from "~/i18n/format";
import { exchangeRates } from "../exchange-rates";
import {
  formatDate,
  formatFigure,
  formatFigureWithInr,
  formatLongDate,
  formatMoney,
  formatMoneyWithInr,
} from "../format";
import type { CountryPageContent, Figure, IsoDate } from "../types";
import { ukFacts, ukHealthSurchargeFor, ukRuleDates } from "./facts";

/** The day a figure took effect, for a dated change (a figure named there always has one). */
function takenEffect(figure: Figure): IsoDate {
  if (!figure.effectiveFrom) throw new Error(`${figure.label} has no date it took effect`);
  return figure.effectiveFrom;
}

/** The page for the UK's data as it stands on a given day (the site uses the build date). */
export function ukPageFor(facts: typeof ukFacts): CountryPageContent {
  const f = facts.figures;
  const money = (value: number) => formatMoney(value, "GBP");
  /** Amounts with their rupee equivalent, for the key facts. */
  const withInr = (figure: Figure) => formatFigureWithInr(figure, exchangeRates.inrPer.GBP);
  const fig = formatFigure;
  const londonFunds = money(f.maintenanceLondon.value * f.maintenanceMonthsCap.value);
  const outsideFunds = money(f.maintenanceOutsideLondon.value * f.maintenanceMonthsCap.value);
  const mastersMonths = facts.costs.courseMonths.pg;
  const mastersLength = fig({ value: mastersMonths, unit: "months" });
  const mastersIhs = money(ukHealthSurchargeFor(f, mastersMonths));
  const mastersVisaMonths = f.ihsMonthsBeforeCourse.value + mastersMonths + f.ihsMonthsAfterLongCourse.value;
  const mastersVisa = fig({ value: mastersVisaMonths, unit: "months" });
  /** The Graduate Route that applies to someone starting a course now: the announced value, if any. */
  const graduate = f.postStudyWork.next
    ? {
        now: fig({ ...f.postStudyWork, value: f.postStudyWork.next.value }),
        from: formatLongDate(f.postStudyWork.next.effectiveFrom),
        until: fig(f.postStudyWork),
      }
    : { now: fig(f.postStudyWork), from: null, until: null };
  const graduateLead = graduate.from
    ? `${graduate.now} for applications from ${graduate.from}`
    : graduate.now;
  const graduateBefore = graduate.from
    ? ` (${graduate.until} for applications made before ${graduate.from})`
    : "";
  const phd = fig(f.postStudyWorkPhd);
  const work = fig(f.workHours);
  const maintenanceCap = fig(f.maintenanceMonthsCap);
  const held = fig(f.fundsHeldDays);
  const windowDays = fig(f.fundsWindowDays);

  return {
    promise: `World-famous degrees, many master's in ${mastersLength}, and ${graduate.now} to work after you graduate on the Graduate Route${graduate.from ? ` (applications from ${graduate.from})` : ""}.`,
    description:
      "Plan your UK studies with the real figures: the student visa fee, the health surcharge, the money you must show and the Graduate Route, each with its official source and date.",
    keyFacts: [
      {
        label: "Work after studies",
        value: `${graduateLead} (PhD ${phd})${graduate.until ? `; ${graduate.until} before that` : ""}`,
        figure: f.postStudyWork,
      },
      { label: "Work while studying", value: `${work} in term`, figure: f.workHours },
      {
        label: "Money to show",
        value: `${withInr(f.maintenanceLondon)} in London for up to ${maintenanceCap}: ${formatMoneyWithInr(f.maintenanceLondon.value * f.maintenanceMonthsCap.value, "GBP", exchangeRates.inrPer.GBP)}, plus fees`,
        figure: f.maintenanceLondon,
      },
      { label: "Intakes", value: "September (main), January, some May" },
    ],
    why: [
      {
        title: "Shorter degrees",
        text: `Most taught master's degrees last ${mastersLength} and most bachelor's degrees ${fig({ value: facts.costs.courseMonths.ug, unit: "months" })} (longer in Scotland), which saves fees and living costs compared with many countries.`,
      },
      {
        title: "Work rights after graduating",
        text: `The Graduate Route lets you stay and work, or look for work, without a job offer or a sponsor: ${graduateLead} after a bachelor's or master's, ${phd} after a PhD${graduateBefore}. You apply after you finish, so anyone starting a course now applies under the newer rule.`,
        figures: [f.postStudyWork, f.postStudyWorkPhd],
      },
      {
        title: "Clear visa rules",
        text: "The Student visa has published requirements: a CAS from a licensed sponsor, the money you must show and the English level. You know in advance what you need.",
      },
      {
        title: "Healthcare included",
        text: "The Immigration Health Surcharge you pay with the visa gives you access to the National Health Service for the length of your visa.",
        figures: [f.ihsPerYear],
      },
    ],
    intakes: [
      {
        name: "Autumn",
        months: "September–October",
        note: "The main intake, with the most courses and scholarships.",
      },
      {
        name: "Winter",
        months: "January–February",
        note: "A second intake at many universities, with fewer courses.",
      },
      { name: "Summer", months: "May", note: "Offered by some universities for selected courses." },
    ],
    intakesNote: "Intake months as commonly offered; check each course page for its start dates.",
    timeline: [
      {
        when: "10–12 months before",
        what: "Shortlist courses, check entry requirements, book your English test.",
      },
      {
        when: "8–10 months before",
        what: "Apply (UCAS for bachelor's; the university directly for most master's).",
      },
      {
        when: "4–6 months before",
        what: "Accept an offer, pay the deposit, apply for scholarships and your loan.",
      },
      { when: "3–4 months before", what: `Get your CAS; hold the money for ${held}; take the TB test.` },
      {
        when: "After the holding period",
        what: "Apply for the Student visa (GOV.UK says how early you may apply) and pay the IHS.",
      },
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
      note: "Well-known universities often chosen by Indian students, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
      register: {
        label: "GOV.UK: Register of student sponsors",
        url: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-students",
      },
    },
    courses: [
      "Computer science and AI",
      "Data science and business analytics",
      "Engineering management",
      "MBA and management",
      "Finance and accounting",
      "Public health",
      "Pharmacy and biomedical sciences",
      "Law (LLM)",
    ],
    costsNote: `Living costs vary most with rent. The money the visa asks you to show (${londonFunds} in London, ${outsideFunds} elsewhere, for ${maintenanceCap}) is a legal minimum, not a budget: plan with real rents.`,
    visa: {
      name: "Student visa",
      summary: `You apply with a CAS from your university. The visa costs ${fig(f.studyVisaFee)}, and the Immigration Health Surcharge ${money(f.ihsPerYear.value)} for each year of the visa (for a master's of ${mastersLength}, about ${mastersVisa} of visa: ${mastersIhs}).`,
      steps: [
        {
          title: "Get your CAS",
          text: "Accept an unconditional offer and pay the deposit; the university issues a Confirmation of Acceptance for Studies (CAS).",
        },
        {
          title: `Hold the money for ${held}`,
          text: `Show the first year's fees (less the deposit) and living costs: ${fig(f.maintenanceLondon)} in London or ${fig(f.maintenanceOutsideLondon)} elsewhere, for up to ${maintenanceCap}. The holding period must end no more than ${windowDays} before you apply.`,
          figures: [f.maintenanceLondon, f.maintenanceOutsideLondon, f.fundsHeldDays, f.fundsWindowDays],
        },
        {
          title: "Take the TB test",
          text: "Applicants from India need a tuberculosis test certificate from an approved clinic.",
          indicative: "General knowledge: check the TB rule on GOV.UK.",
        },
        {
          title: "Apply online and pay",
          text: `Pay the visa fee of ${fig(f.studyVisaFee)} and the Immigration Health Surcharge: ${money(f.ihsPerYear.value)} for each year of the visa.`,
          figures: [f.studyVisaFee, f.ihsPerYear],
          link: { label: "GOV.UK: Apply for a Student visa", url: "https://www.gov.uk/student-visa" },
        },
        {
          title: "Give biometrics",
          text: "Book an appointment at the visa application centre in Hyderabad or another city and give your fingerprints and photo.",
        },
      ],
      fees: [f.studyVisaFee, f.ihsPerYear, f.graduateVisaFee, f.visitorVisaFee],
      otherVisas: [
        {
          title: "Visitor and business visits",
          text: `A Standard Visitor visa (${fig(f.visitorVisaFee)}) covers tourism, family visits, business meetings and short courses. Parents attending a graduation apply for this visa.`,
          figures: [f.visitorVisaFee],
          link: { label: "GOV.UK: Standard Visitor visa", url: "https://www.gov.uk/standard-visitor" },
        },
        {
          title: "Dependants",
          text: `Students on taught postgraduate courses starting on or after ${formatLongDate(ukRuleDates.dependantsRuleFrom)} cannot bring dependants. Postgraduate research students (PhD and research master's) and government-sponsored students still can.`,
          link: {
            label: "GOV.UK: Student visa, your partner and children",
            url: "https://www.gov.uk/student-visa/family-members",
          },
        },
      ],
      officialLink: { label: "GOV.UK: Student visa", url: "https://www.gov.uk/student-visa" },
    },
    proofOfFunds: {
      points: [
        {
          title: "How much",
          text: `The first year's tuition (or the balance after your deposit, as your CAS shows) plus ${fig(f.maintenanceLondon)} in London or ${fig(f.maintenanceOutsideLondon)} elsewhere, for up to ${maintenanceCap}: ${londonFunds} or ${outsideFunds}. Sources differ on these amounts; we show the higher ones, which are safe to hold.`,
          figures: [f.maintenanceLondon, f.maintenanceOutsideLondon, f.maintenanceMonthsCap],
        },
        {
          title: "How long",
          text: facts.funds.holdFor,
          figures: [f.fundsHeldDays, f.fundsWindowDays],
        },
        {
          title: "In whose name",
          text: "In your own account or your parents' (with a letter of consent and proof of the relationship), or an education loan letter from a regulated lender.",
          indicative: "General guidance; check the evidence list on GOV.UK.",
        },
      ],
    },
    englishTests: {
      summary:
        "Universities set the score; the visa needs English at CEFR level B2 for degree-level study (B1 below degree level).",
      points: [
        {
          title: "IELTS Academic (UKVI)",
          text: "Accepted everywhere; universities usually ask for 6.0 to 7.0 overall for postgraduate study.",
        },
        {
          title: "PTE Academic, TOEFL iBT, Duolingo",
          text: "Accepted by many universities for admission; check each university's list.",
        },
        {
          title: "Universities may assess you themselves",
          text: "A university can confirm your English for the visa, for example from your degree taught in English, if it chooses to.",
          link: {
            label: "GOV.UK: Knowledge of English",
            url: "https://www.gov.uk/student-visa/knowledge-of-english",
          },
        },
      ],
    },
    work: {
      during: [
        {
          title: `${work} in term`,
          text: `Degree-level students may work up to ${work} in term time (less below degree level) and full time in official vacations. Self-employment is not allowed.`,
          figures: [f.workHours],
        },
      ],
      after: [
        {
          title: "Graduate Route",
          text: `Work, or look for work, at any level: ${graduateLead} after a bachelor's or master's, ${phd} after a PhD${graduateBefore}. The Graduate visa costs ${fig(f.graduateVisaFee)} plus the health surcharge at the adult rate (${fig(f.ihsAdultRate)}).`,
          figures: [f.postStudyWork, f.postStudyWorkPhd, f.graduateVisaFee, f.ihsAdultRate],
        },
        {
          title: "Staying longer",
          text: "To stay after the Graduate Route you need another visa, usually a Skilled Worker visa with a licensed employer. Rules and salary thresholds change often; we check them with you.",
        },
      ],
    },
    scholarships: [
      {
        title: "Chevening Scholarships",
        text: "UK government awards for taught master's degrees, for future leaders with work experience.",
        link: { label: "chevening.org", url: "https://www.chevening.org/" },
        indicative: "Scheme listed from general knowledge; check terms and deadlines.",
      },
      {
        title: "Commonwealth Scholarships",
        text: "For master's and PhD study by students from Commonwealth countries, including India.",
        link: { label: "cscuk.fcdo.gov.uk", url: "https://cscuk.fcdo.gov.uk/" },
        indicative: "Scheme listed from general knowledge; check terms and deadlines.",
      },
      {
        title: "GREAT Scholarships",
        text: "Awards for taught postgraduate courses at participating universities, offered with the British Council.",
        indicative: "Scheme listed from general knowledge; check terms and deadlines.",
      },
      {
        title: "University awards",
        text: "Most universities offer merit awards or fee reductions to Indian students, often applied automatically with the offer.",
      },
    ],
    loans: [
      {
        title: "Non-collateral loans",
        text: "Banks and NBFCs lend without property security for many UK universities, depending on the university, the course and the co-applicant's income.",
      },
      {
        title: "Collateral loans",
        text: "With property as security, loans are usually larger and cheaper. An education loan letter can count as funds for the visa.",
      },
    ],
    accommodation: [
      {
        title: "University halls",
        text: "Many universities offer first-year international students a room in halls, some with a guarantee for those who apply by a deadline; check your university's accommodation page.",
      },
      {
        title: "Private housing",
        text: "Shared houses and studios are rented through agents; expect a deposit and a guarantor or rent in advance.",
      },
      {
        title: "Before you fly",
        text: "Collect your visa vignette or eVisa details, book the airport pickup many universities offer, carry your CAS, offer letter and TB certificate.",
      },
    ],
    legitimacy: {
      text: "Only universities and colleges on the Home Office register of student sponsors can issue a CAS. Check the name on the register before you pay any fee.",
      link: {
        label: "GOV.UK: Register of student sponsors",
        url: "https://www.gov.uk/government/publications/register-of-licensed-sponsors-students",
      },
    },
    faq: [
      {
        question: `How much does a UK student visa cost in ${f.studyVisaFee.verifiedOn.slice(0, 4)}?`,
        answer: `The Student visa fee is ${fig(f.studyVisaFee)} when you apply from India, plus the Immigration Health Surcharge of ${money(f.ihsPerYear.value)} for each year of the visa. For a master's of ${mastersLength}, the surcharge comes to ${mastersIhs}.`,
      },
      {
        question: "How much money do I need to show for a UK student visa?",
        answer: `The first year's tuition (less any deposit) plus ${fig(f.maintenanceLondon)} in London or ${fig(f.maintenanceOutsideLondon)} outside London, for up to ${maintenanceCap} (${londonFunds} or ${outsideFunds}), held for ${held} in a row. Sources differ on the monthly amounts, so we show the higher ones: holding a little more is safe, holding too little gets a refusal.`,
      },
      {
        question: "How long can I stay and work after my UK degree?",
        answer: `On the Graduate Route, ${graduateLead} after a bachelor's or master's, and ${phd} after a PhD${graduateBefore}. You apply once you have finished, so plan with the newer length.`,
      },
      {
        question: "Can I work while studying in the UK?",
        answer: `Yes: up to ${work} in term time on a degree-level course, and full time in official vacations.`,
      },
      {
        question: "Can I take my spouse to the UK on a student visa?",
        answer: `Not on a taught master's starting from ${formatMonthYear(ukRuleDates.dependantsRuleFrom, "en")}. PhD and other research students, and government-sponsored students, can still bring dependants.`,
      },
    ],
    changes: [
      ...(graduate.from
        ? [
            {
              date: graduate.from,
              text: `The Graduate Route becomes ${graduate.now} for bachelor's and master's graduates (PhD stays ${phd}).`,
              figure: f.postStudyWork,
            },
          ]
        : []),
      {
        date: formatDate(takenEffect(f.maintenanceLondon)),
        text: `Money to show reported raised to ${fig(f.maintenanceLondon)} in London and ${fig(f.maintenanceOutsideLondon)} elsewhere (statement of changes HC 1333).`,
        figure: f.maintenanceLondon,
      },
      {
        date: formatDate(takenEffect(f.studyVisaFee)),
        text: `The Student visa fee rose to ${money(f.studyVisaFee.value)}.`,
        figure: f.studyVisaFee,
      },
      {
        date: formatDate(ukRuleDates.dependantsRuleFrom),
        text: "Students on taught postgraduate courses can no longer bring dependants.",
      },
    ],
    officialLinks: [
      { label: "GOV.UK: Student visa", url: "https://www.gov.uk/student-visa" },
      { label: "GOV.UK: Graduate visa", url: "https://www.gov.uk/graduate-visa" },
      {
        label: "GOV.UK: Pay for UK healthcare (IHS)",
        url: "https://www.gov.uk/healthcare-immigration-application",
      },
    ],
  };
}

export const ukPage: CountryPageContent = ukPageFor(ukFacts);
