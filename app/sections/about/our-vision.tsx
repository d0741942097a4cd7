import { IconBadge } from "~/components/icon-badge";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { vision } from "~/content/about";

/** The About page's "Our Vision" section. */
export function OurVision() {
  return (
    <Reveal as="section" aria-labelledby="vision-title" className="py-16 sm:py-24">
      <div className="container-page flex flex-col items-center text-center">
        <IconBadge name="lightbulb" tone="accent" className="mb-6" />
        <SectionHeading id="vision-title" eyebrow={vision.eyebrow} title={vision.title} />
        <p className="mt-6 max-w-3xl text-xl leading-relaxed text-pretty text-ink-muted sm:text-2xl">
          {vision.text}
        </p>
      </div>
    </Reveal>
  );
}
