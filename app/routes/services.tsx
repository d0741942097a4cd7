import heroImage from "~/assets/hero-globe.svg";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { scholarshipGuidance } from "~/content/services";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { HeroBanner } from "~/sections/hero-banner";
import { JourneyCta } from "~/sections/services/journey-cta";
import { KeyFeatures } from "~/sections/services/key-features";
import { ServiceSteps } from "~/sections/services/service-steps";

export const meta = () => [...pageMeta(pages.services), breadcrumbJsonLd(pages.services)];

/** Services: hero, five numbered services, Key Features and `Your Journey Starts Here`. */
export default function ServicesPage() {
  return (
    <>
      <HeroBanner {...heroes.services} backgroundImage={heroImage} height="medium" />
      <ServiceSteps
        scholarshipForm={
          <EnquiryForm kind="service" heading={scholarshipGuidance.form.heading} idPrefix="scholarship" />
        }
      />
      <KeyFeatures />
      <JourneyCta />
    </>
  );
}
