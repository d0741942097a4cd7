import type { CountryPageContent } from "~/content/countries/types";
import type { CountryPage } from "~/content/pages";
import { breadcrumbJsonLd, jsonLd, type MetaDescriptor, pageMeta } from "~/lib/seo";

/** A country page's metadata: its own title and description, breadcrumbs and the FAQPage of its questions. */
export function countryMeta(page: CountryPage, content: CountryPageContent): MetaDescriptor[] {
  return [
    ...pageMeta(page),
    breadcrumbJsonLd(page),
    jsonLd({
      "@type": "FAQPage",
      mainEntity: content.faq.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    }),
  ];
}
