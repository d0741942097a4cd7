/**
 * Shapes of the timeline ("My timeline", /planner): each country's usual intakes and the steps counted
 * back from an intake. A step's lead time is either an official rule's figure, with its source and
 * evidence like every figure of the country pages (docs/country-data.md, "The evidence rule"), or our
 * planning advice, which the page marks as ours. Where no official figure says how long something takes
 * (a visa office's waiting time), the step says to ask us instead of giving a number.
 */
import type { CountryCode, Evidence, IsoDate, Source } from "~/content/countries/types";

export type { CountryCode, IsoDate };

/** A country's usual intakes, by the name families use for them. */
export type IntakeId = "september" | "january" | "may" | "fall" | "spring" | "winter" | "summer";

export type LeadUnit = "days" | "weeks" | "months";

/** An official figure a step is counted with or shows: "6 months before the course", "28 days". */
export type LeadTime = {
  label: string;
  value: number;
  unit: LeadUnit;
  /** The day the rule took effect; null when long-standing. */
  effectiveFrom: IsoDate | null;
  sourceUrl: string;
  sourceName: string;
  secondary?: Source;
  /** An announced new value: a step whose day falls on or after `effectiveFrom` is counted with it. */
  next?: { value: number; effectiveFrom: IsoDate };
} & Evidence;

/** The official figures of the timeline, by key. */
export type RuleKey =
  | "ukVisaEarliest"
  | "ukDecision"
  | "ukFundsHeld"
  | "ukFundsWindow"
  | "ukArrivalEarliest"
  | "usaVisaEarliest"
  | "usaEntryEarliest"
  | "irelandVisaEarliest"
  | "irelandBankStatements";

export type StepId =
  | "aps"
  | "englishTest"
  | "applications"
  | "offers"
  | "deposit"
  | "cas"
  | "i20"
  | "loa"
  | "zulassung"
  | "blockedAccount"
  | "fundsHeld"
  | "bankStatements"
  | "visaEarliest"
  | "visaAppointment"
  | "visaApply"
  | "travelEarliest"
  | "travel";

/** Our planning advice: how long before its anchor a step should be done. */
export interface AdviceLead {
  months?: number;
  days?: number;
}

export interface StepPlan {
  id: StepId;
  /** What the step is counted back from: the intake's first day or another step's day. */
  from: "intake" | StepId;
  /** How far before: our advice, or an official rule's figure. */
  lead: { advice: AdviceLead } | { rule: RuleKey };
  /** "by": a deadline, late once passed; "from": the earliest day allowed, open once reached. */
  kind: "by" | "from";
  /** Official figures shown with the step (a usual decision time, the age of a bank statement). */
  facts?: readonly RuleKey[];
  /** No official figure says how long this takes: the page says to ask us. */
  askUs?: boolean;
}

export interface CountryPlan {
  code: CountryCode;
  /** The usual intakes, in calendar order; `month` is the month the course starts (1–12). */
  intakes: readonly { id: IntakeId; month: number }[];
  steps: readonly StepPlan[];
}

/** Everything the timeline counts with: built with the edition's words, passed to the page's island. */
export interface PlannerData {
  countries: readonly CountryPlan[];
  rules: Record<RuleKey, LeadTime>;
}
