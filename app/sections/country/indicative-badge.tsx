import { countryPageText as text } from "~/content/countries/page-text";
import { PageText } from "./page-text";

interface IndicativeBadgeProps {
  /** Why the statement is indicative, shown beside the badge. Without it, the badge alone (the reason is
   *  given once elsewhere: a figure's in the numbered sources, a shared one under its list). */
  reason?: string;
}

/** Marks a figure or statement that is not confirmed on an official page (or whose sources conflict). */
export function IndicativeBadge({ reason }: IndicativeBadgeProps) {
  return (
    <span className="mt-1 ml-1 inline-flex flex-wrap items-baseline gap-x-2 text-xs text-amber-900">
      <span className="rounded-full bg-accent-100 px-2 py-0.5 font-semibold tracking-wide text-amber-900 uppercase">
        {text.indicative}
      </span>
      {reason ? (
        <span>
          <PageText text={reason} />
        </span>
      ) : null}
    </span>
  );
}
