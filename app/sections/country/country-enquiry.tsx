import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";
import { countrySections, countryPageText as text } from "~/content/countries/page-text";
import type { CountryFactsBase } from "~/content/countries/types";

interface CountryEnquiryProps {
  facts: CountryFactsBase;
  /** The service enquiry form, composed by the route. */
  form: ReactNode;
}

/** The call to action at the end of a country page: why to talk to us, and the service enquiry form. */
export function CountryEnquiry({ facts, form }: CountryEnquiryProps) {
  const section = countrySections.enquiry;
  return (
    <Reveal
      as="section"
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="scroll-mt-20 bg-night py-16 text-white sm:py-24"
      data-no-print=""
    >
      <div className="container-page grid items-start gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <h2
            id={`${section.id}-title`}
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {section.title(facts)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-300">{text.enquiryIntro}</p>
        </div>
        {form}
      </div>
    </Reveal>
  );
}
