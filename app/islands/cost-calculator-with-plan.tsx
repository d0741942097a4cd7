import { useEffect, useRef, useState } from "react";
import { calculatorText } from "~/content/countries/calculator-text";
import { heroes } from "~/content/heroes";
import { locale } from "~/content/locale";
import { localePath } from "~/i18n/paths";
import { CostCalculator } from "~/features/cost-calculator/cost-calculator";
import { EnquiryForm } from "~/features/enquiry-form/enquiry-form";
import { PlanRequest } from "~/sections/cost-calculator/plan-request";
import { IslandErrorBoundary } from "./island-error-boundary";

/**
 * The cost calculator page's island (its figures: docs/country-data.md): the calculator and the service
 * enquiry form below it. `Get a detailed plan` hands the estimate, as text, to the form (a feature never
 * imports another feature, so this island joins them) and moves focus to it.
 */
export function CostCalculatorWithPlan() {
  const [plan, setPlan] = useState<{ comments: string; request: number }>();
  const planHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!plan) return;
    const heading = planHeading.current;
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  }, [plan]);

  return (
    <IslandErrorBoundary>
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
            pagePath={localePath("/cost-calculator", locale)}
            heading={calculatorText.formHeading}
            submitLabel={calculatorText.formSubmit}
            defaultComments={plan?.comments}
            idPrefix="plan"
            language={locale}
            tone="dark"
          />
        }
      />
    </IslandErrorBoundary>
  );
}
