import { PageSection } from "~/components/page-section";
import { ContentImage } from "~/components/content-image";
import { IconBadge } from "~/components/icon-badge";
import { SectionHeading } from "~/components/section-heading";
import { whyUs } from "~/content/home";

/**
 * The home page's "Why Us" section: a student thinking, the experience claim (the one configured
 * experience figure) and three strengths.
 */
export function WhyUs() {
  return (
    <PageSection
      headingId="why-us-title"
      containerClassName="grid items-center gap-12 lg:grid-cols-2 lg:gap-16"
    >
      <div className="relative mx-auto w-full max-w-md lg:max-w-none">
        <ContentImage image={whyUs.image} className="h-auto w-full" />
        <p className="absolute right-2 bottom-2 flex items-center gap-3 rounded-2xl bg-white px-5 py-4 shadow-lg ring-1 ring-slate-200 sm:right-6 sm:bottom-6">
          <span className="text-4xl font-extrabold text-brand-700 sm:text-5xl">{whyUs.experience.value}</span>
          <span className="max-w-[7rem] text-sm leading-tight font-semibold text-ink">
            {whyUs.experience.label}
          </span>
        </p>
      </div>
      <div>
        <SectionHeading id="why-us-title" eyebrow={whyUs.eyebrow} title={whyUs.title} align="left" />
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">{whyUs.intro}</p>
        <ul className="mt-8 space-y-6">
          {whyUs.strengths.map((strength) => (
            <li key={strength.title} className="flex gap-4">
              <IconBadge name={strength.icon} />
              <div>
                <h3 className="text-lg font-semibold text-ink">{strength.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{strength.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
