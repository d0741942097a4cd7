/**
 * The "Study in Germany" page's content. Every amount, duration and limit is rendered from ./facts (with
 * its source and dates); no figure is typed here.
 */
import { exchangeRates } from "../exchange-rates";
import { formatFigure, formatFigureWithInr, formatMoney, formatMoneyWithInr } from "../format";
import type { CountryPageContent } from "../types";
import { germanyFacts } from "./facts";

const GENERAL = "Listed from general knowledge; check the current terms.";

/** The page for Germany's data as it stands on a given day (the site uses the build date). */
function germanyPageFor(facts: typeof germanyFacts): CountryPageContent {
  const f = facts.figures;
  const fig = formatFigure;
  const blocked = formatMoney(f.proofOfFunds.value, "EUR");
  const jobSearch = fig(f.postStudyWork);
  const contribution = fig(f.semesterContribution);
  const fees = `TUM charges new non-EU students ${fig(f.tumTuitionBachelor)} for a bachelor's and ${fig(f.tumTuitionMaster)} for a master's; public universities in Baden-Württemberg, among them Heidelberg University and KIT, charge ${fig(f.bwTuitionPerSemester)}.`;

  return {
    promise: `Most public universities charge no tuition, and you get ${jobSearch} to find a job after graduating.`,
    description:
      "Plan your German studies with the real figures: which universities charge non-EU students tuition (TUM, Baden-Württemberg), the blocked account, the visa fee, health insurance and work rules, each with its source and date.",
    keyFacts: [
      { label: "Work after studies", value: `${jobSearch} to look for a job`, figure: f.postStudyWork },
      {
        label: "Work while studying",
        value: `${f.workDaysFull.value} full or ${f.workDaysHalf.value} half days a year`,
        figure: f.workDaysFull,
      },
      {
        label: "Money to show",
        value: `${formatMoneyWithInr(f.proofOfFunds.value, "EUR", exchangeRates.inrPer.EUR)} in a blocked account (${formatFigureWithInr(f.blockedMonthly, exchangeRates.inrPer.EUR)})`,
        figure: f.proofOfFunds,
      },
      { label: "Intakes", value: "October (winter), April (summer)" },
    ],
    why: [
      {
        title: "No tuition at most public universities",
        text: `Most public universities charge only a semester contribution (about ${contribution}). The exceptions for non-EU students: ${fees}`,
        figures: [f.semesterContribution, f.tumTuitionBachelor, f.tumTuitionMaster, f.bwTuitionPerSemester],
      },
      {
        title: "Engineering and research",
        text: "Strong technical universities, research institutes and industry links, with many master's programmes taught in English.",
      },
      {
        title: "Time to find a job",
        text: `After graduating you can get a residence permit for ${jobSearch} to look for work, and may work in any job meanwhile.`,
        figures: [f.postStudyWork],
      },
      {
        title: "Work while you study",
        text: `${fig(f.workDaysFull)} as full days, or ${fig(f.workDaysHalf)} as half days, without approval; student-assistant jobs at the university do not count towards the limit.`,
        figures: [f.workDaysFull, f.workDaysHalf],
      },
    ],
    intakes: [
      {
        name: "Winter semester",
        months: "October",
        note: "The main intake. Applications usually close on 15 July, often earlier.",
      },
      {
        name: "Summer semester",
        months: "April",
        note: "Fewer programmes. Applications usually close on 15 January, often earlier.",
      },
    ],
    intakesNote:
      "Deadlines from DAAD and Handbook Germany; many programmes, and uni-assist, set earlier ones.",
    timeline: [
      {
        when: "12–15 months before",
        what: "Shortlist programmes on DAAD's database; book IELTS or TOEFL (or TestDaF for German-taught).",
      },
      { when: "9–12 months before", what: "Apply for the APS certificate; it can take several weeks." },
      {
        when: "By 15 July (winter) / 15 January (summer)",
        what: "Apply to universities directly or through uni-assist.",
      },
      {
        when: "3–4 months before",
        what: "Open the blocked account, buy health insurance, book the visa appointment.",
      },
      {
        when: "After arrival",
        what: "Register your address and apply for the residence permit at the foreigners' office.",
      },
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
      note: `Well-known universities, listed without ranks: check the current QS or THE ranking and its year for the subject you want. Three of them charge non-EU students tuition: ${fees}`,
      register: {
        label: "Hochschulkompass: recognised German universities",
        url: "https://www.hochschulkompass.de/en/",
      },
    },
    courses: [
      "Mechanical and automotive engineering",
      "Electrical engineering and embedded systems",
      "Computer science and AI",
      "Data science",
      "Renewable energy",
      "Mechatronics and robotics",
      "Business and management (mostly private universities)",
    ],
    costsNote: `The blocked account (${blocked} for the first year, ${fig(f.blockedMonthly)}) is the legal minimum for living costs. Tuition: ${fees} Munich, Frankfurt and Hamburg cost more than most university towns.`,
    visa: {
      name: "National (D) visa for studies",
      summary: `With your admission, APS certificate, blocked account and health insurance, you apply at the German consulate or its visa centre. The visa fee is ${fig(f.studyVisaFee)}.`,
      steps: [
        {
          title: "Get admission",
          text: "An admission letter from a recognised German university (or a conditional one for a preparatory course).",
        },
        {
          title: "Get the APS certificate",
          text: "Indian applicants need the certificate of the Academic Evaluation Centre (APS) before the visa.",
          link: { label: "APS India", url: "https://aps-india.de/" },
          indicative: "Fee and process not checked here; see aps-india.de.",
        },
        {
          title: "Open a blocked account",
          text: `Deposit ${blocked} for the first year (${fig(f.blockedMonthly)} released to you after arrival).`,
          figures: [f.proofOfFunds, f.blockedMonthly],
        },
        {
          title: "Arrange health insurance",
          text: `Travel cover until enrolment, then statutory student insurance at about ${fig(f.healthInsuranceMonthly)} (under 30).`,
          figures: [f.healthInsuranceMonthly],
        },
        {
          title: "Apply for the visa",
          text: `Book an appointment, pay ${fig(f.studyVisaFee)} and submit your documents.`,
          figures: [f.studyVisaFee],
          link: {
            label: "Federal Foreign Office: visa for studies",
            url: "https://www.auswaertiges-amt.de/en/visa-service",
          },
        },
      ],
      fees: [f.studyVisaFee, f.proofOfFunds, f.healthInsuranceMonthly],
      otherVisas: [
        {
          title: "Visitor and business visits",
          text: "Short visits (tourism, family, business meetings) need a Schengen visa, applied for at the German consulate or its visa centre.",
          link: {
            label: "Federal Foreign Office: visa service",
            url: "https://www.auswaertiges-amt.de/en/visa-service",
          },
          indicative: "Schengen visa fees are not recorded here; check the consulate's fee list.",
        },
      ],
      officialLink: {
        label: "Federal Foreign Office: visa service",
        url: "https://www.auswaertiges-amt.de/en/visa-service",
      },
    },
    proofOfFunds: {
      points: [
        {
          title: "How much",
          text: `${blocked} for the first year: ${f.blockedMonths.value} × ${fig(f.blockedMonthly)}.`,
          figures: [f.proofOfFunds, f.blockedMonthly, f.blockedMonths],
          indicative: f.proofOfFunds.indicative,
        },
        {
          title: "How it works",
          text: "You pay the year's amount into a blocked account before your visa appointment; after you arrive, the bank releases the monthly amount to your normal account.",
        },
        {
          title: "Alternatives",
          text: "A formal obligation letter (Verpflichtungserklärung) from someone living in Germany, or a scholarship, can replace the blocked account.",
          indicative: GENERAL,
        },
      ],
    },
    englishTests: {
      summary:
        "English-taught programmes ask for IELTS or TOEFL; German-taught programmes ask for TestDaF or DSH.",
      points: [
        {
          title: "IELTS Academic or TOEFL iBT",
          text: "For English-taught programmes; usually IELTS 6.5 or TOEFL 88 and up.",
          indicative: GENERAL,
        },
        {
          title: "TestDaF or DSH",
          text: "For German-taught programmes (usually level C1).",
          indicative: GENERAL,
        },
        {
          title: "Learn some German",
          text: "Even on an English-taught programme, everyday German helps with part-time jobs and life in the city.",
        },
      ],
    },
    work: {
      during: [
        {
          title: `${f.workDaysFull.value} full or ${f.workDaysHalf.value} half days a year`,
          text: `Without approval from the employment agency, or up to ${fig(f.workHours)} in the lecture period. Student-assistant jobs at the university are exempt.`,
          figures: [f.workDaysFull, f.workDaysHalf, f.workHours],
        },
      ],
      after: [
        {
          title: "Job-search permit",
          text: `After graduating you can get a residence permit for ${jobSearch} to look for a job that fits your degree, and may work in any job meanwhile.`,
          figures: [f.postStudyWork],
        },
        {
          title: "EU Blue Card and settlement",
          text: "A qualified job can lead to an EU Blue Card or a skilled-worker residence permit, and later to permanent settlement.",
          indicative: GENERAL,
        },
      ],
    },
    scholarships: [
      {
        title: "DAAD scholarships",
        text: "The German Academic Exchange Service funds master's and PhD study and research; its database lists thousands of programmes and awards.",
        link: { label: "daad.de", url: "https://www.daad.de/en/" },
        indicative: GENERAL,
      },
      {
        title: "Deutschlandstipendium",
        text: "Monthly awards from universities and private sponsors for high-achieving students.",
        indicative: GENERAL,
      },
    ],
    loans: [
      {
        title: "Loans for the blocked account",
        text: "Many Indian lenders fund the blocked account and living costs for public universities, where tuition is low.",
      },
      {
        title: "Collateral and non-collateral",
        text: "Non-collateral loans depend on the university, the course and the co-applicant's income; collateral loans are usually larger and cheaper.",
      },
    ],
    accommodation: [
      {
        title: "Student halls (Studentenwerk)",
        text: "The cheapest rooms; waiting lists are long in big cities, so apply as soon as you are admitted.",
      },
      {
        title: "Shared flats (WG)",
        text: "The usual choice; expect a deposit (Kaution) of a few months' rent.",
      },
      {
        title: "After you arrive",
        text: "Register your address soon after you move in (the city sets the deadline), enrol, switch to student health insurance and apply for your residence permit.",
      },
    ],
    legitimacy: {
      text: "Check that the university is a state or state-recognised university before you apply or pay; private institutions must be recognised too.",
      link: {
        label: "Hochschulkompass: recognised universities",
        url: "https://www.hochschulkompass.de/en/",
      },
    },
    faq: [
      {
        question: "How much is the blocked account for Germany in 2026?",
        answer: `${blocked} for the first year (${fig(f.blockedMonthly)}), as the Federal Foreign Office sets it. Confirm on its blocked-account page or with the consulate before you deposit: the amount follows the student grant (BAföG), which may rise.`,
      },
      {
        question: "Is studying in Germany really free?",
        answer: `At most public universities you pay only a semester contribution of about ${contribution}. Not everywhere: ${fees}`,
      },
      {
        question: "How much can I work as a student in Germany?",
        answer: `${fig(f.workDaysFull)} as full days or ${fig(f.workDaysHalf)} as half days, or up to ${fig(f.workHours)} in the lecture period.`,
      },
      {
        question: "What is the German student visa fee?",
        answer: `${fig(f.studyVisaFee)} for the national (D) visa.`,
      },
      {
        question: "Can I stay in Germany after my studies?",
        answer: `Yes: a residence permit of ${jobSearch} lets you look for a job, and you may work in any job meanwhile.`,
      },
    ],
    changes: [
      {
        date: "1 Jan 2026",
        text: `Statutory student health insurance rose to about ${fig(f.healthInsuranceMonthly)}.`,
        figure: f.healthInsuranceMonthly,
      },
      {
        date: "Winter 2024/25",
        text: `TUM started charging new non-EU students tuition: ${fig(f.tumTuitionBachelor)} for a bachelor's, ${fig(f.tumTuitionMaster)} for a master's.`,
        figure: f.tumTuitionMaster,
      },
      {
        date: "1 Sep 2024",
        text: `The blocked account rose to ${blocked} a year (${fig(f.blockedMonthly)}).`,
        figure: f.proofOfFunds,
      },
      {
        date: "2024",
        text: `Students may work ${f.workDaysFull.value} full or ${f.workDaysHalf.value} half days a year.`,
        figure: f.workDaysFull,
      },
    ],
    officialLinks: [
      {
        label: "Make it in Germany: studying",
        url: "https://www.make-it-in-germany.com/en/study-vocational-training/studies-in-germany",
      },
      { label: "DAAD: study in Germany", url: "https://www.daad.de/en/" },
      { label: "Federal Foreign Office: blocked account", url: f.proofOfFunds.sourceUrl },
    ],
  };
}

export const germanyPage: CountryPageContent = germanyPageFor(germanyFacts);
