import { PageSection } from "~/components/page-section";
import { FeatureCard } from "~/components/feature-card";
import { keyFeatures } from "~/content/services";

/** Services: Key Features (Practice Tests, Expert Strategies, Personalized Plans). */
export function KeyFeatures() {
  return (
    <PageSection
      headingId="key-features-title"
      className="bg-surface-muted py-16 sm:py-24"
      eyebrow={keyFeatures.eyebrow}
      title={keyFeatures.title}
      subtitle={keyFeatures.subtitle}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {keyFeatures.items.map((feature) => (
          <li key={feature.title}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
