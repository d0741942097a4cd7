import { PageSection } from "~/components/page-section";
import { ArrowRight } from "lucide-react";
import { FeatureCard } from "~/components/feature-card";
import { whatWeOffer } from "~/content/home";
import { services } from "~/content/services-list";

/** The home page's "What We Offer" section: the six services as cards. */
export function WhatWeOffer() {
  return (
    <PageSection
      headingId="what-we-offer-title"
      className="bg-surface-muted py-16 sm:py-24"
      eyebrow={whatWeOffer.eyebrow}
      title={whatWeOffer.title}
      subtitle={whatWeOffer.subtitle}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.title}>
            <FeatureCard feature={service} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <a
          href={whatWeOffer.link.to}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {whatWeOffer.link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </p>
    </PageSection>
  );
}
