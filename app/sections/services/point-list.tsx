import { CircleCheck } from "lucide-react";

interface PointListProps {
  points: readonly string[];
}

/** A checked list of what a service gives the student. */
export function PointList({ points }: PointListProps) {
  return (
    <ul className="space-y-4">
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="leading-relaxed text-ink">{point}</span>
        </li>
      ))}
    </ul>
  );
}
