import { PageSection } from "~/components/page-section";
import { ContentImage } from "~/components/content-image";
import { FaqList } from "~/components/faq-list";
import { SectionHeading } from "~/components/section-heading";
import { faqs } from "~/content/faq";
import { faqSection } from "~/content/home";

/**
 * The home page's "Frequently Asked Questions" section: an illustration and an accordion of six numbered
 * questions.
 */
export function FaqSection() {
  return (
    <PageSection headingId="faq-title" containerClassName="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <div>
        <SectionHeading
          id="faq-title"
          eyebrow={faqSection.eyebrow}
          title={faqSection.title}
          subtitle={faqSection.subtitle}
          align="left"
        />
        <ContentImage
          image={faqSection.image}
          className="mx-auto mt-8 h-auto w-44 sm:w-56 lg:mt-10 lg:w-full lg:max-w-sm"
        />
        <p className="mt-8 text-ink-muted">
          {faqSection.moreQuestions.text}{" "}
          <a
            href={faqSection.moreQuestions.link.to}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {faqSection.moreQuestions.link.label}
          </a>
        </p>
      </div>
      <FaqList entries={faqs} />
    </PageSection>
  );
}
