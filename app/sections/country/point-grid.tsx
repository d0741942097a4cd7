import type { Point } from "~/content/countries/types";
import { PointCard } from "./point-card";

interface PointGridProps {
  points: readonly Point[];
  /** Number the cards (steps). */
  numbered?: boolean;
  columns?: 2 | 3;
  headingLevel?: "h3" | "h4";
}

/** Cards of points in a responsive grid, as a list. */
export function PointGrid({ points, numbered = false, columns = 2, headingLevel }: PointGridProps) {
  const grid = columns === 3 ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2";
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`grid gap-4 sm:gap-5 ${grid}`}>
      {points.map((point, index) => (
        <li key={point.title}>
          <PointCard point={point} step={numbered ? index + 1 : undefined} headingLevel={headingLevel} />
        </li>
      ))}
    </List>
  );
}
