import { Accordion } from "~/components/accordion";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { calculatorFaq, calculatorText as text } from "~/content/countries/calculator-text";

/** Questions about the estimate (the page's FAQPage JSON-LD uses the same entries). */
export function CalculatorFaq() {
  const items = calculatorFaq.map((entry, index) => ({
    title: `${index + 1}. ${entry.question}`,
    content: <p className="leading-relaxed">{entry.answer}</p>,
  }));
  return (
    <Reveal as="section" aria-labelledby="calculator-faq-title" className="py-16 sm:py-20" data-no-print="">
      <div className="container-page max-w-4xl">
        <SectionHeading id="calculator-faq-title" title={text.faqHeading} align="left" />
        <div className="mt-8">
          <Accordion items={items} />
        </div>
      </div>
    </Reveal>
  );
}
