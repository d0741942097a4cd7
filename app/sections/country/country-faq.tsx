import { Accordion } from "~/components/accordion";
import type { FaqEntry } from "~/content/countries/types";

interface CountryFaqProps {
  faq: readonly FaqEntry[];
}

/** The country's questions; the same entries feed the page's FAQPage JSON-LD. */
export function CountryFaq({ faq }: CountryFaqProps) {
  const items = faq.map((entry, index) => ({
    title: `${index + 1}. ${entry.question}`,
    content: <p className="leading-relaxed">{entry.answer}</p>,
  }));
  return (
    <div className="max-w-4xl">
      <Accordion items={items} />
    </div>
  );
}
