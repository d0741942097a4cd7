import { PageSection } from "~/components/page-section";
import { FaqList } from "~/components/faq-list";
import { calculatorFaq, calculatorText as text } from "~/content/countries/calculator-text";

/** Questions about the estimate (the page's FAQPage JSON-LD uses the same entries). */
export function CalculatorFaq() {
  return (
    <PageSection
      headingId="calculator-faq-title"
      className="py-16 sm:py-20"
      containerClassName="max-w-4xl"
      noPrint
      title={text.faqHeading}
      align="left"
    >
      <div className="mt-8">
        <FaqList entries={calculatorFaq} />
      </div>
    </PageSection>
  );
}
