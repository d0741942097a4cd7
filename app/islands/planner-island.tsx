import { CalendarPlus, Link2, Printer } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { localToday } from "~/content/planner/dates";
import { clearPending } from "~/content/planner/pending";
import { countryPlanOf, intakeChoices, nextIntake, parseIntake, planFor } from "~/content/planner/plan";
import type { CountryCode, IsoDate, PlannerData } from "~/content/planner/types";
import { plannerText as text } from "~/content/planner/words";
import { PlanForm } from "~/sections/planner/plan-form";
import { intakeName, PlanView } from "~/sections/planner/plan-view";
import { IslandErrorBoundary } from "./island-error-boundary";

export interface PlannerIslandProps {
  data: PlannerData;
  /** The day the page was built: the prerendered HTML counts from it, and so does hydration. */
  buildDay: IsoDate;
  plannerPath: string;
  bookPath: string;
  checklistPath: string;
}

// The choice lives in the address (`?country=uk&intake=2027-09`), so a link reproduces it.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const currentQuery = () => window.location.search;

function replaceQuery(href: string): void {
  window.history.replaceState(window.history.state, "", href);
  for (const listener of listeners) listener();
}

const never = () => () => undefined;
/** The family's own day, read in the browser; the prerendered page and hydration use the build's. */
const browserToday = () => localToday(new Date());

const buttonClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50";

function Planner({ data, buildDay, plannerPath, bookPath, checklistPath }: PlannerIslandProps) {
  const query = useSyncExternalStore(subscribe, currentQuery, () => "");
  const today = useSyncExternalStore(never, browserToday, () => buildDay);
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

  // Once hydrated, the plan on screen is the address's own: a shared link's plan may show.
  useEffect(() => {
    if (hydrated) clearPending();
  }, [hydrated]);

  const params = new URLSearchParams(query);
  const asked = params.get("country");
  const countryPlan = data.countries.find((plan) => plan.code === asked) ?? countryPlanOf(data, "uk");
  const country = countryPlan.code;
  const intake = parseIntake(countryPlan, params.get("intake"), today) ?? nextIntake(countryPlan, today);
  const plan = planFor(data, country, intake, today);
  const hrefFor = (code: CountryCode, intakeKey: string) =>
    `${plannerPath}?country=${code}&intake=${intakeKey}`;
  const shareHref = hrefFor(country, intake.key);

  async function downloadCalendar() {
    const { calendarFile } = await import("~/content/planner/calendar");
    const url = new URL(shareHref, window.location.href).href;
    const file = calendarFile(plan, text, intakeName(plan), url);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
    link.download = text.calendar.fileName(country, intake.key);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  return (
    <div data-planner="" data-ready={hydrated ? "" : undefined}>
      <PlanForm
        action={plannerPath}
        countries={data.countries.map((entry) => entry.code)}
        country={country}
        intakes={intakeChoices(countryPlan, today, intake)}
        intake={intake}
        onCountry={(code) => replaceQuery(hrefFor(code, nextIntake(countryPlanOf(data, code), today).key))}
        onIntake={(intakeKey) => replaceQuery(hrefFor(country, intakeKey))}
      />
      <div className="mt-4 flex flex-wrap gap-3" data-no-print="" data-planner-controls="">
        <button type="button" className={buttonClass} onClick={() => void downloadCalendar()}>
          <CalendarPlus aria-hidden="true" className="h-5 w-5" />
          {text.actions.calendar}
        </button>
        <button type="button" className={buttonClass} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-5 w-5" />
          {text.actions.print}
        </button>
        <a href={shareHref} className={buttonClass}>
          <Link2 aria-hidden="true" className="h-5 w-5" />
          {text.actions.share}
        </a>
      </div>
      <div className="mt-8">
        <PlanView plan={plan} headingId="plan-title" />
      </div>
      <div className="mt-8 flex flex-wrap gap-3" data-no-print="">
        <a
          href={bookPath}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {text.actions.book}
        </a>
        <a href={`${checklistPath}?country=${country}`} className={buttonClass}>
          {text.actions.checklist}
        </a>
      </div>
    </div>
  );
}

/** The timeline as an island: the country and intake, the dated steps, the calendar file and printing. */
export function PlannerIsland(props: PlannerIslandProps) {
  return (
    <IslandErrorBoundary>
      <Planner {...props} />
    </IslandErrorBoundary>
  );
}
