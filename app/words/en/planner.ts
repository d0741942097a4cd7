/**
 * English words of the timeline (/planner): the form, each step's title, what it is and what to do when
 * it is late, the official rules' sentences and the names of their sources. Every date and lead time is
 * passed in, formatted by the edition's formatters (docs/country-data.md, "No figure typed into prose").
 */
import type { CountryCode } from "~/content/pages";

/** One step's words; `visa` is the country's visa, as `visaNames` names it. */
interface StepWords {
  title: (visa: string) => string;
  what: (visa: string) => string;
  late: (visa: string) => string;
}

/** A step's words, typed so that every step takes the visa's name (most do not use it). */
const step = (words: StepWords): StepWords => words;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const planner = {
  heading: "Your study abroad timeline",
  intro:
    "Choose a country and an intake: every step from the English test to the flight gets its own date, counted back from the intake. Steps whose day has passed are marked late, with what to do now.",
  formHeading: "Your country and intake",
  countryLabel: "Country",
  intakeLabel: "Intake",
  countries: {
    uk: "UK",
    usa: "USA",
    canada: "Canada",
    germany: "Germany",
    ireland: "Ireland",
  } satisfies Record<CountryCode, string>,
  /** The intakes as families name them; `monthYear` is the intake's month and year, "September 2027". */
  intakes: {
    september: (monthYear: string) => `${monthYear} intake`,
    january: (monthYear: string) => `${monthYear} intake`,
    may: (monthYear: string) => `${monthYear} intake`,
    fall: (monthYear: string) => `Fall intake (${monthYear})`,
    spring: (monthYear: string) => `Spring intake (${monthYear})`,
    winter: (monthYear: string) => `Winter semester (${monthYear})`,
    summer: (monthYear: string) => `Summer semester (${monthYear})`,
  },
  planHeading: (country: string, intake: string) => `${country}: ${intake}`,
  countsFrom: (date: string) =>
    `Dates count back from ${date}, the first day of the intake's month. Your offer letter gives your course's own start date.`,
  countedOn: (date: string) => `Steps marked late or open as of ${date}.`,
  started: "This intake has already started: every deadline has passed. Choose a later intake.",
  lateCount: (count: number) => `${plural(count, "step is", "steps are")} late.`,
  by: (date: string) => `By ${date}`,
  from: (date: string) => `From ${date}`,
  status: {
    late: "Late",
    open: "Open now",
  },
  whatNow: "What to do now:",
  advice: "Our advice",
  adviceNote: "A planning date we suggest, not an official rule.",
  officialRule: "Official rule",
  askUs:
    "No official figure says how long this takes, and the wait changes through the year: ask us for today's wait.",
  source: "Source:",
  alsoStatedBy: "Also stated by:",
  verified: (date: string) => `verified ${date}`,
  unread: (date: string) => `official page could not be read on ${date}`,
  leads: {
    days: (n: number) => plural(n, "day", "days"),
    weeks: (n: number) => plural(n, "week", "weeks"),
    months: (n: number) => plural(n, "month", "months"),
  },
  /** Labels of the timeline's own official figures (the others keep the country pages' labels). */
  ruleLabels: {
    ukVisaEarliest: "Earliest Student visa application, before the course starts",
    ukDecision: "Usual wait for a Student visa decision (applying from outside the UK)",
    ukArrivalEarliest: "Earliest arrival before a degree-length course",
    irelandVisaEarliest: "Earliest study visa application, before the day of travel",
  },
  /** What each official figure says, given its lead time formatted ("6 months"). */
  rules: {
    ukVisaEarliest: (lead: string) => `You can apply at the earliest ${lead} before your course starts.`,
    ukDecision: (lead: string) => `A decision usually comes within ${lead} of your appointment.`,
    ukFundsHeld: (lead: string) =>
      `The money must have been in your account for ${lead} in a row before you apply.`,
    ukFundsWindow: (lead: string) =>
      `Your latest bank statement must be no older than ${lead} when you apply.`,
    ukArrivalEarliest: (lead: string) => `You may arrive up to ${lead} before your course starts.`,
    usaVisaEarliest: (lead: string) =>
      `A student visa can be issued up to ${lead} before your course starts.`,
    usaEntryEarliest: (lead: string) =>
      `You may not enter on a student visa more than ${lead} before the start.`,
    irelandVisaEarliest: (lead: string) => `You can apply up to ${lead} before your day of travel.`,
    irelandBankStatements: (lead: string) => `Your bank statements must cover the ${lead} before you apply.`,
  },
  sources: {
    ukStudentVisa: "GOV.UK: Student visa",
    edinburgh: "University of Edinburgh: when to apply for a Student visa",
    manchester: "University of Manchester: travel to the UK",
    irelandStudy: "Irish Immigration Service: coming to study in Ireland",
    futureDirect: "Future Direct: study visas for Ireland",
  },
  visaNames: {
    uk: "Student visa",
    usa: "F-1 student visa",
    canada: "study permit",
    germany: "national visa for study",
    ireland: "study visa",
  } satisfies Record<CountryCode, string>,
  steps: {
    aps: step({
      title: () => "Apply for the APS certificate",
      what: () =>
        "The Academic Evaluation Centre (APS) at the German Embassy checks Indian certificates; universities and the visa office ask for its certificate.",
      late: () =>
        "Apply for APS today and tell us: we will check which universities take its receipt meanwhile.",
    }),
    englishTest: step({
      title: () => "Take the English test",
      what: () =>
        "IELTS, TOEFL, PTE or Duolingo, as your universities ask. Test early, so there is time to retake it if a score falls short.",
      late: () =>
        "Book the earliest test date near you; many universities accept a score sent after you apply.",
    }),
    applications: step({
      title: () => "Send your university applications",
      what: () => "Apply to your shortlist of universities; popular courses fill early.",
      late: () =>
        "Apply now: some universities still accept applications for this intake, others will offer the next one.",
    }),
    offers: step({
      title: () => "Decide on your offers",
      what: () => "Compare the offers you receive and accept one.",
      late: () =>
        "Accept an offer now and ask the university for its deadlines for the deposit and documents.",
    }),
    deposit: step({
      title: () => "Pay the deposit",
      what: () => "Pay the tuition deposit the university asks for, to confirm your seat.",
      late: () => "Pay it now and ask the university whether your seat is still held.",
    }),
    cas: step({
      title: () => "Get your CAS from the university",
      what: () =>
        "The Confirmation of Acceptance for Studies (CAS) is the number your visa application is built on; the university sends it after your deposit and documents.",
      late: () => "Ask the university's admissions team for your CAS today.",
    }),
    i20: step({
      title: () => "Get your I-20",
      what: () =>
        "The university sends the I-20 once you have shown your funds; you need it to pay the SEVIS fee and book the visa interview.",
      late: () => "Send the university your funds documents now and ask when it will issue the I-20.",
    }),
    loa: step({
      title: () => "Get your letter of acceptance (LoA)",
      what: () =>
        "The college's letter of acceptance, with a provincial attestation letter (PAL) where one is needed, comes before the study permit application.",
      late: () =>
        "Ask the college for the letters today, and apply for the study permit the day they arrive.",
    }),
    zulassung: step({
      title: () => "Get your admission letter (Zulassung)",
      what: () => "The university's admission letter goes with your visa application.",
      late: () => "Ask the university or uni-assist about your admission today.",
    }),
    blockedAccount: step({
      title: () => "Open and fund the blocked account",
      what: () =>
        "The blocked account holds the living costs the visa asks for; its confirmation goes with your visa application.",
      late: () => "Open it today, and send us its confirmation as soon as it comes.",
    }),
    fundsHeld: step({
      title: () => "Money for the visa in your account by this day",
      what: () =>
        "The money you show must stay in the account, never below the amount, for the whole period before you apply.",
      late: () =>
        "Keep the money in the account from today and apply once the full period has passed; we will count the new day with you.",
    }),
    bankStatements: step({
      title: () => "Money for the visa in your account from this day",
      what: () =>
        "Your bank statements must show the money for the whole period before your visa application.",
      late: () => "Use the statements you have, and ask us how to explain a recent large deposit.",
    }),
    visaEarliest: step({
      title: (visa: string) => `Earliest day to apply for the ${visa}`,
      what: () =>
        "An application made before this day is refused; from this day, apply as soon as your documents are ready.",
      late: () => "You can apply now.",
    }),
    visaAppointment: step({
      title: (visa: string) => `Book the ${visa} appointment`,
      what: () => "Fill in the application form and book the earliest appointment you can get.",
      late: () => "Book the earliest appointment you can find today, and look for earlier slots every day.",
    }),
    visaApply: step({
      title: (visa: string) => `Apply for the ${visa}`,
      what: () => "Apply with all your documents in order; an early application leaves room for surprises.",
      late: () => "Apply today, and ask us whether a faster (priority) service is offered.",
    }),
    travelEarliest: step({
      title: () => "Earliest day you may arrive",
      what: () => "You may not enter on your student visa before this day.",
      late: () => "You may travel now.",
    }),
    travel: step({
      title: () => "Travel",
      what: () =>
        "Book your ticket once the visa is granted, and arrive before the first week of the course.",
      late: () => "Tell the university your arrival date and ask whether you may join late.",
    }),
  },
  actions: {
    calendar: "Add to my calendar (.ics)",
    print: "Print",
    share: "Link to this plan",
    book: "Book a free session",
    checklist: "My document checklist",
  },
  calendar: {
    name: (country: string, intake: string) => `Study abroad timeline: ${country}, ${intake}`,
    fileName: (country: string, intake: string) => `timeline-${country}-${intake}.ics`,
    advice: "Our advice (a planning date, not an official rule).",
    late: (whatNow: string) => `Late on the day this file was made. What to do now: ${whatNow}`,
  },
  noScript: (date: string) =>
    `The next intake of each country, counted on ${date}. Dates count back from the intake; turn on JavaScript to choose another intake.`,
};
