/**
 * English words of the Ireland facts and the "Study in Ireland" page (app/content/countries/ireland/), by
 * id. The figures come in as parameters, already formatted; every date a sentence names is written here.
 */

/** Words of the facts: the figures' labels, their sources' link texts and the planning estimates. */
export const facts = {
  name: "Ireland",
  shortName: "Ireland",
  inSentence: "Ireland",
  figures: {
    studyVisaFee: "Study (D) visa fee, single entry",
    multiEntryVisaFee: "Visa fee, multiple entry",
    visitorVisaFee: "Short-stay (C) visitor or business visa, single entry",
    residencePermitFee: "Irish Residence Permit registration",
    proofOfFunds: "Funds to show for each year of study, in addition to fees",
    bankStatementMonths: "Months of bank statements before the application",
    insuranceMinimumCover:
      "Minimum cover of first-year travel insurance accepted (accident, and again for disease)",
    workHours: "Work allowed during term",
    workHoursHolidays: "Work allowed in June to September and from 15 December to 15 January",
    postStudyWork: "Stamp 1G after a master's or PhD (Level 9 or higher)",
    postStudyWorkLevel8: "Stamp 1G after an honours bachelor's degree (Level 8)",
    stamp1gApplyWithinMonths: "Apply for Stamp 1G within this long of getting your results",
    minimumWage: (age: number) => `National minimum wage (age ${age} and over)`,
  },
  /** Why the visa fees are marked: the only official page that states them is the former site. */
  feesFromFormerSite:
    "The only official page that states these fees is the immigration service's former site, no longer updated; the fee is confirmed when you apply online (AVATS).",
  sources: {
    study: "Irish Immigration Service: coming to study in Ireland",
    workSecondary: "Migrant.ie: working on Stamp 2 permission",
    stamp: "Irish Immigration Service: Third Level Graduate Programme (Stamp 1G)",
    stampSecondary: "University College Dublin: Third Level Graduate Programme (Stamp 1G)",
    registering: "Irish Immigration Service: registering your immigration permission",
    dkit: "Dundalk Institute of Technology: Irish Residence Permit",
    studentVisas: "Education in Ireland: student visas",
    applying: "Education in Ireland: applying for a student visa",
    insurance: "Irish Immigration Service: private medical insurance for full-time non-EEA students",
    insuranceSecondary: "Trinity College Dublin: health insurance for international students",
    fees: "Irish Immigration Service (former site): visa fees",
    feesSecondary: "LegalClarity: Ireland visa fees",
    work: "Irish Immigration Service (former site): notice to students on Stamp 2 permissions",
    funds: "Irish Immigration Service: student finance requirements from 30 June 2025",
    minimumWage: "Citizens Information (Irish state information service): minimum wage",
    mss: "MSS: national minimum wage from 1 January 2026",
  },
  cityBands: { dublin: "Dublin", outside: "Outside Dublin" },
  tuition: {
    ug: "Typical bachelor's fee",
    pg: "Typical master's fee",
    phd: "Typical PhD fee",
  },
  insurance: {
    label: "Private medical insurance",
    note: "Indicative: mandatory for the visa; student plans vary by insurer and cover.",
  },
  extras: {
    accommodationDeposit: {
      label: "Accommodation deposit",
      note: "Indicative: landlords usually ask for a month's rent as a deposit.",
    },
  },
  funds: {
    holdFor: (statements: string) =>
      `Shown through a bank statement covering the ${statements} before you apply.`,
    explanation: (funds: string) =>
      `Pay your first-year fees to the college before you apply for the visa, and show ${funds} for living costs for each year of study on top of them.`,
  },
};

/** Words of the page, section by section; each list's items by id (the page builder keeps their order). */
export const page = {
  promise: (masters: string, stamp: string) =>
    `Master's degrees of ${masters} in Europe's tech hub, and ${stamp} to work after them.`,
  description: (funds: string) =>
    `Plan your Irish studies with the real figures: the study visa fee, the ${funds} funds rule, the residence permit, work hours and Stamp 1G, each with its source and date.`,
  general: "Listed from general knowledge; check the current terms.",
  links: {
    study: "Irish Immigration Service: study in Ireland",
    visit: "Irish Immigration Service: visit Ireland",
    qqi: "QQI: Irish register of qualifications",
    studentVisas: "Education in Ireland: student visas",
  },
  keyFacts: {
    workAfter: {
      label: "Work after studies",
      value: (stamp: string, stampL8: string) =>
        `Stamp 1G: ${stamp} after a master's, ${stampL8} after an honours bachelor's`,
    },
    workDuring: {
      label: "Work while studying",
      value: (term: string, holidays: string) => `${term}; ${holidays} in holidays`,
    },
    money: { label: "Money to show", value: (funds: string) => `${funds} a year, on top of fees` },
    intakes: { label: "Intakes", value: "September (main), some January" },
  },
  why: {
    shortMasters: {
      title: "Short master's degrees",
      text: (masters: string, stamp: string) =>
        `Most taught master's programmes (Level 9) last ${masters}, followed by up to ${stamp} of Stamp 1G permission to work.`,
    },
    techBase: {
      title: "Europe's technology and pharma base",
      text: "Many global technology, pharmaceutical and finance companies have their European offices in Ireland, especially around Dublin and Cork.",
    },
    english: {
      title: "English-speaking and in the EU",
      text: (holidays: string) =>
        `Study in English in an EU country, with the holidays to work full time (${holidays} in June to September and mid-December to mid-January).`,
    },
  },
  intakes: {
    autumn: { name: "Autumn", months: "September", note: "The main intake, with almost all programmes." },
    spring: {
      name: "Spring",
      months: "January–February",
      note: "A few programmes, mostly in business and computing.",
    },
  },
  intakesNote: "Intakes as commonly offered; check each programme's start dates.",
  /** A timeline step's time: "12 months before", "8–10 months before". */
  monthsBefore: (from: number, to?: number) =>
    to === undefined ? `${from} months before` : `${from}–${to} months before`,
  timeline: {
    shortlist: { what: "Shortlist programmes; book IELTS, PTE or TOEFL." },
    apply: { what: "Apply to the universities; many admit on a rolling basis." },
    accept: {
      what: (statements: string) =>
        `Accept the offer and pay the fees, keep ${statements} of bank statements ready.`,
    },
    visa: {
      what: "Apply for the study visa online and submit documents at the visa centre.",
    },
    arrival: { when: "After arrival", what: "Register with immigration for your Irish Residence Permit." },
  },
  universitiesNote:
    "Well-known universities, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
  courses: {
    computerScience: "Computer science and software",
    dataAnalytics: "Data analytics and AI",
    cloud: "Cloud computing and cybersecurity",
    pharma: "Pharmaceutical and biomedical sciences",
    finance: "Finance and fintech",
    business: "Business analytics and marketing",
  },
  costsNote: (funds: string) =>
    `Rents in Dublin are among the highest in Europe: budget well above the ${funds} a year the visa asks for if you study there.`,
  visa: {
    name: "Study (D) visa",
    summary: (single: string, multiple: string, permit: string) =>
      `You apply online with your offer and proof that you paid the fees, then submit documents at the visa centre. A single-entry visa costs ${single}, a multiple-entry one ${multiple}. After arrival you register for an Irish Residence Permit (${permit}).`,
    steps: {
      fees: {
        title: "Accept an offer and pay the fees",
        text: "Pay the fees to the college, in full or the part it asks for before the visa.",
        indicative: "The minimum fee payment before a visa is not confirmed here; ask your college.",
      },
      funds: {
        title: "Show your funds",
        text: (funds: string, statements: string) =>
          `${funds} on top of fees, through a bank statement of the ${statements} before you apply.`,
      },
      insurance: {
        title: "Get medical insurance",
        text: (cover: string) =>
          `Private medical insurance is mandatory. For the first year, travel insurance is accepted if it covers at least ${cover} for accidents and ${cover} for disease, including hospital care.`,
      },
      apply: {
        title: "Apply for the visa",
        text: (single: string, multiple: string) =>
          `Apply online (AVATS), pay ${single} (single entry) or ${multiple} (multiple entry) and submit your documents.`,
      },
      register: {
        title: "Register after arrival",
        text: (permit: string) =>
          `Register with immigration for your Irish Residence Permit; the fee is ${permit}.`,
      },
    },
    otherVisas: {
      visitors: {
        title: "Visitor and business visits",
        text: (fee: string) =>
          `Short visits need a C visa, at the same fees as the study visa (${fee} single entry).`,
      },
      family: {
        title: "Family members",
        text: "Students on Stamp 2 generally cannot bring family members with them; check the current rules with the Irish Immigration Service.",
      },
    },
  },
  proofOfFunds: {
    howMuch: {
      title: "How much",
      text: (funds: string, since: string) =>
        `${funds} of study, in addition to the fees. This has applied to students who need a visa, including students from India, since ${since}.`,
    },
    how: {
      title: "How",
      text: (statements: string) =>
        `A bank statement covering the ${statements} before you apply, showing the money is steadily available.`,
    },
    feesFirst: {
      title: "Fees first",
      text: "Pay the fees to your college before you apply, and include the receipt.",
    },
  },
  englishTests: {
    summary: "Colleges set the score; the visa asks for proof of English, usually the same test result.",
    ielts: { title: "IELTS Academic", text: "Usually 6.5 overall for postgraduate study." },
    others: {
      title: "PTE Academic, TOEFL iBT, Duolingo",
      text: "Accepted by many colleges; check each programme.",
    },
  },
  work: {
    during: {
      title: (term: string, holidays: string) => `${term}, ${holidays} in holidays`,
      text: (term: string, holidays: string) =>
        `Stamp 2 students may work ${term} in term, and ${holidays} in June to September and from 15 December to 15 January.`,
    },
    stamp1g: {
      title: "Stamp 1G (Third Level Graduate Programme)",
      text: (stamp: string, stampL8: string, applyWithin: string) =>
        `After a master's or PhD (Level 9 or higher), ${stamp} to work or look for work; after an honours bachelor's (Level 8), ${stampL8}. Apply within ${applyWithin} of getting your results.`,
    },
    permits: {
      title: "Employment permits",
      text: "A job offer can lead to a Critical Skills or General Employment Permit, and later to long-term residence.",
    },
  },
  scholarships: {
    government: {
      title: "Government of Ireland International Education Scholarship",
      text: "Awards covering a stipend and fees for high-achieving students from outside the EU.",
    },
    university: {
      title: "University scholarships",
      text: "Most universities offer fee reductions to Indian students for merit, often applied with the offer.",
    },
  },
  loans: {
    nonCollateral: {
      title: "Non-collateral loans",
      text: "Banks and NBFCs lend without security for many Irish universities, based on the university, the course and the co-applicant's income.",
    },
    collateral: {
      title: "Collateral loans",
      text: "With property as security, loans are usually larger and cheaper; plan the disbursement so the fees are paid before the visa.",
    },
  },
  accommodation: {
    bookEarly: {
      title: "Book early",
      text: "Housing is tight, in Dublin especially; book university or private student housing as soon as you accept your offer.",
    },
    scams: {
      title: "Avoid rental scams",
      text: "Never pay a deposit for a room you have not seen, or through an unknown agent; use university-listed housing.",
    },
    afterArrival: {
      title: "After you arrive",
      text: "Register for your Irish Residence Permit, get a PPS number if you work, and open a bank account.",
    },
  },
  legitimacy:
    "Check that the programme is on the Interim List of Eligible Programmes (ILEP): only these lead to a study visa. Check the college on QQI's register too.",
  faq: {
    balance: {
      question: "How much bank balance do I need for an Irish study visa?",
      answer: (funds: string, statements: string) =>
        `${funds} of study, in addition to the fees, shown through a bank statement of the last ${statements}.`,
    },
    cost: {
      question: "What does the Irish study visa cost?",
      answer: (single: string, multiple: string, permit: string) =>
        `${single} for a single-entry visa or ${multiple} for multiple entry, plus ${permit} for the Irish Residence Permit after you arrive.`,
    },
    hours: {
      question: "How many hours can I work in Ireland as a student?",
      answer: (term: string, holidays: string) =>
        `${term} in term, and ${holidays} in June to September and from 15 December to 15 January.`,
    },
    stay: {
      question: "How long can I stay in Ireland after my master's?",
      answer: (stamp: string, stampL8: string) =>
        `Up to ${stamp} on Stamp 1G after a master's or PhD; ${stampL8} after an honours bachelor's.`,
    },
  },
  changes: {
    funds: {
      text: (funds: string) =>
        `Funds for students who need a visa, including students from India, rose to ${funds} a year.`,
    },
  },
};
