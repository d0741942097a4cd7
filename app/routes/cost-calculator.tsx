import { useEffect, useRef, useState } from "react";
import heroImage from "~/assets/hero-globe.svg";
import { calculatorFaq, calculatorText } from "~/content/countries/calculator-text";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { CostCalculator } from "~/features/cost-calculator/cost-calculator";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { breadcrumbJsonLd, jsonLd, pageMeta } from "~/lib/seo";
import { CalculatorFaq } from "~/sections/cost-calculator/calculator-faq";
import { PlanRequest } from "~/sections/cost-calculator/plan-request";
import { HeroBanner } from "~/sections/hero-banner";

export const meta = () => [
  ...pageMeta(pages.costCalculator),
  breadcrumbJsonLd(pages.costCalculator),
  jsonLd({
    "@type": "FAQPage",
    mainEntity: calculatorFaq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  }),
];

/**
 * Cost calculator (its figures: docs/country-data.md). `Get a detailed plan` hands the estimate, as text, to
 * the service enquiry form below (a feature never imports another feature, so the route joins them) and moves
 * focus to it.
 */
export default function CostCalculatorPage() {
  const [plan, setPlan] = useState<{ comments: string; request: number }>();
  const planHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!plan) return;
    const heading = planHeading.current;
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  }, [plan]);

  return (
    <>
      <div data-no-print="">
        <HeroBanner
          {...heroes.costCalculator}
          backgroundImage={heroImage}
          height="small"
          showButton={false}
        />
      </div>
      <section
        aria-label={heroes.costCalculator.title}
        className="bg-surface-muted py-10 sm:py-14 print:bg-white print:py-0"
      >
        <div className="container-page">
          <CostCalculator
            onRequestPlan={(comments) =>
              setPlan((previous) => ({ comments, request: (previous?.request ?? 0) + 1 }))
            }
          />
        </div>
      </section>
      <PlanRequest
        headingRef={planHeading}
        form={
          <EnquiryForm
            kind="service"
            heading={calculatorText.formHeading}
            submitLabel={calculatorText.formSubmit}
            defaultComments={plan?.comments}
            idPrefix="plan"
            tone="dark"
          />
        }
      />
      <CalculatorFaq />
    </>
  );
}
