import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/button-styles";
import { ChoiceField } from "~/components/field";
import { quickEstimateText as text } from "~/content/quick-estimate";

interface Option {
  value: string;
  label: string;
}

export interface QuickEstimateProps {
  /** The cost calculator's path: the form opens it with the choices in its query. */
  action: string;
  /** The calculator's query parameters for the country and the level. */
  fields: { country: string; level: string };
  countries: readonly Option[];
  levels: readonly Option[];
  /** Values selected at first. */
  defaults: { country: string; level: string };
}

/**
 * The hero's quick estimate: country and level in a plain GET form (no script: the home page's
 * JavaScript budget holds), which opens the full calculator preset to them.
 */
export function QuickEstimate({ action, fields, countries, levels, defaults }: QuickEstimateProps) {
  return (
    <form
      method="get"
      action={action}
      aria-labelledby="quick-estimate-title"
      className="rounded-2xl bg-white p-4 text-left text-ink shadow-xl sm:p-5"
    >
      <h2 id="quick-estimate-title" className="text-lg font-bold">
        {text.heading}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <ChoiceField
          id="quick-country"
          label={text.country}
          name={fields.country}
          defaultValue={defaults.country}
          options={countries}
        />
        <ChoiceField
          id="quick-level"
          label={text.level}
          name={fields.level}
          defaultValue={defaults.level}
          options={levels}
        />
        <button type="submit" className={`${buttonClasses("primary")} w-full sm:col-span-2`}>
          {text.submit}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-2 text-xs text-ink-muted">{text.hint}</p>
    </form>
  );
}
