import { PageSection } from "~/components/page-section";
import { CircleCheck } from "lucide-react";
import { IconBadge } from "~/components/icon-badge";
import { SectionHeading } from "~/components/section-heading";
import { mission } from "~/content/about";

/** The About page's "Our Mission" section and the commitments that follow from it. */
export function OurMission() {
  return (
    <PageSection
      headingId="mission-title"
      className="bg-surface-muted py-16 sm:py-24"
      containerClassName="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div>
        <IconBadge name="target" tone="accent" className="mb-6" />
        <SectionHeading id="mission-title" eyebrow={mission.eyebrow} title={mission.title} align="left" />
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">{mission.text}</p>
      </div>
      <ul className="space-y-4">
        {mission.commitments.map((commitment) => (
          <li
            key={commitment}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
            <span className="leading-relaxed text-ink">{commitment}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
