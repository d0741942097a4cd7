import { FaqList } from "~/components/faq-list";
import type { FaqEntry } from "~/content/countries/types";

interface CountryFaqProps {
  faq: readonly FaqEntry[];
}

/** The country's questions; the same entries feed the page's FAQPage JSON-LD. */
export function CountryFaq({ faq }: CountryFaqProps) {
  return (
    <div className="max-w-4xl">
      <FaqList entries={faq} />
    </div>
  );
}
