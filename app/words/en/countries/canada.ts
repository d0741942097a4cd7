/**
 * English words of the Canada facts and the "Study in Canada" page (app/content/countries/canada/), by id.
 * The figures, and every date and year a sentence names, come in as parameters, already formatted.
 */

/** Words of the facts: the figures' labels, their sources' link texts and the planning estimates. */
export const facts = {
  name: "Canada",
  shortName: "Canada",
  inSentence: "Canada",
  figures: {
    studyVisaFee: "Study permit fee",
    biometricsFee: "Biometrics fee per person",
    biometricsFamilyMax: "Biometrics fee for a family applying together (maximum)",
    /** The living-cost funds to show for the number of people coming. */
    livingFunds: (people: number) =>
      people === 1
        ? "Living-cost funds to show, student alone (outside Quebec)"
        : `Living-cost funds to show, ${people} people in the family (outside Quebec)`,
    workHours: "Off-campus work during academic sessions",
    postStudyWork:
      "Post-Graduation Work Permit (PGWP) after a master's degree, or a longer programme (up to)",
    pgwpMinProgramme:
      "Shortest programme that can lead to a PGWP (and the shortest master's for the longest permit)",
    pgwpLongProgramme: "Programme length from which the PGWP can reach its longest",
    pgwpLanguageUniversity: "PGWP language level for university degree graduates (CLB)",
    pgwpLanguageCollege: "PGWP language level for college programme graduates (CLB)",
    studyPermitCap: "Study permits IRCC expects to issue in the year of the cap, new and extensions (up to)",
    studyPermitCapNew: "Of these, study permits for new international students",
    studyPermitCapGraduate:
      "Of these, study permits for master's and doctoral students at public institutions, who need no PAL/TAL",
  },
  sources: {
    fees: "IRCC: Fee list for study permits",
    funds: "Government of Canada: Proof of financial support",
    pgwp: "Government of Canada: Post-graduation work permit",
    pgwpEligibility: "Government of Canada: PGWP eligibility",
    workOffCampus: "Government of Canada: Work off campus as an international student",
    workOffCampusMondaq: "Mondaq (Gowling WLG): off-campus work limit from November 2024",
    cicNews: "CIC News: master's graduates eligible for the longest permit",
    businessToday: "Business Today: Canada's new language rules for graduates",
    cap2026: "IRCC: provincial and territorial allocations under the international student cap",
    capReport: "Hindustan Times: Canada's study permit target, quoting IRCC's release",
    capGroupsReport: "VisaHQ: IRCC's study permit cap and its targets by group",
  },
  notes: {
    pgwpRules: (since: string) =>
      `Language and field-of-study rules for the PGWP have changed since ${since}, and IRCC updates the list of eligible fields; check IRCC before you apply.`,
  },
  cityBands: { major: "Toronto or Vancouver", other: "Other cities" },
  tuition: {
    ugUniversity: "University bachelor's",
    pgUniversity: "University master's",
    pgCollege: "College postgraduate certificate",
    phdUniversity: "University PhD",
  },
  insurance: {
    label: "Health insurance (provincial or university plan)",
    note: "Indicative: cover and price depend on the province and the university.",
  },
  extras: {
    medicalExam: {
      label: "Immigration medical exam with a panel physician",
      note: "Indicative: needed by many applicants from India; the clinic sets the fee.",
    },
    accommodationDeposit: {
      label: "Accommodation deposit",
      note: "Indicative: landlords usually ask for a deposit before you move in.",
    },
  },
  funds: {
    holdFor:
      "Shown when you apply for the study permit. IRCC updates the amounts every year, so check the current table before you apply.",
    explanation:
      "Show the living-cost amount for everyone coming with you, plus the first year's tuition and your travel costs.",
  },
};

/** Who no longer needs the attestation letter from the day given, and who still does. */
const palExemption = (from: string) =>
  `From ${from}, master's and doctoral students at public institutions no longer need a provincial or territorial attestation letter (PAL/TAL); students at private institutions, and bachelor's, diploma and certificate students, still do.`;

/** Words of the page, section by section; each list's items by id (the page builder keeps their order). */
export const page = {
  promise: "Co-op programmes, work rights after graduating, and a known route to staying on.",
  description: (fundsFrom: string) =>
    `Plan your Canadian studies with the real figures: the study permit and biometrics fees, the proof of funds from ${fundsFrom}, work hours and the PGWP, each with its official source and date.`,
  general: "Listed from general knowledge; check the current terms.",
  links: {
    attestation: "IRCC: Attestation letters",
    studyPermit: "IRCC: Study permit",
    dliList: "IRCC: Designated learning institutions list",
    visit: "IRCC: Visit Canada",
    proofOfFunds: "IRCC: Proof of financial support",
  },
  keyFacts: {
    workAfter: {
      label: "Work after studies",
      value: (pgwpMax: string) => `PGWP up to ${pgwpMax} (master's: ${pgwpMax})`,
    },
    workDuring: { label: "Work while studying", value: (work: string) => `${work} off campus` },
    money: {
      label: "Money to show",
      value: (funds: string) => `${funds} a year for one person, plus tuition and travel`,
    },
    intakes: { label: "Intakes", value: "September (main), January, May" },
  },
  why: {
    workRights: {
      title: "Work rights after graduating",
      text: (minProgramme: string, longProgramme: string, pgwpMax: string) =>
        `The Post-Graduation Work Permit lasts as long as a programme of ${minProgramme} to under ${longProgramme}, and up to ${pgwpMax} after longer programmes; master's graduates get ${pgwpMax}.`,
    },
    coop: {
      title: "Co-op and internships",
      text: "Many programmes include paid co-op terms, so you graduate with Canadian work experience.",
    },
    workWhileStudying: {
      title: "Work while you study",
      text: (work: string) =>
        `Study permit holders may work off campus up to ${work} in term and full time in scheduled breaks.`,
    },
    noPal: {
      title: "Master's and PhD students at public institutions skip the provincial letter",
      text: palExemption,
    },
  },
  intakes: {
    fall: { name: "Fall", months: "September", note: "The main intake, with the most programmes." },
    winter: { name: "Winter", months: "January", note: "Offered by many colleges and some universities." },
    summer: { name: "Summer", months: "May", note: "Limited, mostly at colleges." },
  },
  intakesNote: "Intakes as commonly offered; check each programme's start dates and deadlines.",
  /** A timeline step's time: "12 months before", "8–10 months before". */
  monthsBefore: (from: number, to?: number) =>
    to === undefined ? `${from} months before` : `${from}–${to} months before`,
  timeline: {
    shortlist: {
      what: "Shortlist programmes at designated learning institutions (DLIs); book IELTS or another test.",
    },
    apply: {
      what: "Apply; many universities close Fall applications between December and March.",
    },
    accept: {
      what: "Accept the letter of acceptance, pay the deposit, arrange funds and, unless you are a master's or PhD student at a public institution, a PAL/TAL.",
    },
    permit: { what: "Apply for the study permit online and give biometrics." },
    arrival: { when: "On arrival", what: "The officer at the border issues your study permit." },
  },
  universitiesNote:
    "Well-known universities often chosen by Indian students, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
  courses: {
    computerScience: "Computer science and software engineering",
    dataScience: "Data science and analytics",
    engineering: "Engineering (with co-op)",
    business: "Business and project management",
    health: "Health sciences and nursing",
    supplyChain: "Supply chain management",
    trades: "Skilled trades and technology (college)",
  },
  costsNote: (single: string) =>
    `The living-cost funds the study permit asks for (${single} a year for one person) are a legal minimum, updated each year; rents in Toronto and Vancouver are much higher than elsewhere.`,
  visa: {
    name: "Study permit",
    summary: (permitFee: string, biometricsFee: string) =>
      `You apply online with a letter of acceptance from a designated learning institution. The study permit costs ${permitFee} and biometrics ${biometricsFee}.`,
    steps: {
      acceptance: {
        title: "Get a letter of acceptance",
        text: "From a designated learning institution (DLI); check that the institution is on the official list.",
      },
      pal: {
        title: "Get a PAL or TAL if you need one",
        text: (from: string) =>
          `Most applicants need a provincial or territorial attestation letter under the cap. ${palExemption(from)}`,
        /** The year's cap while it is in force. */
        cap: (year: string, total: string, newStudents: string, graduate: string) =>
          `For ${year}, IRCC expects to issue up to ${total} in all: ${newStudents} to new international students, and ${graduate} to master's and doctoral students at public institutions.`,
        /** The same cap once its year is over and no later one has been recorded here. */
        capEnded: (year: string, total: string, newStudents: string) =>
          `For ${year}, IRCC set the cap at up to ${total}, of which ${newStudents} for new students. That was the cap for ${year}: check IRCC for the current year's cap before you apply.`,
      },
      funds: {
        title: "Show your funds",
        text: (funds: string) =>
          `${funds} for one person outside Quebec, plus the first year's tuition and travel. A GIC is no longer required but still counts as evidence.`,
      },
      apply: {
        title: "Apply online and give biometrics",
        text: (permitFee: string, biometricsFee: string, familyMax: string) =>
          `Pay ${permitFee} for the permit and ${biometricsFee} for biometrics (a family applying together pays at most ${familyMax}).`,
      },
      medical: {
        title: "Medical exam, if asked",
        text: "Many applicants from India need an immigration medical exam with a panel physician.",
      },
    },
    otherVisas: {
      visitors: {
        title: "Visitor and business visits",
        text: "If you study in Canada, your visitor visa is issued with your study permit. Parents and business travellers apply for a visitor visa; see IRCC's fee list for the current fee.",
        indicative: "The visitor visa fee is not recorded here; check it on IRCC's fee list.",
      },
      family: {
        title: "Family members",
        text: (two: string, three: string, four: string) =>
          `The funds you show grow with each family member coming: ${two} for 2 people, ${three} for 3, ${four} for 4. Whether a spouse may work depends on your programme; check IRCC.`,
      },
    },
  },
  proofOfFunds: {
    howMuch: {
      title: "How much",
      text: (from: string, one: string, two: string, three: string, four: string) =>
        `For applications from ${from}, outside Quebec: ${one} for one person, ${two} for 2, ${three} for 3 and ${four} for 4, plus the first year's tuition and travel.`,
    },
    yearly: {
      title: "Updated every year",
      text: "IRCC updates the amounts each year, usually for applications from September. Check the current table before you apply.",
    },
    whatCounts: {
      title: "What counts",
      text: "Bank statements, a GIC, an education loan, proof that you paid tuition and housing, or a scholarship letter.",
    },
  },
  englishTests: {
    summary: "Institutions set the score for admission; the PGWP later asks for a language level too.",
    tests: {
      title: "IELTS Academic, TOEFL iBT, PTE Academic",
      text: "Accepted by almost all institutions; universities often ask for IELTS 6.5 overall.",
    },
    pgwp: {
      title: "For the PGWP",
      text: (university: string, college: string) =>
        `Applicants for a work permit after graduating need ${university} (university degree) or ${college} (college programme) in an approved test.`,
    },
  },
  work: {
    offCampus: {
      title: (work: string) => `${work} off campus`,
      text: (work: string) =>
        `During academic sessions you may work off campus up to ${work}, and full time in scheduled breaks such as the winter and summer holidays.`,
    },
    pgwp: {
      title: "Post-Graduation Work Permit",
      text: (minProgramme: string, longProgramme: string, pgwpMax: string) =>
        `After a programme of ${minProgramme} to under ${longProgramme}, a permit of the same length; after ${longProgramme} or more, up to ${pgwpMax}. Master's graduates (programme of at least ${minProgramme}) get ${pgwpMax}.`,
    },
    rules: {
      title: "Field of study and language rules",
      text: (since: string) =>
        `College graduates must have studied in an eligible field, and all applicants need the language level. These rules have changed since ${since}; we check the current list with you.`,
    },
  },
  scholarships: {
    entrance: {
      title: "University entrance scholarships",
      text: "Many universities give automatic entrance awards for strong grades; check each university's awards page.",
    },
    research: {
      title: "Research funding",
      text: "PhD and research master's students are usually funded by their supervisor or the university.",
    },
  },
  loans: {
    nonCollateral: {
      title: "Non-collateral loans",
      text: "Banks and NBFCs lend without security for many Canadian universities and some colleges, based on the institution, the course and the co-applicant's income.",
    },
    collateral: {
      title: "Collateral loans",
      text: "With property as security, loans are usually larger and cheaper. A loan letter counts as proof of funds for the study permit.",
    },
  },
  accommodation: {
    residence: {
      title: "Residence",
      text: "University residences are limited; apply as soon as you accept your offer.",
    },
    shared: {
      title: "Shared rentals",
      text: "Most students share apartments; rents in Toronto and Vancouver are the highest.",
    },
    beforeYouFly: {
      title: "Before you fly",
      text: "Carry the port-of-entry letter, letter of acceptance, proof of funds and medical results in your hand luggage; the officer issues your permit at the border.",
    },
  },
  legitimacy:
    "You can get a study permit only for a designated learning institution (DLI), and only some programmes lead to a PGWP. Check the institution on the official DLI list before you pay.",
  faq: {
    funds: {
      question: "How much money do I need to show for a Canadian study permit?",
      answer: (from: string, funds: string) =>
        `For applications from ${from}, outside Quebec: ${funds} for one person, plus the first year's tuition and travel. The amount grows with each family member coming.`,
    },
    cost: {
      question: "What does a Canadian study permit cost?",
      answer: (permitFee: string, biometricsFee: string) =>
        `${permitFee} for the permit plus ${biometricsFee} for biometrics.`,
    },
    hours: {
      question: "How many hours can I work while studying in Canada?",
      answer: (work: string) =>
        `Up to ${work} off campus during academic sessions, and full time in scheduled breaks.`,
    },
    gic: {
      question: "Do I still need a GIC?",
      answer: (closedOn: string) =>
        `Not for the Student Direct Stream, which closed on ${closedOn}. A GIC still counts as proof of funds if you choose one.`,
    },
    pgwpLength: {
      question: "How long is the work permit after a master's degree?",
      answer: (pgwpMax: string, minProgramme: string) =>
        `${pgwpMax}, for a master's programme of at least ${minProgramme} at an eligible institution.`,
    },
  },
  changes: {
    noPal:
      "Master's and doctoral students at public institutions no longer need a provincial attestation letter.",
    cap: (year: string, total: string, newStudents: string) =>
      `IRCC's study permit cap for ${year}: up to ${total}, of which ${newStudents} for new international students.`,
    fundsRose: (single: string) => `Proof of funds for one person rose to ${single}.`,
    workHours: (work: string) => `Off-campus work became ${work}, and the Student Direct Stream closed.`,
  },
};
