/**
 * The "Study in USA" page's words in English. app/content/countries/usa/page.ts computes every figure from
 * the facts (formatted by the edition's formatters) and hands them in as `UsaPageValues`; it keeps the
 * order of every list, the cited figures and the addresses, and looks up each item's words by its id.
 */
import type { UsaPageValues } from "~/content/countries/usa/page";

export const usaPage = {
  promise: (v: UsaPageValues) =>
    `The widest choice of universities, and up to ${v.optTotal} of work experience after a STEM degree.`,
  description:
    "Plan your US studies with the real figures: the F-1 visa and SEVIS fees, the funds on your I-20, and OPT work rights, each with its official source and date.",
  keyFacts: {
    workAfter: {
      label: "Work after studies",
      value: (v: UsaPageValues) => `OPT ${v.opt}, plus ${v.stem} for STEM`,
    },
    workDuring: { label: "Work while studying", value: (v: UsaPageValues) => `On campus, up to ${v.hours}` },
    funds: { label: "Money to show", value: () => "The first year's cost on your I-20" },
    intakes: { label: "Intakes", value: () => "Fall (Aug–Sep, main), Spring (Jan)" },
  },
  why: {
    choice: {
      title: "Choice and flexibility",
      text: () =>
        "Thousands of accredited universities, from large research universities to small colleges, with flexible majors and electives.",
    },
    stem: {
      title: "Work experience after STEM degrees",
      text: (v: UsaPageValues) =>
        `OPT gives ${v.opt} of work after your degree; graduates of STEM degrees can add an extension of ${v.stem} with an E-Verify employer, ${v.optTotal} in all.`,
    },
    funding: {
      title: "Funding for research degrees",
      text: () =>
        "Many PhD places, and some master's places, come with teaching or research assistantships that waive tuition and pay a stipend.",
    },
    h1b: {
      title: "A route to H-1B from inside the US",
      text: (v: UsaPageValues) =>
        `USCIS guidance says the ${v.h1b} H-1B payment of ${v.h1bFrom} applies to new petitions for workers outside the US; a change of status from F-1 to H-1B inside the US, once approved, does not pay it. ${v.h1bTerm}`,
    },
  },
  intakes: {
    fall: {
      name: "Fall",
      months: "August–September",
      note: "The main intake, with the most courses, assistantships and scholarships.",
    },
    spring: {
      name: "Spring",
      months: "January",
      note: "Offered by many universities, with fewer courses and less funding.",
    },
    summer: { name: "Summer", months: "May–June", note: "Limited, mostly for selected programmes." },
  },
  intakesNote: "Intakes as commonly offered; check each programme's start dates and deadlines.",
  /** A step of the timeline, some months before the course: "12–15 months before". */
  monthsBefore: (from: number, to: number) => `${from}–${to} months before`,
  /** A step at most some days before the course: "Up to 365 days before". */
  upTo: (days: string) => `Up to ${days} before`,
  timeline: {
    shortlist: () => "Shortlist universities; take the GRE if asked, and TOEFL, IELTS or Duolingo.",
    apply: () => "Apply (many Fall deadlines fall between December and February).",
    accept: () => "Accept an admit, show funds, receive your I-20, pay the SEVIS fee.",
    visa: () => "Apply for the F-1 visa and attend the interview.",
    travel: (v: UsaPageValues) =>
      `Travel: you can enter no earlier than ${v.entry} before your programme starts.`,
  },
  universitiesNote:
    "Well-known universities often chosen by Indian students, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
  register: "Study in the States: school search",
  courses: {
    computerScience: "Computer science",
    data: "Data science and analytics",
    electrical: "Electrical and computer engineering",
    engineeringManagement: "Engineering management",
    business: "Business analytics and MBA",
    informationSystems: "Information systems",
    biotechnology: "Biotechnology",
    publicHealth: "Public health",
  },
  costsNote:
    "Public universities charge out-of-state fees to international students. Living costs vary widely between big coastal cities and university towns; your I-20 shows the university's own estimate.",
  visaName: "F-1 student visa",
  visaSummary: (v: UsaPageValues) =>
    `With your I-20 you pay the SEVIS fee (${v.sevisFee}), fill in the DS-160, pay the visa fee (${v.visaFee}) and attend an interview at a US consulate, such as the one in Hyderabad.`,
  visaSteps: {
    i20: {
      title: "Get your I-20",
      text: () =>
        "Accept an admit and show the university that you can pay the first year's cost of attendance; it issues the Form I-20.",
    },
    sevis: {
      title: "Pay the SEVIS fee",
      text: (v: UsaPageValues) => `Pay the I-901 SEVIS fee of ${v.sevisFee} online and keep the receipt.`,
    },
    ds160: {
      title: "Fill in the DS-160 and pay the visa fee",
      text: (v: UsaPageValues) =>
        `The visa application (MRV) fee is ${v.visaFee}. A visa integrity fee of at least ${v.integrity} per issued visa became law in ${v.signedIn}; a Federal Register notice of ${v.integrityNotice} said it was not yet collected, and we could not confirm whether it is now, so check before you pay.`,
      link: "U.S. Department of State: Student visa",
    },
    publicProfiles: {
      title: "Set your social-media profiles to public",
      text: (v: UsaPageValues) =>
        `Since ${v.publicProfilesFrom}, F, M and J applicants are told to set every social-media profile to public for the consulate's checks, and to list every handle on the DS-160.`,
    },
    interview: {
      title: "Attend the interview in person",
      text: (v: UsaPageValues) =>
        `Interview waivers for students ended on ${v.waiversEndedOn}: every applicant attends. Bring your I-20, SEVIS receipt, financial documents and academic records. The visa can be issued up to ${v.issue} before your I-20 start date.`,
    },
    travel: {
      title: "Travel in time",
      text: (v: UsaPageValues) =>
        `You may enter the US no earlier than ${v.entry} before your programme starts.`,
    },
  },
  otherVisas: {
    visitor: {
      title: "Visitor and business visits (B1/B2)",
      text: (v: UsaPageValues) =>
        `Parents visiting or attending a graduation, and business travellers, apply for a B1/B2 visa; the application fee is ${v.visitorFee}, the same as for students. The visa integrity fee of at least ${v.integrity} per issued visa, law since ${v.signedIn}, applies to visitor visas too; check whether it is being collected before you pay.`,
      link: "U.S. Department of State: Visitor visa",
    },
    dependants: {
      title: "Dependants (F-2)",
      text: () =>
        "A spouse and children can come on F-2 visas with their own I-20; F-2 spouses may not work.",
    },
  },
  visaLink: "U.S. Department of State: Student visa",
  general: "Listed from general knowledge; check the current terms.",
  funds: {
    howMuch: {
      title: "How much",
      text: "The first year's cost of attendance shown on your I-20: tuition, living costs and insurance, as the university estimates them.",
    },
    form: {
      title: "In what form",
      text: "Liquid funds: bank balances or letters, fixed deposits, an education loan sanction letter, or a scholarship or assistantship letter.",
    },
    interview: {
      title: "At the interview",
      text: "Carry the same documents you gave the university; the officer may ask how you will pay for the later years too.",
    },
  },
  englishSummary: "There is no visa-level English score: each university sets its own.",
  englishTests: {
    toeflIelts: {
      title: "TOEFL iBT and IELTS",
      text: (toefl: readonly [string, string], ielts: readonly [string, string]) =>
        `Accepted by almost all universities; graduate schools often ask for TOEFL ${toefl[0]}–${toefl[1]} or IELTS ${ielts[0]}–${ielts[1]}.`,
    },
    duolingo: {
      title: "Duolingo English Test",
      text: () => "Accepted by many universities; check each programme.",
    },
    greGmat: {
      title: "GRE and GMAT",
      text: () =>
        "Many programmes have made them optional, but a good score still helps for admission and funding.",
    },
  },
  workDuring: {
    title: (v: UsaPageValues) => `On campus, up to ${v.hours}`,
    text: (v: UsaPageValues) =>
      `F-1 students may work on campus up to ${v.hours} while classes are in session and full time in breaks. Off-campus work is allowed only through CPT or OPT.`,
  },
  workAfter: {
    opt: {
      title: "OPT and STEM OPT",
      text: (v: UsaPageValues) =>
        `Optional Practical Training gives ${v.opt} of work in your field after graduating. Graduates of STEM degrees can extend it by ${v.stem} with an E-Verify employer and a Form I-983 training plan.`,
    },
    h1b: {
      title: "H-1B",
      text: (v: UsaPageValues) =>
        `Longer-term work usually means an H-1B petition by an employer. USCIS guidance of ${v.guidanceIn} says the ${v.h1b} payment does not apply to an approved change of status from F-1 to H-1B inside the US. ${v.h1bTerm}`,
    },
  },
  scholarships: {
    fulbright: {
      title: "Fulbright-Nehru Fellowships",
      text: "Master's and doctoral research fellowships for Indian students, run by the United States-India Educational Foundation.",
      link: "usief.org.in",
    },
    assistantships: {
      title: "Assistantships (TA, RA, GA)",
      text: "Teaching, research or graduate assistantships usually waive tuition and pay a monthly stipend; apply early, often with the admission application.",
    },
    university: {
      title: "University scholarships",
      text: "Merit scholarships are often considered automatically with your application.",
    },
  },
  loans: {
    nonCollateral: {
      title: "Non-collateral loans",
      text: "Banks and NBFCs lend without security for many US universities, based on the university, the course and the co-applicant's income.",
    },
    collateral: {
      title: "Collateral loans",
      text: "With property as security, loans are usually larger and cheaper. A loan sanction letter counts as funds for the I-20 and the visa interview.",
    },
  },
  accommodation: {
    onCampus: {
      title: "On campus",
      text: "Dormitories and graduate housing are convenient for the first year; apply as soon as you accept the admit.",
    },
    offCampus: {
      title: "Off campus",
      text: "Most graduate students share apartments; leases usually run for a year and ask for a deposit.",
    },
    beforeYouFly: {
      title: "Before you fly",
      text: "Carry your passport with the visa, I-20, SEVIS receipt, admit letter and financial documents in your hand luggage.",
    },
  },
  legitimacy: {
    text: "Only schools certified by the Student and Exchange Visitor Program (SEVP) can issue an I-20. Check the school on the official school search before you apply or pay.",
    link: "Study in the States: SEVP-certified school search",
  },
  faq: {
    visaCost: {
      question: "How much does a US student visa cost?",
      answer: (v: UsaPageValues) =>
        `The F-1 visa application fee is ${v.visaFee} and the SEVIS fee ${v.sevisFee}. A visa integrity fee of at least ${v.integrity} per issued visa became law in ${v.signedIn}; check whether it is being collected when you apply.`,
    },
    balance: {
      question: "How much bank balance do I need for the F-1 visa?",
      answer: () =>
        "Enough to cover the first year's cost of attendance on your I-20, in liquid funds: bank balances, fixed deposits, a loan sanction letter or a scholarship letter.",
    },
    workAfter: {
      question: "How long can I work in the US after graduating?",
      answer: (v: UsaPageValues) =>
        `${v.opt} on OPT, plus a STEM OPT extension of ${v.stem} after a STEM degree: up to ${v.optTotal} in all.`,
    },
    h1b: {
      question: "Does the new H-1B payment apply to students?",
      answer: (v: UsaPageValues) =>
        `USCIS says the ${v.h1b} payment applies to new H-1B petitions for workers outside the US. A change of status from F-1 to H-1B inside the US does not pay it, if USCIS approves the change. ${v.h1bTerm}`,
    },
    travel: {
      question: "How early can I travel to the US?",
      answer: (v: UsaPageValues) =>
        `The visa can be issued up to ${v.issue} before your I-20 start date, but you can enter only ${v.entry} before it.`,
    },
  },
  /** When the H-1B payment ends, before and after its day. */
  h1bTerm: {
    until: (endOn: string) => `The H-1B payment applies until ${endOn} unless it is extended.`,
    ended: (endOn: string, checkedOn: string) =>
      `The H-1B payment was set to end on ${endOn} unless extended; we could not confirm whether it was extended (as of ${checkedOn}), so ask the employer to check with USCIS.`,
  },
  changes: {
    h1b: (v: UsaPageValues) =>
      `USCIS confirmed that an approved F-1 to H-1B change of status inside the US does not pay the new ${v.h1b} payment.`,
    integrity: (v: UsaPageValues) =>
      `A visa integrity fee of at least ${v.integrity} per issued visa (students and visitors), rising with inflation, was signed into law; a Federal Register notice of ${v.integrityNotice} said collection would begin only after a later notice.`,
    h1bEnd: (v: UsaPageValues) => v.h1bTerm,
    interviewWaivers: () =>
      "Interview waivers ended for almost all visa applicants, students included: every F-1 applicant is interviewed in person.",
    publicProfiles: () =>
      "F, M and J visa applicants are told to set their social-media profiles to public for the consulate's checks.",
    fixedAdmission: (v: UsaPageValues) =>
      `DHS proposed admitting students for a fixed period instead of for the "duration of status". A final rule cleared White House review on ${v.fixedClearedOn}; we could not confirm that it has been published (as of ${v.rulesCheckedOn}). Until it is, students are admitted for the duration of their status.`,
    visaFee: (v: UsaPageValues) => `The student and visitor visa fee rose to ${v.visaFeeAmount}.`,
  },
  officialLinks: {
    studentVisa: "U.S. Department of State: Student visa",
    studyInTheStates: "Study in the States (DHS)",
    educationUsa: "EducationUSA",
  },
};

/** The USA's facts in English: what each figure is, the names of the pages they come from, and the rule in words. */
export const usaFacts = {
  name: "United States",
  shortName: "USA",
  inSentence: "the USA",
  figures: {
    studyVisaFee: {
      label: "F-1 visa application (MRV) fee",
      indicative: (otherStart: string, from: string) =>
        `Sources differ on the start date (${otherStart} or ${from}); the amount is the same.`,
    },
    visitorVisaFee: { label: "B1/B2 visitor and business visa (MRV) fee" },
    sevisFee: { label: "SEVIS I-901 fee (F and M students)" },
    visaIntegrityFee: {
      label: "Visa integrity fee (per issued visa, refundable only on strict compliance)",
      indicative: (signedOn: string, noticeOn: string) =>
        `Signed into law on ${signedOn} for students and visitors: the law sets this as the lowest amount, rising with inflation every year. A Federal Register notice of ${noticeOn} said it was not yet being collected, and we could not confirm whether collection has begun; check with the U.S. embassy before you pay.`,
    },
    visaIssueDaysBefore: { label: "Earliest an F-1 visa can be issued before the I-20 start date" },
    entryDaysBefore: { label: "Earliest entry before the programme start date (days)" },
    workHours: { label: "On-campus work while classes are in session" },
    postStudyWork: { label: "Optional Practical Training (OPT) after graduating" },
    stemOptExtension: { label: "STEM OPT extension (E-Verify employer, Form I-983)" },
    h1bNewPetitionFee: {
      label: "H-1B fee for new petitions for workers outside the US (not for an in-US F-1 to H-1B change)",
      ended: (endOn: string) =>
        `The proclamation set this payment to end on ${endOn} unless extended; we could not confirm whether it was extended.`,
    },
  },
  sources: {
    studentVisa: "U.S. Department of State: Student visa",
    harvard: "Harvard International Office: F-1 visa applications",
    visaFees: "U.S. Department of State: Fees for Visa Services",
    sevpFees: "U.S. Immigration and Customs Enforcement: SEVP fees",
    nafsa: "NAFSA: Visa integrity fee",
    studyInTheStates: "Study in the States (DHS): working as an F-1 student",
    gettysburg: "Gettysburg College: F-1 employment",
    uscisOpt: "USCIS: OPT for F-1 students",
    uscisStemOpt: "USCIS: STEM OPT extension",
    uscisH1b: "USCIS: H-1B specialty occupations (proclamation guidance of 20 October 2025)",
    mondaq: "Mondaq: USCIS update to the H-1B proclamation",
    integrityLaw: "Congress.gov: H.R. 1 (Public Law 119-21), section 100007, visa integrity fee",
    proclamation:
      "Federal Register: Proclamation 10973, Restriction on Entry of Certain Nonimmigrant Workers",
    fixedAdmission: "Federal Register: proposed rule 2025-16554, fixed time period of admission for students",
    interviewWaivers: "VisaVerge: the State Department's interview waiver update",
    publicProfiles: "tandslaw.com: the State Department resumes F, M and J visas with social-media vetting",
  },
  cityBands: { high: "High-cost city (New York, Boston, Bay Area)", average: "Most university towns" },
  tuition: {
    public: "Public university (out-of-state fee)",
    private: "Private university",
    funded: "Funded place (tuition waived with an assistantship)",
    unfunded: "Unfunded place",
  },
  insurance: {
    label: "University health insurance plan",
    note: "Indicative: most universities require their own plan or an equivalent; the price is set by each university.",
  },
  deposit: {
    label: "Accommodation deposit",
    note: "Indicative: landlords usually ask for a deposit, often a month's rent.",
  },
  holdFor:
    "Shown as liquid funds (bank letters, a loan sanction, a scholarship) for the first year, as the I-20 lists.",
  explanation:
    "The university's I-20 shows the first year's cost of attendance; you show funds that cover it. The calculator's figure is an estimate of that cost.",
};
