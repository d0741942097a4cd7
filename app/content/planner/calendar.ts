/**
 * The timeline as an iCalendar file: one all-day event per step, made in the browser with the `ics`
 * package. The island loads this module only when the family asks for the file, so the page carries none
 * of it before then.
 */
import { createEvents, type DateArray, type EventAttributes } from "ics";
import { dateParts } from "~/i18n/format";
import { addDays } from "./dates";
import type { Plan } from "./plan";
import type { IsoDate } from "./types";
import type { PlannerWords } from "./rules";

function dayArray(date: IsoDate): DateArray {
  const { year, month, day } = dateParts(date);
  return [year, month, day];
}

/** The .ics text of a plan, in the edition's words; `intakeName` is the intake as the page names it. */
export function calendarFile(plan: Plan, words: PlannerWords, intakeName: string, pageUrl: string): string {
  const visa = words.visaNames[plan.country];
  const country = words.countries[plan.country];
  const events: EventAttributes[] = plan.steps.map((step) => {
    const stepWords = words.steps[step.id];
    const lines = [stepWords.what(visa)];
    if (step.rule)
      lines.push(`${words.officialRule}: ${step.rule.lead.sourceName} (${step.rule.lead.sourceUrl})`);
    else lines.push(words.calendar.advice);
    if (step.status === "late") lines.push(words.calendar.late(stepWords.late(visa)));
    lines.push(pageUrl);
    return {
      // The same step of the same plan keeps its id, so importing the file again updates its events.
      uid: `planner-${plan.country}-${plan.intake.key}-${step.id}@${new URL(pageUrl).host}`,
      start: dayArray(step.date),
      end: dayArray(addDays(step.date, 1)),
      title: `${stepWords.title(visa)} (${country})`,
      description: lines.join("\n"),
      url: pageUrl,
      calName: words.calendar.name(country, intakeName),
      productId: "vidyapath/planner",
      transp: "TRANSPARENT",
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return value;
}
