import { IconBadge } from "~/components/icon-badge";
import type { Feature } from "~/content/types";

interface FeatureCardProps {
  feature: Feature;
  headingLevel?: "h3" | "h4";
  className?: string;
}

/** A card with an icon, a title and a short description (services, features, visa types, exams). */
export function FeatureCard({ feature, headingLevel: Heading = "h3", className = "" }: FeatureCardProps) {
  return (
    <div
      className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md ${className}`}
    >
      <IconBadge name={feature.icon} />
      <Heading className="mt-5 text-lg font-semibold text-ink">{feature.title}</Heading>
      <p className="mt-2 leading-relaxed text-ink-muted">{feature.description}</p>
    </div>
  );
}
