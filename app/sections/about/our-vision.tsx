import { PageSection } from "~/components/page-section";
import { IconBadge } from "~/components/icon-badge";
import { SectionHeading } from "~/components/section-heading";
import { vision } from "~/content/about";

/** The About page's "Our Vision" section. */
export function OurVision() {
  return (
    <PageSection headingId="vision-title" containerClassName="flex flex-col items-center text-center">
      <IconBadge name="lightbulb" tone="accent" className="mb-6" />
      <SectionHeading id="vision-title" eyebrow={vision.eyebrow} title={vision.title} />
      <p className="mt-6 max-w-3xl text-xl leading-relaxed text-pretty text-ink-muted sm:text-2xl">
        {vision.text}
      </p>
    </PageSection>
  );
}
