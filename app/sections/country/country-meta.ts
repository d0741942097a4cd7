import type { CountryPageContent } from "~/content/countries/types";
import type { CountryPage } from "~/content/pages";
import { breadcrumbJsonLd, faqJsonLd, type MetaDescriptor, pageMeta } from "~/lib/seo";

/** A country page's metadata: its own title and description, breadcrumbs and the FAQPage of its questions. */
export function countryMeta(page: CountryPage, content: CountryPageContent): MetaDescriptor[] {
  return [...pageMeta(page), breadcrumbJsonLd(page), faqJsonLd(content.faq)];
}
