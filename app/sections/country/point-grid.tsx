import type { Point } from "~/content/countries/types";
import { IndicativeBadge } from "./indicative-badge";
import { PointCard } from "./point-card";

interface PointGridProps {
  points: readonly Point[];
  /** Number the cards (steps). */
  numbered?: boolean;
  columns?: 2 | 3;
  headingLevel?: "h3" | "h4";
}

/** Reasons that more than one point gives: said once under the list instead of on each card. */
export function sharedReasons(points: readonly Point[]): string[] {
  const reasons = points.flatMap((point) => (point.indicative ? [point.indicative] : []));
  return [...new Set(reasons.filter((reason, index) => reasons.indexOf(reason) !== index))];
}

/** Cards of points in a responsive grid, as a list. */
export function PointGrid({ points, numbered = false, columns = 2, headingLevel }: PointGridProps) {
  const grid = columns === 3 ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2";
  const List = numbered ? "ol" : "ul";
  const shared = sharedReasons(points);
  return (
    <>
      <List className={`grid gap-4 sm:gap-5 ${grid}`}>
        {points.map((point, index) => (
          <li key={point.title}>
            <PointCard
              point={point}
              step={numbered ? index + 1 : undefined}
              headingLevel={headingLevel}
              sharedReason={point.indicative !== undefined && shared.includes(point.indicative)}
            />
          </li>
        ))}
      </List>
      {shared.map((reason) => (
        <p key={reason} className="mt-3">
          <IndicativeBadge reason={reason} />
        </p>
      ))}
    </>
  );
}
