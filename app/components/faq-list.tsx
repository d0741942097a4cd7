import { Accordion } from "./accordion";

export interface FaqListEntry {
  question: string;
  answer: string;
  /** A page that answers further, linked under the answer. */
  link?: { label: string; to: string };
}

/**
 * The site's questions and answers (home, country pages, calculator): numbered, one open at a time, the
 * first open at first. The same entries feed each page's FAQPage JSON-LD (faqJsonLd in app/lib/seo.ts).
 */
export function FaqList({ entries }: { entries: readonly FaqListEntry[] }) {
  const items = entries.map((entry, index) => ({
    title: `${index + 1}. ${entry.question}`,
    content: (
      <>
        <p className="leading-relaxed">{entry.answer}</p>
        {entry.link ? (
          <p className="mt-3">
            <a href={entry.link.to} className="font-semibold text-brand-700 underline underline-offset-4">
              {entry.link.label}
            </a>
          </p>
        ) : null}
      </>
    ),
  }));
  return <Accordion items={items} />;
}
