/**
 * Each country's usual intakes and the steps of its timeline, counted back from the intake's first day.
 * Lead times given as `advice` are our planning advice (the page marks them so); those given as `rule`
 * are official figures with their sources (rules.ts). The words of every step are the edition's
 * (app/words/<language>/planner.ts).
 */
import type { CountryPlan } from "./types";

const uk: CountryPlan = {
  code: "uk",
  intakes: [
    { id: "january", month: 1 },
    { id: "september", month: 9 },
  ],
  steps: [
    { id: "englishTest", from: "intake", lead: { advice: { months: 10 } }, kind: "by" },
    { id: "applications", from: "intake", lead: { advice: { months: 9 } }, kind: "by" },
    { id: "offers", from: "intake", lead: { advice: { months: 6 } }, kind: "by" },
    { id: "deposit", from: "intake", lead: { advice: { months: 5 } }, kind: "by" },
    { id: "cas", from: "intake", lead: { advice: { months: 4 } }, kind: "by" },
    { id: "visaEarliest", from: "intake", lead: { rule: "ukVisaEarliest" }, kind: "from" },
    {
      id: "fundsHeld",
      from: "visaApply",
      lead: { rule: "ukFundsHeld" },
      kind: "by",
      facts: ["ukFundsWindow"],
    },
    {
      id: "visaApply",
      from: "intake",
      lead: { advice: { months: 3 } },
      kind: "by",
      facts: ["ukDecision"],
    },
    { id: "travelEarliest", from: "intake", lead: { rule: "ukArrivalEarliest" }, kind: "from" },
    { id: "travel", from: "intake", lead: { advice: { days: 7 } }, kind: "by" },
  ],
};

const usa: CountryPlan = {
  code: "usa",
  intakes: [
    { id: "spring", month: 1 },
    { id: "fall", month: 8 },
  ],
  steps: [
    { id: "englishTest", from: "intake", lead: { advice: { months: 12 } }, kind: "by" },
    { id: "applications", from: "intake", lead: { advice: { months: 10 } }, kind: "by" },
    { id: "offers", from: "intake", lead: { advice: { months: 5 } }, kind: "by" },
    { id: "deposit", from: "intake", lead: { advice: { months: 5 } }, kind: "by" },
    { id: "i20", from: "intake", lead: { advice: { months: 4 } }, kind: "by" },
    { id: "visaEarliest", from: "intake", lead: { rule: "usaVisaEarliest" }, kind: "from" },
    { id: "visaAppointment", from: "intake", lead: { advice: { months: 3 } }, kind: "by", askUs: true },
    { id: "travelEarliest", from: "intake", lead: { rule: "usaEntryEarliest" }, kind: "from" },
    { id: "travel", from: "intake", lead: { advice: { days: 7 } }, kind: "by" },
  ],
};

const canada: CountryPlan = {
  code: "canada",
  intakes: [
    { id: "january", month: 1 },
    { id: "may", month: 5 },
    { id: "september", month: 9 },
  ],
  steps: [
    { id: "englishTest", from: "intake", lead: { advice: { months: 12 } }, kind: "by" },
    { id: "applications", from: "intake", lead: { advice: { months: 10 } }, kind: "by" },
    { id: "offers", from: "intake", lead: { advice: { months: 7 } }, kind: "by" },
    { id: "deposit", from: "intake", lead: { advice: { months: 6 } }, kind: "by" },
    { id: "loa", from: "intake", lead: { advice: { months: 5 } }, kind: "by" },
    { id: "visaApply", from: "intake", lead: { advice: { months: 4 } }, kind: "by", askUs: true },
    { id: "travel", from: "intake", lead: { advice: { days: 14 } }, kind: "by" },
  ],
};

const germany: CountryPlan = {
  code: "germany",
  intakes: [
    { id: "summer", month: 4 },
    { id: "winter", month: 10 },
  ],
  steps: [
    { id: "aps", from: "intake", lead: { advice: { months: 14 } }, kind: "by" },
    { id: "englishTest", from: "intake", lead: { advice: { months: 12 } }, kind: "by" },
    { id: "applications", from: "intake", lead: { advice: { months: 9 } }, kind: "by" },
    { id: "visaAppointment", from: "intake", lead: { advice: { months: 6 } }, kind: "by", askUs: true },
    { id: "zulassung", from: "intake", lead: { advice: { months: 5 } }, kind: "by" },
    { id: "blockedAccount", from: "intake", lead: { advice: { months: 4 } }, kind: "by" },
    { id: "visaApply", from: "intake", lead: { advice: { months: 3 } }, kind: "by", askUs: true },
    { id: "travel", from: "intake", lead: { advice: { days: 14 } }, kind: "by" },
  ],
};

const ireland: CountryPlan = {
  code: "ireland",
  intakes: [
    { id: "january", month: 1 },
    { id: "september", month: 9 },
  ],
  steps: [
    { id: "englishTest", from: "intake", lead: { advice: { months: 10 } }, kind: "by" },
    { id: "applications", from: "intake", lead: { advice: { months: 8 } }, kind: "by" },
    { id: "offers", from: "intake", lead: { advice: { months: 6 } }, kind: "by" },
    { id: "bankStatements", from: "visaApply", lead: { rule: "irelandBankStatements" }, kind: "by" },
    { id: "deposit", from: "intake", lead: { advice: { months: 4 } }, kind: "by" },
    { id: "visaEarliest", from: "travel", lead: { rule: "irelandVisaEarliest" }, kind: "from" },
    { id: "visaApply", from: "intake", lead: { advice: { months: 2 } }, kind: "by", askUs: true },
    { id: "travel", from: "intake", lead: { advice: { days: 14 } }, kind: "by" },
  ],
};

/** The five countries' timelines, in the order every list of destinations on the site follows. */
export const countryPlans: readonly CountryPlan[] = [uk, usa, canada, germany, ireland];
