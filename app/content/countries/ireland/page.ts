/**
 * The "Study in Ireland" page's content. Every amount, duration and limit is rendered from ./facts (with
 * its source and dates); no figure is typed here.
 */
import { exchangeRates } from "../exchange-rates";
import { formatFigure, formatMoney, formatMoneyWithInr } from "../format";
import type { CountryPageContent } from "../types";
import { irelandFacts } from "./facts";

const GENERAL = "Listed from general knowledge; check the current terms.";

/** The page for Ireland's data as it stands on a given day (the site uses the build date). */
function irelandPageFor(facts: typeof irelandFacts): CountryPageContent {
  const f = facts.figures;
  const fig = formatFigure;
  const funds = formatMoney(f.proofOfFunds.value, "EUR");
  const masters = fig({ value: facts.costs.courseMonths.pg, unit: "months" });
  const stamp = fig(f.postStudyWork);
  const stampL8 = fig(f.postStudyWorkLevel8);
  const term = fig(f.workHours);
  const holidays = fig(f.workHoursHolidays);
  const statements = fig(f.bankStatementMonths);

  return {
    promise: `Master's degrees of ${masters} in Europe's tech hub, and ${stamp} to work after them.`,
    description: `Plan your Irish studies with the real figures: the study visa fee, the ${funds} funds rule, the residence permit, work hours and Stamp 1G, each with its source and date.`,
    keyFacts: [
      {
        label: "Work after studies",
        value: `Stamp 1G: ${stamp} after a master's, ${stampL8} after an honours bachelor's`,
        figure: f.postStudyWork,
      },
      { label: "Work while studying", value: `${term}; ${holidays} in holidays`, figure: f.workHours },
      {
        label: "Money to show",
        value: `${formatMoneyWithInr(f.proofOfFunds.value, "EUR", exchangeRates.inrPer.EUR)} a year, on top of fees`,
        figure: f.proofOfFunds,
      },
      { label: "Intakes", value: "September (main), some January" },
    ],
    why: [
      {
        title: "Short master's degrees",
        text: `Most taught master's programmes (Level 9) last ${masters}, followed by up to ${stamp} of Stamp 1G permission to work.`,
        figures: [f.postStudyWork],
      },
      {
        title: "Europe's technology and pharma base",
        text: "Many global technology, pharmaceutical and finance companies have their European offices in Ireland, especially around Dublin and Cork.",
      },
      {
        title: "English-speaking and in the EU",
        text: `Study in English in an EU country, with the holidays to work full time (${holidays} in June to September and mid-December to mid-January).`,
        figures: [f.workHoursHolidays],
      },
    ],
    intakes: [
      { name: "Autumn", months: "September", note: "The main intake, with almost all programmes." },
      {
        name: "Spring",
        months: "January–February",
        note: "A few programmes, mostly in business and computing.",
      },
    ],
    intakesNote: "Intakes as commonly offered; check each programme's start dates.",
    timeline: [
      { when: "10–12 months before", what: "Shortlist programmes; book IELTS, PTE or TOEFL." },
      { when: "6–9 months before", what: "Apply to the universities; many admit on a rolling basis." },
      {
        when: "4–5 months before",
        what: `Accept the offer and pay the fees, keep ${statements} of bank statements ready.`,
      },
      {
        when: "3 months before",
        what: "Apply for the study visa online and submit documents at the visa centre.",
      },
      { when: "After arrival", what: "Register with immigration for your Irish Residence Permit." },
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
      note: "Well-known universities, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
      register: { label: "QQI: Irish register of qualifications", url: "https://www.qqi.ie/" },
    },
    courses: [
      "Computer science and software",
      "Data analytics and AI",
      "Cloud computing and cybersecurity",
      "Pharmaceutical and biomedical sciences",
      "Finance and fintech",
      "Business analytics and marketing",
    ],
    costsNote: `Rents in Dublin are among the highest in Europe: budget well above the ${funds} a year the visa asks for if you study there.`,
    visa: {
      name: "Study (D) visa",
      summary: `You apply online with your offer and proof that you paid the fees, then submit documents at the visa centre. A single-entry visa costs ${fig(f.studyVisaFee)}, a multiple-entry one ${fig(f.multiEntryVisaFee)}. After arrival you register for an Irish Residence Permit (${fig(f.residencePermitFee)}).`,
      steps: [
        {
          title: "Accept an offer and pay the fees",
          text: "Pay the fees to the college, in full or the part it asks for before the visa.",
          indicative: "The minimum fee payment before a visa is not confirmed here; ask your college.",
        },
        {
          title: "Show your funds",
          text: `${fig(f.proofOfFunds)} on top of fees, through a bank statement of the ${statements} before you apply.`,
          figures: [f.proofOfFunds, f.bankStatementMonths],
        },
        {
          title: "Get medical insurance",
          text: `Private medical insurance is mandatory. For the first year, travel insurance is accepted if it covers at least ${formatMoney(f.insuranceMinimumCover.value, "EUR")} for accidents and ${formatMoney(f.insuranceMinimumCover.value, "EUR")} for disease, including hospital care.`,
          figures: [f.insuranceMinimumCover],
        },
        {
          title: "Apply for the visa",
          text: `Apply online (AVATS), pay ${fig(f.studyVisaFee)} (single entry) or ${fig(f.multiEntryVisaFee)} (multiple entry) and submit your documents.`,
          figures: [f.studyVisaFee, f.multiEntryVisaFee],
          link: {
            label: "Irish Immigration Service: study in Ireland",
            url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
          },
        },
        {
          title: "Register after arrival",
          text: `Register with immigration for your Irish Residence Permit; the fee is ${fig(f.residencePermitFee)}.`,
          figures: [f.residencePermitFee],
        },
      ],
      fees: [f.studyVisaFee, f.multiEntryVisaFee, f.residencePermitFee, f.visitorVisaFee],
      otherVisas: [
        {
          title: "Visitor and business visits",
          text: `Short visits need a C visa, at the same fees as the study visa (${fig(f.visitorVisaFee)} single entry).`,
          figures: [f.visitorVisaFee],
          link: {
            label: "Irish Immigration Service: visit Ireland",
            url: "https://www.irishimmigration.ie/coming-to-visit-ireland/",
          },
        },
        {
          title: "Family members",
          text: "Students on Stamp 2 generally cannot bring family members with them; check the current rules with the Irish Immigration Service.",
          indicative: GENERAL,
        },
      ],
      officialLink: {
        label: "Irish Immigration Service: study in Ireland",
        url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
      },
    },
    proofOfFunds: {
      points: [
        {
          title: "How much",
          text: `${fig(f.proofOfFunds)} of study, in addition to the fees. This has applied to students who need a visa, including students from India, since 2023.`,
          figures: [f.proofOfFunds],
        },
        {
          title: "How",
          text: `A bank statement covering the ${statements} before you apply, showing the money is steadily available.`,
          figures: [f.bankStatementMonths],
        },
        {
          title: "Fees first",
          text: "Pay the fees to your college before you apply, and include the receipt.",
        },
      ],
    },
    englishTests: {
      summary: "Colleges set the score; the visa asks for proof of English, usually the same test result.",
      points: [
        { title: "IELTS Academic", text: "Usually 6.5 overall for postgraduate study.", indicative: GENERAL },
        {
          title: "PTE Academic, TOEFL iBT, Duolingo",
          text: "Accepted by many colleges; check each programme.",
        },
      ],
    },
    work: {
      during: [
        {
          title: `${term}, ${holidays} in holidays`,
          text: `Stamp 2 students may work ${term} in term, and ${holidays} in June to September and from 15 December to 15 January.`,
          figures: [f.workHours, f.workHoursHolidays],
        },
      ],
      after: [
        {
          title: "Stamp 1G (Third Level Graduate Programme)",
          text: `After a master's or PhD (Level 9 or higher), ${stamp} to work or look for work; after an honours bachelor's (Level 8), ${stampL8}. Apply within ${fig(f.stamp1gApplyWithinMonths)} of getting your results.`,
          figures: [f.postStudyWork, f.postStudyWorkLevel8, f.stamp1gApplyWithinMonths],
        },
        {
          title: "Employment permits",
          text: "A job offer can lead to a Critical Skills or General Employment Permit, and later to long-term residence.",
          indicative: GENERAL,
        },
      ],
    },
    scholarships: [
      {
        title: "Government of Ireland International Education Scholarship",
        text: "Awards covering a stipend and fees for high-achieving students from outside the EU.",
        indicative: GENERAL,
      },
      {
        title: "University scholarships",
        text: "Most universities offer fee reductions to Indian students for merit, often applied with the offer.",
      },
    ],
    loans: [
      {
        title: "Non-collateral loans",
        text: "Banks and NBFCs lend without security for many Irish universities, based on the university, the course and the co-applicant's income.",
      },
      {
        title: "Collateral loans",
        text: "With property as security, loans are usually larger and cheaper; plan the disbursement so the fees are paid before the visa.",
      },
    ],
    accommodation: [
      {
        title: "Book early",
        text: "Housing is tight, in Dublin especially; book university or private student housing as soon as you accept your offer.",
      },
      {
        title: "Avoid rental scams",
        text: "Never pay a deposit for a room you have not seen, or through an unknown agent; use university-listed housing.",
      },
      {
        title: "After you arrive",
        text: "Register for your Irish Residence Permit, get a PPS number if you work, and open a bank account.",
      },
    ],
    legitimacy: {
      text: "Check that the programme is on the Interim List of Eligible Programmes (ILEP): only these lead to a study visa. Check the college on QQI's register too.",
      link: {
        label: "Irish Immigration Service: study in Ireland",
        url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
      },
    },
    faq: [
      {
        question: "How much bank balance do I need for an Irish study visa?",
        answer: `${fig(f.proofOfFunds)} of study, in addition to the fees, shown through a bank statement of the last ${statements}.`,
      },
      {
        question: "What does the Irish study visa cost?",
        answer: `${fig(f.studyVisaFee)} for a single-entry visa or ${fig(f.multiEntryVisaFee)} for multiple entry, plus ${fig(f.residencePermitFee)} for the Irish Residence Permit after you arrive.`,
      },
      {
        question: "How many hours can I work in Ireland as a student?",
        answer: `${term} in term, and ${holidays} in June to September and from 15 December to 15 January.`,
      },
      {
        question: "How long can I stay in Ireland after my master's?",
        answer: `Up to ${stamp} on Stamp 1G after a master's or PhD; ${stampL8} after an honours bachelor's.`,
      },
    ],
    changes: [
      {
        date: "Jul 2023",
        text: `Funds for students who need a visa, including students from India, rose to ${funds} a year.`,
        figure: f.proofOfFunds,
      },
    ],
    officialLinks: [
      {
        label: "Irish Immigration Service: study in Ireland",
        url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
      },
      {
        label: "Education in Ireland: student visas",
        url: "https://www.educationinireland.com/en/plan-you-study-abroad/student-visas",
      },
    ],
  };
}

export const irelandPage: CountryPageContent = irelandPageFor(irelandFacts);
