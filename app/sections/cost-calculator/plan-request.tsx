import type { ReactNode, Ref } from "react";
import { calculatorText as text } from "~/content/countries/calculator-text";

interface PlanRequestProps {
  /** The service enquiry form, composed by the route. */
  form: ReactNode;
  /** The heading receives focus when the visitor asks for a plan. */
  headingRef: Ref<HTMLHeadingElement>;
}

const planRequestId = "plan";

/** Where `Get a detailed plan` leads: the service enquiry form with the estimate in its comments. */
export function PlanRequest({ form, headingRef }: PlanRequestProps) {
  return (
    <section
      id={planRequestId}
      aria-labelledby="plan-title"
      className="scroll-mt-20 bg-night py-16 text-white sm:py-20"
      data-no-print=""
    >
      <div className="container-page grid items-start gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <h2
            id="plan-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {text.formSectionHeading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-300">{text.formSectionIntro}</p>
        </div>
        {form}
      </div>
    </section>
  );
}
