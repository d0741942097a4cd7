import { CalendarDays } from "lucide-react";
import { countryPageText as text } from "~/content/countries/page-text";
import type { Intake, TimelineStep } from "~/content/countries/types";
import { PageText } from "./page-text";

interface IntakesSectionProps {
  intakes: readonly Intake[];
  timeline: readonly TimelineStep[];
  note?: string;
}

/** Intakes as cards, then the timeline for the main intake as an ordered list. */
export function IntakesSection({ intakes, timeline, note }: IntakesSectionProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
      <div>
        <h3 className="text-xl font-semibold text-ink">{text.intakesHeading}</h3>
        <ul className="mt-5 space-y-3">
          {intakes.map((intake) => (
            <li
              key={intake.name}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <CalendarDays className="size-6" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold text-ink">
                  <PageText text={intake.name} kind="label" />{" "}
                  <span className="font-normal text-ink-muted">({intake.months})</span>
                </p>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">
                  <PageText text={intake.note} />
                </p>
              </div>
            </li>
          ))}
        </ul>
        {note ? (
          <p className="mt-4 text-sm text-ink-muted">
            <PageText text={note} />
          </p>
        ) : null}
      </div>
      <div>
        <h3 className="text-xl font-semibold text-ink">{text.timelineHeading}</h3>
        <ol className="relative mt-5 space-y-5 border-l-2 border-brand-100 pl-6">
          {timeline.map((step) => (
            <li key={step.when} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[31px] size-3.5 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-100"
              />
              <p className="text-sm font-semibold text-brand-800">{step.when}</p>
              <p className="mt-1 leading-relaxed text-ink-muted">
                <PageText text={step.what} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
