/**
 * The "Study in Canada" page's content. Every amount, duration and limit is rendered from ./facts (with
 * its source and dates); no figure is typed here.
 */
import { exchangeRates } from "../exchange-rates";
import { formatFigure, formatMoney, formatMoneyWithInr } from "../format";
import type { CountryPageContent } from "../types";
import { canadaFacts } from "./facts";

const GENERAL = "Listed from general knowledge; check the current terms.";
const PAL_EXEMPTION =
  "From 1 January 2026, master's and doctoral students at public institutions no longer need a provincial or territorial attestation letter (PAL/TAL); students at private institutions, and bachelor's, diploma and certificate students, still do.";

/** The page for Canada's data as it stands on a given day (the site uses the build date). */
function canadaPageFor(facts: typeof canadaFacts): CountryPageContent {
  const f = facts.figures;
  const fig = formatFigure;
  const single = formatMoney(f.proofOfFunds.value, "CAD");
  const pgwpMax = fig(f.postStudyWork);
  const minProgramme = fig(f.pgwpMinProgramme);
  const longProgramme = fig(f.pgwpLongProgramme);
  const work = fig(f.workHours);

  return {
    promise: "Co-op programmes, work rights after graduating, and a known route to staying on.",
    description:
      "Plan your Canadian studies with the real figures: the study permit and biometrics fees, the proof of funds from September 2025, work hours and the PGWP, each with its official source and date.",
    keyFacts: [
      {
        label: "Work after studies",
        value: `PGWP up to ${pgwpMax} (master's: ${pgwpMax})`,
        figure: f.postStudyWork,
      },
      {
        label: "Work while studying",
        value: `${work} off campus`,
        figure: f.workHours,
      },
      {
        label: "Money to show",
        value: `${formatMoneyWithInr(f.proofOfFunds.value, "CAD", exchangeRates.inrPer.CAD)} a year for one person, plus tuition and travel`,
        figure: f.proofOfFunds,
      },
      { label: "Intakes", value: "September (main), January, May" },
    ],
    why: [
      {
        title: "Work rights after graduating",
        text: `The Post-Graduation Work Permit lasts as long as a programme of ${minProgramme} to under ${longProgramme}, and up to ${pgwpMax} after longer programmes; master's graduates get ${pgwpMax}.`,
        figures: [f.postStudyWork, f.pgwpMinProgramme, f.pgwpLongProgramme],
      },
      {
        title: "Co-op and internships",
        text: "Many programmes include paid co-op terms, so you graduate with Canadian work experience.",
      },
      {
        title: "Work while you study",
        text: `Study permit holders may work off campus up to ${work} in term and full time in scheduled breaks.`,
        figures: [f.workHours],
      },
      {
        title: "Master's and PhD students at public institutions skip the provincial letter",
        text: PAL_EXEMPTION,
        link: {
          label: "IRCC: Attestation letters",
          url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/temporary-residents/study-permits/attestation-letters.html",
        },
      },
    ],
    intakes: [
      { name: "Fall", months: "September", note: "The main intake, with the most programmes." },
      { name: "Winter", months: "January", note: "Offered by many colleges and some universities." },
      { name: "Summer", months: "May", note: "Limited, mostly at colleges." },
    ],
    intakesNote: "Intakes as commonly offered; check each programme's start dates and deadlines.",
    timeline: [
      {
        when: "12 months before",
        what: "Shortlist programmes at designated learning institutions (DLIs); book IELTS or another test.",
      },
      {
        when: "8–10 months before",
        what: "Apply; many universities close Fall applications between December and March.",
      },
      {
        when: "5–6 months before",
        what: "Accept the letter of acceptance, pay the deposit, arrange funds and, unless you are a master's or PhD student at a public institution, a PAL/TAL.",
      },
      { when: "3–4 months before", what: "Apply for the study permit online and give biometrics." },
      { when: "On arrival", what: "The officer at the border issues your study permit." },
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
      note: "Well-known universities often chosen by Indian students, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
      register: {
        label: "IRCC: Designated learning institutions list",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html",
      },
    },
    courses: [
      "Computer science and software engineering",
      "Data science and analytics",
      "Engineering (with co-op)",
      "Business and project management",
      "Health sciences and nursing",
      "Supply chain management",
      "Skilled trades and technology (college)",
    ],
    costsNote: `The living-cost funds the study permit asks for (${single} a year for one person) are a legal minimum, updated each year; rents in Toronto and Vancouver are much higher than elsewhere.`,
    visa: {
      name: "Study permit",
      summary: `You apply online with a letter of acceptance from a designated learning institution. The study permit costs ${formatFigure(f.studyVisaFee)} and biometrics ${formatFigure(f.biometricsFee)}.`,
      steps: [
        {
          title: "Get a letter of acceptance",
          text: "From a designated learning institution (DLI); check that the institution is on the official list.",
        },
        {
          title: "Get a PAL or TAL if you need one",
          text: `Most applicants need a provincial or territorial attestation letter under the cap. ${PAL_EXEMPTION}`,
          link: {
            label: "IRCC: Attestation letters",
            url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/temporary-residents/study-permits/attestation-letters.html",
          },
        },
        {
          title: "Show your funds",
          text: `${fig(f.proofOfFunds)} for one person outside Quebec, plus the first year's tuition and travel. A GIC is no longer required but still counts as evidence.`,
          figures: [f.proofOfFunds],
        },
        {
          title: "Apply online and give biometrics",
          text: `Pay ${fig(f.studyVisaFee)} for the permit and ${fig(f.biometricsFee)} for biometrics (a family applying together pays at most ${fig(f.biometricsFamilyMax)}).`,
          figures: [f.studyVisaFee, f.biometricsFee, f.biometricsFamilyMax],
          link: {
            label: "IRCC: Study permit",
            url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
          },
        },
        {
          title: "Medical exam, if asked",
          text: "Many applicants from India need an immigration medical exam with a panel physician.",
          indicative: GENERAL,
        },
      ],
      fees: [f.studyVisaFee, f.biometricsFee, f.biometricsFamilyMax],
      otherVisas: [
        {
          title: "Visitor and business visits",
          text: "If you study in Canada, your visitor visa is issued with your study permit. Parents and business travellers apply for a visitor visa; see IRCC's fee list for the current fee.",
          link: {
            label: "IRCC: Visit Canada",
            url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html",
          },
          indicative: "The visitor visa fee is not recorded here; check it on IRCC's fee list.",
        },
        {
          title: "Family members",
          text: `The funds you show grow with each family member coming: ${formatMoney(f.proofOfFunds2.value, "CAD")} for 2 people, ${formatMoney(f.proofOfFunds3.value, "CAD")} for 3, ${formatMoney(f.proofOfFunds4.value, "CAD")} for 4. Whether a spouse may work depends on your programme; check IRCC.`,
          figures: [f.proofOfFunds2, f.proofOfFunds3, f.proofOfFunds4],
        },
      ],
      officialLink: {
        label: "IRCC: Study permit",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
      },
    },
    proofOfFunds: {
      points: [
        {
          title: "How much",
          text: `For applications from 1 September 2025, outside Quebec: ${fig(f.proofOfFunds)} for one person, ${formatMoney(f.proofOfFunds2.value, "CAD")} for 2, ${formatMoney(f.proofOfFunds3.value, "CAD")} for 3 and ${formatMoney(f.proofOfFunds4.value, "CAD")} for 4, plus the first year's tuition and travel.`,
          figures: [f.proofOfFunds, f.proofOfFunds2, f.proofOfFunds3, f.proofOfFunds4],
        },
        {
          title: "Updated every year",
          text: "IRCC updates the amounts each year, usually for applications from September. Check the current table before you apply.",
        },
        {
          title: "What counts",
          text: "Bank statements, a GIC, an education loan, proof that you paid tuition and housing, or a scholarship letter.",
        },
      ],
    },
    englishTests: {
      summary: "Institutions set the score for admission; the PGWP later asks for a language level too.",
      points: [
        {
          title: "IELTS Academic, TOEFL iBT, PTE Academic",
          text: "Accepted by almost all institutions; universities often ask for IELTS 6.5 overall.",
        },
        {
          title: "For the PGWP",
          text: `Applicants for a work permit after graduating need ${fig(f.pgwpLanguageUniversity)} (university degree) or ${fig(f.pgwpLanguageCollege)} (college programme) in an approved test.`,
          figures: [f.pgwpLanguageUniversity, f.pgwpLanguageCollege],
          indicative: f.pgwpLanguageUniversity.indicative,
        },
      ],
    },
    work: {
      during: [
        {
          title: `${work} off campus`,
          text: `During academic sessions you may work off campus up to ${work}, and full time in scheduled breaks such as the winter and summer holidays.`,
          figures: [f.workHours],
        },
      ],
      after: [
        {
          title: "Post-Graduation Work Permit",
          text: `After a programme of ${minProgramme} to under ${longProgramme}, a permit of the same length; after ${longProgramme} or more, up to ${pgwpMax}. Master's graduates (programme of at least ${minProgramme}) get ${pgwpMax}.`,
          figures: [f.postStudyWork, f.pgwpMinProgramme, f.pgwpLongProgramme],
        },
        {
          title: "Field of study and language rules",
          text: "College graduates must have studied in an eligible field, and all applicants need the language level. These rules changed in 2024 and 2025; we check the current list with you.",
          indicative: f.pgwpLanguageUniversity.indicative,
        },
      ],
    },
    scholarships: [
      {
        title: "University entrance scholarships",
        text: "Many universities give automatic entrance awards for strong grades; check each university's awards page.",
      },
      {
        title: "Research funding",
        text: "PhD and research master's students are usually funded by their supervisor or the university.",
        indicative: GENERAL,
      },
    ],
    loans: [
      {
        title: "Non-collateral loans",
        text: "Banks and NBFCs lend without security for many Canadian universities and some colleges, based on the institution, the course and the co-applicant's income.",
      },
      {
        title: "Collateral loans",
        text: "With property as security, loans are usually larger and cheaper. A loan letter counts as proof of funds for the study permit.",
      },
    ],
    accommodation: [
      {
        title: "Residence",
        text: "University residences are limited; apply as soon as you accept your offer.",
      },
      {
        title: "Shared rentals",
        text: "Most students share apartments; rents in Toronto and Vancouver are the highest.",
      },
      {
        title: "Before you fly",
        text: "Carry the port-of-entry letter, letter of acceptance, proof of funds and medical results in your hand luggage; the officer issues your permit at the border.",
      },
    ],
    legitimacy: {
      text: "You can get a study permit only for a designated learning institution (DLI), and only some programmes lead to a PGWP. Check the institution on the official DLI list before you pay.",
      link: {
        label: "IRCC: Designated learning institutions list",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/prepare/designated-learning-institutions-list.html",
      },
    },
    faq: [
      {
        question: "How much money do I need to show for a Canadian study permit?",
        answer: `For applications from 1 September 2025, outside Quebec: ${fig(f.proofOfFunds)} for one person, plus the first year's tuition and travel. The amount grows with each family member coming.`,
      },
      {
        question: "What does a Canadian study permit cost?",
        answer: `${fig(f.studyVisaFee)} for the permit plus ${fig(f.biometricsFee)} for biometrics.`,
      },
      {
        question: "How many hours can I work while studying in Canada?",
        answer: `Up to ${work} off campus during academic sessions, and full time in scheduled breaks.`,
      },
      {
        question: "Do I still need a GIC?",
        answer:
          "Not for the Student Direct Stream, which closed on 8 November 2024. A GIC still counts as proof of funds if you choose one.",
      },
      {
        question: "How long is the work permit after a master's degree?",
        answer: `${pgwpMax}, for a master's programme of at least ${minProgramme} at an eligible institution.`,
      },
    ],
    changes: [
      {
        date: "1 Jan 2026",
        text: "Master's and doctoral students at public institutions no longer need a provincial attestation letter.",
      },
      {
        date: "1 Sep 2025",
        text: `Proof of funds for one person rose to ${single}.`,
        figure: f.proofOfFunds,
      },
      {
        date: "8 Nov 2024",
        text: `Off-campus work became ${work}, and the Student Direct Stream closed.`,
        figure: f.workHours,
      },
    ],
    officialLinks: [
      {
        label: "IRCC: Study permit",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html",
      },
      {
        label: "IRCC: Proof of financial support",
        url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
      },
    ],
  };
}

export const canadaPage: CountryPageContent = canadaPageFor(canadaFacts);
