/** The "Study in Ireland" page's content (country-facts §4). Figures come from ./facts with their sources. */
import { formatFigure, formatMoney } from "../format";
import type { CountryPageContent } from "../types";
import { irelandFacts } from "./facts";

const f = irelandFacts.figures;
const GENERAL = "Listed from general knowledge; check the current terms.";
const funds = formatMoney(f.proofOfFunds.value, "EUR");

export const irelandPage: CountryPageContent = {
  promise: "One-year master's degrees in Europe's tech hub, and 2 years to work after them.",
  description:
    "Plan your Irish studies with the real figures: the study visa fee, the €10,000 funds rule, the residence permit, work hours and Stamp 1G, each with its source and date.",
  keyFacts: [
    {
      label: "Work after studies",
      value: "Stamp 1G: 2 years after a master's, 1 after an honours bachelor's",
      figure: f.postStudyWork,
    },
    { label: "Work while studying", value: "20 hours a week; 40 in holidays", figure: f.workHours },
    { label: "Money to show", value: `${funds} a year, on top of fees`, figure: f.proofOfFunds },
    { label: "Intakes", value: "September (main), some January" },
  ],
  why: [
    {
      title: "One-year master's degrees",
      text: "Most taught master's programmes (Level 9) last one year, followed by up to 2 years of Stamp 1G permission to work.",
      figures: [f.postStudyWork],
    },
    {
      title: "Europe's technology and pharma base",
      text: "Many global technology, pharmaceutical and finance companies have their European offices in Ireland, especially around Dublin and Cork.",
    },
    {
      title: "English-speaking and in the EU",
      text: "Study in English in an EU country, with the holidays to work full time (40 hours a week in June to September and mid-December to mid-January).",
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
      what: "Accept the offer and pay the fees, keep 6 months of bank statements ready.",
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
    summary: `You apply online with your offer and proof that you paid the fees, then submit documents at the visa centre. A single-entry visa costs ${formatFigure(f.studyVisaFee)}, a multiple-entry one ${formatFigure(f.multiEntryVisaFee)}. After arrival you register for an Irish Residence Permit (${formatFigure(f.residencePermitFee)}).`,
    steps: [
      {
        title: "Accept an offer and pay the fees",
        text: "Pay the fees to the college, in full or the part it asks for before the visa.",
        indicative: "The minimum fee payment before a visa is not confirmed here; ask your college.",
      },
      {
        title: "Show your funds",
        text: `${formatFigure(f.proofOfFunds)} on top of fees, through a bank statement of the 6 months before you apply.`,
        figures: [f.proofOfFunds],
      },
      {
        title: "Get medical insurance",
        text: `Private medical insurance is mandatory. For the first year, travel insurance is accepted if it covers at least ${formatMoney(f.insuranceMinimumCover.value, "EUR")} for accidents and ${formatMoney(f.insuranceMinimumCover.value, "EUR")} for disease, including hospital care.`,
        figures: [f.insuranceMinimumCover],
      },
      {
        title: "Apply for the visa",
        text: `Apply online (AVATS), pay ${formatFigure(f.studyVisaFee)} (single entry) or ${formatFigure(f.multiEntryVisaFee)} (multiple entry) and submit your documents.`,
        figures: [f.studyVisaFee, f.multiEntryVisaFee],
        link: {
          label: "Irish Immigration Service: study in Ireland",
          url: "https://www.irishimmigration.ie/coming-to-study-in-ireland/",
        },
      },
      {
        title: "Register after arrival",
        text: `Register with immigration for your Irish Residence Permit; the fee is ${formatFigure(f.residencePermitFee)}.`,
        figures: [f.residencePermitFee],
      },
    ],
    fees: [f.studyVisaFee, f.multiEntryVisaFee, f.residencePermitFee, f.visitorVisaFee],
    otherVisas: [
      {
        title: "Visitor and business visits",
        text: `Short visits need a C visa, at the same fees as the study visa (${formatFigure(f.visitorVisaFee)} single entry).`,
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
        text: `${formatFigure(f.proofOfFunds)} of study, in addition to the fees. From 30 June 2025 this applies to all students from outside the EEA.`,
        figures: [f.proofOfFunds],
      },
      {
        title: "How",
        text: "A bank statement covering the 6 months before you apply, showing the money is steadily available.",
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
        title: "20 hours a week, 40 in holidays",
        text: "Stamp 2 students may work 20 hours a week in term, and 40 hours a week in June to September and from 15 December to 15 January.",
        figures: [f.workHours, f.workHoursHolidays],
      },
    ],
    after: [
      {
        title: "Stamp 1G (Third Level Graduate Programme)",
        text: "After a master's or PhD (Level 9 or higher), 24 months to work or look for work; after an honours bachelor's (Level 8), 12 months. Apply within 6 months of getting your results.",
        figures: [f.postStudyWork, f.postStudyWorkLevel8],
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
      text: "Awards for one year of study covering a stipend and fees, for high-achieving students from outside the EU.",
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
      answer: `${formatFigure(f.proofOfFunds)} of study, in addition to the fees, shown through a bank statement of the last 6 months.`,
    },
    {
      question: "What does the Irish study visa cost?",
      answer: `${formatFigure(f.studyVisaFee)} for a single-entry visa or ${formatFigure(f.multiEntryVisaFee)} for multiple entry, plus ${formatFigure(f.residencePermitFee)} for the Irish Residence Permit after you arrive.`,
    },
    {
      question: "How many hours can I work in Ireland as a student?",
      answer:
        "20 hours a week in term, and 40 hours a week in June to September and from 15 December to 15 January.",
    },
    {
      question: "How long can I stay in Ireland after my master's?",
      answer: "Up to 24 months on Stamp 1G after a master's or PhD; 12 months after an honours bachelor's.",
    },
  ],
  changes: [
    {
      date: "30 Jun 2025",
      text: `The ${funds} a year funds rule applies to all students from outside the EEA.`,
      figure: f.proofOfFunds,
    },
    {
      date: "Jul 2023",
      text: `Funds for visa-required students rose to ${funds} a year.`,
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
