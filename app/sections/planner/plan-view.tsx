import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { LeadTime } from "~/content/planner/types";
import { evidenceOf, type Plan, type PlannedStep } from "~/content/planner/plan";
import { plannerText as text } from "~/content/planner/words";
import { formatLongDate, formatMonthYear } from "~words/countries/format";

/** "September 2027 intake", "Winter semester (October 2027)": an intake as families name it. */
export function intakeName(plan: Pick<Plan, "intake">): string {
  return text.intakes[plan.intake.id](formatMonthYear(plan.intake.start));
}

function leadText(lead: LeadTime): string {
  return text.leads[lead.unit](lead.value);
}

/** An official figure's sentence with its source, its evidence and the page that also states it. */
function RuleLine({ ruleKey, lead }: { ruleKey: keyof typeof text.rules; lead: LeadTime }) {
  const { read, on } = evidenceOf(lead);
  const evidence = read ? text.verified(formatLongDate(on)) : text.unread(formatLongDate(on));
  return (
    <p className="mt-2 text-sm text-ink-muted print:mt-1 print:text-xs" data-rule={ruleKey}>
      <span className="mr-2 inline-block rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800 print:border print:border-slate-400">
        {text.officialRule}
      </span>
      {text.rules[ruleKey](leadText(lead))} {text.source}{" "}
      <a
        href={lead.sourceUrl}
        className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
        rel="noopener"
      >
        {lead.sourceName}
      </a>{" "}
      ({evidence})
      {lead.secondary ? (
        <>
          . {text.alsoStatedBy}{" "}
          <a
            href={lead.secondary.url}
            className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
            rel="noopener"
          >
            {lead.secondary.name}
          </a>
        </>
      ) : null}
    </p>
  );
}

function StepItem({ step, visa }: { step: PlannedStep; visa: string }) {
  const words = text.steps[step.id];
  const date = formatLongDate(step.date);
  const late = step.status === "late";
  const open = step.status === "open";
  return (
    <li
      className={`relative break-inside-avoid rounded-xl border bg-white p-4 shadow-sm sm:p-5 print:rounded-md print:px-3 print:py-2 print:shadow-none ${late ? "border-red-300" : open ? "border-emerald-300" : "border-slate-200"}`}
      data-step={step.id}
      data-status={step.status}
      data-date={step.date}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-semibold text-ink tabular-nums">
          {step.kind === "by" ? text.by(date) : text.from(date)}
        </p>
        {late ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800 print:border print:border-red-800">
            <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
            {text.status.late}
          </span>
        ) : open ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 print:border print:border-emerald-800">
            <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
            {text.status.open}
          </span>
        ) : null}
      </div>
      <h3 className="mt-1 text-lg font-bold text-ink print:mt-0 print:text-base">{words.title(visa)}</h3>
      <p className="mt-1 text-base leading-relaxed text-ink-muted print:mt-0 print:text-sm print:leading-snug">
        {words.what(visa)}
      </p>
      {late ? (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-base text-red-900 print:mt-1 print:p-0 print:text-sm">
          <strong>{text.whatNow}</strong> {words.late(visa)}
        </p>
      ) : null}
      {step.rule ? (
        <RuleLine ruleKey={step.rule.key} lead={step.rule.lead} />
      ) : (
        <p className="mt-2 text-sm text-ink-muted print:mt-1 print:text-xs">
          <span className="mr-2 inline-block rounded bg-accent-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 print:border print:border-slate-400">
            {text.advice}
          </span>
          {text.adviceNote}
        </p>
      )}
      {step.facts.map((fact) => (
        <RuleLine key={fact.key} ruleKey={fact.key} lead={fact.lead} />
      ))}
      {step.askUs ? (
        <p className="mt-2 text-sm font-medium text-ink print:mt-1 print:text-xs">{text.askUs}</p>
      ) : null}
    </li>
  );
}

interface PlanViewProps {
  plan: Plan;
  /** The heading's level inside its page: the chosen plan is a section, the prerendered ones without JavaScript too. */
  headingId: string;
}

/** A country's dated steps for one intake, each with its source or marked as our advice. */
export function PlanView({ plan, headingId }: PlanViewProps) {
  const visa = text.visaNames[plan.country];
  const lateCount = plan.steps.filter((step) => step.status === "late").length;
  return (
    <section aria-labelledby={headingId} data-plan={`${plan.country}-${plan.intake.key}`}>
      <h2 id={headingId} className="text-2xl font-bold text-ink sm:text-3xl">
        {text.planHeading(text.countries[plan.country], intakeName(plan))}
      </h2>
      <p className="mt-2 max-w-3xl text-base text-ink-muted">
        {text.countsFrom(formatLongDate(plan.intake.start))} {text.countedOn(formatLongDate(plan.countedOn))}
      </p>
      {plan.started ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-900"
        >
          {text.started}
        </p>
      ) : lateCount > 0 ? (
        <p role="status" className="mt-3 font-semibold text-red-800">
          {text.lateCount(lateCount)}
        </p>
      ) : null}
      <ol
        className="mt-5 grid gap-3 print:mt-3 print:gap-2"
        aria-label={text.planHeading(text.countries[plan.country], intakeName(plan))}
      >
        {plan.steps.map((step) => (
          <StepItem key={step.id} step={step} visa={visa} />
        ))}
      </ol>
    </section>
  );
}
