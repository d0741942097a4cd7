import type { Intake } from "~/content/planner/plan";
import type { CountryCode } from "~/content/planner/types";
import { plannerText as text } from "~/content/planner/words";
import { formatMonthYear } from "~words/countries/format";

interface PlanFormProps {
  action: string;
  countries: readonly CountryCode[];
  country: CountryCode;
  intakes: readonly Intake[];
  intake: Intake;
  onCountry: (country: CountryCode) => void;
  onIntake: (key: string) => void;
}

const selectClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-500";

/**
 * The country and intake: a plain GET form (a shared link's query), whose choices the island applies as
 * soon as they change.
 */
export function PlanForm({
  action,
  countries,
  country,
  intakes,
  intake,
  onCountry,
  onIntake,
}: PlanFormProps) {
  return (
    <form
      method="get"
      action={action}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
      aria-label={text.formHeading}
      data-no-print=""
      data-planner-controls=""
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <label htmlFor="planner-country" className="block text-sm font-semibold text-ink">
          {text.countryLabel}
        </label>
        <select
          id="planner-country"
          name="country"
          className={selectClass}
          value={country}
          onChange={(event) => onCountry(event.currentTarget.value as CountryCode)}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {text.countries[code]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="planner-intake" className="block text-sm font-semibold text-ink">
          {text.intakeLabel}
        </label>
        <select
          id="planner-intake"
          name="intake"
          className={selectClass}
          value={intake.key}
          onChange={(event) => onIntake(event.currentTarget.value)}
        >
          {intakes.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {text.intakes[choice.id](formatMonthYear(choice.start))}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
