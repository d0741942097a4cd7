/**
 * English words of the Germany facts and the "Study in Germany" page (app/content/countries/germany/), by
 * id. The figures, and every date, year and age a sentence names, come in as parameters, already formatted.
 */

/** A winter semester by the years it spans: "winter semester 2026/27". */
const winterSemester = (from: string, to: string) => `winter semester ${from}/${to}`;

/** Words of the facts: the figures' labels, their sources' link texts and the planning estimates. */
export const facts = {
  name: "Germany",
  shortName: "Germany",
  inSentence: "Germany",
  figures: {
    studyVisaFee: "National (D) visa fee for studies",
    proofOfFunds: "Blocked account for the first year",
    blockedMonthly: "Blocked account: amount released to you each month",
    blockedMonths: "Months of living costs in the blocked account (first year)",
    healthInsuranceMonthly: (ageLimit: number) =>
      `Statutory student health and care insurance (TK, students under ${ageLimit})`,
    studentRateAgeLimit: "Age up to which a student can have the statutory student insurance (TK)",
    careSurchargeAge: "Age from which students without children pay more for care insurance (TK)",
    semesterContribution:
      "Semester contribution at a public university (student services, union, often a transport ticket)",
    tumTuitionBachelor: "TUM tuition for new non-EU students, bachelor's programmes",
    tumTuitionMaster: "TUM tuition for new non-EU students, master's programmes",
    bwTuitionPerSemester:
      "Tuition for non-EU students at public universities in Baden-Württemberg (e.g. Heidelberg, KIT)",
    workDaysFull: "Full days of work a year without approval from the employment agency",
    workDaysHalf: "Or half days of work a year",
    workHours: "Or work during the lecture period",
    postStudyWork: "Residence permit to look for a job after graduating",
    minimumWage: "Statutory minimum wage (Mindestlohn)",
  },
  sources: {
    blockedAccount: "Federal Foreign Office: blocked account for students",
    visaService: "Federal Foreign Office: visa service",
    welcomeCenter: "Welcome Center Germany: visa application and fees",
    tk: "Techniker Krankenkasse: contribution for foreign students",
    tkStudentAge: "Techniker Krankenkasse: student contributions and the age limit",
    stuttgarterZeitung: "Stuttgarter Zeitung: TK's additional contribution rate for 2026",
    daad: "DAAD (German Academic Exchange Service): costs of study",
    tum: "TUM: tuition fees for students from non-EU countries",
    bwMinistry: "Baden-Württemberg Ministry of Science: tuition fees for international students",
    work: "Make it in Germany (Federal Government): working while studying",
    studying: "Make it in Germany (Federal Government): studying in Germany",
    potsdam: "University of Potsdam: beginning a career in Germany",
    bmas: "Federal Ministry of Labour (BMAS): minimum wage",
    sueddeutsche: "Süddeutsche Zeitung: cabinet sets the minimum wage for 2026 and 2027",
  },
  notes: {
    blockedWatch: (from: string, to: string, reportedOn: string) =>
      `A rise of the student grant (BAföG), which sets this amount, was planned for the ${winterSemester(from, to)}; when last reported (${reportedOn}) it was not yet law, and no new amount had been published. Confirm with the consulate before you deposit.`,
    healthInsurance: (year: string, careAge: number) =>
      `Worked out from TK's additional rate for ${year} (Stuttgarter Zeitung), not TK's own table; the higher end applies to students aged ${careAge} or over without children.`,
    semesterContribution: "Each university sets its own contribution; this is the usual range.",
    bwTuition:
      "The state's governing parties have announced plans to drop this fee; until the law changes, the ministry's page gives this amount.",
  },
  cityBands: { expensive: "Munich, Frankfurt or Hamburg", other: "Other university cities" },
  tuition: {
    public: "Public university (semester contribution only)",
    publicBw: (fee: string) => `Public university in Baden-Württemberg (${fee} plus the contribution)`,
    tum: (fee: string) => `TUM, non-EU students (${fee} plus the contribution)`,
    private: "Private university",
  },
  extras: {
    aps: {
      label: "APS certificate (academic evaluation for Indian applicants)",
      note: "Indicative: the APS India office sets the fee; check aps-india.de.",
    },
    blockedAccountFee: {
      label: "Blocked account provider's set-up fee",
      note: "Indicative: each provider sets its own fees.",
    },
    accommodationDeposit: {
      label: "Rental deposit (Kaution)",
      note: "Indicative: often a few months' rent for a private room.",
    },
  },
  funds: {
    holdFor:
      "Paid into a blocked account before your visa appointment; after you arrive, the bank releases the monthly amount to you.",
    explanation:
      "The blocked account covers the first year's living costs. Where a university charges tuition (TUM, Baden-Württemberg, private universities), the consulate may also ask for proof that you can pay it.",
  },
};

/** Words of the page, section by section; each list's items by id (the page builder keeps their order). */
export const page = {
  /** Which universities charge non-EU students tuition, and how much: quoted in several sections. */
  fees: (tumBachelor: string, tumMaster: string, bw: string) =>
    `TUM charges new non-EU students ${tumBachelor} for a bachelor's and ${tumMaster} for a master's; public universities in Baden-Württemberg, among them Heidelberg University and KIT, charge ${bw}.`,
  promise: (jobSearch: string) =>
    `Most public universities charge no tuition, and you get ${jobSearch} to find a job after graduating.`,
  description:
    "Plan your German studies with the real figures: which universities charge non-EU students tuition (TUM, Baden-Württemberg), the blocked account, the visa fee, health insurance and work rules, each with its source and date.",
  general: "Listed from general knowledge; check the current terms.",
  links: {
    aps: "APS India",
    visaForStudies: "Federal Foreign Office: visa for studies",
    bafogReport: "dpa (via wallstreet-online): no agreement yet on the BAföG rise",
    visaService: "Federal Foreign Office: visa service",
    universitiesRegister: "Hochschulkompass: recognised German universities",
    recognised: "Hochschulkompass: recognised universities",
    daad: "daad.de",
    makeItInGermany: "Make it in Germany: studying",
    daadStudy: "DAAD: study in Germany",
    blockedAccount: "Federal Foreign Office: blocked account",
  },
  keyFacts: {
    workAfter: {
      label: "Work after studies",
      value: (jobSearch: string) => `${jobSearch} to look for a job`,
    },
    workDuring: {
      label: "Work while studying",
      value: (fullDays: number, halfDays: number) => `${fullDays} full or ${halfDays} half days a year`,
    },
    money: {
      label: "Money to show",
      value: (blocked: string, monthly: string) => `${blocked} in a blocked account (${monthly})`,
    },
    intakes: { label: "Intakes", value: "October (winter), April (summer)" },
  },
  why: {
    noTuition: {
      title: "No tuition at most public universities",
      text: (contribution: string, fees: string) =>
        `Most public universities charge only a semester contribution (about ${contribution}). The exceptions for non-EU students: ${fees}`,
    },
    engineering: {
      title: "Engineering and research",
      text: "Strong technical universities, research institutes and industry links, with many master's programmes taught in English.",
    },
    jobSearch: {
      title: "Time to find a job",
      text: (jobSearch: string) =>
        `After graduating you can get a residence permit for ${jobSearch} to look for work, and may work in any job meanwhile.`,
    },
    work: {
      title: "Work while you study",
      text: (fullDays: string, halfDays: string) =>
        `${fullDays} as full days, or ${halfDays} as half days, without approval; student-assistant jobs at the university do not count towards the limit.`,
    },
  },
  intakes: {
    winter: {
      name: "Winter semester",
      months: "October",
      note: "The main intake. Applications usually close on 15 July, often earlier.",
    },
    summer: {
      name: "Summer semester",
      months: "April",
      note: "Fewer programmes. Applications usually close on 15 January, often earlier.",
    },
  },
  intakesNote: "Deadlines from DAAD and Handbook Germany; many programmes, and uni-assist, set earlier ones.",
  /** A timeline step's time: "12 months before", "8–10 months before". */
  monthsBefore: (from: number, to?: number) =>
    to === undefined ? `${from} months before` : `${from}–${to} months before`,
  timeline: {
    shortlist: {
      what: "Shortlist programmes on DAAD's database; book IELTS or TOEFL (or TestDaF for German-taught).",
    },
    aps: { what: "Apply for the APS certificate; it can take several weeks." },
    apply: {
      when: "By 15 July (winter) / 15 January (summer)",
      what: "Apply to universities directly or through uni-assist.",
    },
    prepare: {
      what: "Open the blocked account, buy health insurance, book the visa appointment.",
    },
    arrival: {
      when: "After arrival",
      what: "Register your address and apply for the residence permit at the foreigners' office.",
    },
  },
  universitiesNote: (fees: string) =>
    `Well-known universities, listed without ranks: check the current QS or THE ranking and its year for the subject you want. Three of them charge non-EU students tuition: ${fees}`,
  courses: {
    mechanical: "Mechanical and automotive engineering",
    electrical: "Electrical engineering and embedded systems",
    computerScience: "Computer science and AI",
    dataScience: "Data science",
    energy: "Renewable energy",
    mechatronics: "Mechatronics and robotics",
    business: "Business and management (mostly private universities)",
  },
  costsNote: (blocked: string, monthly: string, fees: string) =>
    `The blocked account (${blocked} for the first year, ${monthly}) is the legal minimum for living costs. Tuition: ${fees} Munich, Frankfurt and Hamburg cost more than most university towns.`,
  visa: {
    name: "National (D) visa for studies",
    summary: (fee: string) =>
      `With your admission, APS certificate, blocked account and health insurance, you apply at the German consulate or its visa centre. The visa fee is ${fee}.`,
    steps: {
      admission: {
        title: "Get admission",
        text: "An admission letter from a recognised German university (or a conditional one for a preparatory course).",
      },
      aps: {
        title: "Get the APS certificate",
        text: "Indian applicants need the certificate of the Academic Evaluation Centre (APS) before the visa.",
        indicative: "Fee and process not checked here; see aps-india.de.",
      },
      blockedAccount: {
        title: "Open a blocked account",
        text: (blocked: string, monthly: string) =>
          `Deposit ${blocked} for the first year (${monthly} released to you after arrival).`,
      },
      insurance: {
        title: "Arrange health insurance",
        text: (monthly: string, ageLimit: number) =>
          `Travel cover until enrolment, then statutory student insurance at about ${monthly} (students under ${ageLimit}).`,
      },
      apply: {
        title: "Apply for the visa",
        text: (fee: string) => `Book an appointment, pay ${fee} and submit your documents.`,
      },
    },
    otherVisas: {
      visitors: {
        title: "Visitor and business visits",
        text: "Short visits (tourism, family, business meetings) need a Schengen visa, applied for at the German consulate or its visa centre.",
        indicative: "Schengen visa fees are not recorded here; check the consulate's fee list.",
      },
    },
  },
  proofOfFunds: {
    howMuch: {
      title: "How much",
      text: (blocked: string, months: number, monthly: string) =>
        `${blocked} for the first year: ${months} × ${monthly}.`,
    },
    plannedRise: {
      title: "A planned rise, not in force",
      text: (from: string, to: string, reportedOn: string, blocked: string) =>
        `The governing parties agreed to raise the student grant (BAföG), on which this amount rests, from the ${winterSemester(from, to)}. When last reported (${reportedOn}) no bill had been agreed, and no new amount had been published: until the Federal Foreign Office publishes one, ${blocked} applies. Confirm with the consulate before you deposit.`,
    },
    how: {
      title: "How it works",
      text: "You pay the year's amount into a blocked account before your visa appointment; after you arrive, the bank releases the monthly amount to your normal account.",
    },
    alternatives: {
      title: "Alternatives",
      text: "A formal obligation letter (Verpflichtungserklärung) from someone living in Germany, or a scholarship, can replace the blocked account.",
    },
  },
  englishTests: {
    summary:
      "English-taught programmes ask for IELTS or TOEFL; German-taught programmes ask for TestDaF or DSH.",
    english: {
      title: "IELTS Academic or TOEFL iBT",
      text: "For English-taught programmes; usually IELTS 6.5 or TOEFL 88 and up.",
    },
    german: { title: "TestDaF or DSH", text: "For German-taught programmes (usually level C1)." },
    learnGerman: {
      title: "Learn some German",
      text: "Even on an English-taught programme, everyday German helps with part-time jobs and life in the city.",
    },
  },
  work: {
    during: {
      title: (fullDays: number, halfDays: number) => `${fullDays} full or ${halfDays} half days a year`,
      text: (hours: string) =>
        `Without approval from the employment agency, or up to ${hours} in the lecture period. Student-assistant jobs at the university are exempt.`,
    },
    jobSearch: {
      title: "Job-search permit",
      text: (jobSearch: string) =>
        `After graduating you can get a residence permit for ${jobSearch} to look for a job that fits your degree, and may work in any job meanwhile.`,
    },
    blueCard: {
      title: "EU Blue Card and settlement",
      text: "A qualified job can lead to an EU Blue Card or a skilled-worker residence permit, and later to permanent settlement.",
    },
  },
  scholarships: {
    daad: {
      title: "DAAD scholarships",
      text: "The German Academic Exchange Service funds master's and PhD study and research; its database lists thousands of programmes and awards.",
    },
    deutschlandstipendium: {
      title: "Deutschlandstipendium",
      text: "Monthly awards from universities and private sponsors for high-achieving students.",
    },
  },
  loans: {
    blockedAccount: {
      title: "Loans for the blocked account",
      text: "Many Indian lenders fund the blocked account and living costs for public universities, where tuition is low.",
    },
    collateral: {
      title: "Collateral and non-collateral",
      text: "Non-collateral loans depend on the university, the course and the co-applicant's income; collateral loans are usually larger and cheaper.",
    },
  },
  accommodation: {
    halls: {
      title: "Student halls (Studentenwerk)",
      text: "The cheapest rooms; waiting lists are long in big cities, so apply as soon as you are admitted.",
    },
    shared: {
      title: "Shared flats (WG)",
      text: "The usual choice; expect a deposit (Kaution) of a few months' rent.",
    },
    afterArrival: {
      title: "After you arrive",
      text: "Register your address soon after you move in (the city sets the deadline), enrol, switch to student health insurance and apply for your residence permit.",
    },
  },
  legitimacy:
    "Check that the university is a state or state-recognised university before you apply or pay; private institutions must be recognised too.",
  faq: {
    blockedAccount: {
      question: (year: string) => `How much is the blocked account for Germany in ${year}?`,
      answer: (blocked: string, monthly: string) =>
        `${blocked} for the first year (${monthly}), as the Federal Foreign Office sets it. Confirm on its blocked-account page or with the consulate before you deposit: the amount follows the student grant (BAföG), which may rise.`,
    },
    free: {
      question: "Is studying in Germany really free?",
      answer: (contribution: string, fees: string) =>
        `At most public universities you pay only a semester contribution of about ${contribution}. Not everywhere: ${fees}`,
    },
    work: {
      question: "How much can I work as a student in Germany?",
      answer: (fullDays: string, halfDays: string, hours: string) =>
        `${fullDays} as full days or ${halfDays} as half days, or up to ${hours} in the lecture period.`,
    },
    visaFee: {
      question: "What is the German student visa fee?",
      answer: (fee: string) => `${fee} for the national (D) visa.`,
    },
    stay: {
      question: "Can I stay in Germany after my studies?",
      answer: (jobSearch: string) =>
        `Yes: a residence permit of ${jobSearch} lets you look for a job, and you may work in any job meanwhile.`,
    },
  },
  changes: {
    insurance: (monthly: string) => `Statutory student health insurance rose to about ${monthly}.`,
    tum: {
      /** The change's date: the semester it started with. */
      date: (from: string, to: string) => `Winter semester ${from}/${to}`,
      text: (bachelor: string, master: string) =>
        `TUM started charging new non-EU students tuition: ${bachelor} for a bachelor's, ${master} for a master's.`,
    },
    blockedAccount: (blocked: string, monthly: string) =>
      `The blocked account rose to ${blocked} a year (${monthly}).`,
    work: (fullDays: number, halfDays: number) =>
      `Students may work ${fullDays} full or ${halfDays} half days a year.`,
  },
};
