/**
 * The "Study in USA" page's content. Every amount, duration and limit is rendered from ./facts (with its
 * source and dates); no figure is typed here.
 */
import { formatMonthYear } from "~/i18n/format";
import { formatDate, formatFigure, formatMoney } from "../format";
import type { CountryPageContent, Figure, IsoDate } from "../types";
import { usaFacts, usaRuleDates } from "./facts";

/** The day a figure took effect, for a dated change (a figure named there always has one). */
function takenEffect(figure: Figure): IsoDate {
  if (!figure.effectiveFrom) throw new Error(`${figure.label} has no date it took effect`);
  return figure.effectiveFrom;
}

const GENERAL = "Listed from general knowledge; check the current terms.";

/** The page for the USA's data as it stands on a given day (the site uses the build date). */
function usaPageFor(facts: typeof usaFacts): CountryPageContent {
  const f = facts.figures;
  const fig = formatFigure;
  const opt = fig(f.postStudyWork);
  const stem = fig(f.stemOptExtension);
  const optTotal = fig({ value: f.postStudyWork.value + f.stemOptExtension.value, unit: "months" });
  const h1b = formatMoney(f.h1bNewPetitionFee.value, "USD");
  const issue = fig(f.visaIssueDaysBefore);
  const entry = fig(f.entryDaysBefore);
  const integrity = fig(f.visaIntegrityFee);
  const signedIn = formatMonthYear(usaRuleDates.integrityFeeSignedOn, "en");
  const guidanceIn = formatMonthYear(usaRuleDates.h1bGuidanceOn, "en");

  return {
    promise: `The widest choice of universities, and up to ${optTotal} of work experience after a STEM degree.`,
    description:
      "Plan your US studies with the real figures: the F-1 visa and SEVIS fees, the funds on your I-20, and OPT work rights, each with its official source and date.",
    keyFacts: [
      { label: "Work after studies", value: `OPT ${opt}, plus ${stem} for STEM`, figure: f.postStudyWork },
      {
        label: "Work while studying",
        value: `On campus, up to ${fig(f.workHours)}`,
        figure: f.workHours,
      },
      { label: "Money to show", value: "The first year's cost on your I-20" },
      { label: "Intakes", value: "Fall (Aug–Sep, main), Spring (Jan)" },
    ],
    why: [
      {
        title: "Choice and flexibility",
        text: "Thousands of accredited universities, from large research universities to small colleges, with flexible majors and electives.",
      },
      {
        title: "Work experience after STEM degrees",
        text: `OPT gives ${opt} of work after your degree; graduates of STEM degrees can add an extension of ${stem} with an E-Verify employer, ${optTotal} in all.`,
        figures: [f.postStudyWork, f.stemOptExtension],
      },
      {
        title: "Funding for research degrees",
        text: "Many PhD places, and some master's places, come with teaching or research assistantships that waive tuition and pay a stipend.",
      },
      {
        title: "A route to H-1B from inside the US",
        text: `USCIS guidance says the ${h1b} H-1B payment of ${formatMonthYear(takenEffect(f.h1bNewPetitionFee), "en")} applies to new petitions for workers outside the US; a change of status from F-1 to H-1B inside the US, once approved, does not pay it.`,
        figures: [f.h1bNewPetitionFee],
      },
    ],
    intakes: [
      {
        name: "Fall",
        months: "August–September",
        note: "The main intake, with the most courses, assistantships and scholarships.",
      },
      {
        name: "Spring",
        months: "January",
        note: "Offered by many universities, with fewer courses and less funding.",
      },
      { name: "Summer", months: "May–June", note: "Limited, mostly for selected programmes." },
    ],
    intakesNote: "Intakes as commonly offered; check each programme's start dates and deadlines.",
    timeline: [
      {
        when: "12–15 months before",
        what: "Shortlist universities; take the GRE if asked, and TOEFL, IELTS or Duolingo.",
      },
      { when: "9–12 months before", what: "Apply (many Fall deadlines fall between December and February)." },
      {
        when: "4–6 months before",
        what: "Accept an admit, show funds, receive your I-20, pay the SEVIS fee.",
      },
      { when: `Up to ${issue} before`, what: "Apply for the F-1 visa and attend the interview." },
      {
        when: `Up to ${entry} before`,
        what: `Travel: you can enter no earlier than ${entry} before your programme starts.`,
      },
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
      note: "Well-known universities often chosen by Indian students, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
      register: {
        label: "Study in the States: school search",
        url: "https://studyinthestates.dhs.gov/school-search",
      },
    },
    courses: [
      "Computer science",
      "Data science and analytics",
      "Electrical and computer engineering",
      "Engineering management",
      "Business analytics and MBA",
      "Information systems",
      "Biotechnology",
      "Public health",
    ],
    costsNote:
      "Public universities charge out-of-state fees to international students. Living costs vary widely between big coastal cities and university towns; your I-20 shows the university's own estimate.",
    visa: {
      name: "F-1 student visa",
      summary: `With your I-20 you pay the SEVIS fee (${fig(f.sevisFee)}), fill in the DS-160, pay the visa fee (${fig(f.studyVisaFee)}) and attend an interview at a US consulate, such as the one in Hyderabad.`,
      steps: [
        {
          title: "Get your I-20",
          text: "Accept an admit and show the university that you can pay the first year's cost of attendance; it issues the Form I-20.",
        },
        {
          title: "Pay the SEVIS fee",
          text: `Pay the I-901 SEVIS fee of ${fig(f.sevisFee)} online and keep the receipt.`,
          figures: [f.sevisFee],
        },
        {
          title: "Fill in the DS-160 and pay the visa fee",
          text: `The visa application (MRV) fee is ${fig(f.studyVisaFee)}. A visa integrity fee of ${fig(f.visaIntegrityFee)} per issued visa was signed into law in ${signedIn}; its collection date was unclear, so check before you pay.`,
          figures: [f.studyVisaFee, f.visaIntegrityFee],
          link: {
            label: "U.S. Department of State: Student visa",
            url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
          },
        },
        {
          title: "Attend the interview",
          text: `Bring your I-20, SEVIS receipt, financial documents and academic records. The visa can be issued up to ${issue} before your I-20 start date.`,
          figures: [f.visaIssueDaysBefore],
        },
        {
          title: "Travel in time",
          text: `You may enter the US no earlier than ${entry} before your programme starts.`,
          figures: [f.entryDaysBefore],
        },
      ],
      fees: [f.studyVisaFee, f.sevisFee, f.visaIntegrityFee, f.visitorVisaFee],
      otherVisas: [
        {
          title: "Visitor and business visits (B1/B2)",
          text: `Parents visiting or attending a graduation, and business travellers, apply for a B1/B2 visa; the application fee is ${fig(f.visitorVisaFee)}, the same as for students. The visa integrity fee of ${integrity} per issued visa, signed into law in ${signedIn}, applies to visitor visas too; check whether it is being collected before you pay.`,
          figures: [f.visitorVisaFee, f.visaIntegrityFee],
          link: {
            label: "U.S. Department of State: Visitor visa",
            url: "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html",
          },
        },
        {
          title: "Dependants (F-2)",
          text: "A spouse and children can come on F-2 visas with their own I-20; F-2 spouses may not work.",
          indicative: GENERAL,
        },
      ],
      officialLink: {
        label: "U.S. Department of State: Student visa",
        url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
      },
    },
    proofOfFunds: {
      points: [
        {
          title: "How much",
          text: "The first year's cost of attendance shown on your I-20: tuition, living costs and insurance, as the university estimates them.",
        },
        {
          title: "In what form",
          text: "Liquid funds: bank balances or letters, fixed deposits, an education loan sanction letter, or a scholarship or assistantship letter.",
        },
        {
          title: "At the interview",
          text: "Carry the same documents you gave the university; the officer may ask how you will pay for the later years too.",
        },
      ],
    },
    englishTests: {
      summary: "There is no visa-level English score: each university sets its own.",
      points: [
        {
          title: "TOEFL iBT and IELTS",
          text: "Accepted by almost all universities; graduate schools often ask for TOEFL 80–100 or IELTS 6.5–7.0.",
        },
        { title: "Duolingo English Test", text: "Accepted by many universities; check each programme." },
        {
          title: "GRE and GMAT",
          text: "Many programmes have made them optional, but a good score still helps for admission and funding.",
        },
      ],
    },
    work: {
      during: [
        {
          title: `On campus, up to ${fig(f.workHours)}`,
          text: `F-1 students may work on campus up to ${fig(f.workHours)} while classes are in session and full time in breaks. Off-campus work is allowed only through CPT or OPT.`,
          figures: [f.workHours],
        },
      ],
      after: [
        {
          title: "OPT and STEM OPT",
          text: `Optional Practical Training gives ${opt} of work in your field after graduating. Graduates of STEM degrees can extend it by ${stem} with an E-Verify employer and a Form I-983 training plan.`,
          figures: [f.postStudyWork, f.stemOptExtension],
        },
        {
          title: "H-1B",
          text: `Longer-term work usually means an H-1B petition by an employer. USCIS guidance of ${guidanceIn} says the ${h1b} payment does not apply to an approved change of status from F-1 to H-1B inside the US.`,
          figures: [f.h1bNewPetitionFee],
        },
      ],
    },
    scholarships: [
      {
        title: "Fulbright-Nehru Fellowships",
        text: "Master's and doctoral research fellowships for Indian students, run by the United States-India Educational Foundation.",
        link: { label: "usief.org.in", url: "https://www.usief.org.in/" },
        indicative: GENERAL,
      },
      {
        title: "Assistantships (TA, RA, GA)",
        text: "Teaching, research or graduate assistantships usually waive tuition and pay a monthly stipend; apply early, often with the admission application.",
      },
      {
        title: "University scholarships",
        text: "Merit scholarships are often considered automatically with your application.",
      },
    ],
    loans: [
      {
        title: "Non-collateral loans",
        text: "Banks and NBFCs lend without security for many US universities, based on the university, the course and the co-applicant's income.",
      },
      {
        title: "Collateral loans",
        text: "With property as security, loans are usually larger and cheaper. A loan sanction letter counts as funds for the I-20 and the visa interview.",
      },
    ],
    accommodation: [
      {
        title: "On campus",
        text: "Dormitories and graduate housing are convenient for the first year; apply as soon as you accept the admit.",
      },
      {
        title: "Off campus",
        text: "Most graduate students share apartments; leases usually run for a year and ask for a deposit.",
      },
      {
        title: "Before you fly",
        text: "Carry your passport with the visa, I-20, SEVIS receipt, admit letter and financial documents in your hand luggage.",
      },
    ],
    legitimacy: {
      text: "Only schools certified by the Student and Exchange Visitor Program (SEVP) can issue an I-20. Check the school on the official school search before you apply or pay.",
      link: {
        label: "Study in the States: SEVP-certified school search",
        url: "https://studyinthestates.dhs.gov/school-search",
      },
    },
    faq: [
      {
        question: "How much does a US student visa cost?",
        answer: `The F-1 visa application fee is ${fig(f.studyVisaFee)} and the SEVIS fee ${fig(f.sevisFee)}. A visa integrity fee of ${integrity} per issued visa was signed into law in ${signedIn}; check whether it is being collected when you apply.`,
      },
      {
        question: "How much bank balance do I need for the F-1 visa?",
        answer:
          "Enough to cover the first year's cost of attendance on your I-20, in liquid funds: bank balances, fixed deposits, a loan sanction letter or a scholarship letter.",
      },
      {
        question: "How long can I work in the US after graduating?",
        answer: `${opt} on OPT, plus a STEM OPT extension of ${stem} after a STEM degree: up to ${optTotal} in all.`,
      },
      {
        question: "Does the new H-1B payment apply to students?",
        answer: `USCIS says the ${h1b} payment applies to new H-1B petitions for workers outside the US. A change of status from F-1 to H-1B inside the US does not pay it, if USCIS approves the change.`,
      },
      {
        question: "How early can I travel to the US?",
        answer: `The visa can be issued up to ${issue} before your I-20 start date, but you can enter only ${entry} before it.`,
      },
    ],
    changes: [
      {
        date: formatDate(usaRuleDates.h1bGuidanceOn),
        text: `USCIS confirmed that an approved F-1 to H-1B change of status inside the US does not pay the new ${h1b} payment.`,
        figure: f.h1bNewPetitionFee,
      },
      {
        date: formatDate(usaRuleDates.integrityFeeSignedOn),
        text: `A visa integrity fee of ${integrity} per issued visa (students and visitors) was signed into law; when it will be collected was unclear.`,
        figure: f.visaIntegrityFee,
      },
      {
        date: formatMonthYear(takenEffect(f.studyVisaFee), "en"),
        text: `The student and visitor visa fee rose to ${formatMoney(f.studyVisaFee.value, "USD")}.`,
        figure: f.studyVisaFee,
      },
    ],
    officialLinks: [
      {
        label: "U.S. Department of State: Student visa",
        url: "https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html",
      },
      { label: "Study in the States (DHS)", url: "https://studyinthestates.dhs.gov/" },
      { label: "EducationUSA", url: "https://educationusa.state.gov/" },
    ],
  };
}

export const usaPage: CountryPageContent = usaPageFor(usaFacts);
