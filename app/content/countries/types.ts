/**
 * Shapes of the country data. Every official figure carries its own value, unit, the date it took
 * effect, the page it comes from and the day someone last checked it there (no shared "verified" date);
 * a figure may also carry its next value with the day that takes effect. The build warns when a figure
 * was last checked more than 180 days ago and a unit test fails at 365 days (figures.test.ts).
 * docs/country-data.md says how to update them.
 */
import type { CountryCode } from "~/content/pages";

export type { CountryCode };

export type CurrencyCode = "GBP" | "USD" | "CAD" | "EUR" | "INR";

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export type FigureUnit =
  | CurrencyCode
  | "hours per week"
  | "days per year"
  | "days"
  | "weeks"
  | "months"
  | "years"
  | "people"
  | "study permits"
  | "CLB level"
  | "percent";

export type FigurePer = "year" | "month" | "semester" | "person" | "application" | "financial year" | "hour";

/** A page that states a figure. */
export interface Source {
  url: string;
  /** Link text, e.g. "GOV.UK: Student visa". */
  name: string;
}

/** A value announced to replace the current one on a set day (e.g. the Graduate Route's 18 months). */
export interface ScheduledValue {
  value: number;
  /** Upper end when the figure is a range. */
  max?: number;
  /** The day the new value takes effect: a build on or after it shows it as the value in force. */
  effectiveFrom: IsoDate;
  /** Where the change is announced, when it is not the figure's own source. */
  source?: Source;
  /** The day `source` was tried and could not be read (docs/country-data.md, "The evidence rule"): once the
   *  value takes effect, the figure carries this instead of the day its own page was read. */
  unreadOn?: IsoDate;
}

/**
 * How we know an official figure (docs/country-data.md, "The evidence rule"): either its official page was
 * read on `verifiedOn` and stated this value that day, or it could not be read on `unreadOn` (the value
 * is then the conservative one that other sources give, and the page says the official page could not be
 * read instead of giving a checked-on date).
 */
export type Evidence = { verifiedOn: IsoDate; unreadOn?: never } | { unreadOn: IsoDate; verifiedOn?: never };

/** A rule that lapses on a set day unless it is extended (e.g. the H-1B payment of September 2025). */
export interface Sunset {
  /** The first day it no longer applies, unless extended. */
  on: IsoDate;
  /** Where the end is set, when it is not the figure's own source. */
  source?: Source;
  /** Set on the figure as it stands on a day on or after `on` (app/content/countries/schedule.ts). */
  passed?: boolean;
}

/** An official figure with its source. */
export type Figure = FigureFacts & Evidence;

/** An official figure's value, dates and sources, without how we know it. */
export interface FigureFacts {
  /** What the figure is, e.g. "Student visa fee (applying from outside the UK)". */
  label: string;
  value: number;
  /** Upper end when the official figure is a range (e.g. a fee of €2,000 to €3,000); `value` is the lower. */
  max?: number;
  unit: FigureUnit;
  per?: FigurePer;
  /** The day the figure took effect; null when it is long-standing and no start date was recorded. */
  effectiveFrom: IsoDate | null;
  /** The page a visitor can check it on (the official page where one exists). */
  sourceUrl: string;
  /** Link text for the source, e.g. "GOV.UK: Student visa". */
  sourceName: string;
  /** A non-official page that reports the same figure, kept only beside the official source. */
  secondary?: Source;
  /** Set when the figure is not confirmed (e.g. an announced rule whose date is unclear): the
   *  page marks it as indicative and shows this reason. */
  indicative?: string;
  /** The announced next value; pages show the value in force on the build date and announce this one. */
  next?: ScheduledValue;
  /** The day the rule lapses unless extended; pages say so, and after it that the extension is unconfirmed
   *  until someone re-checks (the staleness report lists it). */
  sunset?: Sunset;
}

/** A planning estimate (not an official figure), e.g. a tuition band or a monthly rent. Always indicative. */
export interface Estimate {
  min: number;
  max: number;
  /** The value the calculator starts from. */
  typical: number;
}

export type Level = "ug" | "pg" | "phd";
export type LivingStyle = "shared" | "studio";

export interface CityBand {
  id: string;
  label: string;
  /** Typical monthly living costs (rent, food, transport, phone) in the local currency. */
  monthlyLiving: Record<LivingStyle, number>;
}

export interface TuitionBand {
  id: string;
  label: string;
  /** Annual tuition in the local currency. */
  annual: Estimate;
}

/** A one-time cost that is not an official fee with its own figure (a test, a deposit). */
export interface ExtraCost {
  id: string;
  label: string;
  amount: number;
  currency: CurrencyCode;
  /** Why it is indicative, shown beside it. */
  note: string;
}

/** Everything the cost calculator and the costs section need about a country, besides its rules. */
export interface CountryCosts {
  /** The day these planning estimates were last reviewed. */
  reviewedOn: IsoDate;
  cityBands: readonly [CityBand, ...CityBand[]];
  /** Tuition bands per level; the first is the default. */
  tuition: Record<Level, readonly [TuitionBand, ...TuitionBand[]]>;
  /** Usual course length in months per level. */
  courseMonths: Record<Level, number>;
  /** Health insurance where no statutory charge applies, per year in the local currency. */
  insurance?: { label: string; perYear: number; note: string };
  extras: readonly ExtraCost[];
  /** Typical one-way economy fare from Hyderabad, in rupees. */
  flightFromHyderabadInr: number;
  /** Typical hourly pay for a student job, in the local currency, where no single legal minimum applies
   *  (the calculator uses the country's `minimumWage` figure instead when it has one). */
  typicalHourlyWage: number;
  /** Weeks of term-time work a year assumed for part-time income (holiday work is left out: conservative). */
  termWeeksPerYear: number;
}

/** The statutory proof-of-funds rule in words, shown beside the calculated amount. */
export interface FundsRule {
  /** How long and how the money must be held or shown. */
  holdFor: string;
  /** One or two sentences on what counts. */
  explanation: string;
  /** The same rule as amounts, which the "In short" box adds up in rupees. */
  toShow: FundsToShow;
}

/** What the visa asks a student to show, as amounts in the local currency. */
export interface FundsToShow {
  /** Living-cost funds, lowest and highest (e.g. outside London and in London; equal when one amount). */
  living: { min: number; max: number };
  /** The official figures behind `living`; empty when it is our estimate (the US I-20 lists each school's own). */
  figures: readonly Figure[];
  /** The first year's tuition comes on top. */
  plusTuition: boolean;
  /** The journey's cost comes on top (the one-way fare from Hyderabad). */
  plusTravel: boolean;
}

/** Figures every country has; each adds its own. */
export interface CoreFigures {
  studyVisaFee: Figure;
  /** Term-time work limit in hours a week (the calculator caps part-time hours at it). */
  workHours: Figure;
  /** The main post-study work permission, in months. */
  postStudyWork: Figure;
}

/** The data every country module provides; each adds its own named figures. */
export interface CountryFactsBase {
  code: CountryCode;
  /** "United Kingdom" */
  name: string;
  /** "UK", as in "Study in UK". */
  shortName: string;
  /** "the UK", as used inside a sentence. */
  inSentence: string;
  currency: Exclude<CurrencyCode, "INR">;
  /** ISO 3166-1 alpha-2 code of the flag. */
  flag: "GB" | "US" | "CA" | "DE" | "IE";
  figures: CoreFigures & Record<string, Figure>;
  costs: CountryCosts;
  funds: FundsRule;
}

// ---------------------------------------------------------------------------------------------------
// Page content: the sections of a "Study in <country>" page (docs/country-data.md).

export interface Link {
  label: string;
  url: string;
}

export interface KeyFact {
  label: string;
  value: string;
  /** The figure it rests on (source and date are shown with it). */
  figure?: Figure;
}

export interface Point {
  title: string;
  text: string;
  link?: Link;
  /** The figures quoted in the text, each shown with its source and date. */
  figures?: readonly Figure[];
  /** Why the point is indicative, when it is. */
  indicative?: string;
}

export interface Intake {
  name: string;
  months: string;
  note: string;
}

export interface TimelineStep {
  when: string;
  what: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Change {
  date: string;
  text: string;
  figure?: Figure;
  /** The pages that state a change no figure carries (an official page, or a report where it could not be read). */
  sources?: readonly Source[];
}

export interface CountryPageContent {
  /** The hero's one-line promise. */
  promise: string;
  description: string;
  keyFacts: readonly KeyFact[];
  why: readonly Point[];
  intakes: readonly Intake[];
  timeline: readonly TimelineStep[];
  intakesNote?: string;
  universities: { names: readonly string[]; note: string; register?: Link };
  courses: readonly string[];
  costsNote: string;
  visa: {
    name: string;
    summary: string;
    steps: readonly Point[];
    fees: readonly Figure[];
    otherVisas: readonly Point[];
    officialLink: Link;
  };
  proofOfFunds: { points: readonly Point[] };
  englishTests: { summary: string; points: readonly Point[] };
  work: { during: readonly Point[]; after: readonly Point[] };
  scholarships: readonly Point[];
  loans: readonly Point[];
  accommodation: readonly Point[];
  legitimacy: { text: string; link: Link };
  faq: readonly FaqEntry[];
  changes: readonly Change[];
  /** Further reading that is not behind a figure (official portals). */
  officialLinks: readonly Link[];
}
