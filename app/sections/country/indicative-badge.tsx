import { countryPageText as text } from "~/content/countries/page-text";

interface IndicativeBadgeProps {
  /** Why the figure or statement is indicative, shown beside the badge. */
  reason: string;
}

/** Marks a figure or statement that is not confirmed on an official page (country-facts [k] or a conflict). */
export function IndicativeBadge({ reason }: IndicativeBadgeProps) {
  return (
    <span className="mt-1 inline-flex flex-wrap items-baseline gap-x-2 text-xs text-amber-900">
      <span className="rounded-full bg-accent-100 px-2 py-0.5 font-semibold tracking-wide text-amber-900 uppercase">
        {text.indicative}
      </span>
      <span>{reason}</span>
    </span>
  );
}
