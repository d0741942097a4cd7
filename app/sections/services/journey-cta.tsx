import { PageSection } from "~/components/page-section";
import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/button-link";
import { callToAction } from "~/content/services";

/** Services: the closing call to action, `Your Journey Starts Here`. */
export function JourneyCta() {
  return (
    <PageSection headingId="journey-title">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-800 to-brand-950 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/20 blur-3xl"
        />
        <h2
          id="journey-title"
          className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {callToAction.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">{callToAction.text}</p>
        <div className="relative mt-8">
          <ButtonLink to={callToAction.button.to} variant="light" size="lg">
            {callToAction.button.label}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  );
}
