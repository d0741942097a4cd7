/**
 * The "Study in UK" page's words in English. app/content/countries/uk/page.ts computes every figure from
 * the facts (formatted by the edition's formatters) and hands them in as `UkPageValues`; it keeps the
 * order of every list, the cited figures and the addresses, and looks up each item's words by its id.
 */
import type { UkPageValues } from "~/content/countries/uk/page";

/** "6 months for applications from 1 January 2027", or the value alone when nothing is announced. */
const graduateLead = (v: UkPageValues) =>
  v.graduateFrom ? `${v.graduateNow} for applications from ${v.graduateFrom}` : v.graduateNow;
const graduateBefore = (v: UkPageValues) =>
  v.graduateFrom ? ` (${v.graduateUntil} for applications made before ${v.graduateFrom})` : "";

export const ukPage = {
  promise: (v: UkPageValues) =>
    `World-famous degrees, many master's in ${v.mastersLength}, and ${v.graduateNow} to work after you graduate on the Graduate Route${v.graduateFrom ? ` (applications from ${v.graduateFrom})` : ""}.`,
  description:
    "Plan your UK studies with the real figures: the student visa fee, the health surcharge, the money you must show and the Graduate Route, each with its official source and date.",
  keyFacts: {
    workAfter: {
      label: "Work after studies",
      value: (v: UkPageValues) =>
        `${graduateLead(v)} (PhD ${v.phd})${v.graduateUntil ? `; ${v.graduateUntil} before that` : ""}`,
    },
    workDuring: { label: "Work while studying", value: (v: UkPageValues) => `${v.work} in term` },
    funds: {
      label: "Money to show",
      value: (v: UkPageValues) =>
        `${v.londonMonthlyWithInr} in London for up to ${v.maintenanceCap}: ${v.londonFundsWithInr}, plus fees`,
    },
    intakes: { label: "Intakes", value: () => "September (main), January, some May" },
  },
  why: {
    shorter: {
      title: "Shorter degrees",
      text: (v: UkPageValues) =>
        `Most taught master's degrees last ${v.mastersLength} and most bachelor's degrees ${v.bachelorsLength} (longer in Scotland), which saves fees and living costs compared with many countries.`,
    },
    workRights: {
      title: "Work rights after graduating",
      text: (v: UkPageValues) =>
        `The Graduate Route lets you stay and work, or look for work, without a job offer or a sponsor: ${graduateLead(v)} after a bachelor's or master's, ${v.phd} after a PhD${graduateBefore(v)}. You apply after you finish, so anyone starting a course now applies under the newer rule.`,
    },
    clearRules: {
      title: "Clear visa rules",
      text: () =>
        "The Student visa has published requirements: a CAS from a licensed sponsor, the money you must show and the English level. You know in advance what you need.",
    },
    healthcare: {
      title: "Healthcare included",
      text: () =>
        "The Immigration Health Surcharge you pay with the visa gives you access to the National Health Service for the length of your visa.",
    },
  },
  intakes: {
    autumn: {
      name: "Autumn",
      months: "September–October",
      note: "The main intake, with the most courses and scholarships.",
    },
    winter: {
      name: "Winter",
      months: "January–February",
      note: "A second intake at many universities, with fewer courses.",
    },
    summer: { name: "Summer", months: "May", note: "Offered by some universities for selected courses." },
  },
  intakesNote: "Intake months as commonly offered; check each course page for its start dates.",
  /** A step of the timeline, some months before the course: "10–12 months before". */
  monthsBefore: (from: number, to: number) => `${from}–${to} months before`,
  timeline: {
    shortlist: () => "Shortlist courses, check entry requirements, book your English test.",
    apply: () => "Apply (UCAS for bachelor's; the university directly for most master's).",
    accept: () => "Accept an offer, pay the deposit, apply for scholarships and your loan.",
    cas: (v: UkPageValues) => `Get your CAS; hold the money for ${v.held}; take the TB test.`,
    visa: () => "Apply for the Student visa (GOV.UK says how early you may apply) and pay the IHS.",
  },
  afterHolding: "After the holding period",
  universitiesNote:
    "Well-known universities often chosen by Indian students, listed without ranks: check the current QS or THE ranking and its year for the subject you want.",
  register: "GOV.UK: Register of student sponsors",
  courses: {
    computing: "Computer science and AI",
    data: "Data science and business analytics",
    engineering: "Engineering management",
    mba: "MBA and management",
    finance: "Finance and accounting",
    publicHealth: "Public health",
    pharmacy: "Pharmacy and biomedical sciences",
    law: "Law (LLM)",
  },
  costsNote: (v: UkPageValues) =>
    `Living costs vary most with rent. The money the visa asks you to show (${v.londonFunds} in London, ${v.outsideFunds} elsewhere, for ${v.maintenanceCap}) is a legal minimum, not a budget: plan with real rents.`,
  visaName: "Student visa",
  visaSummary: (v: UkPageValues) =>
    `You apply with a CAS from your university. The visa costs ${v.visaFee}, and the Immigration Health Surcharge ${v.ihsPerYear} for each year of the visa (for a master's of ${v.mastersLength}, about ${v.mastersVisa} of visa: ${v.mastersIhs}).`,
  visaSteps: {
    cas: {
      title: () => "Get your CAS",
      text: () =>
        "Accept an unconditional offer and pay the deposit; the university issues a Confirmation of Acceptance for Studies (CAS).",
    },
    funds: {
      title: (v: UkPageValues) => `Hold the money for ${v.held}`,
      text: (v: UkPageValues) =>
        `Show the first year's fees (less the deposit) and living costs: ${v.londonMonthly} in London or ${v.outsideMonthly} elsewhere, for up to ${v.maintenanceCap}. The holding period must end no more than ${v.windowDays} before you apply.`,
    },
    tb: {
      title: () => "Take the TB test",
      text: () => "Applicants from India need a tuberculosis test certificate from an approved clinic.",
      indicative: "General knowledge: check the TB rule on GOV.UK.",
    },
    apply: {
      title: () => "Apply online and pay",
      text: (v: UkPageValues) =>
        `Pay the visa fee of ${v.visaFee} and the Immigration Health Surcharge: ${v.ihsPerYear} for each year of the visa.`,
      link: "GOV.UK: Apply for a Student visa",
    },
    biometrics: {
      title: () => "Give biometrics",
      text: () =>
        "Book an appointment at the visa application centre in Hyderabad or another city and give your fingerprints and photo.",
    },
  },
  otherVisas: {
    visitor: {
      title: "Visitor and business visits",
      text: (v: UkPageValues) =>
        `A Standard Visitor visa (${v.visitorFee}) covers tourism, family visits, business meetings and short courses. Parents attending a graduation apply for this visa.`,
      link: "GOV.UK: Standard Visitor visa",
    },
    dependants: {
      title: "Dependants",
      text: (v: UkPageValues) =>
        `Students on taught postgraduate courses starting on or after ${v.dependantsFrom} cannot bring dependants. Postgraduate research students (PhD and research master's) and government-sponsored students still can.`,
      link: "GOV.UK: Student visa, your partner and children",
    },
  },
  visaLink: "GOV.UK: Student visa",
  funds: {
    howMuch: {
      title: "How much",
      text: (v: UkPageValues) =>
        `The first year's tuition (or the balance after your deposit, as your CAS shows) plus ${v.londonMonthly} in London or ${v.outsideMonthly} elsewhere, for up to ${v.maintenanceCap}: ${v.londonFunds} or ${v.outsideFunds}. Sources differ on these amounts; we show the higher ones, which are safe to hold.`,
    },
    howLong: { title: "How long" },
    whose: {
      title: "In whose name",
      text: "In your own account or your parents' (with a letter of consent and proof of the relationship), or an education loan letter from a regulated lender.",
      indicative: "General guidance; check the evidence list on GOV.UK.",
    },
  },
  englishSummary:
    "Universities set the score; the visa needs English at CEFR level B2 for degree-level study (B1 below degree level).",
  englishTests: {
    ielts: {
      title: "IELTS Academic (UKVI)",
      text: (from: string, to: string) =>
        `Accepted everywhere; universities usually ask for ${from} to ${to} overall for postgraduate study.`,
    },
    others: {
      title: "PTE Academic, TOEFL iBT, Duolingo",
      text: "Accepted by many universities for admission; check each university's list.",
    },
    universities: {
      title: "Universities may assess you themselves",
      text: "A university can confirm your English for the visa, for example from your degree taught in English, if it chooses to.",
      link: "GOV.UK: Knowledge of English",
    },
  },
  workDuring: {
    title: (v: UkPageValues) => `${v.work} in term`,
    text: (v: UkPageValues) =>
      `Degree-level students may work up to ${v.work} in term time (less below degree level) and full time in official vacations. Self-employment is not allowed.`,
  },
  workAfter: {
    graduateRoute: {
      title: () => "Graduate Route",
      text: (v: UkPageValues) =>
        `Work, or look for work, at any level: ${graduateLead(v)} after a bachelor's or master's, ${v.phd} after a PhD${graduateBefore(v)}. The Graduate visa costs ${v.graduateFee} plus the health surcharge at the adult rate (${v.ihsAdult}).`,
    },
    longer: {
      title: () => "Staying longer",
      text: () =>
        "To stay after the Graduate Route you need another visa, usually a Skilled Worker visa with a licensed employer. Rules and salary thresholds change often; we check them with you.",
    },
  },
  generalScheme: "Scheme listed from general knowledge; check terms and deadlines.",
  scholarships: {
    chevening: {
      title: "Chevening Scholarships",
      text: "UK government awards for taught master's degrees, for future leaders with work experience.",
      link: "chevening.org",
    },
    commonwealth: {
      title: "Commonwealth Scholarships",
      text: "For master's and PhD study by students from Commonwealth countries, including India.",
      link: "cscuk.fcdo.gov.uk",
    },
    great: {
      title: "GREAT Scholarships",
      text: "Awards for taught postgraduate courses at participating universities, offered with the British Council.",
    },
    university: {
      title: "University awards",
      text: "Most universities offer merit awards or fee reductions to Indian students, often applied automatically with the offer.",
    },
  },
  loans: {
    nonCollateral: {
      title: "Non-collateral loans",
      text: "Banks and NBFCs lend without property security for many UK universities, depending on the university, the course and the co-applicant's income.",
    },
    collateral: {
      title: "Collateral loans",
      text: "With property as security, loans are usually larger and cheaper. An education loan letter can count as funds for the visa.",
    },
  },
  accommodation: {
    halls: {
      title: "University halls",
      text: "Many universities offer first-year international students a room in halls, some with a guarantee for those who apply by a deadline; check your university's accommodation page.",
    },
    private: {
      title: "Private housing",
      text: "Shared houses and studios are rented through agents; expect a deposit and a guarantor or rent in advance.",
    },
    beforeYouFly: {
      title: "Before you fly",
      text: "Collect your visa vignette or eVisa details, book the airport pickup many universities offer, carry your CAS, offer letter and TB certificate.",
    },
  },
  legitimacy:
    "Only universities and colleges on the Home Office register of student sponsors can issue a CAS. Check the name on the register before you pay any fee.",
  faq: {
    visaCost: {
      question: (v: UkPageValues) => `How much does a UK student visa cost in ${v.visaYear}?`,
      answer: (v: UkPageValues) =>
        `The Student visa fee is ${v.visaFee} when you apply from India, plus the Immigration Health Surcharge of ${v.ihsPerYear} for each year of the visa. For a master's of ${v.mastersLength}, the surcharge comes to ${v.mastersIhs}.`,
    },
    funds: {
      question: () => "How much money do I need to show for a UK student visa?",
      answer: (v: UkPageValues) =>
        `The first year's tuition (less any deposit) plus ${v.londonMonthly} in London or ${v.outsideMonthly} outside London, for up to ${v.maintenanceCap} (${v.londonFunds} or ${v.outsideFunds}), held for ${v.held} in a row. Sources differ on the monthly amounts, so we show the higher ones: holding a little more is safe, holding too little gets a refusal.`,
    },
    stayAndWork: {
      question: () => "How long can I stay and work after my UK degree?",
      answer: (v: UkPageValues) =>
        `On the Graduate Route, ${graduateLead(v)} after a bachelor's or master's, and ${v.phd} after a PhD${graduateBefore(v)}. You apply once you have finished, so plan with the newer length.`,
    },
    workWhileStudying: {
      question: () => "Can I work while studying in the UK?",
      answer: (v: UkPageValues) =>
        `Yes: up to ${v.work} in term time on a degree-level course, and full time in official vacations.`,
    },
    spouse: {
      question: () => "Can I take my spouse to the UK on a student visa?",
      answer: (v: UkPageValues) =>
        `Not on a taught master's starting from ${v.dependantsMonth}. PhD and other research students, and government-sponsored students, can still bring dependants.`,
    },
  },
  changes: {
    graduateRoute: (v: UkPageValues) =>
      `The Graduate Route becomes ${v.graduateNow} for bachelor's and master's graduates (PhD stays ${v.phd}).`,
    funds: (v: UkPageValues) =>
      `Money to show reported raised to ${v.londonMonthly} in London and ${v.outsideMonthly} elsewhere (statement of changes HC 1333).`,
    visaFee: (v: UkPageValues) => `The Student visa fee rose to ${v.visaFeeAmount}.`,
    dependants: () => "Students on taught postgraduate courses can no longer bring dependants.",
  },
  officialLinks: {
    studentVisa: "GOV.UK: Student visa",
    graduateVisa: "GOV.UK: Graduate visa",
    healthcare: "GOV.UK: Pay for UK healthcare (IHS)",
  },
};

/** The UK's facts in English: what each figure is, the names of the pages they come from, and the rule in words. */
export const ukFacts = {
  name: "United Kingdom",
  shortName: "UK",
  inSentence: "the UK",
  figures: {
    studyVisaFee: { label: "Student visa fee (applying from outside the UK)" },
    ihsPerYear: { label: "Immigration Health Surcharge, student rate" },
    ihsMonthsBeforeCourse: { label: "Visa length before the course starts (IHS is charged on it)" },
    ihsMonthsAfterLongCourse: { label: "Visa length after a course of a year or more" },
    ihsMonthsAfterShortCourse: { label: "Visa length after a course of over half a year but under a year" },
    maintenanceLondon: { label: "Living-cost funds to show, studying in London" },
    maintenanceOutsideLondon: { label: "Living-cost funds to show, studying outside London" },
    maintenanceMonthsCap: { label: "Months of living costs to show (at most)" },
    fundsHeldDays: { label: "Days the money must be held (consecutive)" },
    fundsWindowDays: { label: "The holding period must end no more than this long before the application" },
    workHours: { label: "Work allowed in term time (degree level)" },
    postStudyWork: { label: "Graduate Route (bachelor's and master's graduates)" },
    postStudyWorkPhd: { label: "Graduate Route for PhD graduates" },
    graduateVisaFee: { label: "Graduate visa fee (plus the IHS at the adult rate)" },
    ihsAdultRate: { label: "Immigration Health Surcharge, adult rate (Graduate visa)" },
    visitorVisaFee: { label: "Standard Visitor visa" },
    minimumWage: { label: (age: number) => `National Living Wage (age ${age} and over)` },
  },
  sources: {
    studentVisa: "GOV.UK: Student visa",
    money: "GOV.UK: Student visa, money you need",
    stAndrews: "University of St Andrews: Healthcare surcharge",
    hc1333: "GOV.UK: Statement of changes to the Immigration Rules HC 1333 (14 October 2025)",
    hc1333Report: "VisaHQ: maintenance rise of 11 November 2025 (HC 1333)",
    feesTable: "GOV.UK: Visa fees for Home Office immigration and nationality services",
    reworkin: "Reworkin: Graduate visa cost calculator (GOV.UK fees of 18 March 2026)",
    payHealthcare: "GOV.UK: Pay for UK healthcare",
    bath: "University of Bath: Working with your Student visa",
    graduateVisa: "GOV.UK: Graduate visa",
    davidsonMorris: "DavidsonMorris: Graduate visa cut to 18 months (statement of changes HC 1333)",
    standardVisitor: "GOV.UK: Standard Visitor visa",
    wageRates: "GOV.UK: National Minimum Wage and National Living Wage rates",
    mondaq: "Mondaq: new National Minimum Wage rates for April 2026",
  },
  cityBands: { london: "London", outside: "Outside London" },
  tuition: {
    ug: "Typical bachelor's fee",
    pg: "Typical taught master's fee",
    phd: "Typical PhD fee",
  },
  extras: {
    tbTest: {
      label: "Tuberculosis test at an approved clinic in India",
      note: "Indicative clinic fee: applicants from India need a TB test certificate.",
    },
    deposit: {
      label: "Accommodation deposit",
      note: "Indicative: halls and private landlords usually ask for a deposit before you move in.",
    },
  },
  holdFor: (held: string, window: string) =>
    `Held for ${held} in a row, ending no more than ${window} before you apply. London means the City of London and the 32 London boroughs.`,
  explanation: (cap: string) =>
    `Show the first year's tuition fee (or the balance after any deposit, as your CAS shows) plus living costs for up to ${cap}.`,
};
