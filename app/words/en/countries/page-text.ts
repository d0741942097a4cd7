/**
 * The words of the "Study in <country>" page template, shared by the five pages, in English: the section
 * headings by section id, the "In short" box, the study levels and the page's labels and sentences
 * (app/content/countries/page-text.ts puts them together with the sections' order and anchors).
 */
import type { CountryFactsBase } from "~/content/countries/types";

type Country = Pick<CountryFactsBase, "shortName" | "inSentence" | "name">;

/** Each section's short label in the "On this page" list, and its heading. */
export const sections = {
  why: { nav: "Why study here", title: (c: Country) => `Why study in ${c.inSentence}` },
  intakes: { nav: "Intakes", title: () => "Intakes and timeline" },
  universities: { nav: "Universities", title: () => "Universities and popular courses" },
  costs: { nav: "Costs", title: (c: Country) => `What it costs to study in ${c.inSentence}` },
  visa: { nav: "Visa", title: () => "Visa steps and fees" },
  funds: { nav: "Proof of funds", title: () => "Proof of funds" },
  english: { nav: "English tests", title: () => "English tests" },
  work: { nav: "Work rights", title: () => "Work while you study, and after" },
  scholarships: { nav: "Scholarships", title: () => "Scholarships" },
  loans: { nav: "Loans", title: () => "Education loans" },
  accommodation: { nav: "Accommodation", title: () => "Accommodation and before you fly" },
  legitimacy: { nav: "Is it genuine?", title: () => "Is this university genuine?" },
  faq: { nav: "FAQ", title: (c: Country) => `Questions about studying in ${c.inSentence}` },
  changes: { nav: "What changed", title: () => "What changed recently" },
  sources: { nav: "Sources", title: () => "Sources and dates" },
  enquiry: { nav: "Talk to us", title: (c: Country) => `Plan your studies in ${c.inSentence} with us` },
} as const;

/** Texts of the "In short" box (app/content/countries/in-short.ts computes its figures). */
export const inShortText = {
  heading: "In short",
  intro: "The answers most families ask for first, in rupees. Details and sources follow below.",
  costLabel: "Cost per year",
  costValue: (master: string, bachelor: string) => `Master's ${master}; bachelor's ${bachelor}`,
  costDetail:
    "Tuition plus a year's living costs, from our indicative ranges in the costs section (the low end is a shared room in a cheaper city).",
  fundsLabel: "Funds to show",
  fundsDetail: (rule: { living: string; estimated: boolean; plusTuition: boolean; plusTravel: boolean }) =>
    [
      rule.estimated
        ? `Our estimate of living costs, ${rule.living} a year`
        : `Living costs of ${rule.living}`,
      rule.plusTuition ? "plus the first year's tuition (master's range)" : "",
      rule.plusTravel ? "plus your fare" : "",
    ]
      .filter(Boolean)
      .join(", ")
      .concat("."),
  workLabel: "Work while studying",
  workValue: (hours: string) => `Up to ${hours} in term`,
  workConverted: (hours: string) => `About ${hours}`,
  workConvertedDetail: (days: string, hoursPerDay: number, weeks: number, lectureRule: string) =>
    `Converted by us from the yearly rule of ${days} of full-day work, at ${hoursPerDay} hours a day spread over ${weeks} weeks. Or up to ${lectureRule} during lectures.`,
  afterLabel: "Work after studies",
  afterWithExtension: (base: string, extension: string) => `${base}, plus ${extension} after a STEM degree`,
  afterDetail: (rule: {
    label: string;
    courseLength: string;
    changedOn?: string;
    before?: string;
    pending?: { value: string; from: string };
  }) =>
    [
      `For a master's of ${rule.courseLength} starting now: ${rule.label}.`,
      rule.changedOn && rule.before
        ? ` The course ends after ${rule.changedOn}, when it changes from ${rule.before}.`
        : "",
      rule.pending ? ` ${rule.pending.value} for applications from ${rule.pending.from}.` : "",
    ].join(""),
  intakesLabel: "Main intakes",
  intakesValue: (main: string, others: readonly string[]) => [`${main} (main)`, ...others].join(", "),
  intakesDetail: "Each course sets its own start dates.",
} as const;

/** Names of the study levels. */
export const levelLabels = { ug: "Bachelor's", pg: "Master's", phd: "PhD" } as const;

export const countryPageText = {
  heroTitle: (country: Country) => `Study in ${country.inSentence}`,
  heroPrefix: (country: Country) => `Study in ${country.shortName}`,
  flagLabel: (country: Country) => `Flag of ${country.name}`,
  keyFactsLabel: "Key facts",
  counsellingButton: "Book free counselling",
  mockInterviewButton: "Book free visa mock interview",
  onThisPage: "On this page",
  breadcrumbHome: "Home",
  breadcrumbLabel: "Breadcrumb",

  source: "Source",
  sourceMarkLabel: (number: number, name: string) => `Source ${number}: ${name}`,
  /** An exchange rate as the notes quote it: "₹118.50 per £1". */
  rate: (rupees: string, unit: string) => `₹${rupees} per ${unit}`,
  rateShort: (rate: string, date: string) =>
    `Rupee amounts at ${rate} (${date}); your bank's rate will differ.`,
  effectiveFrom: "from",
  inForce: "in force",
  scheduled: (date: string, value: string) => `From ${date}: ${value}`,
  verifiedOn: "verified",
  /** Said of an official page we tried and could not read, instead of the day it was verified. */
  couldNotRead: "official page could not be read on",
  indicative: "Indicative",

  intakesHeading: "Intakes",
  timelineHeading: "Timeline for the main intake",
  universitiesHeading: "Well-known universities",
  coursesHeading: "Popular courses with Indian students",
  checkRegister: "Check the official register",

  costsIntro:
    "Typical ranges for planning, in the local currency and in rupees. Fees depend on the university and course; your offer letter has the real figure.",
  tuitionHeading: "Tuition, per year",
  livingHeading: "Living costs, per month",
  fundsHeading: "Money the visa asks you to show",
  costColumns: { level: "Level", item: "Type", local: "Local currency", inr: "In rupees", city: "City" },
  livingShared: "shared room",
  livingStudio: "studio",
  rateNote: (rate: string, date: string, indicative: boolean) =>
    `Rupee amounts at ${rate}, ${indicative ? "a rate set by hand on" : "the European Central Bank reference rate of"} ${date}, not a live market rate; your bank's rate will differ.`,
  estimatesNote: (date: string) => `Tuition and living ranges are indicative estimates, reviewed on ${date}.`,
  calculatorButton: (country: Country) => `Estimate your costs for ${country.shortName}`,
  calculatorHint: "The cost calculator opens with this country selected: change the course, city and loan.",

  visaFeesHeading: "Fees",
  visaStepsHeading: "Steps",
  otherVisasHeading: "Visitor, business and family visas",
  officialPage: "Official page",
  checklistLink: (country: Country) => `Your document checklist for ${country.shortName}`,
  plannerLink: (country: Country) => `Your dated timeline for ${country.shortName}`,
  feeColumns: { fee: "Fee", amount: "Amount", effective: "Effective", source: "Source" },

  workDuringHeading: "While you study",
  workAfterHeading: "After you graduate",
  stateSchemesHeading: "Andhra Pradesh and Telangana schemes",
  emiPreviewHeading: "EMI preview",
  emiPreview: (amount: string, rate: number, years: number, emi: string) =>
    `A loan of ${amount} at ${rate}% a year, repaid over ${years} years, costs about ${emi} a month once EMIs start.`,
  emiPreviewNote: "Interest rates depend on the lender, the collateral and your co-applicant's profile.",
  loanOptionsButton: "Check my loan options",
  loanCalculatorLink: "Try other amounts in the cost calculator",

  sourcesIntro:
    "Every page the figures above come from, once each and numbered as the [1], [2]… marks beside the figures, with the day we last checked it and the figures it gives. Rules change: confirm on the official page before you pay or apply.",
  sourcesListLabel: "Numbered sources",
  alsoReports: "Also reports",
  officialLinksHeading: "Official pages",

  enquiryIntro:
    "Tell us about your plans and a counsellor will call you back within one working day to go through universities, costs, loans and the visa with you. Counselling is free; we never promise a visa or an admission.",
  enquiryHeading: "Get free counselling",
  enquirySubmit: "Request a call back",
  enquiryComments: (country: Country) => `I would like to study in ${country.inSentence}.`,
} as const;
