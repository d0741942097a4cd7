import { FeatureCard } from "~/components/feature-card";
import type { Feature } from "~/content/types";

interface CardGridProps {
  items: readonly Feature[];
}

/** Four cards in a row on wide screens (visa types, exams), two on tablets, one on phones. */
export function CardGrid({ items }: CardGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard feature={item} />
        </li>
      ))}
    </ul>
  );
}
