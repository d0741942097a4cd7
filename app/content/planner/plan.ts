/**
 * The timeline's arithmetic: a country's next intakes from a day, and the dated steps counted back from an
 * intake's first day, each marked late (a deadline that has passed), open (an earliest day that has come)
 * or upcoming, against a day the caller gives (the browser's today, a test's fixed day; never the clock
 * here). Pure: the data and the day come in, nothing is read from outside.
 */
import { addDays, addMonths, isIsoDate } from "./dates";
import type {
  CountryCode,
  CountryPlan,
  IntakeId,
  IsoDate,
  LeadTime,
  PlannerData,
  RuleKey,
  StepId,
  StepPlan,
} from "./types";

/** An intake of a country: its id, the month and year it starts, and its key in a link ("2027-09"). */
export interface Intake {
  id: IntakeId;
  key: string;
  /** The first day of the intake's month: the day the steps count back from. */
  start: IsoDate;
}

export type StepStatus = "late" | "open" | "upcoming";

export interface PlannedStep {
  id: StepId;
  date: IsoDate;
  kind: StepPlan["kind"];
  status: StepStatus;
  /** The official figure the date is counted with (the value in force on that day), or none: our advice. */
  rule?: { key: RuleKey; lead: LeadTime };
  /** Official figures shown with the step. */
  facts: readonly { key: RuleKey; lead: LeadTime }[];
  askUs: boolean;
}

export interface Plan {
  country: CountryCode;
  intake: Intake;
  /** The steps in the order of their days (a tie keeps the country's order). */
  steps: readonly PlannedStep[];
  /** The intake's first day has come: every deadline has passed. */
  started: boolean;
  /** The day the steps were marked late or open against. */
  countedOn: IsoDate;
}

const pad = (n: number) => String(n).padStart(2, "0");

function intakeOf(plan: CountryPlan, year: number, month: number): Intake | undefined {
  const found = plan.intakes.find((intake) => intake.month === month);
  if (!found) return undefined;
  const key = `${year}-${pad(month)}`;
  return { id: found.id, key, start: `${key}-01` as IsoDate };
}

export function countryPlanOf(data: PlannerData, country: CountryCode): CountryPlan {
  const plan = data.countries.find((entry) => entry.code === country);
  if (!plan) throw new Error(`No timeline for ${country}`);
  return plan;
}

/** The country's next `count` intakes that start after `today`. */
export function upcomingIntakes(plan: CountryPlan, today: IsoDate, count = 4): Intake[] {
  const year = Number(today.slice(0, 4));
  const intakes: Intake[] = [];
  for (let y = year; intakes.length < count; y += 1) {
    for (const { month } of plan.intakes) {
      const intake = intakeOf(plan, y, month);
      if (intake && intake.start > today && intakes.length < count) intakes.push(intake);
    }
  }
  return intakes;
}

/** The country's next intake after `today`. */
export function nextIntake(plan: CountryPlan, today: IsoDate): Intake {
  const [next] = upcomingIntakes(plan, today, 1);
  if (!next) throw new Error(`${plan.code} has no intakes`);
  return next;
}

/** How an official figure is known: its page read on a day, or tried that day and not read. */
export function evidenceOf(lead: LeadTime): { read: boolean; on: IsoDate } {
  return lead.verifiedOn === undefined
    ? { read: false, on: lead.unreadOn }
    : { read: true, on: lead.verifiedOn };
}

/**
 * The intake a link names ("2027-09"), if it is one of the country's usual intakes of a year near
 * `today` (from the year before to four years on); anything else is none.
 */
export function parseIntake(
  plan: CountryPlan,
  key: string | null | undefined,
  today: IsoDate,
): Intake | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(key ?? "");
  if (!match) return undefined;
  const year = Number(match[1]);
  const thisYear = Number(today.slice(0, 4));
  if (year < thisYear - 1 || year > thisYear + 4) return undefined;
  const intake = intakeOf(plan, year, Number(match[2]));
  return intake && isIsoDate(intake.start) ? intake : undefined;
}

/** `anchor` less a lead time. */
function before(anchor: IsoDate, value: number, unit: LeadTime["unit"]): IsoDate {
  switch (unit) {
    case "days":
      return addDays(anchor, -value);
    case "weeks":
      return addDays(anchor, -7 * value);
    case "months":
      return addMonths(anchor, -value);
  }
}

/**
 * A rule's figure as it applies to a step counted back from `anchor`: its announced value when the day
 * counted with that value falls on or after the day it takes effect, else the value in force now.
 */
export function leadOn(lead: LeadTime, anchor: IsoDate): { lead: LeadTime; date: IsoDate } {
  const next = lead.next;
  if (next) {
    const date = before(anchor, next.value, lead.unit);
    if (date >= next.effectiveFrom) {
      const { next: _announced, ...rest } = lead;
      return { lead: { ...rest, value: next.value, effectiveFrom: next.effectiveFrom } as LeadTime, date };
    }
  }
  return { lead, date: before(anchor, lead.value, lead.unit) };
}

/** The dated steps of a country's timeline for an intake, as they stand on `today`. */
export function planFor(data: PlannerData, country: CountryCode, intake: Intake, today: IsoDate): Plan {
  const plan = countryPlanOf(data, country);
  const dates = new Map<StepId, { date: IsoDate; rule?: PlannedStep["rule"] }>();

  function dateOf(
    step: StepPlan,
    seen: readonly StepId[] = [],
  ): { date: IsoDate; rule?: PlannedStep["rule"] } {
    const known = dates.get(step.id);
    if (known) return known;
    if (seen.includes(step.id))
      throw new Error(`${country}: the steps ${seen.join(", ")} count from each other`);
    let anchor = intake.start;
    if (step.from !== "intake") {
      const from = plan.steps.find((entry) => entry.id === step.from);
      if (!from) throw new Error(`${country}: ${step.id} counts from a missing step ${step.from}`);
      anchor = dateOf(from, [...seen, step.id]).date;
    }
    let result: { date: IsoDate; rule?: PlannedStep["rule"] };
    if ("rule" in step.lead) {
      const key = step.lead.rule;
      const { lead, date } = leadOn(data.rules[key], anchor);
      result = { date, rule: { key, lead } };
    } else {
      const { months = 0, days = 0 } = step.lead.advice;
      result = { date: addDays(addMonths(anchor, -months), -days) };
    }
    dates.set(step.id, result);
    return result;
  }

  const steps = plan.steps
    .map((step, index) => {
      const { date, rule } = dateOf(step);
      const status: StepStatus =
        step.kind === "by" ? (date < today ? "late" : "upcoming") : date <= today ? "open" : "upcoming";
      const planned: PlannedStep = {
        id: step.id,
        date,
        kind: step.kind,
        status,
        ...(rule ? { rule } : {}),
        facts: (step.facts ?? []).map((key) => ({ key, lead: data.rules[key] })),
        askUs: step.askUs ?? false,
      };
      return { planned, index };
    })
    .sort((a, b) =>
      a.planned.date === b.planned.date ? a.index - b.index : a.planned.date < b.planned.date ? -1 : 1,
    )
    .map(({ planned }) => planned);

  return { country, intake, steps, started: intake.start <= today, countedOn: today };
}

/** The intakes a form offers: the next ones from `today`, and the chosen one first if it is not among them. */
export function intakeChoices(plan: CountryPlan, today: IsoDate, chosen?: Intake): Intake[] {
  const next = upcomingIntakes(plan, today);
  if (!chosen || next.some((intake) => intake.key === chosen.key)) return next;
  return [chosen, ...next];
}
