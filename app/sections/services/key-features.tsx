import { FeatureCard } from "~/components/feature-card";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { keyFeatures } from "~/content/services";

/** Services: Key Features (Practice Tests, Expert Strategies, Personalized Plans). */
export function KeyFeatures() {
  return (
    <Reveal as="section" aria-labelledby="key-features-title" className="bg-surface-muted py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="key-features-title"
          eyebrow={keyFeatures.eyebrow}
          title={keyFeatures.title}
          subtitle={keyFeatures.subtitle}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {keyFeatures.items.map((feature) => (
            <li key={feature.title}>
              <FeatureCard feature={feature} />
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
